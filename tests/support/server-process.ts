/**
 * A real server process for tests and benchmarks, killed for real.
 *
 *   const server = await startServerProcess({ env: { DATA_DIR: dir, SITE_BUILD: 'off' } })
 *   await fetch(`${server.origin}/api/v1/news/`)
 *   await server.kill('SIGKILL')      // the server itself, not a wrapper; resolves once its port is closed
 *
 * Why not `tsx server/main.ts`: tsx's CLI runs the script in a child process, so a signal to the
 * spawned pid leaves the real server running (and listening, orphaned). Here the server runs in the
 * spawned process itself, compiled as `npm start` runs it (scripts/build-server.ts, once per script
 * and test process), in a process group of its own, and every signal goes to the whole group. `start` checks that the port answering is held by the process it
 * started (not a leftover of an earlier run), and every server started is recorded so the suite's
 * teardown (tests/support/global-setup.ts) can fail when one still listens at the end.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import { buildServer } from '../../scripts/build-server'

export interface ServerProcess {
  pid: number
  port: number
  origin: string
  child: ChildProcess
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>
  /** The last few KB of what the server wrote to stderr (for error messages). */
  stderrTail(): string
  /** What the server wrote to stdout (its log), when started with `captureStdout`; '' otherwise. */
  stdout(): string
  /** Signals the server's process group, waits for it to exit and for its port to close. */
  kill(signal?: NodeJS.Signals, timeoutMs?: number): Promise<number | null>
}

export interface StartOptions {
  /** Added to (and overriding) the environment; PORT is set from `port`. */
  env?: Record<string, string>
  port?: number
  /** Script compiled (scripts/build-server.ts) and run in the spawned process itself. */
  script?: string
  /** A path that answers 2xx once the server is ready. */
  readyPath?: string
  timeoutMs?: number
  /** Keep what the server writes to stdout (its log lines; up to 4 MB) for `stdout()`; ignored otherwise. */
  captureStdout?: boolean
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Polls `condition` every 20 ms until it holds; fails with `what` after `timeoutMs`. */
export async function until(what: string, condition: () => boolean, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Still not true after ${timeoutMs} ms: ${what}`)
    await sleep(20)
  }
}

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

/** True when something accepts connections on 127.0.0.1:port. */
export function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' })
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}

/** The pid whose socket listens on `port` (Linux: /proc/net/tcp* and /proc/<pid>/fd), or null. */
export function listeningPid(port: number): number | null {
  const inodes = new Set<string>()
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    if (!fs.existsSync(table)) continue
    for (const line of fs.readFileSync(table, 'utf8').split('\n').slice(1)) {
      const columns = line.trim().split(/\s+/)
      // local_address is HEX_IP:HEX_PORT; state 0A is LISTEN; column 9 is the inode
      if (columns.length > 9 && columns[3] === '0A' && parseInt(columns[1].split(':')[1], 16) === port) inodes.add(columns[9])
    }
  }
  if (inodes.size === 0) return null
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    let fds: string[]
    try {
      fds = fs.readdirSync(`/proc/${entry}/fd`)
    } catch {
      continue
    }
    for (const fd of fds) {
      try {
        const target = fs.readlinkSync(`/proc/${entry}/fd/${fd}`)
        const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1]
        if (inode && inodes.has(inode)) return Number(entry)
      } catch {
        // the descriptor closed while we looked
      }
    }
  }
  return null
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/** Where started servers are written down for the suite's final check (set by global-setup.ts). */
function record(pid: number, port: number) {
  const registry = process.env.RUDNIK_SERVER_REGISTRY
  if (registry) fs.appendFileSync(registry, `${pid} ${port}\n`)
}

/** Every server recorded in `registry` that still runs or whose port still accepts connections. */
export async function serversStillUp(registry: string): Promise<string[]> {
  if (!fs.existsSync(registry)) return []
  const left: string[] = []
  for (const line of fs.readFileSync(registry, 'utf8').split('\n').filter(Boolean)) {
    const [pid, port] = line.split(' ').map(Number)
    if (alive(pid)) left.push(`pid ${pid} (port ${port}) is still running`)
    else if (listeningPid(port) !== null && (await portOpen(port))) left.push(`port ${port} (started by pid ${pid}) still listens`)
  }
  return left
}

/** What package.json's `npm start` gives node (tests/unit/server-build.test.ts keeps the two alike). */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=4', '--heap-growing-percent=50']

/** Each script compiled once per process: the sources do not change during a test or bench run. */
const compiled = new Map<string, string>()

function compiledScript(script: string): string {
  let file = compiled.get(script)
  if (!file) compiled.set(script, (file = buildServer(script)))
  return file
}

export async function startServerProcess(options: StartOptions = {}): Promise<ServerProcess> {
  const port = options.port ?? (await freePort())
  if (await portOpen(port)) throw new Error(`port ${port} is already taken: a leftover server?`)
  // The runtime `npm start` gives the server (package.json): V8's young generation at 4 MB a half instead of
  // growing to 32, which kept the server's peak 65-85 MB higher at 100,000 news a language (bench -- mechanisms), and
  // its old generation grown by half of what a full collection left (V8's own factor let it grow up to 4x).
  // BENCH_NODE_FLAGS: more of V8's flags, for a bench that measures them on and off (bench/mechanisms.ts; the last
  // of a flag given twice counts). BENCH_FROM_SOURCES=1: through tsx instead of compiled, measured the same way.
  const flags = (options.env?.BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean)
  const script = options.script ?? 'server/main.ts'
  const entry = options.env?.BENCH_FROM_SOURCES === '1' ? ['--import', 'tsx', script] : [compiledScript(script)]
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, ...flags, ...entry], {
    // No post-build accessibility audit unless a test asks for one: its Chromium would compete with the test
    // (and a benchmark's figures) for the CPU after every build.
    env: { ...process.env, ACCESSIBILITY_AUDIT: 'off', PORT: String(port), HOST: '127.0.0.1', ...options.env },
    stdio: ['ignore', options.captureStdout ? 'pipe' : 'ignore', 'pipe'],
    // Its own process group: a signal to -pid reaches the server and anything it started (site builds).
    detached: true,
  })
  const pid = child.pid!
  record(pid, port)
  let stderr = ''
  child.stderr?.on('data', (chunk) => (stderr = (stderr + chunk).slice(-8000)))
  let stdout = ''
  child.stdout?.on('data', (chunk) => (stdout = (stdout + chunk).slice(-4_000_000)))
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  const origin = `http://127.0.0.1:${port}`

  async function kill(signal: NodeJS.Signals = 'SIGTERM', timeoutMs = 30_000): Promise<number | null> {
    try {
      process.kill(-pid, signal)
    } catch {
      // already gone
    }
    const code = await Promise.race([exited, sleep(timeoutMs).then(() => 'timeout' as const)])
    if (code === 'timeout') {
      process.kill(-pid, 'SIGKILL')
      throw new Error(`the server (pid ${pid}) did not exit within ${timeoutMs} ms of ${signal}`)
    }
    for (let i = 0; i < 100 && (await portOpen(port)); i++) await sleep(50)
    if (await portOpen(port)) throw new Error(`port ${port} still accepts connections after the server (pid ${pid}) exited`)
    return code
  }

  const deadline = Date.now() + (options.timeoutMs ?? 180_000)
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the server exited before it was up: ${stderr}`)
    if (Date.now() > deadline) {
      await kill('SIGKILL').catch(() => undefined)
      throw new Error(`the server did not answer within ${options.timeoutMs ?? 180_000} ms: ${stderr}`)
    }
    const ready = await fetch(`${origin}${options.readyPath ?? '/api/v1/openapi.json'}`).then(
      (r) => r.ok,
      () => false,
    )
    if (ready) break
    await sleep(100)
  }
  const holder = listeningPid(port)
  if (holder !== pid) {
    await kill('SIGKILL').catch(() => undefined)
    throw new Error(`port ${port} is held by pid ${holder}, not by the server started (pid ${pid})`)
  }
  return { pid, port, origin, child, exited, stderrTail: () => stderr, stdout: () => stdout, kill }
}
