/**
 * sitemap.xml and robots.txt, written into public/ after the build (onPostBuild in gatsby-node.ts). The sitemap
 * lists each indexable page once at its canonical address, with its hreflang alternates when translated.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { Reporter } from 'gatsby'
import { LANGUAGES, type Language } from '../../shared/languages'
import { siteUrl } from './env'

export interface SitemapPage {
  language: Language
  paths: Record<Language, string>
  translated: boolean
  /** Login, register, cart: asked not to be indexed, so not listed either. */
  noindex?: boolean
}

let remembered: SitemapPage[] = []

export function rememberPages(pages: SitemapPage[]) {
  remembered = pages
}

const escape = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

export function sitemapXml(pages: SitemapPage[], origin: string): string {
  const seen = new Set<string>()
  const urls: string[] = []
  for (const page of pages) {
    if (page.noindex) continue
    const own = page.paths[page.language]
    if (seen.has(own)) continue
    seen.add(own)
    const links = page.translated
      ? LANGUAGES.map((language) => `    <xhtml:link rel="alternate" hreflang="${language}" href="${escape(origin + page.paths[language])}"/>`).join('\n') + '\n'
      : ''
    urls.push(`  <url>\n    <loc>${escape(origin + own)}</loc>\n${links}  </url>`)
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`
}

/**
 * The back office and the API are off limits. Login, register and cart are not disallowed: a crawler
 * that may not fetch them cannot see their noindex, and could still list their bare addresses.
 */
export function robotsTxt(origin: string): string {
  return `User-agent: *\nDisallow: /admin/\nDisallow: /sl/admin/\nDisallow: /en/admin/\nDisallow: /api/\n\nSitemap: ${origin}/sitemap.xml\n`
}

export function writeSeoFiles(reporter: Pick<Reporter, 'info'>) {
  const origin = siteUrl()
  const publicDir = path.resolve('public')
  fs.writeFileSync(path.join(publicDir, 'sitemap.xml'), sitemapXml(remembered, origin))
  fs.writeFileSync(path.join(publicDir, 'robots.txt'), robotsTxt(origin))
  reporter.info(`Wrote sitemap.xml (${remembered.length} pages) and robots.txt`)
}
