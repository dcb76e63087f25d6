/**
 * deploy/nginx/rudnik.conf against Debian's nginx and the real app: nginx sends the site's files
 * with the product's headers and caching, the language's not-found page, and passes the API and
 * the back office to the app. Needs /usr/sbin/nginx (`apt-get install nginx`; .ci/run installs it).
 * Last, a real Gatsby build (the product's publisher; the run's shared demo site, tests/support/shared-site.ts)
 * behind nginx, opened in Chromium: its scripts are files and run under `script-src 'self'`; an inline script or
 * handler put into the page is refused.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { chromium, type Browser, type Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp, type BuiltApp } from '../../server/app'
import { loadConfig } from '../../server/config'
import { pointLink } from '../../server/site/publisher'
import { CHROMIUM_PATH, chromiumArgs } from '../support/chromium-args'
import { parsePolicy, scriptPolicyProblems } from '../support/csp'
import { linkSharedBuild } from '../support/shared-site'
import { freePort, portOpen, sleep } from '../support/server-process'

const NGINX = '/usr/sbin/nginx'
const PAGE = (title: string) => `<!doctype html><html><head><title>${title}</title></head><body><h1>${title}</h1>${'<p>text</p>'.repeat(100)}</body></html>`

let app: BuiltApp
let nginx: ChildProcess
let dataDir: string
let origin: string
let nginxPort = 0

function writeBuild(build: string) {
  const files: Record<string, string> = {
    'index.html': PAGE('Domov'),
    'news/index.html': PAGE('Novice'),
    'en/news/index.html': PAGE('News'),
    '404.html': PAGE('Strani ni mogoče najti'),
    'en/404.html': PAGE('This page could not be found'),
    'app-0123456789abcdef.js': `console.log(${JSON.stringify('x'.repeat(3000))})`,
  }
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(build, name)), { recursive: true })
    fs.writeFileSync(path.join(build, name), text)
  }
}

/** The repository's config with this run's folders and ports, inside a minimal nginx.conf. */
function nginxConf(appPort: number, port: number): string {
  const server = fs
    .readFileSync(path.resolve(__dirname, '../../deploy/nginx/rudnik.conf'), 'utf8')
    .replaceAll('/var/lib/rudnik', dataDir)
    .replaceAll('127.0.0.1:8080', `127.0.0.1:${appPort}`)
    .replaceAll('127.0.0.1:8088', `127.0.0.1:${port}`)
  const temp = (name: string) => `${name}_temp_path ${path.join(dataDir, 'nginx', name)};`
  return `daemon off; worker_processes 1; pid ${path.join(dataDir, 'nginx', 'nginx.pid')};
error_log ${path.join(dataDir, 'nginx', 'error.log')} warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types; default_type application/octet-stream; access_log off;
  ${temp('client_body')} ${temp('proxy')} ${temp('fastcgi')} ${temp('uwsgi')} ${temp('scgi')}
  ${server}
}`
}

async function waitForPort(url: string) {
  for (let i = 0; i < 100; i++) {
    try {
      await fetch(url)
      return
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  throw new Error(`${url} did not answer`)
}

beforeAll(async () => {
  if (!fs.existsSync(NGINX)) throw new Error(`${NGINX} is missing: apt-get install nginx (CI's .ci/run does)`)
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-front-'))
  fs.chmodSync(dataDir, 0o755) // nginx's workers run as another user when started by root
  fs.mkdirSync(path.join(dataDir, 'nginx'))
  writeBuild(path.join(dataDir, 'site', 'builds', 'b1'))
  fs.symlinkSync(path.join(dataDir, 'site', 'builds', 'b1'), path.join(dataDir, 'site', 'live'))
  const appPort = await freePort()
  app = await buildApp(loadConfig({ PORT: String(appPort), SITE_BUILD: 'off', SEED_DEMO: 'off', ADMIN_PASSWORD: 'nginx-front-pw-1' }, { dataDir }))
  await app.listen({ port: appPort, host: '127.0.0.1' })
  const port = (nginxPort = await freePort())
  const conf = path.join(dataDir, 'nginx', 'nginx.conf')
  fs.writeFileSync(conf, nginxConf(appPort, port))
  nginx = spawn(NGINX, ['-c', conf, '-p', path.join(dataDir, 'nginx')], { stdio: ['ignore', 'ignore', 'pipe'] })
  let stderr = ''
  nginx.stderr?.on('data', (chunk) => (stderr += chunk))
  origin = `http://127.0.0.1:${port}`
  await waitForPort(origin).catch((error) => {
    throw new Error(`${error.message}: ${stderr}`)
  })
})

afterAll(async () => {
  // nginx's graceful stop; then it must be gone and its port closed (nothing left behind by the suite).
  if (nginx && nginx.exitCode === null && nginx.signalCode === null) {
    const exited = new Promise((resolve) => nginx.once('exit', resolve))
    nginx.kill('SIGQUIT')
    await Promise.race([exited, sleep(10_000)])
  }
  if (nginxPort && (await portOpen(nginxPort))) throw new Error(`nginx still listens on ${nginxPort} after SIGQUIT`)
  await app?.close()
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true })
})

describe('nginx in front of the product (deploy/nginx/rudnik.conf)', () => {
  it("sends pages with the product's security headers, checked on every visit, compressed", async () => {
    const res = await fetch(`${origin}/news/`, { headers: { 'accept-encoding': 'gzip' } })
    expect(res.status).toBe(200)
    expect(await res.text()).toContain('<h1>Novice</h1>')
    expect(res.headers.get('content-encoding')).toBe('gzip')
    expect(res.headers.get('cache-control')).toBe('no-cache')
    expect(scriptPolicyProblems(res.headers.get('content-security-policy') ?? '')).toEqual([])
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('x-frame-options')).toBe('DENY')
  })

  it('lets browsers keep hashed assets for a year', async () => {
    const res = await fetch(`${origin}/app-0123456789abcdef.js`)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toContain('immutable')
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it("answers unknown paths and languages with the not-found page of the address's language, 404", async () => {
    const unknown = await fetch(`${origin}/nothing/`)
    expect(unknown.status).toBe(404)
    expect(await unknown.text()).toContain('Strani ni mogoče najti')
    const english = await fetch(`${origin}/en/nothing/`)
    expect(english.status).toBe(404)
    expect(await english.text()).toContain('This page could not be found')
    expect((await fetch(`${origin}/de/news/`)).status).toBe(404)
    expect((await fetch(`${origin}/en/news/`)).status).toBe(200)
  })

  it('sends a page address without its final slash to the canonical one, as the product does', async () => {
    const res = await fetch(`${origin}/en/news?x=1`, { redirect: 'manual' })
    expect(res.status).toBe(301)
    expect(res.headers.get('location')).toBe('/en/news/?x=1')
  })

  it('passes the API and the back office to the app', async () => {
    const api = await fetch(`${origin}/api/v1/news/`)
    expect(api.status).toBe(200)
    expect(await api.json()).toMatchObject({ count: 0, results: [] })
    const admin = await fetch(`${origin}/en/admin/`)
    expect(scriptPolicyProblems(admin.headers.get('content-security-policy') ?? '')).toEqual([])
    expect([200, 503]).toContain(admin.status) // 503 until the back office is built: the app's answer either way
  })

  it('serves the new build as soon as the product swaps the live link', async () => {
    const next = path.join(dataDir, 'site', 'builds', 'b2')
    writeBuild(next)
    fs.writeFileSync(path.join(next, 'news', 'index.html'), PAGE('Sveže novice'))
    const temporary = path.join(dataDir, 'site', 'live.tmp')
    fs.symlinkSync(next, temporary)
    fs.renameSync(temporary, path.join(dataDir, 'site', 'live'))
    expect(await (await fetch(`${origin}/news/`)).text()).toContain('Sveže novice')
  })

  it('turns one address flooding the API away (503 from nginx), never the site files, and lets it in again once it slows', async () => {
    const api = () => fetch(`${origin}/api/v1/news/?lang=sl`).then(async (res) => ({ status: res.status, retryAfter: res.headers.get('retry-after') }))
    const flood = await Promise.all(Array.from({ length: 60 }, api))
    expect(flood.filter((answer) => answer.status === 200).length, 'served within the burst').toBeGreaterThan(0)
    const refused = flood.filter((answer) => answer.status === 503)
    expect(refused.length, 'refused past limit_req / limit_conn').toBeGreaterThan(0)
    // (the product's own 503, its miss gate's, says when to come back; nginx's does not)
    expect(refused.every((answer) => answer.retryAfter === null)).toBe(true)
    expect(flood.every((answer) => answer.status === 200 || answer.status === 503)).toBe(true)
    const pages = await Promise.all(Array.from({ length: 60 }, () => fetch(`${origin}/news/`).then((res) => res.status)))
    expect(pages.every((status) => status === 200)).toBe(true)
    await sleep(2500) // 20 a second drain the burst of 40
    expect((await api()).status).toBe(200)
    // Requests with a token are the product's to judge (staff behind one office address): nginx lets all through.
    const signed = await Promise.all(
      Array.from({ length: 60 }, () =>
        fetch(`${origin}/api/v1/news/?lang=sl`, { headers: { authorization: 'Token not-a-real-one' } }).then((res) => res.status),
      ),
    )
    expect(signed.filter((status) => status === 503)).toEqual([])
    await sleep(2500)
  })
})

describe("a real built page with scripts behind nginx (script-src 'self')", () => {
  let browser: Browser
  let launched: Promise<Browser> | undefined
  let page: Page
  let live: string

  beforeAll(async () => {
    // The browser starts while the site builds: neither needs the other until the first visit.
    launched = chromium.launch({ executablePath: CHROMIUM_PATH, args: chromiumArgs() })
    launched.catch(() => undefined) // a failed launch is reported where it is awaited, not as an unhandled rejection
    // The product's own build (gatsby build, inline scripts moved into files) of the demo content: the run's
    // shared one (tests/support/shared-site.ts), linked in beside the others and swapped live as the publisher does.
    live = await linkSharedBuild(path.join(dataDir, 'site', 'builds', 'b3'))
    pointLink(path.join(dataDir, 'site', 'live'), live)
    browser = await launched
    page = await browser.newPage()
    // Before any of the page's scripts, and outside its policy (added through the browser's debugger).
    await page.addInitScript(() => {
      const seen: string[] = ((window as unknown as { __violations: string[] }).__violations = [])
      document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.effectiveDirective} ${event.blockedURI}`))
    })
  }, 1_200_000)
  afterAll(async () => {
    // Also when the build failed before the launch was awaited: the browser is closed once it is up.
    await (await launched?.catch(() => undefined))?.close()
  })

  /** What the browser saw on `url`: the policy, the scripts as the browser parsed them, what ran and what was refused. */
  async function visit(url: string) {
    const answer = await page.goto(`${origin}${url}`, { waitUntil: 'networkidle' })
    const scripts = await page.evaluate(() =>
      [...document.scripts].map((s) => ({ src: s.getAttribute('src'), type: s.type, inline: s.text.trim().length > 0 })),
    )
    const state = await page.evaluate(() => {
      const w = window as unknown as Record<string, unknown>
      return {
        violations: w.__violations as string[],
        injected: w.__injected,
        handler: w.__handler,
        chunkMapping: typeof w.___chunkMapping,
        loader: typeof w.___loader,
      }
    })
    return { status: answer!.status(), policy: answer!.headers()['content-security-policy'] ?? '', scripts, ...state }
  }

  it('sends the home page under a policy that allows its own files only; its scripts are files and all run', async () => {
    const home = await visit('/')
    expect(home.status).toBe(200)
    expect(scriptPolicyProblems(home.policy)).toEqual([])
    expect(parsePolicy(home.policy).get('script-src')).toEqual(["'self'"])
    const files = home.scripts.filter((s) => s.src)
    expect(files.length, 'a page with scripts').toBeGreaterThan(2)
    for (const script of files) expect(script.src!.startsWith('/'), `${script.src} is one of the site's files`).toBe(true)
    // Inline scripts left are data blocks (JSON-LD), which never run.
    expect(home.scripts.filter((s) => !s.src && s.inline && !/json/.test(s.type))).toEqual([])
    expect(home.violations).toEqual([])
    expect(home.chunkMapping, 'the chunk map, set by a moved inline script').not.toBe('undefined')
    expect(home.loader, "Gatsby's loader, set by the bundles").toBe('object')
  })

  it('refuses an inline script and an inline event handler put into the real page', async () => {
    const file = path.join(live, 'index.html')
    const original = fs.readFileSync(file, 'utf8')
    const injected = original
      .replace('<head>', '<head><script>window.__injected = true</script>')
      .replace(/<body([^>]*)>/, '<body$1><img src="/no-such-picture.png" alt="" onerror="window.__handler = true">')
    expect(injected).not.toBe(original)
    fs.rmSync(file) // a new file: the build may share this one with another build through a hard link
    fs.writeFileSync(file, injected)
    try {
      const home = await visit('/')
      expect(home.injected, 'the injected inline script ran').toBeUndefined()
      expect(home.handler, 'the injected event handler ran').toBeUndefined()
      expect(home.violations).toEqual(expect.arrayContaining(['script-src-elem inline', 'script-src-attr inline']))
      expect(home.loader, "the page's own scripts still run").toBe('object')
    } finally {
      fs.rmSync(file)
      fs.writeFileSync(file, original)
    }
  })
})
