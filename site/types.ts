/** Shapes the pages receive: page context from site/build/page-plan.ts and content-plan.ts, data from their page queries. */
import type { Language } from '../shared/languages'
import type { RecordOf, news, tags } from '../shared/resources'

export type NewsRecord = RecordOf<typeof news>
export type TagRecord = RecordOf<typeof tags>

/** Context every page gets (ids only besides these paths). */
export interface BasePageContext {
  language: Language
  /**
   * This page's path in each language: the language switch's targets, and the canonical path
   * (`paths[language]`, unprefixed for Slovenian).
   */
  paths: Record<Language, string>
  /** True when `paths` name the same page in both languages (hreflang alternates); false when the
   *  other language's path is only where the switch leads (its news list). */
  translated: boolean
  /** What the footer shows: the language's info record as staff saved it (/admin/footer); null: the locale's defaults. */
  footer: FooterInfo | null
  /** Not for search engines (login, register, cart, not-found): no canonical, and left out of sitemap.xml. */
  noindex?: boolean
}

/** The footer fields of the info record (admin/pages/FooterPage.tsx edits them). */
export interface FooterInfo {
  address: string | null
  opening_hours: string | null
  phone: string | null
  email: string | null
  location: string | null
}

/** An event as the home page shows it (latest and featured ones). */
export interface HomeEvent {
  id: number
  title: string
  slug: string
  start: string
  end: string | null
  status: 'upcoming' | 'ongoing' | 'past'
  image?: string | null
  image_alt?: string | null
}

export interface HomeContext extends BasePageContext {
  /** The latest events in the order staff set (GET events/last-events/). */
  latestEvents: HomeEvent[]
  /** The featured ("on key") events in their order (GET events/on-key-events-full/). */
  keyEvents: HomeEvent[]
  /** The build's day on the zone's clock (YYYY-MM-DD), when the statuses were computed. */
  builtOn: string
  sizes: Record<string, [number, number, string?, string?]>
}

export interface NotFoundContext extends BasePageContext {
  /** Each language's footer: the browser shows every unknown path with /404.html's data (see not-found.tsx). */
  footers: Record<Language, FooterInfo | null>
}

export interface NewsListContext extends BasePageContext {
  /** Node ids of this page's news, newest first. */
  ids: string[]
  currentPage: number
  pageCount: number
  /** Set on a tag's list. */
  tagId: string | null
}

export interface NewsDetailContext extends BasePageContext {
  /** The news node's id. */
  id: string
}

/** A tag as the pages read it (the Gatsby node id, not the API id). */
export interface TagItem extends Pick<TagRecord, 'name' | 'slug'> {
  id: string
}

/** A news record as a card shows it; `id` is the Gatsby node id. */
export interface NewsCardItem
  extends Pick<NewsRecord, 'title' | 'slug' | 'lang' | 'date_made' | 'summary' | 'image' | 'image_alt'> {
  id: string
  image_width: number | null
  image_height: number | null
  image_srcset: string | null
  image_webp_srcset: string | null
}

export interface NewsDetailItem extends NewsCardItem, Pick<NewsRecord, 'body'> {
  tags: TagItem[]
}

/** What every page query asks of `site`. */
export interface SiteData {
  site: { siteMetadata: { siteUrl: string }; buildTime: string }
}

/** What a content page (site/templates/page.tsx) shows; `data` depends on `kind`. */
export type PageKind =
  | 'about'
  | 'employees'
  | 'employee'
  | 'spaces'
  | 'space'
  | 'entrepreneurs'
  | 'events'
  | 'event'
  | 'gallery'
  | 'incubator'
  | 'information'
  | 'projects'
  | 'project'
  | 'category'
  | 'terms'
  | 'video'
  | 'cookies'
  | 'accessibility'
  | 'login'
  | 'register'
  | 'shop'
  | 'shopCategory'
  | 'product'
  | 'cart'

export interface ContentPageContext extends BasePageContext {
  kind: PageKind
  siteUrl: string
  year: string
  /** The page's own title (the <title> adds the zone's name) and its description. */
  title: string
  description: string
  image?: string | null
  /** When a page is the same content as another path (catch-all item), that path is canonical. */
  canonical?: string
  data: any // eslint-disable-line @typescript-eslint/no-explicit-any
  sizes: Record<string, [number, number, string?, string?]>
}
