/**
 * A planned page's whole context, as the page's view receives it: made here once for the site's build
 * (site/build/page-contexts.ts), its preview page (site/build/preview-pages.ts) and the server's previews of
 * one record (server/preview/page-data.ts), so a preview shows what the built page will show.
 *
 *   pageContextOf(page, { siteUrl: 'https://example.com', year: '2026', sizes: {} })
 *     -> { ...page.context, siteUrl, year, sizes, ns: ['common'], i18n: { language: 'sl', ..., path: '/news/' } }
 */
import { DEFAULT_LANGUAGE, LANGUAGES } from '../languages'
import type { PlannedPage } from './plan-tools'
import type { ImageSizes, InfoRecord } from './records'
import type { FooterInfo, PageContext } from './types'

/**
 * Views whose words are all in common.json (tests/unit/site-namespaces.test.ts checks that they read
 * nothing else); the others load pages.json too. A page's words travel in its page data, so most
 * pages of a large site (news items, news lists) carry 4 KB of words instead of 15.
 */
export const COMMON_ONLY = new Set(['home', 'not-found', 'news', 'galleries', 'entrepreneurs'])

export const namespacesOf = (view: string) => (COMMON_ONLY.has(view) ? ['common'] : ['common', 'pages'])

/** The footer fields staff edit at /admin/footer (on the language's info record). */
export function footerOf(info: InfoRecord | null): FooterInfo | null {
  if (!info) return null
  const { address, opening_hours, phone, email, location } = info
  return { address, opening_hours, phone, email, location }
}

/** What the context adds to the plan besides the page's namespaces and the i18n plugin's part. */
export interface PageSettings {
  /** The public origin (canonical and hreflang links). */
  siteUrl: string
  /** The footer's copyright year. */
  year: string
  /** The sizes of the images the page's data names. */
  sizes: ImageSizes
  /** What the built page announces (a preview shows none). */
  feeds?: PageContext['feeds']
  structuredData?: PageContext['structuredData']
}

export function pageContextOf(page: PlannedPage, settings: PageSettings): PageContext {
  const { language, view } = page.context
  // In this order: a page's data holds its context as JSON, and the refresh compares pages by it (fingerprint).
  const { siteUrl, year, sizes, ...announced } = settings
  return {
    ...page.context,
    siteUrl,
    year,
    sizes,
    ...announced,
    ns: namespacesOf(view),
    // gatsby-plugin-react-i18next's own context, set here so the plugin leaves each planned page as it is.
    i18n: {
      language,
      languages: [...LANGUAGES],
      defaultLanguage: DEFAULT_LANGUAGE,
      generateDefaultLanguagePage: false,
      routed: page.routed,
      originalPath: page.link,
      path: page.path,
    },
  }
}
