/**
 * One shape for every body encoding the spec names: JSON, urlencoded forms and multipart
 * uploads all become `{ values, files }`. Repeated form keys become arrays.
 *
 *   const input = await readRequestInput(request, inputLimitsOf(resource))   // a declared type
 *   const input = await readRequestInput(request, formLimits(contactForm))   // a form of a named action
 *
 * Values are kept in records without a prototype, and a field name with a `__proto__`,
 * `constructor` or `prototype` segment is refused (400), so no request key reaches an object's
 * prototype (input-keys.ts checks JSON, urlencoded bodies and queries for every route).
 *
 * Multipart is held to the same kind of limits as the other encodings: a number of text parts, a
 * size per text part (what the longest declared field can hold), the body limit for all text parts
 * together, and for file parts the limit of the field they are sent for (`files`: null: not a file
 * field, the part is read past and dropped), so a picture is never read beyond its image field's
 * limit because some other field takes more. Past a limit: a DRF field error (400) or 413.
 */
import type { FastifyRequest } from 'fastify'
import type { Resource } from '../../shared/resources'
import { grantsScope } from '../../shared/roles'
import { ApiError, validationError } from './errors'
import { emptyRecord, forbiddenKeyError, isForbiddenKey, keyProblemIn } from './input-keys'

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
  /** False when the caller may not change what the site shows (server/resources/publish-scope.ts); absent for the server's own writes. */
  mayPublish?: boolean
}

/** Bytes a file part of this field may have, or null when the field takes no file. */
export type FileLimits = number | ((field: string) => number | null)

export interface InputLimits {
  files: FileLimits
  /** Text parts a multipart body may have. */
  fields: number
  /** Bytes one text part may have. */
  fieldBytes: number
}

/** Multipart file parts are read into memory: larger files (videos) go through the resumable uploads/ instead. */
export const MULTIPART_FILE_MAX = 64 * 1024 * 1024
/** The body limit (Fastify's bodyLimit for JSON and forms): multipart text parts together may not pass it either. */
export const BODY_LIMIT = 2 * 1024 * 1024
/** Items one list field (ids of `references`, repeated form keys) may have. */
export const LIST_MAX = 200
/** A form with no declaration behind it (password changes, sign-ups): a few short fields. */
const noFiles = () => null
export const SMALL_FORM: InputLimits = { files: noFiles, fields: 24, fieldBytes: 4096 }

/** The limits of a declared resource: its image and file fields' sizes, its text fields' lengths. */
export function inputLimitsOf(resource: Pick<Resource, 'fields'>): InputLimits {
  const fields = Object.values(resource.fields)
  const longest = Math.max(0, ...fields.map((field) => ('maxLength' in field && typeof field.maxLength === 'number' ? field.maxLength : 0)))
  const lists = fields.filter((field) => field.kind === 'references').length
  return {
    files: (name) => {
      const field = Object.hasOwn(resource.fields, name) ? resource.fields[name] : undefined
      return field?.kind === 'image' || field?.kind === 'file' ? Math.min(field.maxBytes, MULTIPART_FILE_MAX) : null
    },
    // Clients send whole records back (ids, dates, `x_url`s): twice the declared fields, plus the items of list fields.
    fields: 2 * fields.length + 16 + lists * LIST_MAX,
    // Characters of the longest text field, at up to 4 bytes each in UTF-8; never below a few KB.
    fieldBytes: Math.max(4096, longest * 4 + 64),
  }
}

/** Limits of a form a named action validates with a declaration-shaped object of its own. */
export const formLimits = (form: Pick<Resource, 'fields'>, extraFields = 0): InputLimits => {
  const limits = inputLimitsOf(form)
  return { ...limits, files: noFiles, fields: limits.fields + extraFields }
}

/** Whether the caller holds the `publish` scope (resources/publish-scope.ts): false for everyone else who writes. */
export const mayPublish = (request: FastifyRequest) => Boolean(request.account?.is_staff && grantsScope(request.account.scope, 'publish'))

function addValue(values: Record<string, unknown>, key: string, value: unknown) {
  if (isForbiddenKey(key)) throw forbiddenKeyError(key)
  if (!Object.hasOwn(values, key)) values[key] = value
  else {
    const list = ([] as unknown[]).concat(values[key], value)
    if (list.length > LIST_MAX) throw validationError({ [key]: [{ key: 'tooManyItems', params: { max: LIST_MAX } }] })
    values[key] = list
  }
}

const tooLarge = (field: string, max: number) => validationError({ [field]: [{ key: 'fileTooLarge', params: { max: Math.round((max / 1048576) * 10) / 10 } }] })
const textTooLarge = (field: string, max: number) => validationError({ [field]: [{ key: 'fieldTooLarge', params: { max } }] })
const bodyTooLarge = () => new ApiError(413, { key: 'tooLarge' })

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

function normalize(limits: FileLimits | InputLimits): InputLimits {
  if (typeof limits === 'object' && limits !== null) return limits
  return { files: limits, fields: SMALL_FORM.fields, fieldBytes: SMALL_FORM.fieldBytes }
}

async function readMultipart(request: FastifyRequest, limits: InputLimits): Promise<RequestInput> {
  const values = emptyRecord()
  const files = emptyRecord<UploadedFile>()
  const { files: fileLimits } = limits
  const limitOf = (field: string) => (typeof fileLimits === 'number' ? fileLimits : fileLimits(field))
  let textBytes = 0
  // The parser's own caps: the default largest part, the number of text parts and their size (past it a value is cut: refused below).
  const parts = request.parts({
    limits: {
      fileSize: typeof fileLimits === 'number' ? fileLimits : MULTIPART_FILE_MAX,
      fields: limits.fields,
      fieldSize: limits.fieldBytes + 1,
      fieldNameSize: 200,
    },
  })
  for await (const part of parts) {
    if (isForbiddenKey(part.fieldname)) throw forbiddenKeyError(part.fieldname)
    if (part.type === 'file') {
      const max = limitOf(part.fieldname)
      if (max === null) {
        for await (const _ of part.file) void _ // not a file field: read past it, keep nothing
        continue
      }
      files[part.fieldname] = { filename: part.filename, mimetype: part.mimetype, data: await readPart(part.file, part.fieldname, max) }
    } else {
      const size = typeof part.value === 'string' ? Buffer.byteLength(part.value) : Buffer.byteLength(JSON.stringify(part.value) ?? '')
      if (part.valueTruncated || size > limits.fieldBytes) throw textTooLarge(part.fieldname, limits.fieldBytes)
      textBytes += size
      if (textBytes > BODY_LIMIT) throw bodyTooLarge()
      // A part sent as application/json arrives parsed: its keys are request keys too.
      const problem = keyProblemIn(part.value)
      if (problem) throw forbiddenKeyError(`${part.fieldname}.${problem.path}`)
      addValue(values, part.fieldname, part.value)
    }
  }
  return { values, files, fromForm: true, accountId: request.account?.id ?? null, mayPublish: mayPublish(request) }
}

/**
 * The request's fields and files. `limits`: an InputLimits, or (older callers) only the file
 * limits, which keeps text parts to a small form's limits.
 */
export async function readRequestInput(request: FastifyRequest, limits: FileLimits | InputLimits): Promise<RequestInput> {
  if (request.isMultipart()) return readMultipart(request, normalize(limits))
  const body = request.body ?? {}
  if (typeof body !== 'object' || Array.isArray(body) || Buffer.isBuffer(body)) {
    throw new ApiError(400, undefined, {
      non_field_errors: [{ key: 'parseError', params: { reason: 'expected an object of fields' } }],
    })
  }
  const fromForm = String(request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')
  const values = emptyRecord()
  for (const [key, value] of Object.entries(body)) {
    if (isForbiddenKey(key)) throw forbiddenKeyError(key) // already refused for every route (input-keys.ts); kept for direct callers
    if (Array.isArray(value) && fromForm && value.length > LIST_MAX) throw validationError({ [key]: [{ key: 'tooManyItems', params: { max: LIST_MAX } }] })
    values[key] = value
  }
  return { values, files: emptyRecord<UploadedFile>(), fromForm, accountId: request.account?.id ?? null, mayPublish: mayPublish(request) }
}
