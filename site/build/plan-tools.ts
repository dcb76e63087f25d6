/**
 * What the content plans share: a planned page, its addresses in each language, and how one page
 * becomes its paths (unprefixed and /sl/ in Slovenian, /en/ in English; the shop only prefixed).
 *
 *   pagesOf({ language: 'sl', links: sameLink('/about/'), kind: 'about', ... })
 *     -> [{ path: '/about/', ... }, { path: '/sl/about/', ... }]
 */
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../shared/languages'
import { localizedPath, shopPath } from '../paths'
import { paragraphs } from '../text'
import type { ContentPageContext, PageKind } from '../types'

export type Links = Record<Language, string>

export interface PlannedContentPage {
  path: string
  context: Omit<ContentPageContext, 'siteUrl' | 'year' | 'sizes'>
}

export interface PageSpec {
  language: Language
  /** The page's link in each language (without prefix): the switch's targets. */
  links: Links
  /** True when `links` name the same content in every language (hreflang alternates). */
  translated: boolean
  kind: PageKind
  title: string
  description: string
  data: unknown
  image?: string | null
  /** Another path that is the same content and is canonical (catch-all items, the product route without id). */
  canonical?: string
  /** Lives only under a language prefix. */
  shop?: boolean
}

/** Pages not for search engines: no canonical, not in sitemap.xml (robots.txt leaves them to noindex). */
const NOINDEX: PageKind[] = ['login', 'register', 'cart']

const VARIANTS: { language: Language; prefixDefault: boolean }[] = [
  ...LANGUAGES.map((language) => ({ language, prefixDefault: false })),
  { language: DEFAULT_LANGUAGE, prefixDefault: true },
]

export const sameLink = (link: string) => Object.fromEntries(LANGUAGES.map((language) => [language, link])) as Links

/** The first paragraph as one line of at most 160 characters (a description), else `fallback`. */
export const firstParagraph = (text: string | null | undefined, fallback: string) => paragraphs(text)[0]?.join(' ').slice(0, 160) || fallback

export function pagesOf(spec: PageSpec): PlannedContentPage[] {
  const { language, links, translated, kind, title, description, data, image, canonical, shop } = spec
  const paths = Object.fromEntries(
    LANGUAGES.map((lang) => [lang, shop ? shopPath(lang, links[lang]) : localizedPath(lang, links[lang])]),
  ) as Links
  const variants = shop ? [{ language, prefixDefault: true }] : VARIANTS.filter((variant) => variant.language === language)
  const noindex = NOINDEX.includes(kind) || undefined
  return variants.map(({ prefixDefault }) => ({
    path: shop ? shopPath(language, links[language]) : localizedPath(language, links[language], { prefixDefault }),
    context: { language, paths, translated, kind, title, description, data, image, canonical, noindex, footer: null },
  }))
}
