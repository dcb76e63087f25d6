/**
 * Does a slow request hold up the others (issue 10.6)? The product with 100,000 news per language
 * and a live site serves two probes at a steady 100 requests/s each, the cached news list and the
 * home page: first alone (idle), then while 5 clients (wrk, 5 connections) send requests that all
 * miss the answer cache (every one another page or search). Reported: each probe's p99 under load
 * against its idle p99 in the same run (target <= 2x), and what the 5 clients got through.
 *
 * Latency is counted from the moment each probe request was due, not when it was sent, so a
 * stalled server cannot hide its stall by delaying the probe (coordinated omission).
 *
 * The run is made twice: with reads on the event loop (SQLITE_READ_WORKERS=0, as before the read
 * workers) and as configured. A third probe, bare Fastify in a process of its own, measures what
 * the machine itself adds in each phase (on a shared machine, much).
 *
 *   npm run bench -- event-loop                          (BENCH_SECONDS per phase, default 15)
 *   BENCH_EVENT_LOOP_BEFORE=off npm run bench -- event-loop   (the configured run only)
 */
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { sleep, startServerProcess, type ServerProcess } from '../tests/support/server-process'
import { cachedQuery, checkOwner, settle, startProduct } from './api'
import type { Bench, Figure } from './report'
import { wrk, writeWordsFile } from './wrk'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 15)
const NEWS = Number(process.env.BENCH_NEWS ?? 100000)
const RATE = 100
const CLIENTS = 5

interface Probe {
  latencies: number[]
  errors: number
}

function get(agent: http.Agent, url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers: { 'accept-encoding': 'gzip' } }, (response) => {
      response.resume()
      response.on('end', () => resolve(response.statusCode ?? 0))
    })
    request.on('error', reject)
  })
}

/** `RATE` requests a second to `url` for `seconds`, each timed from when it was due. */
async function probe(url: string, seconds: number): Promise<Probe> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 8 })
  const result: Probe = { latencies: [], errors: 0 }
  const started = performance.now()
  const inFlight: Promise<void>[] = []
  for (let i = 0; i < seconds * RATE; i++) {
    const due = started + (i * 1000) / RATE
    const wait = due - performance.now()
    if (wait > 0) await sleep(wait)
    inFlight.push(
      get(agent, url).then(
        (status) => (status === 200 ? void result.latencies.push(performance.now() - due) : void result.errors++),
        () => void result.errors++,
      ),
    )
  }
  await Promise.all(inFlight)
  agent.destroy()
  return result
}

const p99 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * 0.99))] ?? NaN

async function probes(server: ServerProcess, control: ServerProcess) {
  const [list, page, bare] = await Promise.all([
    probe(`${server.origin}${cachedQuery()}`, SECONDS),
    probe(`${server.origin}/`, SECONDS),
    probe(`${control.origin}/api/v1/news/`, SECONDS),
  ])
  return { list, page, bare }
}

/** Idle, then loaded: the probes' latencies and what the 5 clients got. */
async function measure(readWorkers: string | undefined, control: ServerProcess, label: string): Promise<Figure[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-event-loop-'))
  const wordsFile = writeWordsFile(dataDir)
  const server = await startProduct(dataDir, NEWS, { BENCH_STATIC_SITE: '1', ...(readWorkers === undefined ? {} : { SQLITE_READ_WORKERS: readWorkers }) })
  try {
    for (const url of [cachedQuery(), '/']) if (!(await fetch(`${server.origin}${url}`)).ok) throw new Error(`${url} did not answer 200`)
    await probes(server, control) // warm-up: JIT, the page in memory, the list in the answer cache
    const idle = await probes(server, control)
    const clients = wrk({ url: `${server.origin}/`, connections: CLIENTS, seconds: SECONDS + 4, mode: 'mixed', wordsFile, pages: Math.ceil(NEWS / 6) })
    await sleep(2000)
    const loaded = await probes(server, control)
    const uncached = await clients
    checkOwner(server)
    checkOwner(control)
    await settle(server)
    const errors = [idle, loaded].flatMap((phase) => [phase.list.errors, phase.page.errors]).reduce((a, b) => a + b, 0)
    return [
      {
        name: `${label}: cached news list p99 while ${CLIENTS} clients send cache misses`,
        value: p99(loaded.list.latencies),
        unit: 'ms',
        baseline: { name: 'idle', value: p99(idle.list.latencies) },
        target: '<= 2x',
      },
      {
        name: `${label}: static page / p99 while ${CLIENTS} clients send cache misses`,
        value: p99(loaded.page.latencies),
        unit: 'ms',
        baseline: { name: 'idle', value: p99(idle.page.latencies) },
        target: '<= 2x',
      },
      {
        name: `${label}: the machine's own share (bare Fastify probed meanwhile) p99`,
        value: p99(loaded.bare.latencies),
        unit: 'ms',
        baseline: { name: 'idle', value: p99(idle.bare.latencies) },
      },
      {
        name: `${label}: cached news list p99 under load, against bare Fastify's at the same time`,
        value: p99(loaded.list.latencies),
        unit: 'ms',
        baseline: { name: 'bare Fastify', value: p99(loaded.bare.latencies) },
      },
      {
        name: `${label}: static page p99 under load, against bare Fastify's at the same time`,
        value: p99(loaded.page.latencies),
        unit: 'ms',
        baseline: { name: 'bare Fastify', value: p99(loaded.bare.latencies) },
      },
      {
        name: `${label}: the ${CLIENTS} clients' cache misses (${uncached.requests} requests, p99 ${uncached.p99.toFixed(1)} ms, ${uncached.errors + uncached.statusErrors} errors)`,
        value: uncached.rps,
        unit: 'req/s',
      },
      { name: `${label}: probe errors`, value: errors, unit: '' },
    ]
  } finally {
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
    })
    try {
      const before =
        process.env.BENCH_EVENT_LOOP_BEFORE === 'off'
          ? []
          : await measure('0', control, `${NEWS} news per language, reads on the event loop (SQLITE_READ_WORKERS=0)`)
      const after = await measure(
        process.env.SQLITE_READ_WORKERS,
        control,
        `${NEWS} news per language, read workers (${process.env.SQLITE_READ_WORKERS ?? 'default'}), misses in flight (${process.env.API_MISSES_IN_FLIGHT ?? 'default'})`,
      )
      return [...before, ...after]
    } finally {
      await control.kill()
      fs.rmSync(folder, { recursive: true, force: true })
    }
  },
}
