/**
 * The page table: every kind of public page, once, with its data, its links in each language and
 * its view (site/views/<view>.tsx). Most rows come from the declarations: each type with a `site`
 * block brings its list, details, tag lists and catch-alls (shared/pages/type-pages.ts), so adding a type adds no
 * row here. The rows below are the pages no type owns. Every page exists unprefixed and under /sl/ in
 * Slovenian and under /en/ in English (the shop only prefixed: shop-plan.ts).
 *
 *   const { pages, warnings } = planSite(content, resources)   // pure: a function of the content
 */
import { firstRichTextBlock } from '../../shared/rich-text'
import { HOME_FALLBACK_NEWS_COUNT } from '../../shared/constants'
import { LANGUAGES, type Language } from '../../shared/languages'
import type { Resource } from '../../shared/resources/declaration'
import { HOME_LINK, notFoundPath } from '../paths'
import { footerOf } from '../../shared/pages/page-context'
import type { EventRecord } from '../../shared/pages/records'
import type { Extras } from './extras'
import type { SiteContent } from './fetch'
import { firstParagraph, pagesOf, sameLink, type PlannedPage } from '../../shared/pages/plan-tools'
import { planShopPages } from './shop-plan'
import { planTypePages } from '../../shared/pages/type-pages'
import { wordsFor, type PageWords } from '../../shared/pages/words'

interface SinglePage {
  view: string
  link: string
  /** What the view shows (default: nothing but its words). */
  data?: (extras: Extras, content: SiteContent) => unknown
  /** Default: the page's description in pages.json. */
  description?: (extras: Extras, fallback: string) => string
  image?: (extras: Extras) => string | null | undefined
}

/** Only what an event card on the home page shows (page data stays small). */
const homeEvent = ({ id, title, slug, start, end, status, image, image_alt }: EventRecord) => ({ id, title, slug, start, end, status, image, image_alt })

export const SINGLE_PAGES: SinglePage[] = [
  {
    view: 'home',
    link: HOME_LINK,
    data: (x, content) => ({
      news: x.latestNews
        .slice(0, HOME_FALLBACK_NEWS_COUNT)
        .map(({ id, title, slug, lang, date_made, summary, image, image_alt }) => ({ id, title, slug, lang, date_made, summary, image, image_alt })),
      keyEvents: x.keyEvents.map(homeEvent),
      latestEvents: x.lastEvents.map(homeEvent),
      builtOn: content.builtOn,
    }),
  },
  {
    view: 'about',
    link: '/about/',
    data: (x) => ({ info: x.info, zone: x.zone }),
    description: (x, fallback) => firstParagraph(x.info?.intro, fallback),
    image: (x) => x.info?.image ?? x.zone?.image,
  },
  { view: 'information', link: '/information/', data: (x) => ({ info: x.info }) },
  {
    view: 'incubator',
    link: '/incubator/',
    data: (x) => ({ incubator: x.incubator }),
    description: (x, fallback) => firstParagraph(firstRichTextBlock(x.incubator?.body), fallback),
    image: (x) => x.incubator?.image,
  },
  { view: 'video', link: '/video/', data: (x) => ({ videos: x.videos }) },
  { view: 'terms', link: '/terms/' },
  { view: 'cookies', link: '/cookies/' },
  { view: 'accessibility', link: '/accessibility/', data: (x) => ({ statement: x.statement ?? null }) },
  // The form only: results are read in the browser (GET /api/v1/search/).
  { view: 'search', link: '/search/' },
  { view: 'login', link: '/login/' },
  { view: 'register', link: '/register/' },
  // Visitors' accounts: client-side forms; the mailed links open the last four (server/auth/mails.ts).
  { view: 'account', link: '/account/' },
  { view: 'register-confirm', link: '/register/confirm/' },
  { view: 'forgot-password', link: '/forgot-password/' },
  { view: 'password-reset', link: '/password-reset/' },
  { view: 'account-email', link: '/account/email/' },
]

function planSingle(page: SinglePage, language: Language, content: SiteContent): PlannedPage[] {
  const { t, p } = wordsFor(language)
  const x = content.extras[language]
  const own = (p.pages as Record<string, { title: string; description: string } | undefined>)[page.view]
  const fallback = own?.description ?? t.site.business
  return pagesOf({
    language,
    links: sameLink(page.link),
    translated: true,
    view: page.view,
    title: own?.title ?? '',
    description: page.description ? page.description(x, fallback) : fallback,
    image: page.image?.(x) ?? null,
    data: page.data?.(x, content) ?? null,
  })
}

/**
 * Every page of the site. Two pages that would share a path: the first planned keeps it (lists
 * before records, records before the catch-alls that could take their path) and the build warns.
 */
export function planSite(content: SiteContent, registry: readonly Resource[]): { pages: PlannedPage[]; warnings: string[] } {
  const planned: PlannedPage[] = []
  for (const language of LANGUAGES) {
    const own = [
      ...SINGLE_PAGES.flatMap((page) => planSingle(page, language, content)),
      ...registry
        .filter((resource) => resource.site && content.types[resource.name])
        .flatMap((resource) => planTypePages(resource, language, content.types[resource.name], registry)),
      ...planShopPages(language, content.extras, wordsFor(language).p as PageWords),
    ]
    const footer = footerOf(content.extras[language].info)
    for (const page of own) page.context.footer = footer
    planned.push(...own)
  }
  const pages: PlannedPage[] = []
  const warnings: string[] = []
  const taken = new Map<string, string>()
  for (const page of planned) {
    const owner = taken.get(page.path)
    if (owner) {
      warnings.push(`${page.context.view} '${page.context.title}' would be at ${page.path}, where ${owner} already is; it is left out`)
      continue
    }
    taken.set(page.path, `${page.context.view} '${page.context.title}'`)
    pages.push(page)
  }
  // Not-found pages: the server answers unknown paths with /404.html, or /en/404.html under /en/. No match
  // path (`/en/*` would make Gatsby list every English page in the browser runtime): in the browser an
  // unknown path gets /404.html's data, and the view takes its language from the path (browser.tsx).
  const footers = Object.fromEntries(LANGUAGES.map((language) => [language, footerOf(content.extras[language].info)]))
  for (const language of LANGUAGES) {
    const { t } = wordsFor(language)
    pages.push({
      path: notFoundPath(language),
      link: '/404.html',
      routed: notFoundPath(language) !== '/404.html',
      context: {
        language,
        view: 'not-found',
        paths: Object.fromEntries(LANGUAGES.map((lang) => [lang, lang === 'sl' ? HOME_LINK : `/${lang}/`])) as Record<Language, string>,
        translated: false,
        title: t.not_found.title,
        description: t.not_found.text,
        noindex: true,
        footer: footers[language] ?? null,
        data: { footers },
      },
    })
  }
  return { pages, warnings }
}
