/**
 * The image and file fields of one write, in two steps so a refused save stores nothing and
 * uses up no upload:
 *
 *   check()  before anything is stored, with every other field's errors: a new picture is
 *            decoded and encoded again (refused if it is not one), a new file checked by its
 *            content and structure; `upload:<id>` must be a
 *            complete upload of the same account, of a kind and size the field takes; a URL sent
 *            back must be the record's own current file (anything else is a 400, not ignored)
 *   store()  once all else is valid: writes the new files, takes the uploads;
 *            answers field -> media path (null: the file was removed)
 */
import type { Resource } from '../../shared/resources'
import type { AppContext } from '../context'
import type { ErrorCollector } from '../http/errors'
import { acceptedBy, describeAccepted } from '../media/file-types'
import { uploadsFor } from '../media/uploads'
import type { Row } from './repository'
import type { ValidatedWrite } from './validate'

/** New files of a write, checked and ready to be written (null: remove the field's file). */
type Prepared = Record<string, { extension: string; data: Buffer } | null>

export class RecordFiles {
  constructor(
    private readonly resource: Resource,
    private readonly context: AppContext,
  ) {}

  /** The record's file URL, relative and absolute (the two a client may send back). */
  private currentUrls(current: Row | undefined, name: string): string[] {
    const url = this.context.media.url(current?.[name] as string | null | undefined)
    return url ? [url, `${this.context.config.siteUrl}${url}`] : []
  }

  async check(write: ValidatedWrite, current: Row | undefined, accountId: number | null | undefined, errors: ErrorCollector) {
    const prepared: Prepared = {}
    for (const [name, file] of Object.entries(write.images)) {
      if (!file) prepared[name] = null
      else {
        const image = await this.context.media.prepareImage(file.data)
        if (image) prepared[name] = image
        else errors.add(name, 'invalidImage')
      }
    }
    for (const [name, file] of Object.entries(write.files)) {
      const field = this.resource.fields[name]
      if (!file || field.kind !== 'file') prepared[name] = null
      else {
        const result = await uploadsFor(this.context).prepareFile(file.data, field)
        if ('data' in result) prepared[name] = result
        else errors.add(name, result.error, result.params)
      }
    }
    for (const [name, sent] of Object.entries(write.kept)) {
      if (!this.currentUrls(current, name).includes(sent)) errors.add(name, 'notAFile')
    }
    for (const [name, id] of Object.entries(write.uploads)) {
      const field = this.resource.fields[name]
      if (field.kind !== 'image' && field.kind !== 'file') continue
      const upload = await uploadsFor(this.context).find(id)
      const accept = acceptedBy(field)
      if (upload?.status !== 'complete' || upload.created_by === null || upload.created_by !== accountId) {
        errors.add(name, 'uploadNotUsable', { value: id })
      } else if (!accept.includes(upload.kind as (typeof accept)[number])) {
        errors.add(name, 'invalidFileType', { allowed: describeAccepted(accept) })
      } else if ((upload.total ?? 0) > field.maxBytes) {
        errors.add(name, 'fileTooLarge', { max: Math.round(field.maxBytes / 1048576) })
      }
    }
    return prepared
  }

  async store(write: ValidatedWrite, prepared: Prepared, accountId: number | null | undefined, errors: ErrorCollector) {
    const stored: Record<string, string | null> = {}
    const folder = this.resource.name
    for (const [name, file] of Object.entries(prepared)) stored[name] = file ? await this.context.media.write(folder, file.extension, file.data) : null
    const uploads = uploadsFor(this.context)
    for (const [name, id] of Object.entries(write.uploads)) {
      const field = this.resource.fields[name]
      if (field.kind !== 'image' && field.kind !== 'file') continue
      const result = await uploads.take(id, field, folder, accountId)
      if ('path' in result) stored[name] = result.path
      else errors.add(name, result.error, result.params)
    }
    return stored
  }

  /** Removes every file of a deleted record. */
  async removeAll(row: Row) {
    for (const [name, field] of Object.entries(this.resource.fields)) {
      if (field.kind === 'image' || field.kind === 'file') await this.context.media.remove(row[name] as string | null)
    }
  }
}
