/**
 * deploy/nginx/rudnik.conf against Debian's nginx and the real app: nginx sends the site's files
 * with the product's headers and caching, the language's not-found page, and passes the API and
 * the back office to the app. Needs /usr/sbin/nginx (`apt-get install nginx`; .ci/run installs it).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp, type BuiltApp } from '../../server/app'
import { loadConfig } from '../../server/config'

const NGINX = '/usr/sbin/nginx'
const PAGE = (title: string) => `<!doctype html><html><head><title>${title}</title></head><body><h1>${title}</h1>${'<p>text</p>'.repeat(100)}</body></html>`

let app: BuiltApp
let nginx: ChildProcess
let dataDir: string
let origin: string

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
  app = await buildApp(loadConfig({ SITE_BUILD: 'off', SEED_DEMO: 'off', ADMIN_PASSWORD: 'nginx-front-pw-1' }, { dataDir }))
  await app.listen({ port: 0, host: '127.0.0.1' })
  const appPort = (app.server.address() as { port: number }).port
  const port = appPort + 1 < 65000 ? appPort + 1 : appPort - 1
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
  nginx?.kill('SIGQUIT')
  await app?.close()
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true })
})

describe('nginx in front of the product (deploy/nginx/rudnik.conf)', () => {
  it('sends pages with the product\'s security headers, checked on every visit, compressed', async () => {
    const res = await fetch(`${origin}/news/`, { headers: { 'accept-encoding': 'gzip' } })
    expect(res.status).toBe(200)
    expect(await res.text()).toContain('<h1>Novice</h1>')
    expect(res.headers.get('content-encoding')).toBe('gzip')
    expect(res.headers.get('cache-control')).toBe('no-cache')
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self';")
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('x-frame-options')).toBe('DENY')
  })

  it('lets browsers keep hashed assets for a year', async () => {
    const res = await fetch(`${origin}/app-0123456789abcdef.js`)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toContain('immutable')
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('answers unknown paths and languages with the not-found page of the address\'s language, 404', async () => {
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
    expect(admin.headers.get('content-security-policy')).toContain("script-src 'self'")
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
})
