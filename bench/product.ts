/**
 * The real product for benchmarks: server/main.ts on a free port (started and stopped through
 * tests/support/server-process.ts, which checks that the port answering is the process it
 * started and kills it for real) and a data folder seeded with the demo content (SITE_BUILD on),
 * and a small API client for staff calls.
 *
 *   const server = await startServer()          // BENCH_SITE_DATA_DIR reuses a folder (warm build cache)
 *   const big = await startServer({}, { news: 1000 })   // 1,000 more news items per language, seeded first
 *   const api = new Api(server.origin); await api.login(); await api.waitForLive(null)
 *   ...; await stopServer(server)
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { freePort, listeningPid, sleep, startServerProcess, type ServerProcess } from '../tests/support/server-process'

export { freePort, sleep }

export const ADMIN = { username: 'bench-admin', password: 'bench-password-123' }

export class Api {
  token = ''
  constructor(readonly origin: string) {}

  async call<T>(method: string, pathname: string, body?: unknown): Promise<T> {
    const send = () =>
      fetch(`${this.origin}/api/v1/${pathname}`, {
        method,
        headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(this.token ? { authorization: `Token ${this.token}` } : {}) },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
    let response = await send()
    // Access tokens are short-lived (SESSION_ACCESS_MINUTES): a first build of a large site outlasts one.
    if (response.status === 401 && this.token) {
      await this.login()
      response = await send()
    }
    if (!response.ok) throw new Error(`${method} ${pathname} answered ${response.status}: ${await response.text()}`)
    // A DELETE answers 204 with no body
    const text = await response.text()
    return (text ? JSON.parse(text) : undefined) as T
  }

  async login() {
    this.token = '' // a refused login is not retried
    this.token = (await this.call<{ token: string }>('POST', 'api-token-auth/', ADMIN)).token
  }

  /** Waits until a build other than `previous` is live with nothing queued (asking every `pollMs`); returns its stamp. */
  async waitForLive(previous: string | null, timeoutMs = 900_000, pollMs = 500): Promise<string> {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      const status = await this.call<{ state: string; pending: boolean; live_build_at: string | null; message: string }>('GET', 'site/build/')
      if (status.state === 'failed') throw new Error(`site build failed: ${status.message}`)
      if (status.state === 'live' && !status.pending && status.live_build_at && status.live_build_at !== previous) return status.live_build_at
      if (Date.now() > deadline) throw new Error(`site not live in time: ${JSON.stringify(status)}`)
      await sleep(pollMs)
    }
  }
}

export interface ProductServer {
  /** The server process itself (tests/support/server-process.ts): signals reach it, not a wrapper. */
  process: ServerProcess
  origin: string
  dataDir: string
  temporary: boolean
}

/** Servers still running: a bench stopped by Ctrl-C or a timeout takes them with it. */
const running = new Set<number>()
const killAll = () => {
  for (const pid of running) {
    try {
      process.kill(-pid, 'SIGKILL')
    } catch {
      // already gone
    }
  }
}
process.once('exit', killAll)
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.once(signal, () => {
    killAll()
    process.exit(130)
  })
}

/** `dataDir`: a data folder handed over to this server (e.g. a copy of a built site), removed when it stops. */
export async function startServer(extraEnv: Record<string, string> = {}, { news = 0, dataDir: given = '' } = {}): Promise<ProductServer> {
  const temporary = !!given || !process.env.BENCH_SITE_DATA_DIR
  const dataDir = given || (process.env.BENCH_SITE_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'bench-site-')))
  try {
    if (news > 0) await seedSite(dataDir, news)
    const server = await startServerProcess({
      captureStdout: true,
      // BENCH_PORT: a port of one's own (machines shared by several people); a free one otherwise.
      port: process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : undefined,
      env: {
        DATA_DIR: dataDir,
        ADMIN_USERNAME: ADMIN.username,
        ADMIN_PASSWORD: ADMIN.password,
        SITE_BUILD_DEBOUNCE_MS: process.env.BENCH_SITE_DEBOUNCE_MS ?? '500',
        SITE_BUILD: 'on',
        ...extraEnv,
      },
    })
    running.add(server.pid)
    void server.exited.then(() => running.delete(server.pid))
    return { process: server, origin: server.origin, dataDir, temporary }
  } catch (error) {
    if (temporary) fs.rmSync(dataDir, { recursive: true, force: true })
    throw error
  }
}

/** Throws unless the port still belongs to the server started: figures measured elsewhere would be someone else's. */
export function checkSameServer(server: ProductServer): void {
  const holder = listeningPid(server.process.port)
  if (holder !== server.process.pid)
    throw new Error(`port ${server.process.port} is held by pid ${holder}, not by the server measured (pid ${server.process.pid})`)
}

/**
 * Seeds the data folder before the server starts: the demo content and `news` items per language
 * straight into the tables (bench/seed-site.ts; kept when a reused folder has them already).
 */
export async function seedSite(dataDir: string, news: number): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/seed-site.ts'], {
    env: { ...process.env, DATA_DIR: dataDir, BENCH_SITE_NEWS: String(news), ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve))
  if (code !== 0) throw new Error(`bench/seed-site.ts ended with exit code ${code}`)
}

/** Stops the server for real (its process group) and waits until its port is closed. */
export async function stopServer(server: ProductServer): Promise<void> {
  try {
    await server.process.kill('SIGTERM')
  } finally {
    if (server.temporary) fs.rmSync(server.dataDir, { recursive: true, force: true })
  }
}
