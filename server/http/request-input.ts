/**
 * One shape for every body encoding the spec names: JSON, urlencoded forms and multipart
 * uploads all become `{ values, files }`. Repeated form keys become arrays.
 *
 * File parts are held to the limit of the field they are sent for: `fileLimits` says how many
 * bytes each field takes (null: not a file field, the part is read past and dropped), so a
 * picture is never read beyond its image field's limit because some other field takes more.
 */
import type { FastifyRequest } from 'fastify'
import type { Resource } from '../../shared/resources'
import { ApiError, validationError } from './errors'

export interface UploadedFile {
  filename: string
  mimetype: string
  data: Buffer
}

export interface RequestInput {
  values: Record<string, unknown>
  files: Record<string, UploadedFile>
  /** True for form encodings, where every value arrives as text. */
  fromForm: boolean
  /** The signed-in account, whose own resumable uploads (`upload:<id>`) the write may use. */
  accountId?: number | null
}

/** Bytes a file part of this field may have, or null when the field takes no file. */
export type FileLimits = number | ((field: string) => number | null)

/** Multipart file parts are read into memory: larger files (videos) go through the resumable uploads/ instead. */
export const MULTIPART_FILE_MAX = 64 * 1024 * 1024

/** The limits of a declared resource's image and file fields. */
export function fileLimitsOf(resource: Resource): (field: string) => number | null {
  return (name) => {
    const field = resource.fields[name]
    return field?.kind === 'image' || field?.kind === 'file' ? Math.min(field.maxBytes, MULTIPART_FILE_MAX) : null
  }
}

function addValue(values: Record<string, unknown>, key: string, value: unknown) {
  if (!(key in values)) values[key] = value
  else values[key] = ([] as unknown[]).concat(values[key], value)
}

const tooLarge = (field: string, max: number) => validationError({ [field]: [{ key: 'fileTooLarge', params: { max: Math.round((max / 1048576) * 10) / 10 } }] })

/** The part's bytes, refused as soon as they pass `max`. */
async function readPart(stream: AsyncIterable<Buffer> & { truncated?: boolean }, field: string, max: number): Promise<Buffer> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of stream) {
    size += chunk.length
    if (size > max) throw tooLarge(field, max)
    chunks.push(chunk)
  }
  if (stream.truncated) throw tooLarge(field, max)
  return Buffer.concat(chunks)
}

async function readMultipart(request: FastifyRequest, limits: FileLimits): Promise<RequestInput> {
  const values: Record<string, unknown> = {}
  const files: Record<string, UploadedFile> = {}
  const limitOf = (field: string) => (typeof limits === 'number' ? limits : limits(field))
  // The parser's own cap is the default largest part; each field's own limit is applied while reading.
  for await (const part of request.parts({ limits: { fileSize: typeof limits === 'number' ? limits : MULTIPART_FILE_MAX } })) {
    if (part.type === 'file') {
      const max = limitOf(part.fieldname)
      if (max === null) {
        for await (const _ of part.file) void _ // not a file field: read past it, keep nothing
        continue
      }
      files[part.fieldname] = { filename: part.filename, mimetype: part.mimetype, data: await readPart(part.file, part.fieldname, max) }
    } else {
      addValue(values, part.fieldname, part.value)
    }
  }
  return { values, files, fromForm: true, accountId: request.account?.id ?? null }
}

export async function readRequestInput(request: FastifyRequest, limits: FileLimits): Promise<RequestInput> {
  if (request.isMultipart()) return readMultipart(request, limits)
  const body = request.body ?? {}
  if (typeof body !== 'object' || Array.isArray(body)) {
    throw new ApiError(400, undefined, {
      non_field_errors: [{ key: 'parseError', params: { reason: 'expected an object of fields' } }],
    })
  }
  const fromForm = String(request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')
  return { values: { ...(body as Record<string, unknown>) }, files: {}, fromForm, accountId: request.account?.id ?? null }
}
