/**
 * Load (issues 6 and 9.3): 200 anonymous readers and 5 staff writers for 60 s on loopback
 * against the real product (demo content), the site rebuilding after the saves as in production
 * (BENCH_LOAD_SITE_BUILD=off measures the API alone).
 *
 * Writers: each owns a news item and saves it without pause, writing an increasing version into
 * it (PATCH); every tenth round it also creates and deletes another item. Only these writes are
 * counted as writes: a writer never reads anything back.
 *
 * Readers (autocannon, 200 connections, anonymous, so the answer cache serves them) go round
 * the public calls visitors make most, and among them the writers' items, one by one and in a
 * search list. Each read of a writer's item checks its version: a read that sees a version older
 * than the last one acknowledged to its writer before the read was sent is stale. The answer
 * cache must never serve one, however the reads and saves interleave.
 *
 *   npm run bench -- load                           (BENCH_LOAD_SECONDS=60)
 */
import autocannon from 'autocannon'
import { Api, checkSameServer, startServer, stopServer } from './product'
import type { Bench, Figure } from './report'

const READERS = 200
const WRITERS = 5
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 60)
const MARK = 'loadwriter'

const PUBLIC_PATHS = [
  '/api/v1/news/?lang=sl&is_published=true&page_size=6',
  '/api/v1/news/?lang=en&search=zone&page=1',
  '/api/v1/news/latest/',
  '/api/v1/events/?language=sl',
  '/api/v1/projects/?language=en&ordering=-published_date&page_size=4',
  '/api/v1/empty_spaces/?language=sl',
  '/api/v1/news/tags/',
  '/',
]

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : 0
}

/** What the readers found: verified reads, stale ones (with a few examples), and cache hits among them. */
interface Checks {
  verified: number
  stale: number
  hits: number
  examples: string[]
}

/** The version a writer's summary carries: "loadwriter 3 version 17" -> [3, 17]. */
function versionsIn(body: string): [number, number][] {
  return [...body.matchAll(/loadwriter (\d+) version (\d+)/g)].map((m) => [Number(m[1]), Number(m[2])])
}

/** autocannon requests that check the versions of the writers' items against what was acknowledged before sending. */
function verifyingRequests(ids: number[], acknowledged: number[], checks: Checks) {
  const verify = (path: string) => ({
    method: 'GET' as const,
    path,
    // Called just before the request is sent (pipelining 1): the floor is what had been acknowledged by then.
    setupRequest: (request: object, context: Record<string, unknown>) => {
      context.floor = [...acknowledged]
      return request
    },
    onResponse: (status: number, body: string, context: Record<string, unknown>, headers: Record<string, string>) => {
      if (status !== 200) return
      const floor = context.floor as number[]
      for (const [writer, version] of versionsIn(body)) {
        checks.verified++
        if (headers['x-cache'] === 'hit') checks.hits++
        if (version < floor[writer]) {
          checks.stale++
          if (checks.examples.length < 5)
            checks.examples.push(`${path}: writer ${writer} version ${version} after ${floor[writer]} was acknowledged (${headers['x-cache'] ?? 'miss'})`)
        }
      }
    },
  })
  return [...ids.map((id) => verify(`/api/v1/news/${id}/`)), verify(`/api/v1/news/?lang=sl&search=${MARK}&page_size=10`)]
}

interface WriterResult {
  latencies: number[]
  errors: number
  failures: string[]
}

/** One staff member saving without pause until `until`, raising the version of its item each time. */
async function writer(api: Api, index: number, id: number, acknowledged: number[], until: number): Promise<WriterResult> {
  const result: WriterResult = { latencies: [], errors: 0, failures: [] }
  const timed = async <T>(call: () => Promise<T>): Promise<T | null> => {
    const started = performance.now()
    try {
      const value = await call()
      result.latencies.push(performance.now() - started)
      return value
    } catch (error) {
      result.errors++
      if (result.failures.length < 3) result.failures.push(String((error as Error).message).slice(0, 200))
      return null
    }
  }
  for (let round = 1; Date.now() < until; round++) {
    const saved = await timed(() => api.call('PATCH', `news/admin/news/${id}/`, { summary: `${MARK} ${index} version ${round}` }))
    if (saved) acknowledged[index] = round
    if (round % 10 === 0) {
      const extra = await timed(() =>
        api.call<{ id: number }>('POST', 'news/admin/news/', {
          title: `load extra ${index} ${round}`,
          lang: 'en',
          date_made: '2026-01-02',
          body: 'x',
          is_published: true,
        }),
      )
      if (extra) await timed(() => api.call('DELETE', `news/admin/news/${extra.id}/`))
    }
  }
  return result
}

export const bench: Bench = {
  name: 'load',
  async run(): Promise<Figure[]> {
    const siteBuilds = process.env.BENCH_LOAD_SITE_BUILD !== 'off'
    const server = await startServer({ SITE_BUILD: siteBuilds ? 'on' : 'off' })
    try {
      const api = new Api(server.origin)
      await api.login()
      if (siteBuilds) await api.waitForLive(null)
      const ids: number[] = []
      for (let index = 0; index < WRITERS; index++) {
        const body = {
          title: `${MARK} ${index}`,
          summary: `${MARK} ${index} version 0`,
          lang: 'sl',
          date_made: '2026-01-01',
          body: 'Load test.',
          is_published: true,
        }
        ids.push((await api.call<{ id: number }>('POST', 'news/admin/news/', body)).id)
      }
      const acknowledged = ids.map(() => 0)
      const checks: Checks = { verified: 0, stale: 0, hits: 0, examples: [] }
      const until = Date.now() + SECONDS * 1000
      const requests = [...verifyingRequests(ids, acknowledged, checks), ...PUBLIC_PATHS.map((path) => ({ method: 'GET' as const, path }))]
      const [readers, ...writers] = await Promise.all([
        autocannon({ url: server.origin, connections: READERS, duration: SECONDS, requests }),
        ...ids.map((id, index) => writer(api, index, id, acknowledged, until)),
      ])
      checkSameServer(server)
      for (const id of ids) await api.call('DELETE', `news/admin/news/${id}/`)
      const writes = writers.flatMap((w) => w.latencies)
      const codes = Object.entries(readers.statusCodeStats ?? {})
        .map(([code, { count }]) => `${code}: ${count}`)
        .join(', ')
      console.log(`  read status codes: ${codes}; connection errors ${readers.errors}, timeouts ${readers.timeouts}`)
      for (const failure of writers.flatMap((w) => w.failures).slice(0, 5)) console.log(`  write failure: ${failure}`)
      for (const example of checks.examples) console.log(`  stale: ${example}`)
      const label = `${READERS} anonymous readers + ${WRITERS} writers, ${SECONDS} s`
      return [
        { name: `reads (${label})`, value: readers.requests.total, unit: 'requests' },
        { name: 'read throughput', value: readers.requests.average, unit: 'req/s' },
        { name: 'read latency p50', value: readers.latency.p50, unit: 'ms' },
        { name: 'read latency p99', value: readers.latency.p99, unit: 'ms' },
        { name: 'read errors (non-2xx, errors, timeouts)', value: readers.non2xx + readers.errors + readers.timeouts, unit: '', target: '0' },
        { name: "versions of writers' items checked by readers", value: checks.verified, unit: '' },
        { name: '  of which answered from the cache', value: checks.hits, unit: '' },
        { name: 'stale reads (older than acknowledged before the read)', value: checks.stale, unit: '', target: '0' },
        { name: 'writes (PATCH, POST, DELETE; no reads)', value: writes.length, unit: 'requests' },
        { name: 'write latency p50', value: percentile(writes, 50), unit: 'ms' },
        { name: 'write latency p99', value: percentile(writes, 99), unit: 'ms' },
        { name: 'write errors', value: writers.reduce((sum, w) => sum + w.errors, 0), unit: '', target: '0' },
      ]
    } finally {
      await stopServer(server)
    }
  },
}
