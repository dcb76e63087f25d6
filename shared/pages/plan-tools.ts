/**
 * What the plans share: a planned page, its addresses in each language, and how one page
 * becomes its paths (unprefixed and /sl/ in Slovenian, /en/ in English; the shop only prefixed).
 *
 *   pagesOf({ language: 'sl', links: sameLink('/about/'), view: 'about', ... })
 *     -> [{ path: '/about/', ... }, { path: '/sl/about/', ... }]
 */
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../languages'
import { localizedPath, shopPath } from '../public-page'
import { paragraphs } from '../text'
import type { PlannedContext } from './types'

export type Links = Record<Language, string>

export interface PlannedPage {
  path: string
  /** The path without language prefix (the i18n plugin's originalPath). */
  link: string
  /** Under a language prefix (/sl/..., /en/...). */
  routed: boolean
  context: PlannedContext
}

export interface PageSpec extends Omit<PlannedContext, 'paths' | 'footer' | 'noindex'> {
  /** The page's link in each language (without prefix): the switch's targets. */
  links: Links
  /** Lives only under a language prefix. */
  shop?: boolean
}

/** Pages not for search engines: no canonical, not in sitemap.xml (robots.txt leaves them to noindex). */
const NOINDEX = ['login', 'register', 'cart', 'account', 'register-confirm', 'forgot-password', 'password-reset', 'account-email']

const VARIANTS: { language: Language; prefixDefault: boolean }[] = [
  ...LANGUAGES.map((language) => ({ language, prefixDefault: false })),
  { language: DEFAULT_LANGUAGE, prefixDefault: true },
]

export const sameLink = (link: string) => Object.fromEntries(LANGUAGES.map((language) => [language, link])) as Links

/** The first paragraph as one line of at most 160 characters (a description), else `fallback`. */
export const firstParagraph = (text: unknown, fallback: string) => (typeof text === 'string' && paragraphs(text)[0]?.join(' ').slice(0, 160)) || fallback

export function pagesOf(spec: PageSpec): PlannedPage[] {
  const { links, shop, ...context } = spec
  const { language } = context
  const paths = Object.fromEntries(LANGUAGES.map((lang) => [lang, shop ? shopPath(lang, links[lang]) : localizedPath(lang, links[lang])])) as Links
  const variants = shop ? [{ language, prefixDefault: true }] : VARIANTS.filter((variant) => variant.language === language)
  const noindex = NOINDEX.includes(context.view) || undefined
  return variants.map(({ prefixDefault }) => {
    const path = shop ? shopPath(language, links[language]) : localizedPath(language, links[language], { prefixDefault })
    return { path, link: links[language], routed: path !== links[language], context: { ...context, paths, noindex, footer: null } }
  })
}
