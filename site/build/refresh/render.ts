/**
 * Renders pages to HTML the way `gatsby build` does, with what the last full build left in the
 * workspace: its server renderer (.cache/page-ssr/routes/render-page.js), its browser bundle's stats
 * (public/webpack.stats.json, for the scripts and the inlined styles) and its script slice
 * (public/_gatsby/slices/). The calls are Gatsby's own (gatsby 5.16: the HTML worker's steps in
 * utils/worker/child/render-html.js, then utils/slices/stitching.js), so a page comes out byte for
 * byte as Gatsby would write it; tests/api/site-refresh.test.ts holds every page to that.
 *
 *   const renderer = await loadRenderer(workspace)
 *   const html = await renderer.render('/news/', pageDataText)   // stitched, inline scripts not yet moved
 */
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

interface PageData {
  componentChunkName: string
  staticQueryHashes: string[]
}

type RenderPage = (args: Record<string, unknown>) => Promise<{ html: string }>

export interface Renderer {
  webpackCompilationHash: string
  render(pagePath: string, pageDataText: string): Promise<string>
}

/** Gatsby's HTML path for a page path: /news/ -> news/index.html, /404.html -> 404.html. */
export function htmlFileOf(pagePath: string): string {
  const clean = pagePath.replace(/^\/+/, '')
  return clean.endsWith('.html') ? clean : path.join(clean, 'index.html')
}

/** Gatsby's page data path: / -> page-data/index/page-data.json. */
export function pageDataFileOf(pagePath: string): string {
  return path.join('page-data', pagePath === '/' ? 'index' : pagePath.replace(/^\/+|\/+$/g, ''), 'page-data.json')
}

export async function loadRenderer(workspace: string): Promise<Renderer> {
  const publicDir = path.join(workspace, 'public')
  const require = createRequire(path.join(workspace, 'package.json'))
  // Gatsby's HTML worker sets these before it loads the renderer; its store must not read the build's state.
  Object.assign(process.env, { NODE_ENV: 'production', gatsby_executing_command: 'build', GATSBY_WORKER_POOL_WORKER: 'true' })
  const assets = require('gatsby/dist/utils/client-assets-for-template') as {
    readWebpackStats(dir: string): Promise<unknown>
    getScriptsAndStylesForTemplate(chunk: string, stats: unknown): Promise<Record<string, unknown>>
  }
  const staticQueries = require('gatsby/dist/utils/static-query-utils') as { getStaticQueryContext(hashes: string[]): Promise<{ staticQueryContext: unknown }> }
  const stitching = require('gatsby/dist/utils/slices/stitching') as { stitchSliceForAPage(args: { pagePath: string; publicDir: string }): Promise<void> }
  const renderPage = (require(path.join(workspace, '.cache', 'page-ssr', 'routes', 'render-page.js')) as { default: RenderPage }).default
  const stats = await assets.readWebpackStats(publicDir)
  const { webpackCompilationHash } = JSON.parse(fs.readFileSync(path.join(publicDir, 'page-data', 'app-data.json'), 'utf8')) as {
    webpackCompilationHash: string
  }

  // Stitching reads and writes a page file beside the build's slices: a scratch folder linked to them.
  const scratch = path.join(workspace, '.cache', 'site-refresh', 'render')
  fs.rmSync(scratch, { recursive: true, force: true })
  fs.mkdirSync(scratch, { recursive: true })
  fs.symlinkSync(path.join(publicDir, '_gatsby'), path.join(scratch, '_gatsby'))

  const resources = new Map<string, Promise<Record<string, unknown>>>()
  const resourcesFor = (pageData: PageData) => {
    let found = resources.get(pageData.componentChunkName)
    if (!found) {
      found = Promise.all([
        assets.getScriptsAndStylesForTemplate(pageData.componentChunkName, stats),
        staticQueries.getStaticQueryContext(pageData.staticQueryHashes),
      ]).then(([scriptsAndStyles, { staticQueryContext }]) => ({ staticQueryContext, ...scriptsAndStyles }))
      resources.set(pageData.componentChunkName, found)
    }
    return found
  }

  return {
    webpackCompilationHash,
    async render(pagePath, pageDataText) {
      const pageData = JSON.parse(pageDataText) as PageData
      const { html } = await renderPage({ pagePath, pageData, webpackCompilationHash, context: { isDuringBuild: true }, ...(await resourcesFor(pageData)) })
      const file = path.join(scratch, htmlFileOf(pagePath))
      fs.mkdirSync(path.dirname(file), { recursive: true })
      fs.writeFileSync(file, html)
      await stitching.stitchSliceForAPage({ pagePath, publicDir: scratch })
      const stitched = fs.readFileSync(file, 'utf8')
      fs.rmSync(file)
      return stitched
    },
  }
}
