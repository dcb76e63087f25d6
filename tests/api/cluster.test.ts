/**
 * Issue 10.8: several instances on one PostgreSQL behind the repository's nginx configuration.
 * A throw-away PostgreSQL, two real server processes sharing it and one DATA_DIR (media, site),
 * and nginx (deploy/nginx/rudnik.conf with both in its upstream). Checked:
 *   - a save through either instance is never served stale by the other (LISTEN/NOTIFY);
 *   - the login throttle and the public forms' rate limit hold across instances (a table);
 *   - media uploaded through one is served by the other and by nginx (a shared folder).
 * One site build at a time across instances: cluster-builds.test.ts.
 * Needs PostgreSQL's binaries (apt-get install postgresql) and /usr/sbin/nginx; CI has both.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { postgresBinaries, startPostgres, type Postgres } from '../support/postgres'
import { freePort, sleep, startServerProcess, type ServerProcess } from '../support/server-process'
import { pngImage } from './helper'

const NGINX = '/usr/sbin/nginx'
const STAFF = { username: 'staff', password: 'staff-password-1' }
const bin = postgresBinaries()

if (!bin) {
  describe('several instances on PostgreSQL', () => {
    it.skip('SKIPPED: no PostgreSQL binaries under /usr/lib/postgresql (apt-get install postgresql; CI installs it)', () => {})
  })
}

describe.skipIf(!bin)('several instances on PostgreSQL behind nginx', () => {
  let postgres: Postgres
  let databaseUrl: string
  let dataDir: string
  let a: ServerProcess
  let b: ServerProcess
  let nginx: ChildProcess
  let front: string
  let token: string

  beforeAll(async () => {
    if (!fs.existsSync(NGINX)) throw new Error(`${NGINX} is missing: apt-get install nginx (CI's .ci/run does)`)
    postgres = await startPostgres(bin!)
    const admin = new pg.Client({ connectionString: postgres.url })
    await admin.connect()
    await admin.query('create database rudnik')
    await admin.end()
    databaseUrl = postgres.url.replace(/\/postgres$/, '/rudnik')
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cluster-'))
    fs.chmodSync(dataDir, 0o755) // nginx's workers run as another user when started by root
    const build = path.join(dataDir, 'site', 'builds', 'b1')
    fs.mkdirSync(build, { recursive: true })
    fs.writeFileSync(path.join(build, 'index.html'), '<!doctype html><title>Domov</title><h1>Domov</h1>')
    fs.symlinkSync(build, path.join(dataDir, 'site', 'live'))
    const env = {
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir, // shared by both: media, uploads and the site
      SITE_BUILD_DEBOUNCE_MS: '600000', // saves here queue builds that never start during the test
      SEED_DEMO: 'off',
      ADMIN_BUILD: 'off',
      ADMIN_USERNAME: STAFF.username,
      ADMIN_PASSWORD: STAFF.password,
      TRUST_PROXY: '127.0.0.1',
      PUBLIC_FORMS_PER_MINUTE: '3',
    }
    // One after the other: the first creates the tables and the first account.
    a = await startServerProcess({ env })
    b = await startServerProcess({ env })
    token = (await call(a, 'POST', 'api-token-auth/', { body: STAFF })).body.token
    nginx = await startNginx([a.port, b.port])
  }, 300_000)

  afterAll(async () => {
    nginx?.kill('SIGQUIT')
    await Promise.allSettled([a?.kill(), b?.kill()])
    await postgres?.stop()
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true })
  })

  async function startNginx(appPorts: number[]): Promise<ChildProcess> {
    const port = await freePort()
    const folder = path.join(dataDir, 'nginx')
    fs.mkdirSync(folder)
    const server = fs
      .readFileSync(path.resolve(__dirname, '../../deploy/nginx/rudnik.conf'), 'utf8')
      .replaceAll('/var/lib/rudnik', dataDir)
      .replace('server 127.0.0.1:8080;', appPorts.map((p) => `server 127.0.0.1:${p};`).join('\n        '))
      .replaceAll('127.0.0.1:8088', `127.0.0.1:${port}`)
      // The readers below stand for many visitors behind one address; nginx-front.test.ts tests the per-address limits.
      .replace(/^\s*limit_(req|conn) rudnik_api\w* .*$|^\s*limit_req zone=rudnik_api_rate.*$/gm, '')
    const temp = (name: string) => `${name}_temp_path ${path.join(folder, name)};`
    const conf = path.join(folder, 'nginx.conf')
    fs.writeFileSync(
      conf,
      `daemon off; worker_processes 1; pid ${path.join(folder, 'nginx.pid')}; error_log ${path.join(folder, 'error.log')} warn;
events { worker_connections 256; }
http { include /etc/nginx/mime.types; default_type application/octet-stream; access_log off;
  ${temp('client_body')} ${temp('proxy')} ${temp('fastcgi')} ${temp('uwsgi')} ${temp('scgi')}
  ${server} }`,
    )
    const child = spawn(NGINX, ['-c', conf, '-p', folder], { stdio: ['ignore', 'ignore', 'pipe'] })
    let stderr = ''
    child.stderr?.on('data', (chunk) => (stderr += chunk))
    front = `http://127.0.0.1:${port}`
    for (let i = 0; i < 100; i++) {
      if (
        await fetch(`${front}/`).then(
          () => true,
          () => false,
        )
      )
        return child
      await sleep(100)
    }
    throw new Error(`nginx did not start: ${stderr}`)
  }

  type Target = ServerProcess | 'nginx'
  const originOf = (target: Target) => (target === 'nginx' ? front : target.origin)

  async function call(target: Target, method: string, url: string, options: { body?: unknown; form?: FormData; token?: string; forwardedFor?: string } = {}) {
    const headers: Record<string, string> = { 'accept-language': 'en' }
    if (options.token) headers.authorization = `Token ${options.token}`
    if (options.forwardedFor) headers['x-forwarded-for'] = options.forwardedFor
    if (options.body !== undefined) headers['content-type'] = 'application/json'
    const res = await fetch(`${originOf(target)}/api/v1/${url}`, {
      method,
      headers,
      body: options.form ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
    })
    const text = await res.text()
    let body: any = text
    try {
      body = JSON.parse(text)
    } catch {
      // not JSON
    }
    return { status: res.status, body, headers: res.headers }
  }

  const titleVersion = (body: any) => Number(/version (\d+)/.exec(JSON.stringify(body))?.[1] ?? -1)

  it('a save through either instance is never served stale by the other, directly or through nginx', async () => {
    const created = await call(a, 'POST', 'news/admin/news/', {
      token,
      body: { title: 'version 0', lang: 'sl', date_made: '2025-09-13', body: 'x', is_published: true },
    })
    expect(created.status).toBe(201)
    const id = created.body.id
    const urls = [`news/${id}/`, 'news/?lang=sl']
    for (let version = 1; version <= 12; version++) {
      const [writer, other] = version % 2 ? [a, b] : [b, a]
      for (const url of urls) {
        // The old answer must be in the other instance's cache before the save. Under a heavy load a
        // read may not be stored (the channel's round trip ran late): read again until it is.
        let cached = false
        for (let attempt = 0; attempt < 20 && !cached; attempt++) cached = (await call(other, 'GET', url)).headers.get('x-cache') === 'hit'
        expect(cached, 'the other instance holds the old answer').toBe(true)
      }
      expect((await call(writer, 'PATCH', `news/admin/news/${id}/`, { token, body: { title: `version ${version}` } })).status).toBe(200)
      for (const url of urls) {
        expect(titleVersion((await call(other, 'GET', url)).body), `${url} on the other instance after save ${version}`).toBe(version)
        for (let i = 0; i < 2; i++) expect(titleVersion((await call('nginx', 'GET', url)).body), `${url} through nginx`).toBe(version)
      }
    }
  }, 120_000)

  it('under concurrent reads on both instances and nginx, no read sees a version older than acknowledged before it began', async () => {
    const id = (
      await call(a, 'POST', 'news/admin/news/', { token, body: { title: 'version 0', lang: 'en', date_made: '2025-09-14', body: 'x', is_published: true } })
    ).body.id
    let acknowledged = 0
    let writing = true
    const stale: string[] = []
    let hits = 0
    const reader = async (target: Target) => {
      while (writing) {
        const floor = acknowledged
        const res = await call(target, 'GET', `news/${id}/`)
        if (res.headers.get('x-cache') === 'hit') hits++
        if (titleVersion(res.body) < floor) stale.push(`${target === 'nginx' ? 'nginx' : target.port}: ${titleVersion(res.body)} < ${floor}`)
      }
    }
    const writer = async () => {
      for (let version = 1; version <= 30; version++) {
        await call(version % 2 ? a : b, 'PATCH', `news/admin/news/${id}/`, { token, body: { title: `version ${version}` } })
        acknowledged = version
        await sleep(30)
      }
      writing = false
    }
    await Promise.all([writer(), ...[a, b, 'nginx' as const, a, b, 'nginx' as const].map(reader)])
    expect(stale).toEqual([])
    expect(hits).toBeGreaterThan(0)
  }, 120_000)

  it("a list's remembered count follows a write through the other instance and one from a script (server/db/table-versions.ts)", async () => {
    // Staff's lists: never answer-cached, so the count is the list reader's own, remembered per version of its tables.
    const count = async (target: ServerProcess) => (await call(target, 'GET', 'news/admin/news/?lang=sl&page_size=1', { token })).body.count as number
    const before = await count(b)
    expect(await count(b)).toBe(before)
    const created = await call(a, 'POST', 'news/admin/news/', {
      token,
      body: { title: 'counted', lang: 'sl', date_made: '2025-09-15', body: 'x', is_published: true },
    })
    expect(created.status).toBe(201)
    expect(await count(b)).toBe(before + 1)
    const script = new pg.Client({ connectionString: databaseUrl })
    await script.connect()
    await script.query('delete from news where id = $1', [created.body.id])
    await script.end()
    expect(await count(a)).toBe(before)
    expect(await count(b)).toBe(before)
  })

  it('the login throttle counts attempts on every instance together', async () => {
    const attempt = (target: Target) =>
      call(target, 'POST', 'api-token-auth/', { body: { username: 'nobody', password: 'wrong-password' }, forwardedFor: '203.0.113.77' })
    for (const target of [a, b, a, b, a]) expect((await attempt(target)).status).toBe(400)
    const refused = await attempt(b)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await attempt(a)).status).toBe(429)
    // Through nginx (which reports the visitor's address), alternating between the instances.
    const viaFront = () => call('nginx', 'POST', 'api-token-auth/', { body: { username: 'nobody-else', password: 'wrong-password' } })
    for (let i = 0; i < 5; i++) expect((await viaFront()).status).toBe(400)
    expect((await viaFront()).status).toBe(429)
  }, 120_000)

  it("the public forms' rate limit per address holds across instances", async () => {
    const signUp = (target: Target, i: number) =>
      call(target, 'POST', 'common/newsletter/', { body: { email: `reader${i}@example.com`, language: 'sl' }, forwardedFor: '203.0.113.88' })
    for (const [i, target] of [a, b, a].entries()) expect((await signUp(target, i)).status).toBe(200)
    const refused = await signUp(b, 3)
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toBeTruthy()
    expect((await signUp(a, 4)).status).toBe(429)
  })

  it('media uploaded through one instance is served by the other and by nginx', async () => {
    const picture = await pngImage(16, 16)
    const form = new FormData()
    for (const [key, value] of Object.entries({ title: 'S sliko', lang: 'sl', date_made: '2025-09-15', body: 'x', is_published: 'true' }))
      form.append(key, value)
    form.append('image', new Blob([new Uint8Array(picture)], { type: 'image/png' }), 'slika.png')
    const created = await call(a, 'POST', 'news/admin/news/', { token, form })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const url = created.body.image as string
    expect(url).toMatch(/^\/media\//)
    for (const origin of [b.origin, front]) {
      const res = await fetch(`${origin}${url}`)
      expect(res.status, origin).toBe(200)
      expect(
        Buffer.from(await res.arrayBuffer())
          .subarray(1, 4)
          .toString(),
      ).toMatch(/PNG|WEBP|JFIF/)
    }
  })
})
