/**
 * What a full Gatsby build leaves for the refreshes that follow it (in the workspace's
 * .cache/site-refresh/), all tagged with the build's id:
 * - planned.json: every page's path, view and fingerprint (createPages): what that build published;
 * - base.json: per view, the parts of its page data that do not depend on the page (Gatsby's chunk
 *   name, static query hashes, slices), and its page query's result (the words) per language, read
 *   back from Gatsby's own page data (onPostBuild).
 * A page's data is then that view's frame around `{"data": <words>, "pageContext": <context>}`, the
 * way Gatsby writes it (constructPageDataString in gatsby/dist/utils/page-data-helpers.js, the query
 * runner's result with the page's context).
 */
import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { SitePage } from '../page-contexts'
import { pageDataFileOf } from './render'

export const REFRESH_DIR = path.join('.cache', 'site-refresh')

/** One build's pages: path -> [view, language, fingerprint]. */
export interface PageManifest {
  id: string
  siteUrl: string
  pages: Record<string, [string, string, string]>
}

interface ViewFrame {
  componentChunkName: string
  staticQueryHashes: unknown
  slicesMap?: unknown
  /** The page query's result by page language: an index into `Base.results`. */
  results: Record<string, number>
}

export interface Base {
  id: string
  views: Record<string, ViewFrame>
  results: string[]
}

/** The id of this Gatsby process's build: planned.json and base.json name the same build. */
export const BUILD_ID = randomUUID()

const write = (workspace: string, name: string, value: unknown) => {
  fs.mkdirSync(path.join(workspace, REFRESH_DIR), { recursive: true })
  const file = path.join(workspace, REFRESH_DIR, name)
  fs.writeFileSync(`${file}.tmp`, JSON.stringify(value))
  fs.renameSync(`${file}.tmp`, file)
}

export const readJson = <T>(file: string): T | null => {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T
  } catch {
    return null
  }
}

export function manifestOf(pages: SitePage[], fingerprints: string[], id: string, siteUrl: string): PageManifest {
  return { id, siteUrl, pages: Object.fromEntries(pages.map((page, index) => [page.path, [page.view, page.context.language, fingerprints[index]]])) }
}

export function writePlanned(workspace: string, manifest: PageManifest) {
  write(workspace, 'planned.json', manifest)
}

/** Reads one page data per view and language back from Gatsby's output (onPostBuild). */
export function writeBase(workspace: string, id = BUILD_ID): Base {
  const planned = readJson<PageManifest>(path.join(workspace, REFRESH_DIR, 'planned.json'))
  if (!planned || planned.id !== id) throw new Error("planned.json is not this build's: createPages did not run in this process")
  const base: Base = { id, views: {}, results: [] }
  const known = new Map<string, number>()
  for (const [pagePath, [view, language]] of Object.entries(planned.pages)) {
    if (base.views[view]?.results[language] !== undefined) continue
    const text = fs.readFileSync(path.join(workspace, 'public', pageDataFileOf(pagePath)), 'utf8')
    const pageData = JSON.parse(text) as { componentChunkName: string; staticQueryHashes: unknown; slicesMap?: unknown; result: { data: unknown } }
    const frame = (base.views[view] ??= {
      componentChunkName: pageData.componentChunkName,
      staticQueryHashes: pageData.staticQueryHashes,
      slicesMap: pageData.slicesMap,
      results: {},
    })
    const result = JSON.stringify(pageData.result.data)
    if (!known.has(result)) known.set(result, base.results.push(result) - 1)
    frame.results[language] = known.get(result)!
  }
  write(workspace, 'base.json', base)
  return base
}

/** The page's page-data.json text, as Gatsby writes it; null when the base has no page of its view and language. */
export function pageDataText(base: Base, page: SitePage): string | null {
  const frame = base.views[page.view]
  const result = frame?.results[page.context.language]
  if (result === undefined) return null
  return (
    `{"componentChunkName":"${frame.componentChunkName}","path":${JSON.stringify(page.path)},` +
    `"result":{"data":${base.results[result]},"pageContext":${JSON.stringify(page.context)}},` +
    `"staticQueryHashes":${JSON.stringify(frame.staticQueryHashes)}` +
    (frame.slicesMap === undefined ? '' : `,"slicesMap":${JSON.stringify(frame.slicesMap)}`) +
    '}'
  )
}
