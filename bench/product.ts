/**
 * The real product for benchmarks: `tsx server/main.ts` on a free port and a data folder seeded
 * with the demo content (SITE_BUILD on), and a small API client for staff calls.
 *
 *   const server = await startServer()          // BENCH_SITE_DATA_DIR reuses a folder (warm build cache)
 *   const api = new Api(server.origin); await api.login(); await api.waitForLive(null)
 *   ...; await stopServer(server)
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

export const ADMIN = { username: 'bench-admin', password: 'bench-password-123' }

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export class Api {
  token = ''
  constructor(readonly origin: string) {}

  async call<T>(method: string, pathname: string, body?: unknown): Promise<T> {
    const response = await fetch(`${this.origin}/api/v1/${pathname}`, {
      method,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(this.token ? { authorization: `Token ${this.token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    if (!response.ok) throw new Error(`${method} ${pathname} answered ${response.status}: ${await response.text()}`)
    // A DELETE answers 204 with no body
    const text = await response.text()
    return (text ? JSON.parse(text) : undefined) as T
  }

  async login() {
    this.token = (await this.call<{ token: string }>('POST', 'api-token-auth/', ADMIN)).token
  }

  /** Waits until a build other than `previous` is live with nothing queued; returns its stamp. */
  async waitForLive(previous: string | null, timeoutMs = 900_000): Promise<string> {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      const status = await this.call<{ state: string; pending: boolean; live_build_at: string | null; message: string }>('GET', 'site/build/')
      if (status.state === 'failed') throw new Error(`site build failed: ${status.message}`)
      if (status.state === 'live' && !status.pending && status.live_build_at && status.live_build_at !== previous) return status.live_build_at
      if (Date.now() > deadline) throw new Error(`site not live in time: ${JSON.stringify(status)}`)
      await sleep(500)
    }
  }
}

export interface ProductServer {
  child: ChildProcess
  origin: string
  dataDir: string
  temporary: boolean
}

export async function startServer(extraEnv: Record<string, string> = {}): Promise<ProductServer> {
  const port = await freePort()
  const temporary = !process.env.BENCH_SITE_DATA_DIR
  const dataDir = process.env.BENCH_SITE_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'bench-site-'))
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      SITE_BUILD_DEBOUNCE_MS: process.env.BENCH_SITE_DEBOUNCE_MS ?? '500',
      SITE_BUILD: 'on',
      ...extraEnv,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let stderr = ''
  child.stderr?.on('data', (chunk) => (stderr = (stderr + chunk).slice(-4000)))
  const origin = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 180_000
  for (;;) {
    const failure = child.exitCode !== null ? 'server exited' : Date.now() > deadline ? 'server did not start in 3 minutes' : null
    if (failure) {
      child.kill('SIGTERM')
      if (temporary) fs.rmSync(dataDir, { recursive: true, force: true })
      throw new Error(`${failure}: ${stderr}`)
    }
    try {
      if ((await fetch(`${origin}/api/v1/openapi.json`)).ok) break
    } catch {
      // not listening yet
    }
    await sleep(300)
  }
  return { child, origin, dataDir, temporary }
}

/** Creates `count` news items per language (skipped for those already there from an earlier run). */
export async function createNews(api: Api, count: number) {
  for (const lang of ['sl', 'en']) {
    const existing = await api.call<{ count: number }>('GET', `news/admin/news/?lang=${lang}&search=bench-news&page_size=1`)
    const work = Array.from({ length: Math.max(0, count - existing.count) }, (_, index) => existing.count + index)
    const worker = async () => {
      for (let index = work.shift(); index !== undefined; index = work.shift()) {
        const date = new Date(Date.UTC(2020, 0, 1) + index * 3_600_000).toISOString().slice(0, 10)
        await api.call('POST', 'news/admin/news/', {
          title: `bench-news ${lang} ${index}`,
          slug: `bench-news-${lang}-${index}`,
          lang,
          date_made: date,
          summary: `Summary ${index}`,
          body: `Body of news ${index}.`,
          is_published: true,
        })
      }
    }
    await Promise.all(Array.from({ length: 4 }, worker))
  }
}

export async function stopServer(server: ProductServer): Promise<void> {
  server.child.kill('SIGTERM')
  await new Promise((resolve) => (server.child.exitCode !== null ? resolve(null) : server.child.once('exit', resolve)))
  if (server.temporary) fs.rmSync(server.dataDir, { recursive: true, force: true })
}
