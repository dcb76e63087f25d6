/**
 * One log line per request, when it is answered, at a level that keeps the log readable:
 *
 *   API calls                          info   "GET /api/v1/news/?lang=sl 200 3.1 ms"
 *   site pages, back office, /media/   debug  when they succeed (2xx, 3xx): a page view loads dozens of files
 *   any path answering 4xx             info
 *   503 (site not built yet, closing)  warn
 *   other 5xx, or a broken response    error
 *
 * Secrets in URLs are masked: a path parameter or query value whose name mentions a token, key,
 * secret or password (the newsletter's confirm/unsubscribe links, a password-reset link) shows as ***.
 */
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify'
import { hideKeys } from './log-redaction'

type Level = 'debug' | 'info' | 'warn' | 'error'

const SECRET_NAME = /token|key|secret|password/i

export function requestLogLevel(pathname: string, status: number, failed = false): Level {
  if (failed) return 'error'
  if (status === 503) return 'warn'
  if (status >= 500) return 'error'
  if (status >= 400) return 'info'
  return pathname === '/api' || pathname.startsWith('/api/') ? 'info' : 'debug'
}

/** The URL as it may be logged: secret path parameters and query values replaced by ***. */
export function maskedUrl(url: string, params: unknown = {}): string {
  const [path, query] = url.split(/\?(.*)/s)
  const secrets = new Set<string>()
  for (const [name, value] of Object.entries(params && typeof params === 'object' ? params : {})) {
    if (SECRET_NAME.test(name) && typeof value === 'string' && value !== '') secrets.add(value).add(encodeURIComponent(value))
  }
  // Keys also travel where no parameter names them (a reset key in an older link): long hex runs are hidden too.
  const masked = hideKeys(
    secrets.size
      ? path
          .split('/')
          .map((segment) => (secrets.has(segment) ? '***' : segment))
          .join('/')
      : path,
  )
  if (query === undefined) return masked
  const parts = query.split('&').map((part) => {
    const [name] = part.split('=', 1)
    let decoded = name
    try {
      decoded = decodeURIComponent(name)
    } catch {
      // a malformed name is shown as sent
    }
    return SECRET_NAME.test(decoded) && part.includes('=') ? `${name}=***` : part
  })
  return `${masked}?${hideKeys(parts.join('&'))}`
}

/** What a log line says about a request (pino's `req` serializer, server/logging.ts): never headers, and a masked URL. */
export function requestForLog(request: { method?: string; url?: string; params?: unknown; ip?: string }) {
  return { method: request.method, url: maskedUrl(String(request.url ?? ''), request.params), remoteAddress: request.ip }
}

export class RequestLogController extends LogController {
  /** Nothing when a request comes in: the line is written once it is answered, with its status and time. */
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const status = reply.statusCode
    const level = requestLogLevel(request.url.split('?')[0], status, Boolean(error))
    const fields = { req: request, res: { statusCode: status }, responseTime: reply.elapsedTime, ...(error ? { err: error } : {}) }
    const url = maskedUrl(request.url, request.params)
    reply.log[level](fields, `${request.method} ${url} ${status} ${Math.round(reply.elapsedTime)} ms`)
  }
}
