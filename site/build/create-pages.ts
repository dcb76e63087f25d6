/** Turns the page plans into Gatsby pages. Templates resolve from the working folder (the build's workspace). */
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { GatsbyNode } from 'gatsby'
import { LANGUAGES, type Language } from '../../shared/languages'
import type { EventRecord, SiteContent } from '../content-types'
import type { FooterInfo, HomeEvent } from '../types'
import { fetchSiteContent } from './content'
import { footerOf, planContentPages, sizesFor } from './content-plan'
import { apiUrl, siteUrl } from './env'
import { planPages, type PlanNews, type PlanTag, type Template } from './page-plan'
import { rememberPages } from './seo-files'

const TEMPLATES: Record<Template, string> = {
  home: 'site/templates/home.tsx',
  newsList: 'site/templates/news-list.tsx',
  newsDetail: 'site/templates/news-detail.tsx',
  notFound: 'site/templates/not-found.tsx',
}

const CONTENT_TEMPLATE = 'site/templates/page.tsx'

const STYLES_DIR = 'site/styles'

/**
 * Gatsby 5 re-renders a page's HTML only when its data or its server bundle changed, but the
 * stylesheet it inlines comes from the browser bundle: after a CSS-only change every page would keep
 * the old styles. The stylesheets' hash in each page's context makes such a change re-render them.
 */
function stylesHash(): string {
  const hash = createHash('sha256')
  for (const name of readdirSync(path.resolve(STYLES_DIR)).sort()) hash.update(name).update(readFileSync(path.resolve(STYLES_DIR, name)))
  return hash.digest('hex').slice(0, 12)
}

interface PlanQuery {
  allNews: { nodes: PlanNews[] }
  allNewsTag: { nodes: PlanTag[] }
}

/** Only what an event card on the home page shows (page data stays small). */
const homeEvent = ({ id, title, slug, start, end, status, image, image_alt }: EventRecord): HomeEvent => ({ id, title, slug, start, end, status, image, image_alt })

/** What the news plan's pages get besides its own context: the footer, and the home page's events. */
function newsPageExtras(template: Template, language: Language, content: SiteContent, footers: Record<Language, FooterInfo | null>) {
  const extras: Record<string, unknown> = { footer: footers[language] }
  if (template === 'notFound') extras.footers = footers
  if (template === 'home') {
    const c = content.byLanguage[language]
    const keyEvents = c.keyEvents.map(homeEvent)
    const latestEvents = c.lastEvents.map(homeEvent)
    Object.assign(extras, { keyEvents, latestEvents, builtOn: content.builtOn, sizes: sizesFor([keyEvents, latestEvents], content.sizes) })
  }
  return extras
}

export const createPages: GatsbyNode['createPages'] = async ({ graphql, actions, reporter, cache }) => {
  let content: SiteContent
  try {
    content = await fetchSiteContent(apiUrl(), { cache, reporter })
  } catch (error) {
    reporter.panicOnBuild(`Could not read the site's content from the API: ${(error as Error).message}`)
    return
  }
  const result = await graphql<PlanQuery>(`
    {
      allNews(sort: [{ date_made: DESC }, { api_id: DESC }]) {
        nodes { id slug lang tags { id } }
      }
      allNewsTag(filter: { news_count: { gt: 0 } }, sort: { name: ASC }) {
        nodes { id slug lang }
      }
    }
  `)
  if (result.errors || !result.data) {
    reporter.panicOnBuild('Could not read the news to plan the pages', result.errors)
    return
  }
  const footers = Object.fromEntries(LANGUAGES.map((language) => [language, footerOf(content.byLanguage[language].info)])) as Record<Language, FooterInfo | null>
  const { pages, warnings } = planPages(result.data.allNews.nodes, result.data.allNewsTag.nodes)
  warnings.forEach((warning) => reporter.warn(warning))
  const styles = stylesHash()
  for (const page of pages) {
    Object.assign(page.context, newsPageExtras(page.template, page.context.language, content, footers))
    actions.createPage({
      path: page.path,
      matchPath: page.matchPath,
      component: path.resolve(TEMPLATES[page.template]),
      context: { ...page.context, styles },
    })
  }
  const taken = new Set(pages.map((page) => page.path))
  const year = String(new Date().getFullYear())
  const origin = siteUrl()
  let contentPages = 0
  const planned = planContentPages(content)
  for (const page of planned) {
    if (taken.has(page.path)) {
      reporter.warn(`${page.context.kind} '${page.context.title}' would be at ${page.path}, which is taken; it is left out`)
      continue
    }
    taken.add(page.path)
    contentPages++
    actions.createPage({
      path: page.path,
      component: path.resolve(CONTENT_TEMPLATE),
      context: { ...page.context, siteUrl: origin, year, sizes: sizesFor(page.context.data, content.sizes), styles },
    })
  }
  // The sitemap: each page at its canonical address, not the not-found or noindex pages, nor those whose canonical is another.
  rememberPages([
    ...pages.filter((page) => page.template !== 'notFound').map((page) => page.context),
    ...planned.filter((page) => !page.context.canonical).map((page) => page.context),
  ])
  reporter.info(`Created ${pages.length + contentPages} pages`)
}
