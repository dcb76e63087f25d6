/**
 * What a redirect's path may be: a path on this site, never an address elsewhere (a Location of
 * `//evil.example` or `/\evil.example` leaves the site), and never the back office, the API or media.
 *
 *   redirectPathProblem('/news/old/')            -> null
 *   redirectPathProblem('//evil.example/')       -> 'redirectPathLocal'
 */
import { REDIRECT_PATH_MAX } from '../../shared/resources/redirects'

export type PathProblem = 'redirectPathLocal' | 'redirectReserved' | null

const RESERVED = /^\/(?:(?:sl|en)\/)?(?:admin|api|media)(?:\/|$)/

export function redirectPathProblem(path: string): PathProblem {
  // Checked as sent and as decoded: '/%2Fevil.example' is '//evil.example' once a Location is made of it.
  const decoded = decodeSafely(path)
  return decoded === path ? problemOf(path) : (problemOf(path) ?? problemOf(decoded))
}

function problemOf(path: string): PathProblem {
  if (path.length > REDIRECT_PATH_MAX || !path.startsWith('/') || path.startsWith('//')) return 'redirectPathLocal'
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters would reach the Location header
  if (/[\s\\?#\u0000-\u001f\u007f]/.test(path)) return 'redirectPathLocal'
  if (path.split('/').some((segment) => segment === '..' || segment === '.')) return 'redirectPathLocal'
  if (/%(?![0-9a-f]{2})/i.test(path)) return 'redirectPathLocal'
  if (RESERVED.test(path.toLowerCase())) return 'redirectReserved'
  return null
}

/** The Location header of a stored path: its non-ASCII characters percent-encoded. */
export function locationOf(path: string): string {
  const location = encodeURI(decodeSafely(path))
  // Never another host, whatever reached the table (the rules refuse such paths; this is the last guard).
  return /^\/[/\\]/.test(location) || !location.startsWith('/') ? '/' : location
}

/** A request's path as the table keeps it: decoded (%C4%8D -> č), or as sent when it does not decode. */
export function decodeSafely(path: string): string {
  try {
    return decodeURIComponent(path)
  } catch {
    return path
  }
}
