/**
 * Turns a submitted payload into what may be written, field by field from the declaration,
 * collecting every error so the user sees all of them at once (DRF's serializer.is_valid).
 *
 * Modes: 'create' and 'update' (PUT) need every required field; 'partial' (PATCH) checks
 * only what was sent. Unknown and readOnly fields are ignored, as DRF does.
 */
import type { Field, Resource } from '../../shared/resources'
import { ErrorCollector } from '../http/errors'
import { emptyRecord } from '../http/input-keys'
import { LIST_MAX, type RequestInput, type UploadedFile } from '../http/request-input'
import { isEmptyValue, parseFieldValue } from './field-values'

export type WriteMode = 'create' | 'update' | 'partial'

export interface ValidatedWrite {
  /** Column values (images excluded). */
  columns: Record<string, unknown>
  /** references fields -> target ids, in the order given. */
  links: Record<string, number[]>
  /** image fields -> a new file, or null to remove the image. */
  images: Record<string, UploadedFile | null>
  /** file fields -> a new file part, or null to remove the file. */
  files: Record<string, UploadedFile | null>
  /** file and image fields -> id of a completed resumable upload, sent as `upload:<id>`. */
  uploads: Record<string, number>
  /** file and image fields -> the URL sent back for the file kept as it is (the service checks it is the record's own). */
  kept: Record<string, string>
}

/** Ids of a `references` field: a list, repeated form keys, or '1,2,3'; null when any is not an id. */
function referenceIds(raw: unknown): number[] | null {
  const list = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(',', LIST_MAX + 1) : [raw]
  const ids = list
    .filter((item) => !(typeof item === 'string' && item.trim() === ''))
    .map((item) => (typeof item === 'number' ? item : typeof item === 'string' && /^\s*\d{1,9}\s*$/.test(item) ? Number(item) : NaN))
  return ids.every((id) => Number.isInteger(id) && id > 0) ? [...new Set(ids)] : null
}

function defaultOf(field: Field): unknown {
  if (field.kind === 'boolean') return field.default
  if ((field.kind === 'integer' || field.kind === 'choice') && field.default !== undefined) return field.default
  return undefined
}

export function validatePayload(resource: Resource, input: RequestInput, mode: WriteMode): { write: ValidatedWrite; errors: ErrorCollector } {
  const errors = new ErrorCollector()
  const write: ValidatedWrite = {
    columns: emptyRecord(),
    links: emptyRecord(),
    images: emptyRecord(),
    files: emptyRecord(),
    uploads: emptyRecord(),
    kept: emptyRecord(),
  }
  for (const [name, field] of Object.entries(resource.fields)) {
    if (field.readOnly) continue // the server computes it (service hooks), whatever was sent
    // Own properties only: a name is never read through a prototype, whatever object the caller built.
    const file = Object.hasOwn(input.files, name) ? input.files[name] : undefined
    const present = Object.hasOwn(input.values, name) || Boolean(file)
    const raw = Object.hasOwn(input.values, name) ? input.values[name] : undefined
    if (!present) {
      const fallback = defaultOf(field)
      // PUT without an image keeps the stored one: browsers cannot send a file back.
      const mustBeSent = mode === 'create' || (mode === 'update' && field.kind !== 'image' && field.kind !== 'file')
      if (mode === 'create' && fallback !== undefined) write.columns[name] = fallback
      else if (field.required && mustBeSent) errors.add(name, 'required')
      continue
    }
    if (field.kind === 'image' || field.kind === 'file') {
      const parts = field.kind === 'file' ? write.files : write.images
      if (file) parts[name] = file
      else if (isEmptyValue(raw)) {
        if (field.required) errors.add(name, 'required')
        else parts[name] = null
      } else if (typeof raw !== 'string') errors.add(name, 'notAFile')
      else {
        // `upload:<id>` takes a completed resumable upload; any other text must be the current file's URL sent back.
        const upload = /^upload:(\d{1,9})$/.exec(raw.trim())
        if (upload) write.uploads[name] = Number(upload[1])
        else write.kept[name] = raw.trim()
      }
      continue
    }
    if (field.kind === 'references') {
      const ids = referenceIds(raw ?? [])
      if (!ids) errors.add(name, 'notAList')
      else if (ids.length > LIST_MAX) errors.add(name, 'tooManyItems', { max: LIST_MAX })
      else write.links[name] = ids
      continue
    }
    if (isEmptyValue(raw) && field.kind !== 'boolean') {
      if (field.required) errors.add(name, raw === null ? 'null' : raw === undefined ? 'required' : 'blank')
      else write.columns[name] = field.kind === 'slug' ? '' : null
      continue
    }
    const parsed = parseFieldValue(field, raw)
    if ('error' in parsed) errors.add(name, parsed.error, parsed.params)
    // Rich text the allow-list emptied ('<script>…</script>', an empty editor's '<p></p>') is no value.
    else if (parsed.value === '' && field.kind === 'richText') {
      if (field.required) errors.add(name, 'blank')
      else write.columns[name] = null
    } else write.columns[name] = parsed.value
  }
  return { write, errors }
}
