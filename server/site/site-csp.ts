/**
 * The public site's content security policy: one fixed policy for every page, decided at build time. The build moves
 * every inline script Gatsby writes into script files (site/build/external-scripts.ts), so pages need no inline script
 * at all: `script-src 'self'` with no hash and no 'unsafe-inline'. Hashing what a served page holds would allow
 * whatever inline script got into it (a stored injection included); this policy never does, and it is the same one
 * nginx sends for the static files (deploy/nginx/rudnik.conf: tests/unit/site-csp.test.ts compares them).
 */
export const SITE_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'", // Gatsby inlines the stylesheet into each page
  "img-src 'self' data:",
  "media-src 'self'",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ')
