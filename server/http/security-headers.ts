/**
 * Headers every answer carries: helmet's set (no MIME sniffing, cross-origin isolation of our
 * windows and resources, no X-Powered-By; HSTS when SITE_URL is https), no framing by other sites,
 * a careful referrer policy, a Permissions-Policy that turns off what the site never uses, and a
 * content security policy for the back office and the API. The public site's pages carry their
 * own policy, listing the hashes of their inline scripts (site/site-csp.ts). Uploaded files under
 * /media/ are sandboxed (a file that is really HTML or SVG with script runs nothing) and may be
 * embedded by other origins (records answer `image_url` for clients off the site).
 * No CORS headers are ever sent, so other origins cannot read the API from a browser.
 */
import helmet from '@fastify/helmet'
import type { FastifyInstance } from 'fastify'

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

export async function registerSecurityHeaders(app: FastifyInstance, options: { siteUrl: string }) {
  await app.register(helmet, {
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
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-content-type-options', 'nosniff')
    reply.header('referrer-policy', 'strict-origin-when-cross-origin')
    reply.header('x-frame-options', 'DENY')
    reply.header('permissions-policy', PERMISSIONS_POLICY)
    const path = request.url.split('?')[0]
    if (path.startsWith('/media/')) {
      reply.header('content-security-policy', MEDIA_POLICY)
      reply.header('cross-origin-resource-policy', 'cross-origin')
    } else if (/^\/(?:(?:sl|en)\/)?admin(?:\/|$)/.test(path)) reply.header('content-security-policy', ADMIN_POLICY)
    else if (path.startsWith('/api/') && !path.startsWith('/api/v1/docs')) reply.header('content-security-policy', API_POLICY)
    else if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', "frame-ancestors 'none'")
  })
}
