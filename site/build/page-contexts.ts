/**
 * The page table's pages as Gatsby receives them: path, view and the whole page context (made by
 * shared/pages/page-context.ts, as the server's previews make it, with the page's images' sizes, feeds,
 * structured data and the stylesheets' hash). Both ways of publishing use
 * it: `createPages` in a full Gatsby build, and the refresh (refresh/main.ts) that renders only the
 * pages whose context changed. Each page's fingerprint says whether it did: the page data of a page
 * is a function of its path, view and context once the code (views, words) is fixed.
 *
 *   const { pages, sitemap } = sitePages(content, resources, { origin, year, styles })
 */
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { pageContextOf } from '../../shared/pages/page-context'
import type { ImageSizes } from '../../shared/pages/records'
import type { Resource } from '../../shared/resources/declaration'
import type { PageContext } from '../../shared/pages/types'
import type { SiteContent } from './fetch'
import { structuredDataFor } from '../components/StructuredDataItems'
import { feedLinksFor } from './feeds'
import { planSite } from './page-table'
import type { SitemapPage } from './seo-files'

export const VIEWS_DIR = 'site/views'
const STYLES_DIR = 'site/styles'

export type SiteContext = PageContext & { styles: string }

export interface SitePage {
  path: string
  view: string
  context: SiteContext
}

export interface Settings {
  /** The public origin (canonical and hreflang links). */
  origin: string
  /** The footer's copyright year. */
  year: string
  /** stylesHash(): the pages' HTML inlines the stylesheets. */
  styles: string
}

/**
 * Gatsby 5 re-renders a page's HTML only when its data or its server bundle changed, but the
 * stylesheet it inlines comes from the browser bundle: after a CSS-only change every page would keep
 * the old styles. The stylesheets' hash in each page's context makes such a change re-render them.
 */
export function stylesHash(folder = path.resolve(STYLES_DIR)): string {
  const hash = createHash('sha256')
  for (const name of readdirSync(folder).sort()) hash.update(name).update(readFileSync(path.join(folder, name)))
  return hash.digest('hex').slice(0, 12)
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

export function sitePages(
  content: SiteContent,
  registry: readonly Resource[],
  { origin, year, styles }: Settings,
): { pages: SitePage[]; warnings: string[]; sitemap: SitemapPage[] } {
  const { pages: planned, warnings } = planSite(content, registry)
  const pages = planned.map((page): SitePage => {
    const { view } = page.context
    const context: SiteContext = {
      ...pageContextOf(page, {
        siteUrl: origin,
        year,
        sizes: sizesFor(page.context.data, content.sizes),
        feeds: feedLinksFor(page.context, registry, origin),
        structuredData: structuredDataFor(page.context, registry, origin),
      }),
      styles,
    }
    return { path: page.path, view, context }
  })
  // The sitemap: each page at its canonical address, not the not-found or noindex pages, nor those whose canonical is another.
  const sitemap = planned.filter((page) => page.context.view !== 'not-found' && !page.context.canonical).map((page) => page.context)
  return { pages, warnings, sitemap }
}

/** What a page's data depends on besides the code: a different fingerprint, a different page. */
export function fingerprint(page: SitePage): string {
  return createHash('sha1').update(page.path).update('\0').update(page.view).update('\0').update(JSON.stringify(page.context)).digest('base64url').slice(0, 20)
}
