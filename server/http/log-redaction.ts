/**
 * What the request log may say about a request: its method and address with every secret taken
 * out. Keys travel in some URLs (a newsletter link's token in its path, older reset links'
 * `?token=`), and a log file is read by more people than the mailbox the key was meant for.
 * Headers are never logged (Authorization holds the session token).
 *
 *   redactUrl('/api/v1/common/newsletter/confirm/9f0c.../')  -> '/api/v1/common/newsletter/confirm/[hidden]/'
 *   redactUrl('/admin/password-reset?token=ab12...&x=1')      -> '/admin/password-reset?token=[hidden]&x=1'
 */
import type { FastifyRequest } from 'fastify'

const HIDDEN = '[hidden]'
/** Long hex runs: our tokens, reset keys and session keys are 40 to 64 hex characters. */
const HEX_KEY = /[0-9a-f]{24,}/gi
const SECRET_PARAMS = /([?&](?:token|key|password|new_password|current_password|secret|code)=)[^&#]*/gi

export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, `$1${HIDDEN}`).replace(HEX_KEY, HIDDEN)
}

/** Fastify's request serializer, without secrets. */
export function requestForLog(request: FastifyRequest) {
  return { method: request.method, url: redactUrl(request.url), host: request.host, remoteAddress: request.ip }
}
