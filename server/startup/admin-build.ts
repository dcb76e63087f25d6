/**
 * `npm start` builds the back office (Vite, into admin/dist) when it is missing or older than its
 * sources (after a pull or an edit); `npm run build:admin` builds it unconditionally.
 * Vite runs in a child process (its bundler stays out of the server's memory); its own output is
 * kept to warnings, which go to the server's log.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import type { Logger } from 'pino'
import { duration } from '../logging'

/** Newest modification time of the files under `target` (a file or a folder), skipping `skip`. */
function newestChange(target: string, skip: string): number {
  if (!fs.existsSync(target) || target === skip) return 0
  const stat = fs.statSync(target)
  if (!stat.isDirectory()) return stat.mtimeMs
  return Math.max(0, ...fs.readdirSync(target).map((name) => newestChange(path.join(target, name), skip)))
}

export function adminBuildIsCurrent(repoRoot: string): boolean {
  const dist = path.join(repoRoot, 'admin', 'dist')
  const built = path.join(dist, 'index.html')
  if (!fs.existsSync(built)) return false
  const sources = ['admin', 'shared', 'vite.config.ts', 'package-lock.json'].map((name) => path.join(repoRoot, name))
  return Math.max(...sources.map((source) => newestChange(source, dist))) <= fs.statSync(built).mtimeMs
}

function runVite(repoRoot: string, log: Logger): Promise<void> {
  const vite = path.join(repoRoot, 'node_modules', 'vite', 'bin', 'vite.js')
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
      cwd: repoRoot,
      // Vite 8's notice about its future config loader is for developers, not for someone starting the server.
      // Always the production build, whatever NODE_ENV the server runs with (test runs set NODE_ENV=test).
      env: { ...process.env, NODE_ENV: 'production', VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    const relay = (chunk: Buffer) => {
      for (const line of chunk.toString('utf8').split(/\r?\n/)) if (line.trim()) log.warn(`Back office: ${line}`)
    }
    child.stdout.on('data', relay)
    child.stderr.on('data', relay)
    child.on('error', reject)
    child.on('close', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`The back office build (vite build) ended with ${signal ?? `exit code ${code}`}; see the lines above.`)),
    )
  })
}

/** Builds the back office unless its build is current; says which in the log. */
export async function ensureAdminBuilt(repoRoot: string, log: Logger): Promise<void> {
  if (adminBuildIsCurrent(repoRoot)) {
    log.info({ step: 'admin' }, 'Back office: up to date (admin/dist)')
    return
  }
  log.info({ step: 'admin' }, 'Back office: building (vite build)...')
  const started = performance.now()
  await runVite(repoRoot, log)
  const ms = performance.now() - started
  log.info({ step: 'admin', ms: Math.round(ms) }, `Back office: built in ${duration(ms)}`)
}
