/**
 * Headers every answer carries: no MIME sniffing, no framing by other sites, a careful
 * referrer policy, and a content security policy for the back office and the API. The public
 * site's pages carry their own policy, listing the hashes of their inline scripts (site/site-csp.ts).
 * No CORS headers are ever sent, so other origins cannot read the API from a browser.
 */
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

export function registerSecurityHeaders(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-content-type-options', 'nosniff')
    reply.header('referrer-policy', 'strict-origin-when-cross-origin')
    reply.header('x-frame-options', 'DENY')
    const path = request.url.split('?')[0]
    if (/^\/(?:(?:sl|en)\/)?admin(?:\/|$)/.test(path)) reply.header('content-security-policy', ADMIN_POLICY)
    else if (path.startsWith('/api/') && !path.startsWith('/api/v1/docs')) reply.header('content-security-policy', API_POLICY)
    else if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', "frame-ancestors 'none'")
  })
}
