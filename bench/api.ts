/**
 * The public news list under load (issue 9.4, 10.5), cached and uncached side by side, against
 * bare Fastify answering the same JSON from memory, with the same connections, in the same run:
 *
 *   cached     one fixed URL (lang + published + tag + search, 6 a page): answer-cache hits
 *   pages      every request a different page of a different list (language x ordering x page)
 *   search     every request a different search (one or two words, with or without diacritics)
 *
 * The uncached URLs are made by bench/wrk-requests.lua from the request number, so no URL is
 * asked twice and none can be an answer-cache hit. Servers run through tests/support/server-process.ts,
 * which checks that the port answering is held by the process started; the check is repeated after
 * the measurements.
 *
 *   npm run bench -- api                                (100,000 news per language)
 *   BENCH_NEWS=1000,100000 npm run bench -- api         (each size, one after the other)
 *   BENCH_API_ROUNDS=5 npm run bench -- api             (rounds of the four runs; default 3, the median reported)
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { listeningPid, startServerProcess, type ServerProcess } from '../tests/support/server-process'
import { vocabulary } from './news-corpus'
import type { Bench, Figure } from './report'
import { wrk, writeWordsFile, type WrkResult } from './wrk'

const CONNECTIONS = 50
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const SIZES = (process.env.BENCH_NEWS ?? '100000').split(',').map(Number)
const ROUNDS = Number(process.env.BENCH_API_ROUNDS ?? 3)
const PAGE_SIZE = 6
export const cachedQuery = () => `/api/v1/news/?lang=sl&is_published=true&tag=cona&search=${encodeURIComponent(vocabulary()[0])}&page_size=${PAGE_SIZE}`

/** Fails the run when the port is no longer held by the server started (it died and something else answers). */
export function checkOwner(server: ServerProcess) {
  const holder = listeningPid(server.port)
  if (holder !== server.pid) throw new Error(`port ${server.port} is held by pid ${holder}, not by the server started (pid ${server.pid})`)
}

export async function startProduct(dataDir: string, newsPerLanguage: number, env: Record<string, string> = {}): Promise<ServerProcess> {
  return startServerProcess({
    script: 'bench/api-server.ts',
    env: { BENCH_DATA_DIR: dataDir, BENCH_NEWS: String(newsPerLanguage), ...env },
    readyPath: '/api/v1/news/',
    timeoutMs: 900_000,
  })
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

async function measure(newsPerLanguage: number) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-api-'))
  const wordsFile = writeWordsFile(dataDir)
  const product = await startProduct(dataDir, newsPerLanguage)
  let bare: ServerProcess | undefined
  try {
    const answer = await fetch(`${product.origin}${cachedQuery()}`)
    if (!answer.ok) throw new Error(`${cachedQuery()} answered ${answer.status}`)
    fs.writeFileSync(path.join(dataDir, 'answer.json'), await answer.text())
    bare = await startServerProcess({ script: 'bench/bare-fastify.ts', env: { BENCH_ANSWER: path.join(dataDir, 'answer.json') }, readyPath: '/api/v1/news/' })
    const pages = Math.ceil(newsPerLanguage / PAGE_SIZE)
    const run = async (server: ServerProcess, mode: 'fixed' | 'pages' | 'search', seconds = SECONDS, warmUp = false, round = 0) => {
      const cpuBefore = cpuSecondsOf(server.pid)
      const mainBefore = mainThreadCpuSecondsOf(server.pid)
      const result = await wrk({
        url: `${server.origin}${cachedQuery()}`,
        connections: CONNECTIONS,
        seconds,
        mode,
        wordsFile,
        // The warm-up asks 7 a page: none of its URLs is one of the measured ones.
        pages: warmUp ? Math.ceil(newsPerLanguage / 7) : pages,
        extra: warmUp ? '&page_size=7' : '',
        // (each round asks other pages and searches than the rounds before: none is an answer-cache hit)
        start: warmUp ? 1_000_000 : round * 100_000,
      })
      // (read at once: requests wrk gave up on at the end are still served, but not counted)
      const cpuPerRequest = ((cpuSecondsOf(server.pid) - cpuBefore) * 1000) / result.requests
      const mainCpuPerRequest = ((mainThreadCpuSecondsOf(server.pid) - mainBefore) * 1000) / result.requests
      await settle(server)
      return { ...result, cpuPerRequest, mainCpuPerRequest }
    }
    // Warm-up, not measured: JIT, SQLite's page cache, the product's garbage from seeding collected.
    for (const mode of ['fixed', 'pages', 'search'] as const) await run(product, mode, 3, true)
    await run(bare, 'fixed', 3, true)
    // In rounds, each the four runs in turn, so that a drift of a shared machine's speed falls on all alike; each
    // figure is the run of median throughput among the rounds.
    const rounds: Record<'baseline' | 'cached' | 'uncachedPages' | 'uncachedSearch', Measured[]> = {
      baseline: [],
      cached: [],
      uncachedPages: [],
      uncachedSearch: [],
    }
    for (let round = 0; round < ROUNDS; round++) {
      rounds.baseline.push(await run(bare, 'fixed'))
      rounds.cached.push(await run(product, 'fixed'))
      rounds.uncachedPages.push(await run(product, 'pages', SECONDS, false, round))
      rounds.uncachedSearch.push(await run(product, 'search', SECONDS, false, round))
    }
    checkOwner(product)
    checkOwner(bare)
    const middle = (runs: Measured[]) => [...runs].sort((a, b) => a.rps - b.rps)[Math.floor((runs.length - 1) / 2)]
    return {
      baseline: middle(rounds.baseline),
      cached: middle(rounds.cached),
      uncachedPages: middle(rounds.uncachedPages),
      uncachedSearch: middle(rounds.uncachedSearch),
      spread: Object.fromEntries(
        Object.entries(rounds).map(([name, runs]) => [name, runs.map((each) => `${Math.round(each.rps)} req/s p99 ${each.p99.toFixed(0)} ms`)]),
      ),
    }
  } finally {
    await bare?.kill()
    await product.kill()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

type Measured = WrkResult & { cpuPerRequest: number; mainCpuPerRequest: number }

function figuresOf(label: string, size: number, result: Measured, baseline: Measured, rpsTarget?: string, p99Target?: string): Figure[] {
  const rows = `${size} news per language, ${CONNECTIONS} connections, ${SECONDS} s`
  return [
    {
      name: `${label} throughput (${rows}; ${result.requests} requests)`,
      value: result.rps,
      unit: 'req/s',
      baseline: { name: 'bare Fastify', value: baseline.rps },
      target: rpsTarget,
    },
    { name: `${label} p99 latency`, value: result.p99, unit: 'ms', baseline: { name: 'bare Fastify', value: baseline.p99 }, target: p99Target },
    {
      name: `${label} server CPU per request (all threads)`,
      value: result.cpuPerRequest,
      unit: 'ms',
      baseline: { name: 'bare Fastify', value: baseline.cpuPerRequest },
    },
    {
      name: `${label} server CPU per request (main thread: the event loop)`,
      value: result.mainCpuPerRequest,
      unit: 'ms',
      baseline: { name: 'bare Fastify', value: baseline.mainCpuPerRequest },
    },
    { name: `${label} errors, timeouts and answers >= 400`, value: result.errors + result.statusErrors, unit: '' },
  ]
}

export const apiBench: Bench = {
  name: 'api',
  async run(): Promise<Figure[]> {
    const figures: Figure[] = []
    for (const size of SIZES) {
      const { baseline, cached, uncachedPages, uncachedSearch, spread } = await measure(size)
      for (const [name, runs] of Object.entries(spread)) console.log(`  ${name}, each round: ${runs.join('; ')}`)
      figures.push(
        ...figuresOf('cached news list (one URL)', size, cached, baseline),
        ...figuresOf('uncached pages (every request another page)', size, uncachedPages, baseline, '>= 0.1x', '<= 50 ms'),
        ...figuresOf('uncached search (every request another search)', size, uncachedSearch, baseline, '>= 0.1x', '<= 50 ms'),
      )
    }
    return figures
  },
}
