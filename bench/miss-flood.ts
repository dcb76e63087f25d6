/**
 * The flood the miss gate (server/http/miss-gate.ts) was built for, against the libraries the issue
 * names as its replacement: one address floods misses (wrk, 50 connections, every request another
 * deep page or search) while 5 well-behaved clients, each from an address of its own, send one miss
 * at a time with a pause between (a visitor's search), and a probe asks the cached news list 100
 * times a second. Addresses come from X-Forwarded-For (the product trusts 127.0.0.1: TRUST_PROXY).
 *
 * Four ways to meet it, on copies of the same data, in alternating rounds (the order turns every
 * round, so a shared machine's drift falls on all):
 *   gate            the product as configured: misses admitted 16 at a time, waiting per address in turn
 *   neither         API_MISSES_IN_FLIGHT=0: every miss worked on at once
 *   under-pressure  @fastify/under-pressure instead of the gate (bench/under-pressure.ts)
 *   nginx           deploy/nginx/rudnik.conf's limit_req / limit_conn in front of `neither`
 * Reported for each: the probe's p99 (against its idle p99 on the gate's product, target <= 2x), the
 * well-behaved clients' misses served a second, refused (503) and their p99, and the flood's.
 *
 *   BENCH_DB=sqlite BENCH_PORT=8430 npm run bench -- miss-flood   (BENCH_SECONDS per phase, default 10;
 *                                                                 BENCH_FLOOD_ROUNDS, default 3)
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { sleep, type ServerProcess } from '../tests/support/server-process'
import { benchPort, cachedQuery, checkOwner, seedNews, serveProduct, settle } from './api'
import { benchDatabases, openDatabase, type DatabaseKind } from './databases'
import { p99, probe } from './event-loop'
import { watchMemory } from './memory'
import { rareWords, vocabulary } from './news-corpus'
import type { Bench, Figure } from './report'
import { wrk, writeWordsFile, type WrkResult } from './wrk'

const NEWS = Number(process.env.BENCH_NEWS ?? 100000)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const ROUNDS = Number(process.env.BENCH_FLOOD_ROUNDS ?? 3)
const NGINX = '/usr/sbin/nginx'
const FLOODER = '203.0.113.66'
const PROBE = '192.0.2.1'
const VISITORS = 5
/** A visitor's pause between two searches (ms). */
const PAUSE = 100

type Way = 'gate' | 'neither' | 'under-pressure' | 'nginx'
const WAYS: Way[] = ['gate', 'neither', 'under-pressure', 'nginx']

interface Visits {
  served: number
  refused: number
  /** Other answers, by status (0: no answer). */
  failed: Map<number, number>
  latencies: number[]
}

function get(url: string, address: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'x-forwarded-for': address }, agent: false }, (response) => {
        response.resume()
        response.on('end', () => resolve(response.statusCode ?? 0))
      })
      .on('error', reject)
  })
}

/** `VISITORS` clients, one address each, one miss at a time (another deep page or rare word each time). */
async function visitors(origin: string, seconds: number, round: number): Promise<Visits> {
  const rare = rareWords(vocabulary())
  const result: Visits = { served: 0, refused: 0, failed: new Map(), latencies: [] }
  const until = performance.now() + seconds * 1000
  await Promise.all(
    Array.from({ length: VISITORS }, async (_, visitor) => {
      for (let n = 0; performance.now() < until; n++) {
        // (made from round, visitor and n: no URL asked twice, none an answer-cache hit)
        const k = (round * VISITORS + visitor) * 1000 + n
        const url =
          n % 2 === 0
            ? `${origin}/api/v1/news/?lang=en&ordering=-date_made&page=${((k * 7919) % Math.floor(NEWS / 7)) + 1}&page_size=7`
            : `${origin}/api/v1/news/?lang=sl&search=${encodeURIComponent(rare[k % rare.length])}&page=${(Math.floor(k / rare.length) % 20) + 1}&page_size=7`
        const started = performance.now()
        const status = await get(url, `198.51.100.${visitor + 1}`).catch(() => 0)
        if (status === 200) {
          result.served++
          result.latencies.push(performance.now() - started)
        } else if (status === 503) result.refused++
        else result.failed.set(status, (result.failed.get(status) ?? 0) + 1)
        await sleep(PAUSE)
      }
    }),
  )
  return result
}

/** deploy/nginx/rudnik.conf in a minimal nginx.conf, in front of `appPort`, believing X-Forwarded-For from 127.0.0.1. */
function nginxConf(folder: string, appPort: number, port: number): string {
  const server = fs
    .readFileSync(path.resolve(__dirname, '../deploy/nginx/rudnik.conf'), 'utf8')
    .replaceAll('/var/lib/rudnik', folder)
    .replaceAll('127.0.0.1:8080', `127.0.0.1:${appPort}`)
    .replaceAll('127.0.0.1:8088', `127.0.0.1:${port}`)
  const temp = (name: string) => `${name}_temp_path ${path.join(folder, name)};`
  return `daemon off; worker_processes 1; pid ${path.join(folder, 'nginx.pid')};
error_log ${path.join(folder, 'error.log')} error;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types; default_type application/octet-stream; access_log off;
  set_real_ip_from 127.0.0.1; real_ip_header X-Forwarded-For;
  ${temp('client_body')} ${temp('proxy')} ${temp('fastcgi')} ${temp('uwsgi')} ${temp('scgi')}
  ${server}
}`
}

async function startNginx(folder: string, appPort: number, port: number): Promise<ChildProcess> {
  if (!fs.existsSync(NGINX)) throw new Error(`${NGINX} is missing: apt-get install nginx`)
  fs.mkdirSync(folder, { recursive: true })
  fs.chmodSync(folder, 0o755) // nginx's workers run as another user when started by root
  fs.writeFileSync(path.join(folder, 'nginx.conf'), nginxConf(folder, appPort, port))
  const nginx = spawn(NGINX, ['-c', path.join(folder, 'nginx.conf'), '-p', folder], { stdio: 'ignore' })
  for (let i = 0; i < 100; i++) {
    if (
      await fetch(`http://127.0.0.1:${port}/api/v1/news/?lang=sl`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return nginx
    await sleep(100)
  }
  nginx.kill()
  throw new Error(`nginx on ${port} did not answer: ${fs.readFileSync(path.join(folder, 'error.log'), 'utf8')}`)
}

interface Phase {
  probe: number[]
  visits: Visits
  flood: WrkResult
}

async function flood(origin: string, server: ServerProcess, wordsFile: string, round: number): Promise<Phase> {
  const flooding = wrk({
    url: `${origin}/`,
    connections: 50,
    seconds: SECONDS + 3,
    mode: 'mixed',
    wordsFile,
    pages: Math.ceil(NEWS / 6),
    start: 20_000_000 + round * 1_000_000,
    headers: [`X-Forwarded-For: ${FLOODER}`],
  })
  await sleep(2000)
  const [probed, visits] = await Promise.all([probe(`${origin}${cachedQuery()}`, SECONDS, { 'x-forwarded-for': PROBE }), visitors(origin, SECONDS, round)])
  const result = { probe: probed.latencies, visits, flood: await flooding }
  await settle(server)
  return result
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]

async function measure(kind: DatabaseKind): Promise<Figure[]> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-miss-flood-'))
  fs.chmodSync(root, 0o755)
  const database = await openDatabase(kind)
  const wordsFile = writeWordsFile(root)
  const servers = new Map<Way, ServerProcess>()
  let nginx: ChildProcess | undefined
  try {
    const seeded = path.join(root, 'seeded')
    seedNews(seeded, NEWS, database.env)
    const place = (name: string) => {
      if (kind !== 'sqlite') return seeded
      execFileSync('cp', ['-r', seeded, path.join(root, name)])
      return path.join(root, name)
    }
    const env = { ...database.env, TRUST_PROXY: '127.0.0.1' }
    servers.set('gate', await serveProduct(place('gate'), env, benchPort(4)))
    servers.set('neither', await serveProduct(place('neither'), { ...env, API_MISSES_IN_FLIGHT: '0' }, benchPort(5)))
    servers.set('under-pressure', await serveProduct(place('pressure'), { ...env, API_MISSES_IN_FLIGHT: '0', BENCH_UNDER_PRESSURE: '1' }, benchPort(6)))
    const nginxPort = benchPort(7) ?? 18_088
    nginx = await startNginx(path.join(root, 'nginx'), servers.get('neither')!.port, nginxPort)
    servers.set('nginx', servers.get('neither')!)
    const originOf = (way: Way) => (way === 'nginx' ? `http://127.0.0.1:${nginxPort}` : servers.get(way)!.origin)
    const memory = new Map([...servers].map(([way, server]) => [way, watchMemory(server.pid)]))
    // Warm-up: JIT, the page cache, the cached list in each answer cache.
    for (const way of WAYS) await probe(`${originOf(way)}${cachedQuery()}`, 3, { 'x-forwarded-for': PROBE })
    const idle: number[] = []
    const phases = new Map<Way, Phase[]>(WAYS.map((way) => [way, []]))
    for (let round = 0; round < ROUNDS; round++) {
      idle.push(p99((await probe(`${servers.get('gate')!.origin}${cachedQuery()}`, SECONDS, { 'x-forwarded-for': PROBE })).latencies))
      const order = round % 2 === 0 ? WAYS : [...WAYS].reverse()
      for (const way of order) phases.get(way)!.push(await flood(originOf(way), servers.get(way)!, wordsFile, round * WAYS.length + WAYS.indexOf(way)))
    }
    for (const server of new Set(servers.values())) checkOwner(server)
    const idleP99 = median(idle)
    const figures: Figure[] = [
      { name: `${kind}: cached list p99, idle (gate's product; rounds ${idle.map((v) => v.toFixed(1)).join(', ')})`, value: idleP99, unit: 'ms' },
    ]
    for (const way of WAYS) {
      const each = phases.get(way)!
      const probes = each.map((phase) => p99(phase.probe))
      const served = each.map((phase) => phase.visits.served / SECONDS)
      const refused = each.reduce((sum, phase) => sum + phase.visits.refused, 0)
      const failed = new Map<number, number>()
      for (const phase of each) for (const [status, count] of phase.visits.failed) failed.set(status, (failed.get(status) ?? 0) + count)
      const failedText = [...failed].map(([status, count]) => `${count} answered ${status || 'nothing'}`).join(', ') || 'no other answer'
      const visitorP99 = median(each.map((phase) => p99(phase.visits.latencies)))
      const floodServed = each.map((phase) => phase.flood.rps * (1 - phase.flood.statusErrors / Math.max(1, phase.flood.requests)))
      figures.push(
        {
          name: `${kind}, ${way}: cached list p99 under the flood (rounds ${probes.map((v) => v.toFixed(1)).join(', ')} ms)`,
          value: median(probes),
          unit: 'ms',
          baseline: { name: 'idle', value: idleP99 },
          target: '<= 2x',
        },
        {
          name:
            `${kind}, ${way}: the ${VISITORS} other addresses' misses served (rounds ${served.map((v) => v.toFixed(1)).join(', ')}; ` +
            `${refused} refused, ${failedText}; p99 ${visitorP99.toFixed(0)} ms)`,
          value: median(served),
          unit: 'req/s',
        },
        {
          name:
            `${kind}, ${way}: the flooding address's misses answered 200 (rounds ${floodServed.map((v) => v.toFixed(0)).join(', ')}; ` +
            `${each.reduce((sum, phase) => sum + phase.flood.statusErrors, 0)} refused)`,
          value: median(floodServed),
          unit: 'req/s',
        },
        { name: `${kind}, ${way}: the server's peak memory`, value: memory.get(way)!.peakMb(), unit: 'MB' },
      )
    }
    return figures
  } finally {
    nginx?.kill('SIGQUIT')
    for (const server of new Set(servers.values())) await server.kill()
    await database.stop()
    fs.rmSync(root, { recursive: true, force: true })
  }
}

export const bench: Bench = {
  name: 'miss-flood',
  async run(): Promise<Figure[]> {
    const figures: Figure[] = []
    for (const kind of benchDatabases()) figures.push(...(await measure(kind)))
    return figures
  },
}
