/**
 * Where a `?redirect=` may lead after signing in (the site's login and the back office's login both
 * follow one). Anyone can write that parameter into a link, so it is kept only when it leads to a
 * page of this site:
 *
 *   sameSiteTarget('/en/shop/cart/?x=1')     -> '/en/shop/cart/?x=1'
 *   sameSiteTarget('/%09/evil.example/')     -> null   (after decoding: a tab, which browsers drop: '//evil.example/')
 *   sameSiteTarget('//evil', '/\\evil', 'https://evil', 'javascript:...', 'news') -> null
 *
 * A string check alone is not enough: browsers drop tabs and line breaks anywhere in a URL, read
 * `\` as `/` and collapse `/./`, so `/\t/evil` and `/.//evil` become `//evil`, another site. The
 * target is therefore refused with any control character or space, then resolved as a URL against
 * this site and kept only when it stays on it; what is returned is the resolved path, query and
 * fragment (never the raw text), and never one that starts with `//`.
 */

/** Longer than any page's address with its query; longer targets are refused. */
const MAX_LENGTH = 2000
/** An origin no real site has: what resolves elsewhere left this site. */
const HERE = 'https://same-site.invalid'
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters in a return path are what this refuses
const CONTROL_OR_SPACE = /[\u0000-\u0020\u007f-\u009f\u2028\u2029]/

/** The local path, query and fragment `target` leads to on this site; null when it would leave it or is not a path. */
export function sameSiteTarget(target: unknown): string | null {
  if (typeof target !== 'string' || target.length === 0 || target.length > MAX_LENGTH) return null
  if (CONTROL_OR_SPACE.test(target) || target.includes('\\')) return null
  if (!target.startsWith('/') || target.startsWith('//')) return null
  let url: URL
  try {
    url = new URL(target, HERE)
  } catch {
    return null
  }
  if (url.origin !== HERE) return null
  const local = `${url.pathname}${url.search}${url.hash}`
  // '/.//evil' resolves to the path '//evil': written back as it is, a browser would read a host.
  if (!local.startsWith('/') || local.startsWith('//')) return null
  return local
}
