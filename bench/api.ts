/**
 * The news list as visitors ask for it (6 a page, language, published, tag and search filters,
 * with its count), served by the product, against bare Fastify answering the same JSON from
 * memory, with the same connections, in the same run. Both servers run in this process's
 * children on 127.0.0.1.
 *
 *   npm run bench -- api                          (1,000 news per language)
 *   BENCH_NEWS=1000,100000 npm run bench -- api   (both, and the p99 of the second against the first)
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import type { Bench, Figure } from './report'

const CONNECTIONS = 50
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
/** News per language, one measurement each; with two sizes the p99s are compared in the same run. */
const SIZES = (process.env.BENCH_NEWS ?? '1000').split(',').map(Number)
const QUERY = '/api/v1/news/?lang=sl&is_published=true&tag=cona&search=novica&page_size=6'

function start(script: string, env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', script], { env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit'] })
}

async function waitFor(url: string) {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`${url} did not answer`)
}

async function load(url: string, duration = SECONDS) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration })
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx }
}

/** One size: the product on `newsPerLanguage` news against bare Fastify serving its answer. */
async function measure(newsPerLanguage: number, port: number) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-api-'))
  const product = start('bench/api-server.ts', { BENCH_DATA_DIR: dataDir, BENCH_PORT: String(port), BENCH_NEWS: String(newsPerLanguage) })
  try {
    await waitFor(`http://127.0.0.1:${port}/api/v1/news/`)
    const body = await (await fetch(`http://127.0.0.1:${port}${QUERY}`)).text()
    fs.writeFileSync(path.join(dataDir, 'answer.json'), body)
    const bare = start('bench/bare-fastify.ts', { BENCH_ANSWER: path.join(dataDir, 'answer.json'), BENCH_PORT: String(port + 1) })
    try {
      await waitFor(`http://127.0.0.1:${port + 1}${QUERY}`)
      // Warm-up, not measured: JIT, caches, and the product's garbage from seeding collected first.
      await load(`http://127.0.0.1:${port}${QUERY}`, 3)
      await load(`http://127.0.0.1:${port + 1}${QUERY}`, 3)
      const baseline = await load(`http://127.0.0.1:${port + 1}${QUERY}`)
      const ours = await load(`http://127.0.0.1:${port}${QUERY}`)
      return { baseline, ours }
    } finally {
      bare.kill()
    }
  } finally {
    product.kill()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

export const apiBench: Bench = {
  name: 'api',
  async run(): Promise<Figure[]> {
    const figures: Figure[] = []
    const p99s: number[] = []
    for (const [index, size] of SIZES.entries()) {
      const { baseline, ours } = await measure(size, 8601 + 2 * index)
      p99s.push(ours.p99)
      const rows = `${size} news per language, ${CONNECTIONS} connections, ${SECONDS} s`
      figures.push(
        { name: `news list throughput (${rows})`, value: ours.rps, unit: 'req/s', baseline: { name: 'bare Fastify from memory', value: baseline.rps }, target: '>= 0.5x' },
        { name: `news list p99 latency (${size} news per language)`, value: ours.p99, unit: 'ms', baseline: { name: 'bare Fastify', value: baseline.p99 }, target: '<= 15 ms' },
        { name: `errors and non-2xx answers (${size} news per language)`, value: ours.errors, unit: '' },
      )
    }
    if (SIZES.length > 1) {
      const last = SIZES.length - 1
      figures.push({ name: `news list p99 at ${SIZES[last]} news per language`, value: p99s[last], unit: 'ms', baseline: { name: `p99 at ${SIZES[0]}`, value: p99s[0] }, target: '<= 2x' })
    }
    return figures
  },
}
