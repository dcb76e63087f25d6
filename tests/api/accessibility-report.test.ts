/**
 * The accessibility report (issue 14 point 2): axe runs over a built site in the real Chromium and
 * its findings are stored; staff with the `accessibility` scope read the latest report.
 */
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { findChromium, runAudit } from '../../server/accessibility/audit'
import { builtPagePaths } from '../../server/accessibility/pages'
import { saveReport } from '../../server/accessibility/store'
import { startApi, type TestApi } from './helper'

let api: TestApi
beforeAll(async () => {
  api = await startApi()
})
afterAll(() => api.close())

const page = (body: string) => `<!doctype html><html lang="sl"><head><title>Stran</title></head><body><main><h1>Stran</h1>${body}</main></body></html>`

/** A built site in a folder: a good home page, a page with an image without alt, Gatsby's page-data. */
function builtSite(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'a11y-site-'))
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    fs.writeFileSync(path.join(dir, file), text)
  }
  write('index.html', page('<p>Dobrodošli.</p>'))
  write('en/news/index.html', page('<img src="/a.png"><img src="/b.png">'))
  write('page-data/index/page-data.json', '{}')
  write('page-data/x/index.html', page(''))
  return dir
}

/** Serves the folder's pages; those under /slow/ after a second (a page's data on a slow line). */
/** Serves `dir` on a free port (the SQLite and PostgreSQL runs go side by side in CI): its origin and a way to stop. */
async function serve(dir: string): Promise<{ origin: string; close: () => void }> {
  const server = http.createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url!, 'http://x').pathname)
    const file = path.join(dir, pathname, 'index.html')
    if (!file.startsWith(dir) || !fs.existsSync(file)) return void response.writeHead(404).end()
    const answer = () => response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(fs.readFileSync(file))
    if (pathname.startsWith('/slow/')) setTimeout(answer, 1000)
    else answer()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() }
}

describe('the audit', () => {
  it('lists the built pages, shallow first, without Gatsby folders', () => {
    expect(builtPagePaths(builtSite())).toEqual(['/', '/en/news/'])
  })

  it.runIf(findChromium())(
    'runs axe over every page in Chromium; the page limit makes a partial report',
    async () => {
      const dir = builtSite()
      const server = await serve(dir)
      try {
        const report = await runAudit({ siteDir: dir, origin: server.origin, pageLimit: 10, timeoutMs: 60_000 })
        expect(report).toMatchObject({ status: 'done', pages_found: 2, pages_checked: 2, violations: 2 })
        expect(report.pages[0]).toEqual({ path: '/', violations: [] })
        expect(report.pages[1].violations).toEqual([
          { id: 'image-alt', impact: 'critical', help: expect.any(String), help_url: expect.stringContaining('image-alt'), count: 2 },
        ])
        const limited = await runAudit({ siteDir: dir, origin: server.origin, pageLimit: 1, timeoutMs: 60_000 })
        expect(limited).toMatchObject({ status: 'partial', pages_found: 2, pages_checked: 1 })
      } finally {
        server.close()
      }
    },
    120_000,
  )

  it.runIf(findChromium())(
    'reads a page that sends the visitor on where it lands, not half-way (no title, no lang)',
    async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'a11y-moving-'))
      fs.writeFileSync(path.join(dir, 'index.html'), page('<p>Dobrodošli.</p>'))
      fs.mkdirSync(path.join(dir, 'slow'))
      fs.writeFileSync(path.join(dir, 'slow', 'index.html'), page('<p>Počasi.</p>'))
      fs.mkdirSync(path.join(dir, 'moving'))
      // As Gatsby moves on in the browser: the address changes, the old head goes, the next page's
      // data comes (slowly), then its head.
      const moving = `<script>addEventListener('load', () => {
        history.pushState(null, '', '/')
        document.querySelector('title').remove()
        document.documentElement.removeAttribute('lang')
        fetch('/slow/').then(() => {
          document.head.append(Object.assign(document.createElement('title'), { textContent: 'Domov' }))
          document.documentElement.lang = 'sl'
        })
      })</script>`
      fs.writeFileSync(path.join(dir, 'moving', 'index.html'), page(moving))
      const server = await serve(dir)
      try {
        const report = await runAudit({ siteDir: dir, origin: server.origin, pageLimit: 10, timeoutMs: 60_000 })
        expect(report.pages.find((each) => each.path === '/moving/')).toEqual({ path: '/moving/', violations: [] })
        expect(report).toMatchObject({ status: 'done', pages_checked: 3, violations: 0 })
      } finally {
        server.close()
      }
    },
    120_000,
  )

  it('without Chromium the report says skipped, and why', async () => {
    const report = await runAudit({ siteDir: builtSite(), origin: 'http://127.0.0.1:1', chromiumPath: '/nowhere', pageLimit: 1, timeoutMs: 1000 })
    expect(report).toMatchObject({ status: 'skipped', pages_found: 2, pages_checked: 0, message: expect.stringContaining('/nowhere') })
  })
})

describe('GET /accessibility/report/', () => {
  const url = '/accessibility/report/'
  it('is null before the first report, then the latest one', async () => {
    expect((await api.request('GET', url, { token: api.staffToken })).body).toEqual({ running: false, report: null })
    const base = { started_at: '2026-01-01T00:00:00.000Z', finished_at: '2026-01-01T00:01:00.000Z', message: null, pages_found: 1, pages_checked: 1 }
    await saveReport(api.app.context.database, { ...base, status: 'done', violations: 0, pages: [{ path: '/', violations: [] }] })
    const pages = [
      { path: '/en/', violations: [{ id: 'image-alt', impact: 'critical', help: 'Images must have alt', help_url: 'https://x/image-alt', count: 3 }] },
    ]
    await saveReport(api.app.context.database, { ...base, status: 'done', violations: 3, pages })
    const res = await api.request('GET', url, { token: api.staffToken })
    expect(res.status).toBe(200)
    expect(res.body.report).toMatchObject({ status: 'done', violations: 3, pages })
  })

  it('anonymous 401, a visitor and staff without the scope 403, staff with it 200', async () => {
    expect((await api.request('GET', url, { conformance: 'error' })).status).toBe(401)
    expect((await api.request('GET', url, { token: api.visitorToken, conformance: 'error' })).status).toBe(403)
    expect((await api.request('GET', url, { token: await api.scopedStaffToken(['news']), conformance: 'error' })).status).toBe(403)
    expect((await api.request('GET', url, { token: await api.scopedStaffToken(['accessibility']) })).status).toBe(200)
  })
})
