/**
 * A refresh: the site after a content change, rendering only the pages whose data changed, with the
 * code of the last full Gatsby build (its renderer and bundles in the workspace). The publisher
 * (server/site/publisher.ts) runs it in the workspace when the site's code has not changed since
 * that build; its work follows the change, not the size of the site:
 *
 *   node --import tsx site/build/refresh/main.ts --live <live build> --manifest <live-pages.json> --out <staging>
 *
 * It reads the content through the API (as createPages does), plans every page (linear, no I/O),
 * compares each page's fingerprint with the live manifest, renders the pages that differ and writes
 * them, the sitemap when it changed and any new image variants into <staging>/files/, with changes.json
 * (the files to move into the live build and those to remove) and manifest.json (the new live
 * manifest). It never writes into the live build. Exit code 3: a full build is needed instead
 * (no base for the live build, another public origin, a view the last build did not render).
 * `--all` renders every page (tests compare them with Gatsby's).
 */
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { resources } from '../../../shared/resources'
import { apiUrl, siteUrl } from '../env'
import { moveInlineScripts, type ScriptFiles } from '../external-scripts'
import { siteFeeds } from '../feeds'
import { fetchSiteContent } from '../fetch'
import { usedVariants } from '../image-size'
import { fingerprint, sitePages, stylesHash } from '../page-contexts'
import { robotsTxt, sitemapXml } from '../seo-files'
import { manifestOf, pageDataText, readJson, REFRESH_DIR, type Base, type PageManifest } from './base'
import { htmlFileOf, loadRenderer, pageDataFileOf } from './render'

export const NEEDS_FULL_BUILD = 3

export interface Changes {
  /** Files (relative to the build) written into the staging folder's files/, to replace or add in the live build. */
  written: string[]
  /** Files of the live build to remove. */
  removed: string[]
  pages: number
  rendered: number
}

class FullBuildNeeded extends Error {}

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`

async function main() {
  const { values } = parseArgs({ options: { live: { type: 'string' }, manifest: { type: 'string' }, out: { type: 'string' }, all: { type: 'boolean' } } })
  const [live, out] = [values.live!, values.out!]
  const files = path.join(out, 'files')
  const base = readJson<Base>(path.resolve(REFRESH_DIR, 'base.json'))
  const old = readJson<PageManifest>(values.manifest!)
  if (!base || !old || base.id !== old.id) throw new FullBuildNeeded('the workspace holds no refresh base for the live build')
  const origin = siteUrl()
  if (old.siteUrl !== origin) throw new FullBuildNeeded(`the public origin changed (${old.siteUrl} -> ${origin})`)
  const reporter = { info: (line: string) => console.log(`info ${line}`), warn: (line: string) => console.log(`warn ${line}`) }

  let started = performance.now()
  const content = await fetchSiteContent(apiUrl(), resources, { cacheDir: path.resolve('.cache'), reporter })
  console.log(`success read the content through the API - ${seconds(started)}`)
  started = performance.now()
  const { pages, warnings, sitemap } = sitePages(content, resources, { origin, year: String(new Date().getFullYear()), styles: stylesHash() })
  warnings.forEach(reporter.warn)
  const fingerprints = pages.map(fingerprint)
  const changed = values.all ? pages : pages.filter((page, index) => old.pages[page.path]?.[2] !== fingerprints[index])
  const planned = new Set(pages.map((page) => page.path))
  const gone = Object.keys(old.pages).filter((pagePath) => !planned.has(pagePath))
  console.log(`success plan ${pages.length} pages: ${changed.length} new or changed, ${gone.length} gone - ${seconds(started)}`)

  started = performance.now()
  fs.mkdirSync(files, { recursive: true })
  const written: string[] = []
  const stage = (relative: string, text: string | Buffer) => {
    fs.mkdirSync(path.dirname(path.join(files, relative)), { recursive: true })
    fs.writeFileSync(path.join(files, relative), text)
    written.push(relative)
  }
  const scripts: ScriptFiles = new Map()
  if (changed.length) {
    const renderer = await loadRenderer(process.cwd())
    for (const page of changed) {
      const text = pageDataText(base, page)
      if (text === null) throw new FullBuildNeeded(`the last full build rendered no ${page.view} page in ${page.context.language}`)
      const html = await renderer.render(page.path, text)
      stage(pageDataFileOf(page.path), text)
      stage(htmlFileOf(page.path), moveInlineScripts(html, scripts).html)
    }
  }
  for (const [url, text] of scripts) if (!fs.existsSync(path.join(live, url))) stage(url.slice(1), text)
  const removed = gone.flatMap((pagePath) => [htmlFileOf(pagePath), pageDataFileOf(pagePath)])
  const differs = (relative: string, text: string) => !fs.existsSync(path.join(live, relative)) || fs.readFileSync(path.join(live, relative), 'utf8') !== text
  for (const [name, text] of [
    ['sitemap.xml', sitemapXml(sitemap, origin)],
    ['robots.txt', robotsTxt(origin)],
    ...siteFeeds(content, resources, origin).map((feed) => [feed.file, feed.text]),
  ])
    if (differs(name, text)) stage(name, text)
  // New image variants: linked, not copied, from the workspace's cache (never written to again).
  for (const [relative, source] of usedVariants) {
    if (fs.existsSync(path.join(live, relative))) continue
    fs.mkdirSync(path.dirname(path.join(files, relative)), { recursive: true })
    fs.linkSync(source, path.join(files, relative))
    written.push(relative)
  }
  console.log(`success render ${changed.length} pages - ${seconds(started)}`)

  const changes: Changes = { written, removed, pages: pages.length, rendered: changed.length }
  fs.writeFileSync(path.join(out, 'manifest.json'), JSON.stringify(manifestOf(pages, fingerprints, base.id, origin)))
  fs.writeFileSync(path.join(out, 'changes.json'), JSON.stringify(changes))
}

main().then(
  () => process.exit(0),
  (error: Error) => {
    console.error(error instanceof FullBuildNeeded ? `full build needed: ${error.message}` : `refresh failed: ${error.stack ?? error.message}`)
    process.exit(error instanceof FullBuildNeeded ? NEEDS_FULL_BUILD : 1)
  },
)
