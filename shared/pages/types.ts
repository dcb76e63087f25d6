/** Shapes the pages receive: the page context, planned by the page table (site/build/page-table.ts, type-pages.ts). */
import type { Language } from '../languages'
import type { ImageSizes } from './records'

/** The footer fields of the info record (admin/resources/info/FooterPage.tsx edits them). */
export interface FooterInfo {
  address: string | null
  opening_hours: string | null
  phone: string | null
  email: string | null
  location: string | null
}

/** What the plan decides about a page (page-context.ts adds the rest of PageContext). */
export interface PlannedContext {
  language: Language
  /** The view that shows it: site/views/<view>.tsx. */
  view: string
  /**
   * This page's path in each language: the language switch's targets, and the canonical path
   * (`paths[language]`, unprefixed for Slovenian).
   */
  paths: Record<Language, string>
  /** True when `paths` name the same page in every language (hreflang alternates); false when the
   *  other language's path is only where the switch leads (its list). */
  translated: boolean
  /** The page's own title (the <title> adds the zone's name; the home page has none) and its description. */
  title: string
  description: string
  image?: string | null
  /** When a page is the same content as another path (catch-all item), that path is canonical. */
  canonical?: string
  /** Not for search engines (login, register, cart, not-found): no canonical, and left out of sitemap.xml. */
  noindex?: boolean
  /** What the footer shows: the language's info record as staff saved it (/admin/footer); null: the locale's defaults. */
  footer: FooterInfo | null
  /** The feeds the page announces (site/build/feeds.ts) and its schema.org descriptions (site/components/StructuredDataItems.ts). */
  feeds?: { type: string; title: string; href: string }[]
  structuredData?: Record<string, unknown>[]
  /** The view's records and whatever else it shows. */
  data: any // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** gatsby-plugin-react-i18next's page context (`pageContext.i18n`): set by the plan, so the plugin leaves the page as it is. */
export interface I18nPageContext {
  language: Language
  languages: Language[]
  defaultLanguage: Language
  generateDefaultLanguagePage: boolean
  /** The path carries a language prefix (/sl/..., /en/...). */
  routed: boolean
  /** The path without prefix. */
  originalPath: string
  path: string
}

export interface PageContext extends PlannedContext {
  siteUrl: string
  year: string
  sizes: ImageSizes
  /** Locale namespaces the page's query loads (locales/<lang>/<ns>.json). */
  ns: string[]
  i18n: I18nPageContext
}

/** A list page's place among its pages. */
export interface Pagination {
  current: number
  count: number
  /** Page n's link without language prefix is `${base}${n}/` (page 1: `base`). */
  base: string
}
