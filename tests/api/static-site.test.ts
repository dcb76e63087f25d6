/**
 * The live site as visitors get it: from memory, compressed as their browser accepts, with
 * validators, long caching for hashed assets only, and one script policy decided at build time:
 * `script-src 'self'`, whatever inline script a served page holds (no hash of it, no 'unsafe-inline').
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp, type BuiltApp } from '../../server/app'
import { loadConfig } from '../../server/config'
import { parsePolicy, scriptPolicyProblems } from '../support/csp'

const LOADER = 'window.___chunkMapping={"app":["/app-0123456789abcdef.js"]}'
const PAGE = `<!doctype html><html lang="sl"><head><title>Novice</title><script>${LOADER}</script>
<script type="application/ld+json">{"@type":"Organization"}</script></head><body>${'<p>Novica</p>'.repeat(200)}
<script src="/app-0123456789abcdef.js" async></script></body></html>`
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))})`

let app: BuiltApp
let dataDir: string

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'static-site-'))
  const build = path.join(dataDir, 'site', 'builds', 'b1')
  fs.mkdirSync(path.join(build, 'news'), { recursive: true })
  fs.writeFileSync(path.join(build, 'news', 'index.html'), PAGE)
  fs.writeFileSync(path.join(build, 'app-0123456789abcdef.js'), SCRIPT)
  fs.writeFileSync(path.join(build, '404.html'), '<!doctype html><title>404</title><h1>This page could not be found</h1>')
  fs.symlinkSync(build, path.join(dataDir, 'site', 'live'))
  app = await buildApp(loadConfig({ SITE_BUILD: 'off', SEED_DEMO: 'off', ADMIN_PASSWORD: 'static-site-pw-1' }, { dataDir }))
})
afterAll(async () => {
  await app.close()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers })

describe('pages and assets from memory', () => {
  it('sends brotli, gzip or plain as the browser accepts, each the same page', async () => {
    const br = await get('/news/', { 'accept-encoding': 'gzip, deflate, br' })
    expect(br.headers['content-encoding']).toBe('br')
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(PAGE)
    const gz = await get('/news/', { 'accept-encoding': 'gzip' })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(PAGE)
    const plain = await get('/news/', { 'accept-encoding': 'identity' })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toBe(PAGE)
    for (const res of [br, gz, plain]) expect(res.headers.vary).toContain('Accept-Encoding')
  })

  it('answers 304 to a page the browser already has', async () => {
    const first = await get('/news/')
    const again = await get('/news/', { 'if-none-match': String(first.headers.etag) })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
  })

  it('lets browsers keep hashed assets for a year, but checks pages every time', async () => {
    expect((await get('/app-0123456789abcdef.js')).headers['cache-control']).toContain('immutable')
    expect((await get('/news/')).headers['cache-control']).toBe('no-cache')
  })

  it('serves the new page once a refresh renamed a new file over the one in memory', async () => {
    const file = path.join(dataDir, 'site', 'live', 'news', 'index.html')
    expect((await get('/news/')).body).toBe(PAGE)
    const next = PAGE.replace('<title>Novice</title>', '<title>Novice (osvezeno)</title>')
    fs.writeFileSync(`${file}.new`, next)
    fs.renameSync(`${file}.new`, file)
    const after = await get('/news/', { 'accept-encoding': 'gzip' })
    expect(zlib.gunzipSync(after.rawPayload).toString()).toBe(next)
    fs.writeFileSync(`${file}.new`, PAGE)
    fs.renameSync(`${file}.new`, file)
    expect((await get('/news/')).body).toBe(PAGE)
  })

  it('answers unknown paths with the not-found page and 404', async () => {
    const res = await get('/nothing-here/')
    expect(res.statusCode).toBe(404)
    expect(res.body).toContain('This page could not be found')
  })
})

describe('the public site content security policy', () => {
  it('allows no inline script, not even one the served page holds: the policy is the build-time one, not derived from the page', async () => {
    const policy = String((await get('/news/')).headers['content-security-policy'])
    // Parsed, not matched: 'unsafe-inline', a wildcard, a host or any hash fails.
    expect(scriptPolicyProblems(policy, [])).toEqual([])
    expect(parsePolicy(policy).get('script-src')).toEqual(["'self'"])
    expect(parsePolicy(policy).get('frame-ancestors')).toEqual(["'none'"])
  })
})
