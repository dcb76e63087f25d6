/**
 * Resumable uploads for staff (see server/media/uploads.ts for the protocol):
 * POST uploads/, PUT uploads/{id}/ with Content-Range (raw bytes), GET/HEAD uploads/{id}/.
 * An upload belongs to the account that started it: others get 403. The raw-body parser is
 * registered in a scope of its own, so only these routes read application/octet-stream, and
 * each chunk is capped at MAX_CHUNK_BYTES. Unused uploads are removed after a day (checked at
 * start, hourly, and with each new upload).
 */
import type { FastifyInstance, FastifyReply } from 'fastify'
import { requireAccess } from '../http/access'
import { ApiError, fieldError } from '../http/errors'
import { MAX_CHUNK_BYTES, parseContentRange, uploadsFor, type Upload } from '../media/uploads'
import type { ResourceService } from '../resources/service'
import { RecordIdParams } from '../../shared/wire/schema'
import { bodyFields, pathParams } from '../http/wire-input'
import { UploadRequest } from '../../shared/wire/uploads'

/** Any staff account may upload (scope null): putting the file into a record then needs that record's scope. */
const config = { access: 'staff' as const, resource: 'uploads', scope: null }

/** Tells a client where to resume, in the headers too (usable from HEAD). */
function progressHeaders(reply: FastifyReply, upload: Upload) {
  reply.header('Upload-Offset', String(upload.received))
  if (upload.total !== null) reply.header('Upload-Length', String(upload.total))
  if (upload.received > 0) reply.header('Range', `bytes=0-${upload.received - 1}`)
}

const HOUSEKEEPING_MS = 60 * 60 * 1000

export function registerUploadActions(app: FastifyInstance, _services: Map<string, ResourceService>) {
  const uploads = uploadsFor(app.context)
  const sweep = () => uploads.removeStale().catch((error) => app.log.warn({ err: error }, 'could not remove stale uploads'))
  let timer: NodeJS.Timeout | undefined
  app.addHook('onReady', async () => {
    await sweep()
    timer = setInterval(sweep, HOUSEKEEPING_MS).unref()
  })
  app.addHook('onClose', async () => clearInterval(timer))

  app.post('/uploads/', { config: { ...config, summary: 'Start a resumable upload' } }, async (request, reply) => {
    requireAccess(request, 'staff')
    const filename = bodyFields(request, UploadRequest)?.filename
    // The name is shown to staff later; the stored file gets a random name of its own.
    if (typeof filename !== 'string' || !filename.trim()) throw fieldError('filename', 'required')
    // PostgreSQL cannot store U+0000 in text: the caller's 400, not the database's 500.
    if (filename.includes('\u0000')) throw fieldError('filename', 'nullCharacters')
    const upload = await uploads.create(filename.trim().slice(0, 255), request.account?.id ?? null)
    return reply.status(201).send(uploads.present(upload))
  })

  app.get(
    '/uploads/:id/',
    { config: { ...config, summary: 'Bytes received so far (also HEAD, Upload-Offset header): resume from there' } },
    async (request, reply) => {
      requireAccess(request, 'staff')
      const upload = await uploads.ownedBy(pathParams(request, RecordIdParams).id, request.account?.id)
      progressHeaders(reply, upload)
      return uploads.present(upload)
    },
  )

  void app.register(async (scope) => {
    scope.addContentTypeParser('application/octet-stream', { parseAs: 'buffer', bodyLimit: MAX_CHUNK_BYTES }, (_request, body, done) => done(null, body))
    scope.put(
      '/uploads/:id/',
      { config: { ...config, summary: 'Send a chunk: raw bytes with Content-Range: bytes start-end/total' }, bodyLimit: MAX_CHUNK_BYTES },
      async (request, reply) => {
        requireAccess(request, 'staff')
        const upload = await uploads.ownedBy(pathParams(request, RecordIdParams).id, request.account?.id)
        const range = parseContentRange(request.headers['content-range'])
        if (!range || !Buffer.isBuffer(request.body)) throw new ApiError(400, { key: 'invalidContentRange' })
        const updated = await uploads.append(upload.id, range, request.body)
        progressHeaders(reply, updated)
        return uploads.present(updated)
      },
    )
  })
}
