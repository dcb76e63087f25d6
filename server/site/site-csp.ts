/**
 * The public site's content security policy, per page. Gatsby writes a few inline scripts into
 * every page (its chunk map and loader); instead of allowing inline script in general, each
 * page's policy lists the SHA-256 of exactly the inline scripts it carries, so an injected
 * script (or an inline event handler) does not run.
 *
 *   sitePolicyFor('<script>window.x=1</script>') -> "default-src 'self'; script-src 'self' 'sha256-...'; ..."
 */
import crypto from 'node:crypto'

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi

/** The CSP source expressions of the inline scripts in a page. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    if (/\btype\s*=\s*["']?application\/(?:ld\+)?json/i.test(match[0].slice(0, match[0].indexOf('>')))) continue // data, not script
    hashes.add(`'sha256-${crypto.createHash('sha256').update(match[1], 'utf8').digest('base64')}'`)
  }
  return [...hashes]
}

export function sitePolicyFor(html: string): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...inlineScriptHashes(html)].join(' '),
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
}
