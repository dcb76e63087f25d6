/**
 * The refresh (site/build/refresh/main.ts) against the real product and a real Gatsby build:
 * - rendering every page again (`--all`) gives, file for file and byte for byte, what Gatsby wrote:
 *   the refresh's renderer, page data and moved scripts are Gatsby's own, not a look-alike;
 * - one edited news item goes live through a refresh (not a full build), on its page, on the lists
 *   that show it, in both languages' untouched pages as before, and the sitemap stays whole.
 * One full build for the whole file, and not its own: the run's shared demo site (tests/support/shared-site.ts),
 * a real first start's Gatsby build of the same content the refresh reads (its database is copied with it).
 */
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Api, startServer, stopServer, type ProductServer } from '../../bench/product'
import { copySharedSite, SHARED_SITE_URL } from '../support/shared-site'

let server: ProductServer
let api: Api
let live: string

const siteDir = () => path.join(server.dataDir, 'site')
const page = async (pathname: string) => (await fetch(server.origin + pathname)).text()
const publishLog = () =>
  server.process
    .stdout()
    .split('\n')
    .filter((line) => /"msg":"site (build|refresh)/.test(line))

beforeAll(async () => {
  // The run's shared demo site (a first start's data folder: content seeded, one full Gatsby build live, its
  // workspace) copied for this file, which edits it; the server started on it serves that build.
  const dataDir = await copySharedSite(fs.mkdtempSync(path.join(os.tmpdir(), 'site-refresh-data-')))
  // One edit makes one build: no burst to gather, so the edit's refresh starts 50 ms after the save, not 500.
  // The accessibility audit after each build is not what this file checks (accessibility-report.test.ts does).
  // SQLite, whatever the run: the content the build was made from is the copied database file.
  const env = { DATABASE_URL: '', SITE_URL: SHARED_SITE_URL, SITE_BUILD_DEBOUNCE_MS: '50', ACCESSIBILITY_AUDIT: 'off' }
  server = await startServer(env, { dataDir })
  api = new Api(server.origin)
  await api.login()
  live = await api.waitForLive(null, 900_000, 100)
}, 1_200_000)
afterAll(async () => {
  if (server) await stopServer(server)
})

/**
 * Runs the refresh in the server's workspace the way the publisher does, into `out`. Not spawnSync: a minute with
 * this process's event loop stopped leaves its idle keep-alive socket to the server unnoticed as the server closes
 * it, and the next fetch fails on it ("other side closed").
 */
function refresh(out: string, all: boolean): Promise<{ status: number | null; output: string }> {
  const workspace = path.join(siteDir(), 'workspace')
  const args = [
    '--import',
    'tsx',
    'site/build/refresh/main.ts',
    '--live',
    fs.realpathSync(path.join(siteDir(), 'live')),
    '--manifest',
    path.join(siteDir(), 'live-pages.json'),
    '--out',
    out,
  ]
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      all ? [...args, '--all'] : args,
      {
        cwd: workspace,
        env: { ...process.env, SITE_API_URL: `${server.origin}/api/v1`, SITE_URL: SHARED_SITE_URL, NODE_ENV: 'production' },
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      },
      (error, stdout, stderr) => resolve({ status: error ? (typeof error.code === 'number' ? error.code : 1) : 0, output: stdout + stderr }),
    )
  })
}

describe('a refresh', () => {
  it('renders every page exactly as the Gatsby build did', async () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'site-refresh-'))
    try {
      const result = await refresh(out, true)
      expect(result.status, result.output).toBe(0)
      const changes = JSON.parse(fs.readFileSync(path.join(out, 'changes.json'), 'utf8')) as {
        written: string[]
        removed: string[]
        pages: number
        rendered: number
      }
      expect(changes.rendered).toBe(changes.pages)
      expect(changes.pages).toBeGreaterThan(50)
      expect(changes.removed).toEqual([])
      const liveDir = fs.realpathSync(path.join(siteDir(), 'live'))
      const differing = changes.written.filter((file) => !fs.readFileSync(path.join(out, 'files', file)).equals(fs.readFileSync(path.join(liveDir, file))))
      expect(differing).toEqual([])
      // Every page's HTML and page data was rendered, both languages.
      expect(changes.written.filter((file) => file.endsWith('.html')).length).toBe(changes.pages)
      expect(changes.written).toContain(path.join('en', 'news', 'index.html'))
    } finally {
      fs.rmSync(out, { recursive: true, force: true })
    }
  }, 300_000)

  it('puts one edited news item live without a full build, on its page and the lists, and keeps the sitemap whole', async () => {
    const sitemapBefore = await page('/sitemap.xml')
    const untouchedBefore = await page('/en/about/')
    const [item] = (
      await api.call<{ results: { id: number; slug: string; title: string }[] }>(
        'GET',
        'news/admin/news/?lang=sl&is_published=true&page_size=1&ordering=-date_made',
      )
    ).results
    const title = `Osvezena novica ${Date.now()}`
    await api.call('PATCH', `news/admin/news/${item.id}/`, { title })
    const before = publishLog().length
    live = await api.waitForLive(live, 900_000, 100)
    const lines = publishLog().slice(before)
    expect(lines.join('\n')).toMatch(/site refresh: .* pages rendered/)
    expect(lines.join('\n')).not.toMatch(/site build: gatsby/)
    expect(await page(`/news/${item.slug}/`)).toContain(title)
    expect(await page('/')).toContain(title)
    expect(await page('/news/')).toContain(title)
    expect(await page('/en/about/')).toBe(untouchedBefore)
    expect(await page('/sitemap.xml')).toBe(sitemapBefore)
  })
})
