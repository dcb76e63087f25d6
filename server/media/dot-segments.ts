/**
 * `/media/` serves files of the media folder only. A path with a dot segment, plain or percent-encoded
 * (`/media/%2e%2e/...`, `/media/a/.%2E/`), or an encoded slash, backslash or NUL, names no file there: it is
 * answered 404 before the static handler, so no such path is resolved, routed elsewhere or logged as an error.
 */
import type { FastifyInstance } from 'fastify'
import { notFound } from '../http/errors'

const MEDIA_PREFIX = '/media/'

/** True when the raw path (before `?`) holds a segment that is `.` or `..` once decoded, or a character no file name here has. */
export function hasUnsafeSegment(rawPath: string): boolean {
  if (/%(?:2f|5c|00)|\\|\0/i.test(rawPath)) return true
  return rawPath.split('/').some((segment) => /^(?:\.|%2e){1,2}$/i.test(segment))
}

export function refuseUnsafeMediaPaths(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith(MEDIA_PREFIX)) return
    const rawPath = request.url.split('?', 1)[0]
    if (hasUnsafeSegment(rawPath)) throw notFound()
  })
}
