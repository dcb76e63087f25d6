/**
 * Does a slow request hold up the others (issue 10.6)? The product with 100,000 news per language
 * and a live site serves two probes at a steady 100 requests/s each, the cached news list and the
 * home page: alone (idle), then while 5 clients (wrk, 5 connections) send requests that all
 * miss the answer cache (every one another page or search), in rounds. Reported: each probe's p99 under load
 * against its idle p99 in the same run (target <= 2x), and what the 5 clients got through.
 *
 * Latency is counted from the moment each probe request was due, not when it was sent, so a
 * stalled server cannot hide its stall by delaying the probe (coordinated omission).
 *
 * On SQLite and on PostgreSQL (BENCH_DB, bench/databases.ts), each with its own figures. On SQLite the
 * run is made twice: with reads on the event loop (SQLITE_READ_WORKERS=0, as before the read
 * workers) and as configured. A third probe, bare Fastify in a process of its own, measures what
 * the machine itself adds in each phase (on a shared machine, much).
 *
 *   npm run bench -- event-loop                          (BENCH_SECONDS per phase, default 15;
 *                                                         BENCH_EVENT_LOOP_ROUNDS idle/loaded rounds, default 3)
 *   BENCH_EVENT_LOOP_BEFORE=off npm run bench -- event-loop   (the configured run only)
 *   BENCH_LOAD_NICE=19 npm run bench -- event-loop            (the 5 clients' wrk at niceness 19: as if
 *                                                         they ran elsewhere, not on the server's 2 cores)
 */
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { sleep, startServerProcess, type ServerProcess } from '../tests/support/server-process'
import { benchPort, cachedQuery, checkOwner, settle, startProduct } from './api'
import { benchDatabases, openDatabase, type BenchDatabase } from './databases'
import { watchMemory } from './memory'
import type { Bench, Figure } from './report'
import { wrk, writeWordsFile, type WrkResult } from './wrk'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 15)
const NEWS = Number(process.env.BENCH_NEWS ?? 100000)
const RATE = 100
const CLIENTS = 5
const ROUNDS = Number(process.env.BENCH_EVENT_LOOP_ROUNDS ?? 3)
const LOAD_NICE = Number(process.env.BENCH_LOAD_NICE ?? 0)

interface Probe {
  latencies: number[]
  errors: number
}

function get(agent: http.Agent, url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers: { 'accept-encoding': 'gzip', ...headers } }, (response) => {
      response.resume()
      response.on('end', () => resolve(response.statusCode ?? 0))
    })
    request.on('error', reject)
  })
}

/** `RATE` requests a second to `url` for `seconds`, each timed from when it was due. */
export async function probe(url: string, seconds: number, headers: Record<string, string> = {}): Promise<Probe> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 8 })
  const result: Probe = { latencies: [], errors: 0 }
  const started = performance.now()
  const inFlight: Promise<void>[] = []
  for (let i = 0; i < seconds * RATE; i++) {
    const due = started + (i * 1000) / RATE
    const wait = due - performance.now()
    if (wait > 0) await sleep(wait)
    inFlight.push(
      get(agent, url, headers).then(
        (status) => (status === 200 ? void result.latencies.push(performance.now() - due) : void result.errors++),
        () => void result.errors++,
      ),
    )
  }
  await Promise.all(inFlight)
  agent.destroy()
  return result
}

export const p99 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * 0.99))] ?? NaN

async function probes(server: ServerProcess, control: ServerProcess) {
  const [list, page, bare] = await Promise.all([
    probe(`${server.origin}${cachedQuery()}`, SECONDS),
    probe(`${server.origin}/`, SECONDS),
    probe(`${control.origin}/api/v1/news/`, SECONDS),
  ])
  return { list, page, bare }
}

type Phase = Awaited<ReturnType<typeof probes>>
type Probed = 'list' | 'page' | 'bare'

/** The middle value (the lower middle of an even count). */
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]

/**
 * Idle, then loaded, ROUNDS times in turn: the probes' latencies and what the 5 clients got. The
 * rounds alternate so that a drift of the machine's speed (a shared machine's neighbours) falls on
 * both phases alike; each figure is the median of the rounds' p99s, each round's ratio is named.
 */
async function measure(database: BenchDatabase, readWorkers: string | undefined, control: ServerProcess, label: string): Promise<Figure[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-event-loop-'))
  const wordsFile = writeWordsFile(dataDir)
  const server = await startProduct(dataDir, NEWS, {
    BENCH_STATIC_SITE: '1',
    ...database.env,
    ...(readWorkers === undefined ? {} : { SQLITE_READ_WORKERS: readWorkers }),
  })
  const memory = watchMemory(server.pid)
  try {
    for (const url of [cachedQuery(), '/']) if (!(await fetch(`${server.origin}${url}`)).ok) throw new Error(`${url} did not answer 200`)
    await probes(server, control) // warm-up: JIT, the page in memory, the list in the answer cache
    const idle: Phase[] = []
    const loaded: Phase[] = []
    const misses: WrkResult[] = []
    for (let round = 0; round < ROUNDS; round++) {
      idle.push(await probes(server, control))
      // (each round asks other pages and searches: none is a hit left by the round before)
      const clients = wrk({
        url: `${server.origin}/`,
        connections: CLIENTS,
        seconds: SECONDS + 4,
        mode: 'mixed',
        wordsFile,
        pages: Math.ceil(NEWS / 6),
        start: round * 10_000_000,
        nice: LOAD_NICE,
      })
      await sleep(2000)
      loaded.push(await probes(server, control))
      misses.push(await clients)
      await settle(server)
    }
    checkOwner(server)
    checkOwner(control)
    const errors = [...idle, ...loaded].flatMap((phase) => [phase.list.errors, phase.page.errors]).reduce((a, b) => a + b, 0)
    const p99s = (phases: Phase[], probed: Probed) => phases.map((phase) => p99(phase[probed].latencies))
    const rounds = (probed: Probed) =>
      `rounds: ${p99s(loaded, probed)
        .map((value, i) => `${(value / p99s(idle, probed)[i]).toFixed(2)}x`)
        .join(', ')}`
    const requests = misses.reduce((sum, run) => sum + run.requests, 0)
    return [
      {
        name: `${label}: cached news list p99 while ${CLIENTS} clients send cache misses (median of ${ROUNDS}; ${rounds('list')})`,
        value: median(p99s(loaded, 'list')),
        unit: 'ms',
        baseline: { name: 'idle', value: median(p99s(idle, 'list')) },
        target: '<= 2x',
      },
      {
        name: `${label}: static page / p99 while ${CLIENTS} clients send cache misses (median of ${ROUNDS}; ${rounds('page')})`,
        value: median(p99s(loaded, 'page')),
        unit: 'ms',
        baseline: { name: 'idle', value: median(p99s(idle, 'page')) },
        target: '<= 2x',
      },
      {
        name: `${label}: the machine's own share (bare Fastify probed meanwhile) p99 (${rounds('bare')})`,
        value: median(p99s(loaded, 'bare')),
        unit: 'ms',
        baseline: { name: 'idle', value: median(p99s(idle, 'bare')) },
      },
      {
        name: `${label}: cached news list p99 under load, against bare Fastify's at the same time`,
        value: median(p99s(loaded, 'list')),
        unit: 'ms',
        baseline: { name: 'bare Fastify', value: median(p99s(loaded, 'bare')) },
      },
      {
        name: `${label}: static page p99 under load, against bare Fastify's at the same time`,
        value: median(p99s(loaded, 'page')),
        unit: 'ms',
        baseline: { name: 'bare Fastify', value: median(p99s(loaded, 'bare')) },
      },
      {
        name: `${label}: the ${CLIENTS} clients' cache misses (${requests} requests, p99 ${median(misses.map((run) => run.p99)).toFixed(1)} ms, ${misses.reduce((sum, run) => sum + run.errors + run.statusErrors, 0)} errors)`,
        value: median(misses.map((run) => run.rps)),
        unit: 'req/s',
      },
      { name: `${label}: probe errors`, value: errors, unit: '' },
      { name: `${label}: the server's peak resident memory (all threads)`, value: memory.peakMb(), unit: 'MB', target: '< 300 MB' },
    ]
  } finally {
    memory.stop()
    await server.kill()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

export const bench: Bench = {
  name: 'event-loop',
  async run(): Promise<Figure[]> {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-event-loop-control-'))
    fs.writeFileSync(path.join(folder, 'answer.json'), '{"count":0,"next":null,"previous":null,"results":[]}')
    const control = await startServerProcess({
      script: 'bench/bare-fastify.ts',
      env: { BENCH_ANSWER: path.join(folder, 'answer.json') },
      readyPath: '/api/v1/news/',
      port: benchPort(1),
    })
    try {
      const figures: Figure[] = []
      for (const kind of benchDatabases()) {
        const database = await openDatabase(kind)
        try {
          if (kind === 'sqlite' && process.env.BENCH_EVENT_LOOP_BEFORE !== 'off')
            figures.push(...(await measure(database, '0', control, `sqlite, ${NEWS} news per language, reads on the event loop (SQLITE_READ_WORKERS=0)`)))
          const workers = kind === 'sqlite' ? `read workers (${process.env.SQLITE_READ_WORKERS ?? 'default'}), ` : ''
          figures.push(
            ...(await measure(
              database,
              kind === 'sqlite' ? process.env.SQLITE_READ_WORKERS : undefined,
              control,
              `${kind}, ${NEWS} news per language, ${workers}misses in flight (${process.env.API_MISSES_IN_FLIGHT ?? 'default'}), clients' niceness ${LOAD_NICE}`,
            )),
          )
        } finally {
          await database.stop()
        }
      }
      return figures
    } finally {
      await control.kill()
      fs.rmSync(folder, { recursive: true, force: true })
    }
  },
}
