/**
 * Turns every failure into a DRF-shaped JSON answer in the request's language, and makes
 * sure no internal detail (stack, SQL) ever reaches a client.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { languageFromHeader, type Language } from '../../shared/languages'
import { ApiError, ThrottledError } from './errors'
import { message, type MessageKey, type MessageParams } from './messages'

declare module 'fastify' {
  interface FastifyRequest {
    language: Language
  }
}

function detail(reply: FastifyReply, language: Language, status: number, key: MessageKey, params?: MessageParams, code?: string) {
  return reply.status(status).send(code ? { detail: message(language, key, params), code } : { detail: message(language, key, params) })
}

/** Fastify's own errors (body parsing, content type, size) mapped to what a DRF client expects. */
function fromFastifyError(error: FastifyError, request: FastifyRequest): { status: number; key: MessageKey; params?: MessageParams } | null {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      // DRF names the type sent; Fastify's message does not (only 'Unsupported Media Type'), the header does.
      return { status: 415, key: 'unsupportedMediaType', params: { type: String(request.headers['content-type'] ?? '').slice(0, 100) } }
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return { status: 400, key: 'parseError', params: { reason: error.message } }
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return { status: 413, key: 'tooLarge' }
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
    case 'FST_PROTO_VIOLATION':
      return { status: 400, key: 'parseError', params: { reason: error.message } }
  }
  // The multipart parser (busboy) throws plain errors for broken bodies: missing boundary, cut-off data, bad part headers.
  if (!error.code && /multipart|boundary|part header|unexpected end of/i.test(error.message)) {
    return { status: 400, key: 'parseError', params: { reason: error.message } }
  }
  if (error instanceof SyntaxError || error.statusCode === 400) {
    return { status: 400, key: 'parseError', params: { reason: error.message } }
  }
  if (error.statusCode === 413) return { status: 413, key: 'tooLarge' }
  // @fastify/rate-limit (public forms): the Retry-After header is already set.
  if (error.statusCode === 429) return { status: 429, key: 'throttled' }
  return null
}

export function registerErrorHandling(app: FastifyInstance) {
  app.decorateRequest('language', 'sl' as Language)
  app.addHook('onRequest', (request: FastifyRequest, _reply, done) => {
    request.language = languageFromHeader(request.headers['accept-language'])
    done()
  })

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const language = request.language ?? 'sl'
    if (error instanceof ThrottledError) reply.header('retry-after', String(error.retryAfterSeconds))
    if (error instanceof ApiError) {
      if (error.fieldErrors) {
        const body = Object.fromEntries(Object.entries(error.fieldErrors).map(([field, list]) => [field, list.map((m) => message(language, m.key, m.params))]))
        return reply.status(error.statusCode).send(body)
      }
      return detail(reply, language, error.statusCode, error.detail?.key ?? 'serverError', error.detail?.params, error.code)
    }
    const known = fromFastifyError(error, request)
    if (known) return detail(reply, language, known.status, known.key, known.params)
    request.log.error({ err: error }, 'unhandled error')
    return detail(reply, language, 500, 'serverError')
  })
}
