/**
 * Headers every answer carries: helmet's set (no MIME sniffing, cross-origin isolation of our
 * windows and resources, no X-Powered-By; HSTS when SITE_URL is https), no framing by other sites,
 * a careful referrer policy, a Permissions-Policy that turns off what the site never uses, and a
 * content security policy for the back office and the API. The public site's pages carry their
 * own policy, listing the hashes of their inline scripts (server/site/site-csp.ts). Uploaded files under
 * /media/ are sandboxed (a file that is really HTML or SVG with script runs nothing) and may be
 * embedded by other origins (records answer `image_url` for clients off the site).
 * No CORS headers are ever sent, so other origins cannot read the API from a browser.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { FastifyInstance } from 'fastify'
import helmet, { type HelmetOptions } from 'helmet'

const ADMIN_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'", // MUI writes its styles at run time
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "font-src 'self' data:",
  "object-src 'none'", // no plugin content (an uploaded file in <object>) on staff screens
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ')

const API_POLICY = "default-src 'none'; frame-ancestors 'none'"

/** Uploaded files: nothing in them may run, load or be framed; shown as what they are (pictures, video, PDF). */
export const MEDIA_POLICY = "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox"

/** Features no page of ours uses; fullscreen stays for the video page's own player. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'fullscreen=(self)',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'usb=()',
  'browsing-topics=()',
].join(', ')

/** A year, as browsers' preload lists ask; only sent when the site is served over https. */
const HSTS_MAX_AGE = 365 * 24 * 60 * 60

/**
 * The headers helmet's middleware sets with `options`, found once by running it against a response
 * that records them. Without nonces (our policies are per path, below) the answer is the same for
 * every request; @fastify/helmet built the middleware anew and ran it on each one (about a tenth of
 * the event loop's time on an API miss).
 */
export function helmetHeaders(options: HelmetOptions): [string, string][] {
  const headers = new Map<string, string>()
  const recorder = {
    setHeader: (name: string, value: unknown) => void headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => void headers.delete(name.toLowerCase()),
  }
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error
  })
  return [...headers]
}

/** Ours on every answer, beside helmet's. */
const OURS: [string, string][] = [
  ['x-content-type-options', 'nosniff'],
  ['referrer-policy', 'strict-origin-when-cross-origin'],
  ['x-frame-options', 'DENY'],
  ['permissions-policy', PERMISSIONS_POLICY],
]

const ADMIN_PATH = /^\/(?:(?:sl|en)\/)?admin(?:\/|$)/

export async function registerSecurityHeaders(app: FastifyInstance, options: { siteUrl: string }) {
  const everyAnswer = helmetHeaders({
    // Ours, per path (below and site-csp.ts); helmet's frame and referrer defaults differ from ours.
    contentSecurityPolicy: false,
    xFrameOptions: false,
    referrerPolicy: false,
    strictTransportSecurity: options.siteUrl.startsWith('https://') ? { maxAge: HSTS_MAX_AGE, includeSubDomains: false } : false,
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    // require-corp would stop the site from showing a picture or video another origin serves without CORP.
    crossOriginEmbedderPolicy: false,
  })
  // Before the handler, as helmet's own hook did: a handler may still set one of these its own way.
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of everyAnswer) reply.header(name, value)
    done()
  })
  app.addHook('onSend', (request, reply, payload, done) => {
    for (const [name, value] of OURS) reply.header(name, value)
    const url = request.url
    const query = url.indexOf('?')
    const path = query < 0 ? url : url.slice(0, query)
    if (path.startsWith('/media/')) {
      reply.header('content-security-policy', MEDIA_POLICY)
      reply.header('cross-origin-resource-policy', 'cross-origin')
    } else if (ADMIN_PATH.test(path)) reply.header('content-security-policy', ADMIN_POLICY)
    else if (path.startsWith('/api/') && !path.startsWith('/api/v1/docs')) reply.header('content-security-policy', API_POLICY)
    else if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', "frame-ancestors 'none'")
    done(null, payload)
  })
}
