/**
 * The page table's pages into Gatsby pages, each with gatsby-plugin-react-i18next's context already
 * set (`i18n`: the plugin then leaves the page as it is instead of copying it per language: the plan
 * made one page per language and address). Components resolve from the working folder (the workspace).
 */
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { GatsbyNode } from 'gatsby'
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../shared/languages'
import { resources } from '../../shared/resources'
import type { ImageSizes } from '../records'
import type { PageContext } from '../types'
import { apiUrl, siteUrl } from './env'
import { fetchSiteContent } from './fetch'
import { planSite } from './page-table'
import { rememberPages } from './seo-files'

const VIEWS_DIR = 'site/views'
const STYLES_DIR = 'site/styles'
/** Views whose words are all in common.json; the others load pages.json too. */
const COMMON_ONLY = new Set(['home', 'not-found'])

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

/** The views the pages name that have no file in `folder` (a new type's view not written yet). */
export function missingViews(views: string[], folder: string): string[] {
  return [...new Set(views)].filter((view) => !existsSync(path.join(folder, `${view}.tsx`)))
}

/** The sizes of the images a page's data names. */
export function sizesFor(data: unknown, sizes: ImageSizes): ImageSizes {
  const out: ImageSizes = {}
  const walk = (value: unknown) => {
    if (typeof value === 'string') {
      if (sizes[value]) out[value] = sizes[value]
    } else if (Array.isArray(value)) value.forEach(walk)
    else if (value && typeof value === 'object') Object.values(value).forEach(walk)
  }
  walk(data)
  return out
}

export const createPages: GatsbyNode['createPages'] = async ({ actions, reporter, cache }) => {
  let content
  try {
    content = await fetchSiteContent(apiUrl(), resources, { cache, reporter })
  } catch (error) {
    reporter.panicOnBuild(`Could not read the site's content from the API: ${(error as Error).message}`)
    return
  }
  const { pages, warnings } = planSite(content, resources)
  warnings.forEach((warning) => reporter.warn(warning))
  const missing = missingViews(pages.map((page) => page.context.view), path.resolve(VIEWS_DIR))
  if (missing.length) {
    reporter.panicOnBuild(`No view for ${missing.map((view) => `site/views/${view}.tsx`).join(', ')}: a type with a site block needs its view (site/README.md)`)
    return
  }
  const styles = stylesHash()
  const year = String(new Date().getFullYear())
  const origin = siteUrl()
  for (const page of pages) {
    const { language } = page.context
    const context: PageContext & { styles: string } = {
      ...page.context,
      siteUrl: origin,
      year,
      sizes: sizesFor(page.context.data, content.sizes),
      ns: COMMON_ONLY.has(page.context.view) ? ['common'] : ['common', 'pages'],
      i18n: { language, languages: [...LANGUAGES], defaultLanguage: DEFAULT_LANGUAGE, generateDefaultLanguagePage: false, routed: page.routed, originalPath: page.link, path: page.path },
      styles,
    }
    actions.createPage({ path: page.path, component: path.resolve(VIEWS_DIR, `${page.context.view}.tsx`), context })
  }
  // The sitemap: each page at its canonical address, not the not-found or noindex pages, nor those whose canonical is another.
  rememberPages(pages.filter((page) => page.context.view !== 'not-found' && !page.context.canonical).map((page) => page.context))
  reporter.info(`Created ${pages.length} pages`)
}
