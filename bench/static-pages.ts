/**
 * Static pages served by our own process against Debian's nginx on the same files, in the same
 * run: the product (demo content, its own live build) answers from memory with precompressed
 * bodies; nginx gets a copy of that build with .gz files beside each text file (gzip_static),
 * open_file_cache and sendfile, i.e. nginx at its best. Both are loaded by autocannon with the
 * same connections and `Accept-Encoding: gzip`; target: ours >= 0.3x nginx.
 *
 *   npm run bench -- static-pages        (BENCH_SECONDS per URL and server, default 10)
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import autocannon from 'autocannon'
import { listeningPid } from '../tests/support/server-process'
import { Api, freePort, sleep, startServer, stopServer } from './product'
import type { Bench, Figure } from './report'

const NGINX = '/usr/sbin/nginx'
const CONNECTIONS = 50
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const TEXT = /\.(?:html|js|css|json|xml|txt|svg)$/

/** A copy of the build with a .gz beside every text file, readable by nginx's workers. */
function precompressedCopy(live: string, target: string) {
  fs.cpSync(live, target, { recursive: true, dereference: true })
  for (const name of fs.readdirSync(target, { recursive: true }) as string[]) {
    const file = path.join(target, name)
    if (TEXT.test(file) && fs.statSync(file).isFile()) fs.writeFileSync(`${file}.gz`, gzipSync(fs.readFileSync(file), { level: 9 }))
  }
}

function nginxConf(folder: string, root: string, port: number): string {
  const temp = (name: string) => `${name}_temp_path ${path.join(folder, name)};`
  return `daemon off; worker_processes auto; pid ${path.join(folder, 'nginx.pid')};
error_log ${path.join(folder, 'error.log')} warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types; default_type application/octet-stream; access_log off;
  sendfile on; tcp_nopush on; keepalive_requests 100000;
  open_file_cache max=10000 inactive=60s; open_file_cache_valid 60s;
  ${temp('client_body')} ${temp('proxy')} ${temp('fastcgi')} ${temp('uwsgi')} ${temp('scgi')}
  server {
    listen 127.0.0.1:${port}; root ${root}; index index.html;
    gzip_static on; gzip_vary on;
    location / { add_header Cache-Control "no-cache"; try_files $uri $uri/ =404; }
    location ~* "-[0-9a-f]{8,}\\.(?:js|css)$" { add_header Cache-Control "public, max-age=31536000, immutable"; }
  }
}`
}

async function load(url: string) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers: { 'accept-encoding': 'gzip' } })
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx }
}

/** The parent of a process (nginx's workers hold its listening socket too). */
function parentOf(pid: number): number | null {
  try {
    return Number(fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')[1])
  } catch {
    return null
  }
}

/** Fails the run when `port` is not held by the process started (or, for nginx, one of its workers). */
function checkOwner(what: string, port: number, pid: number | undefined) {
  const holder = listeningPid(port)
  if (holder === null || pid === undefined || (holder !== pid && parentOf(holder) !== pid)) {
    throw new Error(`port ${port} is held by pid ${holder}, not by the ${what} started (pid ${pid})`)
  }
}

async function waitFor(url: string) {
  for (let i = 0; i < 100; i++) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return
    await sleep(100)
  }
  throw new Error(`${url} did not answer`)
}

export const bench: Bench = {
  name: 'static-pages',
  async run(): Promise<Figure[]> {
    if (!fs.existsSync(NGINX)) throw new Error(`${NGINX} is missing: apt-get install nginx`)
    const server = await startServer()
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-nginx-'))
    fs.chmodSync(folder, 0o755) // nginx's workers run as another user when started by root
    let nginx: ReturnType<typeof spawn> | null = null
    try {
      const api = new Api(server.origin)
      await api.login()
      await api.waitForLive(null)
      const root = path.join(folder, 'site')
      precompressedCopy(fs.realpathSync(path.join(server.dataDir, 'site', 'live')), root)
      const app = fs.readdirSync(root).find((name) => /^app-[0-9a-f]+\.js$/.test(name))
      const port = await freePort()
      fs.writeFileSync(path.join(folder, 'nginx.conf'), nginxConf(folder, root, port))
      nginx = spawn(NGINX, ['-c', path.join(folder, 'nginx.conf'), '-p', folder], { stdio: 'ignore' })
      const nginxOrigin = `http://127.0.0.1:${port}`
      await waitFor(`${nginxOrigin}/`)
      const ourPort = Number(new URL(server.origin).port)
      const owners = () => {
        checkOwner('product', ourPort, server.process.pid)
        checkOwner('nginx', port, nginx?.pid)
      }
      owners()

      const figures: Figure[] = []
      for (const pathname of ['/', '/news/', '/en/events/', `/${app}`]) {
        await load(`${server.origin}${pathname}`) // first visit fills the cache; not measured
        const baseline = await load(`${nginxOrigin}${pathname}`)
        const ours = await load(`${server.origin}${pathname}`)
        figures.push({
          name: `${pathname} throughput (${CONNECTIONS} connections, ${SECONDS} s, gzip)`,
          value: ours.rps,
          unit: 'req/s',
          baseline: { name: 'nginx', value: baseline.rps },
          target: '>= 0.3x',
        })
        figures.push({ name: `${pathname} p99 latency`, value: ours.p99, unit: 'ms', baseline: { name: 'nginx', value: baseline.p99 } })
        figures.push({ name: `${pathname} errors and non-2xx (ours + nginx)`, value: ours.errors + baseline.errors, unit: '' })
      }
      owners()
      return figures
    } finally {
      nginx?.kill('SIGQUIT')
      await stopServer(server)
      fs.rmSync(folder, { recursive: true, force: true })
    }
  },
}
