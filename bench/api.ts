/**
 * The public news list under load (issue 9.4, 10.5, 26.6), on SQLite and on PostgreSQL
 * (bench/databases.ts), against bare Fastify answering the same JSON from memory, with the same
 * connections, in the same run. The workloads are what clients send (bench/wrk-requests.lua):
 *
 *   cached            one fixed URL (lang + published + tag + search, 6 a page): answer-cache hits
 *   junk parameters   that URL with utm_* and fbclid, other values every request: still hits
 *   deep pages        every request another page of another list (language x ordering), scattered over the list
 *   rare / common     every request another search: a rare word (or two; a few hundred matches a
 *                     language) or a common one (about 2,500: bench/news-corpus.ts), alone and with
 *                     the filters clients add (`is_published=true&page_size=6`, a tag, an ordering)
 *
 * The uncached URLs are made from the request number, so no URL is asked twice and none can be an
 * answer-cache hit. Each workload reports throughput and p99 against bare Fastify's, the server's
 * CPU a request and its peak resident memory (all threads, /proc). Servers run through
 * tests/support/server-process.ts, which checks that the port answering is held by the process
 * started; the check is repeated after the measurements.
 *
 *   npm run bench -- api                                (100,000 news per language, SQLite then PostgreSQL)
 *   BENCH_DB=sqlite BENCH_NEWS=10000 npm run bench -- api
 *   BENCH_API_ROUNDS=5 npm run bench -- api             (rounds of all workloads; default 3, the median reported)
 *   BENCH_API_WORKLOADS=common,common-client npm run bench -- api   (some workloads only; the cached one always runs)
 *   BENCH_PORT=8340 BENCH_PG_PORT=55740 ...             (the product on 8340, bare Fastify on 8341)
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { listeningPid, startServerProcess, type ServerProcess } from '../tests/support/server-process'
import { benchDatabases, openDatabase, type DatabaseKind } from './databases'
import { watchMemory } from './memory'
import { vocabulary } from './news-corpus'
import type { Bench, Figure } from './report'
import { wrk, writeWordsFile, type WrkMode, type WrkResult } from './wrk'

const CONNECTIONS = 50
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const SIZES = (process.env.BENCH_NEWS ?? '100000').split(',').map(Number)
const ROUNDS = Number(process.env.BENCH_API_ROUNDS ?? 3)
const PAGE_SIZE = 6
export const cachedQuery = () => `/api/v1/news/?lang=sl&is_published=true&tag=cona&search=${encodeURIComponent(vocabulary()[0])}&page_size=${PAGE_SIZE}`
/** What the site's and clients' news lists add to a search (is_published=true changes no visitor's answer). */
const CLIENT_FILTERS = `&is_published=true&page_size=${PAGE_SIZE}`

export interface Workload {
  key: string
  name: string
  mode: WrkMode
  extra?: string
  /** Targets apply: >= 0.1x bare Fastify, p99 <= 50 ms. */
  uncached: boolean
}

export const WORKLOADS: Workload[] = [
  { key: 'cached', name: 'cached list (one URL)', mode: 'fixed', uncached: false },
  { key: 'junk', name: 'cached list with junk parameters (utm_*, fbclid: other values every request)', mode: 'junk', uncached: false },
  { key: 'pages', name: 'deep pages (every request another page of another list, 4 orderings)', mode: 'pages', uncached: true },
  { key: 'rare', name: 'rare-word search (one or two words)', mode: 'rare', uncached: true },
  {
    key: 'rare-client',
    name: 'rare-word search with is_published=true, page_size=6, a tag and 4 orderings',
    mode: 'rare:ordered',
    extra: `${CLIENT_FILTERS}&tag=cona`,
    uncached: true,
  },
  { key: 'common', name: 'common-word search (pages 1-10)', mode: 'common', uncached: true },
  {
    key: 'common-client',
    name: 'common-word search as clients send it (is_published=true&page_size=6)',
    mode: 'common',
    extra: CLIENT_FILTERS,
    uncached: true,
  },
  { key: 'common-tag', name: 'common-word search with a tag', mode: 'common', extra: '&tag=cona', uncached: true },
  { key: 'common-ordered', name: 'common-word search in 4 orderings', mode: 'common:ordered', uncached: true },
]

function chosenWorkloads(): Workload[] {
  const asked = process.env.BENCH_API_WORKLOADS?.split(',')
  return asked ? WORKLOADS.filter((w) => w.key === 'cached' || asked.includes(w.key)) : WORKLOADS
}

/** Fails the run when the port is no longer held by the server started (it died and something else answers). */
export function checkOwner(server: ServerProcess) {
  const holder = listeningPid(server.port)
  if (holder !== server.pid) throw new Error(`port ${server.port} is held by pid ${holder}, not by the server started (pid ${server.pid})`)
}

/** BENCH_PORT + `offset` when BENCH_PORT is set (machines shared by several people); a free port otherwise. */
export const benchPort = (offset: number) => (process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) + offset : undefined)

/** Fills `dataDir` (or the database in env.DATABASE_URL) in a process of its own: the server measured starts without the seeding's heap. */
export function seedNews(dataDir: string, newsPerLanguage: number, env: Record<string, string> = {}) {
  const seeded = spawnSync(process.execPath, ['--import', 'tsx', 'bench/api-server.ts'], {
    env: { ...process.env, BENCH_DATA_DIR: dataDir, BENCH_NEWS: String(newsPerLanguage), ...env, BENCH_SEED_ONLY: '1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  if (seeded.status !== 0) throw new Error(`seeding ${newsPerLanguage} news per language failed (${seeded.status ?? seeded.signal})`)
}

/** The product on a data folder (and database) seeded before. */
export function serveProduct(dataDir: string, env: Record<string, string> = {}, port = benchPort(0)): Promise<ServerProcess> {
  return startServerProcess({ script: 'bench/api-server.ts', env: { BENCH_DATA_DIR: dataDir, ...env }, readyPath: '/api/v1/news/', timeoutMs: 600_000, port })
}

export async function startProduct(dataDir: string, newsPerLanguage: number, env: Record<string, string> = {}, port = benchPort(0)): Promise<ServerProcess> {
  seedNews(dataDir, newsPerLanguage, env)
  return serveProduct(dataDir, env, port)
}

/**
 * CPU seconds the process has used so far, all its threads (read workers included), from
 * /proc/<pid>/stat (utime + stime, in clock ticks of 1/100 s). Divided by the requests served,
 * it is a figure a busy shared machine cannot inflate the way it inflates latencies.
 */
export function cpuSecondsOf(pid: number): number {
  return cpuSecondsIn(`/proc/${pid}/stat`)
}

/**
 * The same for the main thread alone (the event loop: /proc/<pid>/task/<pid>), the share that
 * holds up every other request; the read workers' share is apart.
 */
export function mainThreadCpuSecondsOf(pid: number): number {
  return cpuSecondsIn(`/proc/${pid}/task/${pid}/stat`)
}

function cpuSecondsIn(file: string): number {
  const fields = fs.readFileSync(file, 'utf8').split(') ')[1].split(' ')
  return (Number(fields[11]) + Number(fields[12])) / 100
}

/**
 * Waits until the server answers a trivial request at once: requests wrk gave up on at the end of
 * a run are still being worked through, and would otherwise slow the next run down.
 */
export async function settle(server: ServerProcess, timeoutMs = 600_000) {
  const deadline = Date.now() + timeoutMs
  for (let quick = 0; quick < 3; ) {
    if (Date.now() > deadline) throw new Error(`${server.origin} is still busy after ${timeoutMs} ms`)
    const started = performance.now()
    await fetch(`${server.origin}/api/v1/no-such-path/`).then(
      (r) => r.arrayBuffer(),
      () => undefined,
    )
    quick = performance.now() - started < 20 ? quick + 1 : 0
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

export type Measured = WrkResult & { cpuPerRequest: number; mainCpuPerRequest: number; peakMb: number; databaseCpuPerRequest?: number }

/** One wrk run of `workload` against `server`, with the server's CPU and peak memory meanwhile. */
export async function runWorkload(
  server: ServerProcess,
  workload: Pick<Workload, 'mode' | 'extra'>,
  options: { wordsFile: string; newsPerLanguage: number; seconds?: number; warmUp?: boolean; round?: number; databaseCpu?: () => number },
): Promise<Measured> {
  const { warmUp = false, round = 0, databaseCpu } = options
  const cpuBefore = cpuSecondsOf(server.pid)
  const databaseBefore = databaseCpu?.()
  const mainBefore = mainThreadCpuSecondsOf(server.pid)
  const memory = watchMemory(server.pid)
  const result = await wrk({
    url: `${server.origin}${cachedQuery()}`,
    connections: CONNECTIONS,
    seconds: options.seconds ?? SECONDS,
    mode: workload.mode,
    wordsFile: options.wordsFile,
    // The warm-up asks 7 a page (the last page_size given counts): none of its URLs is one of the measured ones.
    pages: Math.ceil(options.newsPerLanguage / (warmUp ? 7 : PAGE_SIZE)),
    extra: `${workload.extra ?? ''}${warmUp ? '&page_size=7' : ''}`,
    // (each round asks other pages and searches than the rounds before: none is an answer-cache hit)
    start: warmUp ? 1_000_000 : round * 15_000,
  })
  // (read at once: requests wrk gave up on at the end are still served, but not counted)
  const cpuPerRequest = ((cpuSecondsOf(server.pid) - cpuBefore) * 1000) / result.requests
  const mainCpuPerRequest = ((mainThreadCpuSecondsOf(server.pid) - mainBefore) * 1000) / result.requests
  const databaseCpuPerRequest = databaseCpu && databaseBefore !== undefined ? ((databaseCpu() - databaseBefore) * 1000) / result.requests : undefined
  await settle(server)
  memory.stop()
  return { ...result, cpuPerRequest, mainCpuPerRequest, peakMb: memory.peakMb(), databaseCpuPerRequest }
}

/** The database's processes' CPU a request, when counted (PostgreSQL), beside the product's own. */
const databaseShare = (run: Measured) =>
  run.databaseCpuPerRequest === undefined ? '' : `; PostgreSQL's processes ${run.databaseCpuPerRequest.toFixed(2)} more`

/** The run of median throughput. */
export const middle = (runs: Measured[]) => [...runs].sort((a, b) => a.rps - b.rps)[Math.floor((runs.length - 1) / 2)]

async function measure(kind: DatabaseKind, newsPerLanguage: number): Promise<Figure[]> {
  const workloads = chosenWorkloads()
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-api-'))
  const wordsFile = writeWordsFile(dataDir)
  const database = await openDatabase(kind)
  let product: ServerProcess | undefined
  let bare: ServerProcess | undefined
  try {
    const seeding = Date.now()
    product = await startProduct(dataDir, newsPerLanguage, database.env)
    console.log(`  ${kind}: ${newsPerLanguage} news per language seeded and started in ${((Date.now() - seeding) / 1000).toFixed(0)} s`)
    const answer = await fetch(`${product.origin}${cachedQuery()}`)
    if (!answer.ok) throw new Error(`${cachedQuery()} answered ${answer.status}`)
    fs.writeFileSync(path.join(dataDir, 'answer.json'), await answer.text())
    bare = await startServerProcess({
      script: 'bench/bare-fastify.ts',
      env: { BENCH_ANSWER: path.join(dataDir, 'answer.json') },
      readyPath: '/api/v1/news/',
      port: benchPort(1),
    })
    const wholeRun = watchMemory(product.pid)
    const options = { wordsFile, newsPerLanguage }
    // Warm-up, not measured: JIT, the database's page cache, the product's garbage from seeding collected.
    for (const workload of workloads) await runWorkload(product, workload, { ...options, seconds: 3, warmUp: true })
    await runWorkload(bare, { mode: 'fixed' }, { ...options, seconds: 3, warmUp: true })
    // In rounds, each every workload in turn, so that a drift of a shared machine's speed falls on all alike.
    const baseline: Measured[] = []
    const runs = new Map<Workload, Measured[]>(workloads.map((w) => [w, []]))
    for (let round = 0; round < ROUNDS; round++) {
      baseline.push(await runWorkload(bare, { mode: 'fixed' }, { ...options, round }))
      for (const workload of workloads) runs.get(workload)!.push(await runWorkload(product, workload, { ...options, round, databaseCpu: database.cpuSeconds }))
    }
    checkOwner(product)
    checkOwner(bare)
    wholeRun.stop()
    const bareMiddle = middle(baseline)
    const label = `${kind}, ${newsPerLanguage} news per language, ${CONNECTIONS} connections, ${SECONDS} s a run`
    const spread = (each: Measured[]) => each.map((run) => `${Math.round(run.rps)}/${run.p99.toFixed(0)}`).join(' ')
    console.log(
      `  ${label}; bare Fastify ${Math.round(bareMiddle.rps)} req/s, p99 ${bareMiddle.p99.toFixed(1)} ms (rounds, req/s / p99 ms: ${spread(baseline)})`,
    )
    const figures: Figure[] = []
    for (const [workload, each] of runs) {
      const run = middle(each)
      const errors = each.reduce((sum, r) => sum + r.errors + r.statusErrors, 0)
      figures.push({
        name:
          `${kind}: ${workload.name}: p99 ${run.p99.toFixed(1)} ms, CPU ${run.cpuPerRequest.toFixed(2)} ms a request ` +
          `(event loop ${run.mainCpuPerRequest.toFixed(2)}${databaseShare(run)}), peak ${Math.max(...each.map((r) => r.peakMb)).toFixed(0)} MB, ${errors} errors ` +
          `(rounds, req/s / p99 ms: ${spread(each)})`,
        value: run.rps,
        unit: 'req/s',
        baseline: { name: 'bare Fastify', value: bareMiddle.rps },
        target: workload.uncached ? '>= 0.1x, p99 <= 50 ms' : undefined,
      })
    }
    figures.push({ name: `${kind}: the server's peak resident memory through the run (all threads)`, value: wholeRun.peakMb(), unit: 'MB', target: '< 300 MB' })
    return figures
  } finally {
    await bare?.kill()
    await product?.kill()
    await database.stop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

export const apiBench: Bench = {
  name: 'api',
  async run(): Promise<Figure[]> {
    const figures: Figure[] = []
    for (const size of SIZES) for (const kind of benchDatabases()) figures.push(...(await measure(kind, size)))
    return figures
  },
}
