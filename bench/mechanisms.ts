/**
 * What each speed mechanism brings, on the target it was built for: the product with the
 * mechanism and the product without it (SPEED_OFF and the older switches: docs/operations.md),
 * side by side on the same data, measured in alternating rounds (on, off, then off, on...) so a
 * shared machine's drift falls on both. Reported per mechanism and workload: throughput with
 * and without, their ratio, each side's spread over the rounds, p99 and peak memory; "beats the
 * noise" when every round with it was faster than every round without it (or its p99 lower).
 *
 *   npm run bench -- mechanisms                        (100,000 news per language, SQLite then PostgreSQL)
 *   BENCH_MECHANISMS=doorkeeper,query-shapes BENCH_DB=sqlite BENCH_NEWS=10000 npm run bench -- mechanisms
 *   BENCH_MECHANISM_ROUNDS=5 BENCH_SECONDS=5 ...       (rounds, default 3; seconds a run, default 5)
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { ServerProcess } from '../tests/support/server-process'
import { benchPort, checkOwner, type Measured, middle, runWorkload, seedNews, serveProduct, WORKLOADS, type Workload } from './api'
import { benchDatabases, openDatabase, type DatabaseKind } from './databases'
import type { Bench, Figure } from './report'
import { writeWordsFile } from './wrk'

const NEWS = Number((process.env.BENCH_NEWS ?? '100000').split(',')[0])
const ROUNDS = Number(process.env.BENCH_MECHANISM_ROUNDS ?? 3)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5)

interface Mechanism {
  name: string
  /** The environment that switches it off (and, for one off by default, `on` the one that switches it on). */
  off: Record<string, string>
  on?: Record<string, string>
  /** The workloads it was built for (bench/api.ts, and `popular` here). */
  workloads: string[]
  databases: DatabaseKind[]
  /** For both products (the doorkeeper's: a cache small enough to be full within a run). */
  both?: Record<string, string>
  /** It changes the schema: the product without it gets a database of its own. */
  ownDatabase?: boolean
}

const BOTH: DatabaseKind[] = ['sqlite', 'postgres']
const MECHANISMS: Mechanism[] = [
  { name: 'answer-cache', off: { SPEED_OFF: 'answer-cache' }, workloads: ['cached'], databases: BOTH },
  { name: 'doorkeeper', off: { SPEED_OFF: 'doorkeeper' }, workloads: ['popular'], databases: BOTH, both: { ANSWER_CACHE_BYTES: String(2 ** 20) } },
  { name: 'query-shapes', off: { SPEED_OFF: 'query-shapes' }, workloads: ['pages', 'rare'], databases: BOTH },
  { name: 'read-pool', off: { SQLITE_READ_WORKERS: '0' }, workloads: ['pages', 'common'], databases: ['sqlite'] },
  { name: 'count-cache', off: { SPEED_OFF: 'count-cache' }, workloads: ['pages'], databases: BOTH },
  { name: 'serial-plans', off: { SPEED_OFF: 'serial-plans' }, workloads: ['common', 'rare'], databases: ['postgres'] },
  { name: 'miss-gate', off: { API_MISSES_IN_FLIGHT: '0' }, workloads: ['pages', 'common'], databases: BOTH },
  { name: 'list-indexes', off: { SPEED_OFF: 'list-indexes' }, workloads: ['pages'], databases: BOTH, ownDatabase: true },
  { name: 'search-fast-path', off: { SPEED_OFF: 'search-fast-path' }, workloads: ['common', 'rare', 'common-tag', 'common-ordered'], databases: ['sqlite'] },
  { name: 'sqlite-mmap', on: { SQLITE_READ_MMAP_MB: '1024' }, off: {}, workloads: ['common', 'pages'], databases: ['sqlite'] },
  // How the server runs (tests/support/server-process.ts): compiled (scripts/build-server.ts) or through tsx; and
  // V8's old generation grown by half of what the last full collection left, or by V8's own factor (up to 4x).
  { name: 'compiled-server', off: { BENCH_FROM_SOURCES: '1' }, workloads: ['cached', 'pages', 'common'], databases: BOTH },
  { name: 'heap-growing', off: { BENCH_NODE_FLAGS: '--heap-growing-percent=0' }, workloads: ['cached', 'pages', 'common'], databases: BOTH },
]

const POPULAR: Workload = { key: 'popular', name: '50 popular searches beside a crawl of one-off deep pages', mode: 'popular', uncached: false }
const workloadOf = (key: string) => (key === 'popular' ? POPULAR : WORKLOADS.find((w) => w.key === key)!)

function chosen(kind: DatabaseKind): Mechanism[] {
  const asked = process.env.BENCH_MECHANISMS?.split(',')
  return MECHANISMS.filter((m) => m.databases.includes(kind) && (!asked || asked.includes(m.name)))
}

/** A place for one product: SQLite a copy of the seeded folder; PostgreSQL the seeded database (or, `own`, a new one, seeded). */
class Places {
  private copies = 0
  constructor(
    private readonly kind: DatabaseKind,
    private readonly seeded: string,
    private readonly env: Record<string, string>,
    private readonly root: string,
  ) {}

  make(own: Record<string, string> | null): { dataDir: string; env: Record<string, string> } {
    const dataDir = path.join(this.root, `product-${this.copies++}`)
    if (this.kind === 'sqlite') {
      if (own) seedNews(dataDir, NEWS, own)
      else execFileSync('cp', ['-r', this.seeded, dataDir])
      return { dataDir, env: this.env }
    }
    fs.mkdirSync(dataDir)
    if (!own) return { dataDir, env: this.env }
    const name = `bench_${this.copies}`
    const url = new URL(this.env.DATABASE_URL)
    execFileSync('psql', ['-h', url.hostname, '-p', url.port, '-U', 'postgres', '-d', 'postgres', '-qc', `create database ${name}`])
    url.pathname = `/${name}`
    const env = { ...this.env, DATABASE_URL: url.toString() }
    seedNews(dataDir, NEWS, { ...env, ...own })
    return { dataDir, env }
  }
}

const spread = (runs: Measured[]) => `${Math.round(Math.min(...runs.map((r) => r.rps)))}-${Math.round(Math.max(...runs.map((r) => r.rps)))}`

async function measureMechanism(mechanism: Mechanism, places: Places, wordsFile: string, kind: DatabaseKind, databaseCpu?: () => number): Promise<Figure[]> {
  const on = places.make(null)
  const off = places.make(mechanism.ownDatabase ? mechanism.off : null)
  const servers: ServerProcess[] = []
  try {
    servers.push(await serveProduct(on.dataDir, { ...on.env, ...mechanism.both, ...mechanism.on }, benchPort(2)))
    servers.push(await serveProduct(off.dataDir, { ...off.env, ...mechanism.both, ...mechanism.off }, benchPort(3)))
    const [withIt, without] = servers
    const workloads = mechanism.workloads.map(workloadOf)
    const options = { wordsFile, newsPerLanguage: NEWS }
    for (const workload of workloads) for (const server of servers) await runWorkload(server, workload, { ...options, seconds: 3, warmUp: true })
    const runs = new Map(workloads.map((w) => [w, { on: [] as Measured[], off: [] as Measured[] }]))
    for (let round = 0; round < ROUNDS; round++) {
      for (const workload of workloads) {
        const order = round % 2 === 0 ? ([withIt, without] as const) : ([without, withIt] as const)
        for (const server of order) {
          // (one product is loaded at a time: the cluster's CPU meanwhile is that product's)
          const result = await runWorkload(server, workload, { ...options, seconds: SECONDS, round, databaseCpu })
          runs.get(workload)![server === withIt ? 'on' : 'off'].push(result)
        }
      }
    }
    for (const server of servers) checkOwner(server)
    return workloads.map((workload) => {
      const { on: withRuns, off: withoutRuns } = runs.get(workload)!
      const [a, b] = [middle(withRuns), middle(withoutRuns)]
      const faster = Math.min(...withRuns.map((r) => r.rps)) > Math.max(...withoutRuns.map((r) => r.rps))
      const slower = Math.max(...withRuns.map((r) => r.rps)) < Math.min(...withoutRuns.map((r) => r.rps))
      const shorterTail = Math.max(...withRuns.map((r) => r.p99)) < Math.min(...withoutRuns.map((r) => r.p99))
      const verdict = faster || shorterTail ? 'beats the noise' : slower ? 'slower with it' : 'within the noise'
      const peak = (each: Measured[]) => Math.max(...each.map((r) => r.peakMb)).toFixed(0)
      // The CPU a request of each round, the product's (+ the cluster's): steadier than req/s on a shared machine.
      const cpu = (each: Measured[]) =>
        each.map((r) => `${r.cpuPerRequest.toFixed(2)}${r.databaseCpuPerRequest === undefined ? '' : `+${r.databaseCpuPerRequest.toFixed(2)}`}`).join(' ')
      return {
        name:
          `${kind}: ${mechanism.name} on ${workload.key}: with ${spread(withRuns)} req/s (p99 ${a.p99.toFixed(1)} ms, peak ${peak(withRuns)} MB, ` +
          `CPU ms a request ${cpu(withRuns)}), without ${spread(withoutRuns)} req/s (p99 ${b.p99.toFixed(1)} ms, peak ${peak(withoutRuns)} MB, ` +
          `CPU ${cpu(withoutRuns)}), ${ROUNDS} rounds: ${verdict}`,
        value: a.rps,
        unit: 'req/s',
        baseline: { name: 'without it', value: b.rps },
      }
    })
  } finally {
    for (const server of servers) await server.kill()
  }
}

export const bench: Bench = {
  name: 'mechanisms',
  async run(): Promise<Figure[]> {
    const figures: Figure[] = []
    for (const kind of benchDatabases()) {
      const mechanisms = chosen(kind)
      if (!mechanisms.length) continue
      const root = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-mechanisms-'))
      const database = await openDatabase(kind)
      try {
        const seeded = path.join(root, 'seeded')
        seedNews(seeded, NEWS, database.env)
        const places = new Places(kind, seeded, database.env, root)
        const wordsFile = writeWordsFile(root)
        for (const mechanism of mechanisms) figures.push(...(await measureMechanism(mechanism, places, wordsFile, kind, database.cpuSeconds)))
      } finally {
        await database.stop()
        fs.rmSync(root, { recursive: true, force: true })
      }
    }
    return figures
  },
}
