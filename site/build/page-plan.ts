/**
 * Which pages exist, at which paths, with which context: a pure function of the news and tags,
 * so the rules read in one place (and can be tested without Gatsby).
 *
 * Every page exists unprefixed and under /sl/ in Slovenian, and under /en/ in English. Its context
 * holds its language, its canonical path in each language (the switch's targets) and ids only; the
 * footer (and the home page's events) are added by create-pages.ts from the content.
 */
import { NEWS_PAGE_SIZE } from '../../shared/constants'
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../shared/languages'
import { HOME_LINK, localizedPath, newsLinks, notFoundPath } from '../paths'
import type { BasePageContext, NewsDetailContext, NewsListContext } from '../types'

export type Template = 'home' | 'newsList' | 'newsDetail' | 'notFound'

export interface PlannedPage {
  path: string
  template: Template
  context: BasePageContext | NewsListContext | NewsDetailContext
  matchPath?: string
}

export interface PlanNews {
  id: string
  slug: string
  lang: Language
  tags: { id: string }[]
}

export interface PlanTag {
  id: string
  slug: string
  lang: Language
}

/** The three addresses of a page: /link and /sl/link in Slovenian, /en/link in English. */
const VARIANTS: { language: Language; prefixDefault: boolean }[] = [
  ...LANGUAGES.map((language) => ({ language, prefixDefault: false })),
  { language: DEFAULT_LANGUAGE, prefixDefault: true },
]

const pageCount = (items: number) => Math.max(1, Math.ceil(items / NEWS_PAGE_SIZE))

/**
 * @param news newest first, as the lists show them
 * @returns the pages and warnings about paths that two pages would share (the first one wins)
 */
export function planPages(news: PlanNews[], tags: PlanTag[]): { pages: PlannedPage[]; warnings: string[] } {
  const newsOf = (language: Language) => news.filter((item) => item.lang === language)
  const slugsOf = Object.fromEntries(LANGUAGES.map((language) => [language, new Set(newsOf(language).map((item) => item.slug))])) as Record<Language, Set<string>>
  const listPages = Object.fromEntries(LANGUAGES.map((language) => [language, pageCount(newsOf(language).length)])) as Record<Language, number>
  const pathsOf = (links: Record<Language, string>) =>
    Object.fromEntries(LANGUAGES.map((language) => [language, localizedPath(language, links[language])])) as Record<Language, string>
  const sameLink = (link: string) => pathsOf(Object.fromEntries(LANGUAGES.map((language) => [language, link])) as Record<Language, string>)
  const listLinks = (page: number) =>
    Object.fromEntries(LANGUAGES.map((language) => [language, newsLinks.page(page <= listPages[language] ? page : 1)])) as Record<Language, string>

  const pages: PlannedPage[] = []
  const warnings: string[] = []
  const taken = new Map<string, string>()
  const add = (language: Language, prefixDefault: boolean, link: string, page: Omit<PlannedPage, 'path'>, what: string) => {
    const path = localizedPath(language, link, { prefixDefault })
    const owner = taken.get(path)
    if (owner) {
      warnings.push(`${what} would be at ${path}, where ${owner} already is; it is left out`)
      return
    }
    taken.set(path, what)
    pages.push({ path, ...page })
  }

  for (const { language, prefixDefault } of VARIANTS) {
    const others = LANGUAGES.filter((other) => other !== language)
    add(language, prefixDefault, HOME_LINK, { template: 'home', context: { language, paths: sameLink(HOME_LINK), translated: true, footer: null } }, 'the home page')

    const ownNews = newsOf(language)
    const addList = (items: PlanNews[], linkOf: (page: number) => string, tagId: string | null, what: string) => {
      const count = pageCount(items.length)
      for (let page = 1; page <= count; page++) {
        const links = tagId
          ? { ...listLinks(1), [language]: linkOf(page) }
          : listLinks(page)
        const context: NewsListContext = {
          language,
          paths: pathsOf(links),
          // A tag belongs to one language; other lists exist in the other language only up to their length.
          translated: !tagId && others.every((other) => page <= listPages[other]),
          ids: items.slice((page - 1) * NEWS_PAGE_SIZE, page * NEWS_PAGE_SIZE).map((item) => item.id),
          currentPage: page,
          pageCount: count,
          tagId,
          footer: null,
        }
        add(language, prefixDefault, linkOf(page), { template: 'newsList', context }, `${what}, page ${page}`)
      }
    }
    addList(ownNews, (page) => newsLinks.page(page), null, `the ${language} news list`)
    for (const tag of tags.filter((candidate) => candidate.lang === language)) {
      const tagged = ownNews.filter((item) => item.tags.some((itemTag) => itemTag.id === tag.id))
      if (tagged.length) addList(tagged, (page) => newsLinks.tag(tag.slug, page), tag.id, `the list of tag '${tag.slug}'`)
    }

    for (const item of ownNews) {
      // A record exists in one language; the same slug in the other language is taken as its translation.
      const links = { ...listLinks(1), [language]: newsLinks.detail(item.slug) }
      let translated = true
      for (const other of others) {
        if (slugsOf[other].has(item.slug)) links[other] = newsLinks.detail(item.slug)
        else translated = false
      }
      const context: NewsDetailContext = { language, paths: pathsOf(links), translated, id: item.id, footer: null }
      add(language, prefixDefault, newsLinks.detail(item.slug), { template: 'newsDetail', context }, `news '${item.slug}' (${language})`)
    }
  }

  // Not-found pages: the server answers unknown paths with /404.html, or /en/404.html under /en/.
  // No match path (`/en/*` would make Gatsby list every English page in the browser runtime): in the
  // browser an unknown path gets /404.html's data, and the template takes its language from the path
  // (see notFoundLanguage in paths.ts and onClientEntry in browser.tsx).
  for (const language of LANGUAGES) {
    pages.push({
      path: notFoundPath(language),
      template: 'notFound',
      context: { language, paths: sameLink(HOME_LINK), translated: false, footer: null, noindex: true },
    })
  }
  return { pages, warnings }
}
