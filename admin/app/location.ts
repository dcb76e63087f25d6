/**
 * The back office lives at /admin/ and /{lang}/admin/. The prefix picks the UI language:
 *   adminLocation('/en/admin/news/3') -> { basename: '/en/admin', language: 'en' }
 *   adminLocation('/admin/login')     -> { basename: '/admin', language: null }  (stored or default)
 */
import { LANGUAGES, type Language } from '../../shared/languages'

export interface AdminLocation {
  basename: string
  language: Language | null
}

const PREFIXED = new RegExp(`^/(${LANGUAGES.join('|')})/admin(?=/|$)`)

export function adminLocation(pathname: string): AdminLocation {
  const match = PREFIXED.exec(pathname)
  return match ? { basename: `/${match[1]}/admin`, language: match[1] as Language } : { basename: '/admin', language: null }
}

/** The same screen under another language prefix: ('/en/admin', 'sl', '/news') -> '/sl/admin/news'. */
export function switchedPath(basename: string, language: Language, rest: string): string {
  const base = adminLocation(basename).language ? `/${language}/admin` : basename
  return `${base}${rest === '/' ? '' : rest}`
}

/** The public site in a language: '/' for sl (the default, unprefixed), '/en/' for en. */
export const publicSiteUrl = (language: Language): string => (language === 'sl' ? '/' : `/${language}/`)
