/**
 * The resumable uploads' wire shapes (server/actions/uploads.ts, server/media/uploads.ts; the back
 * office's video and file fields):
 *
 *   POST uploads/        UploadRequest -> UploadAnswer
 *   PUT uploads/{id}/    UploadChunkHeaders, UploadChunk -> UploadAnswer
 *   GET uploads/{id}/    UploadAnswer
 */
import type { FileCategory } from '../resources/field-types'
import { Nullable, NullableStringEnum, StringEnum, Type, type Static } from './schema'

export const UPLOAD_STATUSES = ['receiving', 'complete', 'used'] as const
export type UploadStatus = (typeof UPLOAD_STATUSES)[number]
/** A complete upload's kind, read from its content (shared/resources' FileCategory). */
export const UPLOAD_KINDS = ['video', 'pdf', 'image'] as const satisfies readonly FileCategory[]

export const UploadRequest = Type.Object({ filename: Type.String({ description: 'shown to staff; the stored file gets a random name' }) })

export const UploadAnswer = Type.Object({
  id: Type.Integer(),
  status: StringEnum(UPLOAD_STATUSES),
  filename: Nullable(Type.String()),
  total: Nullable(Type.Integer()),
  received: Type.Integer({ description: 'bytes received so far: resume from here' }),
  kind: NullableStringEnum(UPLOAD_KINDS, { description: 'known once complete' }),
  value: Nullable(Type.String(), { description: 'once complete: "upload:<id>", the value for a file or image field' }),
})
export type UploadAnswer = Static<typeof UploadAnswer>

/** PUT uploads/{id}/: one chunk, raw, where the range says. */
export const UploadChunkHeaders = Type.Object({
  'content-range': Type.String({ description: 'bytes start-end/total; start must equal the bytes received so far' }),
})
export const UploadChunk = Type.String({ format: 'binary', description: 'the raw bytes of the chunk, at most 8 MB' })
