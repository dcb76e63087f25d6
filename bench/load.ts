/**
 * Load (issue 6): 200 concurrent readers and 5 writers for 60 s on loopback against the real
 * product (demo content). Readers (autocannon, 200 connections) go round the public calls
 * visitors make most: news lists with filters, a news item, events, projects, spaces, the home
 * page. Writers are 5 staff loops that save news (PATCH), create and delete a news item, as
 * staff at work would, only without pause. Reported: requests, errors (anything not 2xx/3xx,
 * timeouts, refused connections) and p50/p99 latency of both, and whether every save is seen
 * by the next read (the response cache must never serve stale data).
 *
 * The site is built first; the writers' saves then rebuild it during the run, as in production
 * (BENCH_LOAD_SITE_BUILD=off measures the API alone, without the builds' CPU).
 *
 *   npm run bench -- load                           (BENCH_LOAD_SECONDS=60)
 */
import autocannon from 'autocannon'
import { Api, startServer, stopServer } from './product'
import type { Bench, Figure } from './report'

const READERS = 200
const WRITERS = 5
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 60)

const READ_PATHS = [
  '/api/v1/news/?lang=sl&is_published=true&page_size=6',
  '/api/v1/news/?lang=en&search=zone&page=1',
  '/api/v1/news/latest/',
  '/api/v1/events/?language=sl',
  '/api/v1/projects/?language=en&ordering=-published_date&page_size=4',
  '/api/v1/empty_spaces/?language=sl',
  '/api/v1/news/tags/',
  '/',
]

interface WriterResult {
  latencies: number[]
  errors: number
  stale: number
  /** The first few failures, to say what went wrong. */
  failures: string[]
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : 0
}

/** One staff member saving without pause until `until`; checks each save is read back at once. */
async function writer(api: Api, index: number, until: number): Promise<WriterResult> {
  const result: WriterResult = { latencies: [], errors: 0, stale: 0, failures: [] }
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
  const created = await timed(() => api.call<{ id: number }>('POST', 'news/admin/news/', {
    title: `load writer ${index}`, lang: 'sl', date_made: '2026-01-01', body: 'Load test.', is_published: true,
  }))
  if (!created) return result
  for (let round = 0; Date.now() < until; round++) {
    const summary = `writer ${index} round ${round}`
    await timed(() => api.call('PATCH', `news/admin/news/${created.id}/`, { summary }))
    const seen = await timed(() => api.call<{ summary: string }>('GET', `news/${created.id}/`))
    if (seen && seen.summary !== summary) result.stale++
    if (round % 10 === 9) {
      const extra = await timed(() => api.call<{ id: number }>('POST', 'news/admin/news/', { title: `load extra ${index} ${round}`, lang: 'en', date_made: '2026-01-02', body: 'x', is_published: true }))
      if (extra) await timed(() => api.call('DELETE', `news/admin/news/${extra.id}/`))
    }
  }
  await timed(() => api.call('DELETE', `news/admin/news/${created.id}/`))
  return result
}

export const bench: Bench = {
  name: 'load',
  async run(): Promise<Figure[]> {
    const server = await startServer({ SITE_BUILD: process.env.BENCH_LOAD_SITE_BUILD ?? 'on' })
    try {
      const api = new Api(server.origin)
      await api.login()
      await api.waitForLive(null)
      const until = Date.now() + SECONDS * 1000
      const [readers, ...writers] = await Promise.all([
        autocannon({ url: server.origin, connections: READERS, duration: SECONDS, requests: READ_PATHS.map((path) => ({ method: 'GET', path })) }),
        ...Array.from({ length: WRITERS }, (_, index) => writer(api, index, until)),
      ])
      const writes = writers.flatMap((w) => w.latencies)
      const codes = Object.entries(readers.statusCodeStats ?? {}).map(([code, { count }]) => `${code}: ${count}`).join(', ')
      console.log(`  read status codes: ${codes}`)
      for (const failure of writers.flatMap((w) => w.failures).slice(0, 5)) console.log(`  write failure: ${failure}`)
      const label = `${READERS} readers + ${WRITERS} writers, ${SECONDS} s`
      return [
        { name: `reads (${label})`, value: readers.requests.total, unit: 'requests' },
        { name: 'read throughput', value: readers.requests.average, unit: 'req/s' },
        { name: 'read latency p50', value: readers.latency.p50, unit: 'ms' },
        { name: 'read latency p99', value: readers.latency.p99, unit: 'ms' },
        { name: 'read errors (non-2xx, errors, timeouts)', value: readers.non2xx + readers.errors + readers.timeouts, unit: '', target: '0' },
        { name: 'writes (staff calls)', value: writes.length, unit: 'requests' },
        { name: 'write latency p50', value: percentile(writes, 50), unit: 'ms' },
        { name: 'write latency p99', value: percentile(writes, 99), unit: 'ms' },
        { name: 'write errors', value: writers.reduce((sum, w) => sum + w.errors, 0), unit: '', target: '0' },
        { name: 'stale reads after a save', value: writers.reduce((sum, w) => sum + w.stale, 0), unit: '', target: '0' },
      ]
    } finally {
      await stopServer(server)
    }
  },
}
