/**
 * Resumable uploads (the spec's "uploads ... use a Content-Range header"), for files too large
 * for one request (videos, large pictures):
 *
 *   POST uploads/ {filename}                     -> 201 {id, received: 0, ...}
 *   PUT  uploads/{id}/  Content-Range: bytes 0-8388607/20000000   (raw bytes, application/octet-stream)
 *   GET  uploads/{id}/  (or HEAD)                -> {received, total, status}: resume from `received`
 *   ...last chunk                                -> {status: 'complete', kind: 'video'}
 *
 * Only the staff account that started an upload may send to it, read it or use it. Chunks must
 * come in order: a chunk that does not start at `received` is refused (416) with the offset to
 * resume from, so a broken connection never leaves a gap or a doubled byte. Bytes wait in
 * DATA_DIR/uploads/<id>.part; the complete file is checked by content (a video or PDF by its
 * structure, an image decoded and encoded again, as MediaStore does) and kept there, private,
 * until a record takes it with `upload:<id>` in a file or image field: only then is it moved
 * under /media. Each upload can be taken once; unused ones are removed after UPLOAD_TTL_MS.
 */
import fs from 'node:fs/promises'
import path from 'node:path'
import type { FileCategory, FileField, ImageField } from '../../shared/resources'
import type { UploadAnswer, UploadStatus } from '../../shared/wire/uploads'
import type { AppContext } from '../context'
import { ApiError } from '../http/errors'
import type { MessageKey, MessageParams } from '../http/messages'
import { hasShapeOf, readBuffer, type ReadAt } from './file-signatures'
import { acceptedBy, describeAccepted, LARGEST_IMAGE_BYTES, SNIFF_BYTES, sniffFileType, type FileType } from './file-types'

export interface Upload {
  id: number
  status: UploadStatus
  filename: string | null
  total: number | null
  received: number
  kind: FileCategory | null
  extension: string | null
  path: string | null
  created_by: number | null
  created_at: string
  updated_at: string
}

export interface ContentRange {
  start: number
  end: number
  total: number
}

/** Largest chunk one PUT may carry. */
export const MAX_CHUNK_BYTES = 8 * 1024 * 1024
/** Unfinished and unused uploads are removed after a day. */
export const UPLOAD_TTL_MS = 24 * 60 * 60 * 1000
/** Unused uploads one account may hold at a time (each also counts against UPLOAD_QUOTA_BYTES). */
export const UPLOADS_PER_ACCOUNT = 20

/** `bytes 0-99/1000` -> {start: 0, end: 99, total: 1000}; null when malformed or inconsistent. */
export function parseContentRange(header: unknown): ContentRange | null {
  const match = typeof header === 'string' ? /^bytes (\d{1,15})-(\d{1,15})\/(\d{1,15})$/.exec(header.trim()) : null
  if (!match) return null
  const [start, end, total] = match.slice(1).map(Number)
  return start <= end && end < total ? { start, end, total } : null
}

const toUpload = (row: Record<string, any>): Upload => ({
  id: Number(row.id),
  status: row.status,
  filename: row.filename ?? null,
  total: row.total === null || row.total === undefined ? null : Number(row.total),
  received: Number(row.received),
  kind: row.kind ?? null,
  extension: row.extension ?? null,
  path: row.path ?? null,
  created_by: row.created_by === null || row.created_by === undefined ? null : Number(row.created_by),
  created_at: row.created_at,
  updated_at: row.updated_at,
})

type Failure = { error: MessageKey; params?: MessageParams }
const notAccepted = (accept: readonly string[]): ApiError =>
  new ApiError(400, { key: 'invalidFileType', params: { allowed: describeAccepted(accept as FileField['accept']) } })
const ANY_KIND = ['video', 'pdf', 'image'] as const

export class UploadStore {
  /** One chunk at a time per upload: two PUTs racing would both append at the same offset. */
  private readonly queues = new Map<number, Promise<unknown>>()

  constructor(private readonly context: AppContext) {}

  private get db() {
    return this.context.database.db
  }

  private get folder() {
    return path.join(this.context.config.dataDir, 'uploads')
  }

  private partFile(id: number) {
    return path.join(this.folder, `${id}.part`)
  }

  /** Where a complete upload waits, private, until a record takes it. */
  private doneFile(upload: Pick<Upload, 'id' | 'extension'>) {
    return path.join(this.folder, `${upload.id}.${upload.extension}`)
  }

  /** The account's unused uploads: how many, and the bytes they hold or announced (their total), except `exceptId`. */
  private async heldBy(userId: number | null, exceptId = -1): Promise<{ count: number; bytes: number }> {
    const rows = await this.db
      .selectFrom('uploads')
      .select(['total', 'received'])
      .where('created_by', userId === null ? 'is' : '=', userId)
      .where('status', 'in', ['receiving', 'complete'])
      .where('id', '!=', exceptId)
      .execute()
    return { count: rows.length, bytes: rows.reduce((sum, row) => sum + Number(row.total ?? row.received ?? 0), 0) }
  }

  async create(filename: string | null, userId: number | null): Promise<Upload> {
    await this.removeStale().catch(() => undefined) // housekeeping must never stop an upload
    if ((await this.heldBy(userId)).count >= UPLOADS_PER_ACCOUNT) throw new ApiError(429, { key: 'tooManyUploads', params: { max: UPLOADS_PER_ACCOUNT } })
    const now = new Date().toISOString()
    const row = await this.db
      .insertInto('uploads')
      .values({ status: 'receiving', filename, received: 0, created_by: userId, created_at: now, updated_at: now })
      .returningAll()
      .executeTakeFirstOrThrow()
    await fs.mkdir(this.folder, { recursive: true })
    await fs.writeFile(this.partFile(Number(row.id)), Buffer.alloc(0))
    return toUpload(row)
  }

  async find(id: string | number): Promise<Upload | undefined> {
    if (!/^\d{1,9}$/.test(String(id))) return undefined
    const row = await this.db.selectFrom('uploads').selectAll().where('id', '=', Number(id)).executeTakeFirst()
    return row ? toUpload(row) : undefined
  }

  /** The upload of `id` when `userId` started it: 404 when there is none, 403 for anyone else. */
  async ownedBy(id: string, userId: number | undefined): Promise<Upload> {
    const upload = await this.find(id)
    if (!upload) throw new ApiError(404, { key: 'notFound' })
    if (upload.created_by === null || upload.created_by !== userId) throw new ApiError(403, { key: 'permissionDenied' })
    return upload
  }

  /** Public shape of an upload (a complete file stays private: no URL until a record uses it). */
  present(upload: Upload): UploadAnswer {
    const { id, status, filename, total, received, kind } = upload
    return { id, status, filename, total, received, kind, value: status === 'complete' ? `upload:${id}` : null }
  }

  /** Appends one chunk; completes the upload with its last byte. Throws DRF-shaped errors. */
  append(id: number, range: ContentRange, data: Buffer): Promise<Upload> {
    const previous = this.queues.get(id) ?? Promise.resolve()
    const next = previous.catch(() => undefined).then(() => this.appendNow(id, range, data))
    this.queues.set(id, next)
    void next.finally(() => this.queues.get(id) === next && this.queues.delete(id)).catch(() => undefined)
    return next
  }

  private async appendNow(id: number, range: ContentRange, data: Buffer): Promise<Upload> {
    const upload = await this.find(id)
    if (!upload) throw new ApiError(404, { key: 'notFound' })
    if (upload.status !== 'receiving') throw new ApiError(400, { key: 'uploadFinished' })
    const max = this.context.config.uploadMaxBytes
    if (range.total > max) throw new ApiError(413, { key: 'fileTooLarge', params: { max: Math.round(max / 1048576) } })
    if (upload.total === null) {
      // The first chunk announces the size: the account's other unused uploads and this one must fit its quota.
      const quota = this.context.config.uploadQuotaBytes
      if ((await this.heldBy(upload.created_by, id)).bytes + range.total > quota) {
        throw new ApiError(413, { key: 'uploadQuota', params: { max: Math.round((quota / 1048576) * 10) / 10 } })
      }
    }
    if (data.length !== range.end - range.start + 1 || (upload.total !== null && upload.total !== range.total)) {
      throw new ApiError(400, { key: 'invalidContentRange' })
    }
    if (range.start !== upload.received) {
      throw new ApiError(416, { key: 'uploadOffsetMismatch', params: { start: range.start, received: upload.received } })
    }
    if (range.start === 0 && !sniffFileType(data.subarray(0, SNIFF_BYTES))) throw notAccepted(ANY_KIND)
    await fs.appendFile(this.partFile(id), data)
    const received = range.end + 1
    const now = new Date().toISOString()
    await this.db.updateTable('uploads').set({ received, total: range.total, updated_at: now }).where('id', '=', id).execute()
    if (received === range.total) await this.complete(id, range.total)
    return (await this.find(id))!
  }

  /** Checks the assembled file by content; an image is decoded and encoded again. Refused: starts over at byte 0. */
  private async complete(id: number, size: number) {
    const source = this.partFile(id)
    const handle = await fs.open(source, 'r')
    let type: FileType | null
    try {
      const read: ReadAt = async (offset, length) => {
        const buffer = Buffer.alloc(Math.max(0, Math.min(length, size - offset)))
        const { bytesRead } = await handle.read(buffer, 0, buffer.length, offset)
        return buffer.subarray(0, bytesRead)
      }
      type = sniffFileType(await read(0, SNIFF_BYTES))
      if (!type || !(await hasShapeOf(type, read, size))) type = null
    } finally {
      await handle.close()
    }
    if (type?.category === 'image') {
      if (size > LARGEST_IMAGE_BYTES) {
        await this.discard(id)
        throw new ApiError(413, { key: 'fileTooLarge', params: { max: Math.round(LARGEST_IMAGE_BYTES / 1048576) } })
      }
      const image = await this.context.media.prepareImage(await fs.readFile(source))
      if (image) await fs.writeFile(source, image.data)
      else type = null
    }
    if (!type) {
      await this.discard(id)
      throw notAccepted(ANY_KIND)
    }
    await fs.rename(source, this.doneFile({ id, extension: type.extension }))
    await this.db
      .updateTable('uploads')
      .set({ status: 'complete', kind: type.category, extension: type.extension, updated_at: new Date().toISOString() })
      .where('id', '=', id)
      .execute()
  }

  private async discard(id: number) {
    await fs.writeFile(this.partFile(id), Buffer.alloc(0))
    await this.db.updateTable('uploads').set({ received: 0, total: null, updated_at: new Date().toISOString() }).where('id', '=', id).execute()
  }

  /**
   * Gives a complete upload of `userId` to a record's file or image field (once), moving it under
   * media/<folder>/; its media path, or why not.
   */
  async take(id: number, field: FileField | ImageField, folder: string, userId: number | null | undefined): Promise<{ path: string } | Failure> {
    const upload = await this.find(id)
    const usable = upload && upload.status === 'complete' && upload.extension && upload.created_by !== null && upload.created_by === userId
    if (!usable) return { error: 'uploadNotUsable', params: { value: id } }
    const accept = acceptedBy(field)
    if (!accept.includes(upload.kind as (typeof accept)[number])) return { error: 'invalidFileType', params: { allowed: describeAccepted(accept) } }
    if ((upload.total ?? 0) > field.maxBytes) return { error: 'fileTooLarge', params: { max: Math.round(field.maxBytes / 1048576) } }
    const claimed = await this.db
      .updateTable('uploads')
      .set({ status: 'used', updated_at: new Date().toISOString() })
      .where('id', '=', id)
      .where('status', '=', 'complete')
      .executeTakeFirst()
    if (Number(claimed.numUpdatedRows) !== 1) return { error: 'uploadNotUsable', params: { value: id } }
    const moved = await this.context.media.moveIn(this.doneFile(upload), folder, upload.extension!)
    await this.db.updateTable('uploads').set({ path: moved }).where('id', '=', id).execute()
    return { path: moved }
  }

  /** Checks a file sent as a multipart part for `field` (an image decoded and encoded again): the bytes to store, or why not. */
  async prepareFile(data: Buffer, field: FileField): Promise<{ extension: string; data: Buffer } | Failure> {
    const type = sniffFileType(data.subarray(0, SNIFF_BYTES))
    const refused = { error: 'invalidFileType' as const, params: { allowed: describeAccepted(field.accept) } }
    if (!type || !field.accept.includes(type.category) || !(await hasShapeOf(type, readBuffer(data), data.length))) return refused
    if (data.length > field.maxBytes) return { error: 'fileTooLarge', params: { max: Math.round(field.maxBytes / 1048576) } }
    if (type.category !== 'image') return { extension: type.extension, data }
    const image = await this.context.media.prepareImage(data)
    return image ? { extension: image.extension, data: image.data } : refused
  }

  /** Removes uploads nobody used within UPLOAD_TTL_MS (their bytes too), and the records of used ones. */
  async removeStale(now = Date.now()): Promise<number> {
    const before = new Date(now - UPLOAD_TTL_MS).toISOString()
    const stale = (await this.db.selectFrom('uploads').selectAll().where('updated_at', '<', before).execute()).map(toUpload)
    for (const upload of stale) {
      await fs.rm(this.partFile(upload.id), { force: true })
      if (upload.status === 'complete' && upload.extension) await fs.rm(this.doneFile(upload), { force: true })
      await this.db.deleteFrom('uploads').where('id', '=', upload.id).execute()
    }
    return stale.length
  }
}

const stores = new WeakMap<AppContext, UploadStore>()

export function uploadsFor(context: AppContext): UploadStore {
  let store = stores.get(context)
  if (!store) {
    store = new UploadStore(context)
    stores.set(context, store)
  }
  return store
}
