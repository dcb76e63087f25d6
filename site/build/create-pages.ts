/**
 * The page table's pages into Gatsby pages, each with gatsby-plugin-react-i18next's context already
 * set (`i18n`: the plugin then leaves the page as it is instead of copying it per language: the plan
 * made one page per language and address). Components resolve from the working folder (the workspace).
 * What was created is written down for the refreshes that may follow this build (refresh/base.ts).
 */
import { existsSync } from 'node:fs'
import path from 'node:path'
import type { GatsbyNode } from 'gatsby'
import { resources } from '../../shared/resources'
import { apiUrl, siteUrl } from './env'
import { siteFeeds } from './feeds'
import { rememberFeeds } from './feeds-files'
import { fetchSiteContent } from './fetch'
import { fingerprint, sitePages, stylesHash, VIEWS_DIR } from './page-contexts'
import { createPreviewPages } from './preview-pages'
import { BUILD_ID, manifestOf, writePlanned } from './refresh/base'
import { rememberPages } from './seo-files'

export { sizesFor } from './page-contexts'

/** The views the pages name that have no file in `folder` (a new type's view not written yet). */
export function missingViews(views: string[], folder: string): string[] {
  return [...new Set(views)].filter((view) => !existsSync(path.join(folder, `${view}.tsx`)))
}

export const createPages: GatsbyNode['createPages'] = async ({ actions, reporter }) => {
  let content: Awaited<ReturnType<typeof fetchSiteContent>>
  try {
    content = await fetchSiteContent(apiUrl(), resources, { cacheDir: path.resolve('.cache'), reporter })
  } catch (error) {
    reporter.panicOnBuild(`Could not read the site's content from the API: ${(error as Error).message}`)
    return
  }
  const origin = siteUrl()
  const { pages, warnings, sitemap } = sitePages(content, resources, { origin, year: String(new Date().getFullYear()), styles: stylesHash() })
  warnings.forEach((warning) => reporter.warn(warning))
  const missing = missingViews(
    pages.map((page) => page.view),
    path.resolve(VIEWS_DIR),
  )
  if (missing.length) {
    reporter.panicOnBuild(`No view for ${missing.map((view) => `site/views/${view}.tsx`).join(', ')}: a type with a site block needs its view (site/README.md)`)
    return
  }
  for (const page of pages) actions.createPage({ path: page.path, component: path.resolve(VIEWS_DIR, `${page.view}.tsx`), context: page.context })
  createPreviewPages(actions, origin)
  rememberPages(sitemap)
  rememberFeeds(siteFeeds(content, resources, origin))
  writePlanned(process.cwd(), manifestOf(pages, pages.map(fingerprint), BUILD_ID, origin))
  reporter.info(`Created ${pages.length} pages`)
}
