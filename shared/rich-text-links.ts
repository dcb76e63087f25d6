/**
 * The links rich text may hold, in one place for the editor's link dialog (admin/features/rich-text/)
 * and the server's allow-list (server/resources/rich-text.ts): which addresses, and what "open in a
 * new tab" adds. A link opens in the same tab unless the editor asks for a new one.
 *
 *   checkLinkAddress(' https://www.gov.si/ ')  -> { href: 'https://www.gov.si/' }
 *   checkLinkAddress('www.gov.si')             -> { error: 'link_no_scheme' }
 *   linkAttributes({ href: '/news/a/', newTab: true })
 *     -> { href: '/news/a/', target: '_blank', rel: 'noopener noreferrer' }
 */

/** The schemes a link may use besides a path of the site itself (/news/...). */
export const LINK_SCHEMES = ['http', 'https', 'mailto', 'tel'] as const

/** A link to a new tab: the opened page gets no handle on ours and no referrer. */
export const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' } as const

/** What the link dialog edits. */
export interface LinkChoice {
  href: string
  newTab: boolean
}

/** The attributes of TipTap's link mark for a choice: no target at all unless a new tab is asked for. */
export function linkAttributes({ href, newTab }: LinkChoice): { href: string; target: string | null; rel: string | null } {
  return newTab ? { href, ...NEW_TAB } : { href, target: null, rel: null }
}

/** The dialog's starting values from a link mark's attributes (none: a new link). */
export function linkChoiceOf(attributes: Record<string, unknown> | undefined): LinkChoice {
  const href = typeof attributes?.href === 'string' ? attributes.href : ''
  return { href, newTab: attributes?.target === '_blank' }
}

/** Why an address is refused: the key of its message under `app.rich_text.` in the back office. */
export type LinkAddressError = 'link_empty' | 'link_no_scheme' | 'link_invalid'

const SCHEME = /^([a-z][a-z0-9+.-]*):/i
/** Looks like a web address typed without https:// (www.gov.si, gov.si/razpisi). */
const BARE_HOST = /^[\p{L}\p{N}-]+(\.[\p{L}\p{N}-]+)+(?::\d+)?(?:[/?#]\S*)?$/u
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const PHONE = /^\+?[0-9 ()/-]{3,}$/

/** The address as it will be stored, or why it cannot be one (the server would drop it). */
export function checkLinkAddress(input: string): { href: string } | { error: LinkAddressError } {
  const href = input.trim()
  if (href === '') return { error: 'link_empty' }
  const scheme = SCHEME.exec(href)?.[1]?.toLowerCase()
  // Only a phone number may hold spaces (tel:+386 3 123 45 67); in any other address one is a typing slip.
  if (scheme !== 'tel' && /\s/.test(href)) return { error: 'link_invalid' }
  // A path of this site (not //host, which leaves it).
  if (href.startsWith('/')) return href.startsWith('//') || href.includes('\\') ? { error: 'link_invalid' } : { href }
  // gov.si:8080/razpisi reads as the scheme "gov.si": still a web address without https://
  if (!scheme || !(LINK_SCHEMES as readonly string[]).includes(scheme)) return BARE_HOST.test(href) ? { error: 'link_no_scheme' } : { error: 'link_invalid' }
  const rest = href.slice(scheme.length + 1)
  if (scheme === 'mailto') return EMAIL.test(rest.split('?')[0]) ? { href } : { error: 'link_invalid' }
  if (scheme === 'tel') return PHONE.test(rest) ? { href } : { error: 'link_invalid' }
  try {
    const url = new URL(href)
    // A host with a dot: "https://gov" or "https://" alone is a typing slip, not an address.
    return url.hostname.includes('.') && rest.startsWith('//') ? { href } : { error: 'link_invalid' }
  } catch {
    return { error: 'link_invalid' }
  }
}
