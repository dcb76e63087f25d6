/**
 * One demo site built by the product, shared by the test files that need a built site: a cold Gatsby build costs
 * minutes of CPU, and each such file made its own.
 *
 *   const dataDir = await copySharedSite(target)   // target: a data folder of one's own, as a first start left it
 *   await linkSharedBuild(path.join(dataDir, 'site', 'builds', 'b1'))   // its live build only
 *   const first = await sharedFirstStart()          // how that first start went: its log, port and exit code
 *
 * What is shared: the data folder of a real first start (server/main.ts as `npm start` runs it, SITE_BUILD on): the
 * demo content seeded, one full Gatsby build through the publisher, live, with its workspace (Gatsby's .cache and
 * public, the refresh's base) and the live manifest. The server that built it is stopped (SIGTERM) before anyone
 * copies it. That start is the one tests/api/build-and-start.test.ts checks, step by step, from its log.
 *
 * Built lazily, once per Vitest run (once-per-run.ts): the first file that asks builds it, the others
 * wait for its outcome; a run without such files builds nothing.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { ADMIN } from '../../bench/product'
import { pointLink } from '../../server/site/publisher'
import { siteCodeHash } from '../../server/site/refresh'
import { oncePerRun } from './once-per-run'
import { startServerProcess, until } from './server-process'

/** The public origin the shared site was built for (the refresh refuses another one). */
export const SHARED_SITE_URL = 'http://shared-site.localhost'

const BUILD_TIMEOUT_MS = 900_000
const repoRoot = path.resolve(__dirname, '..', '..')

/** How the first start that built the shared site went. */
export interface FirstStart {
  /** What it wrote to stdout: its log, JSON lines at info level as `npm start` writes them when not on a terminal. */
  log: string
  port: number
  /** Its exit code once stopped with SIGTERM after the build went live. */
  exitCode: number | null
}

interface SharedSite {
  dataDir: string
  firstStart: FirstStart
}

/** Starts the product on an empty `dataDir`, waits until its first build is live (its log says so), stops it. */
async function firstStart(dataDir: string): Promise<FirstStart> {
  fs.mkdirSync(dataDir, { recursive: true })
  const server = await startServerProcess({
    captureStdout: true,
    env: {
      DATA_DIR: dataDir,
      DATABASE_URL: '', // SQLite whatever the run: a copy of the folder takes the content with it
      ADMIN_BUILD: 'off',
      // npm start's own log (the test environment's level and format unset)
      LOG_LEVEL: '',
      LOG_FORMAT: '',
      // bench/product.ts's account: its Api logs in to a server started on a copy
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      SITE_BUILD: 'on',
      SITE_URL: SHARED_SITE_URL,
      // The audit reads the built site (tests/api/accessibility-report.test.ts checks it); nobody here reads its report.
      ACCESSIBILITY_AUDIT: 'off',
    },
  })
  let stopped = false
  try {
    await until('the first build live (its log line)', () => /Site build: (live|failed)/.test(server.stdout()), BUILD_TIMEOUT_MS)
    if (!/Site build: live/.test(server.stdout())) throw new Error('the first build failed')
    const exitCode = await server.kill('SIGTERM')
    stopped = true
    return { log: server.stdout(), port: server.port, exitCode }
  } catch (error) {
    throw new Error(`${(error as Error).message}\n${server.stdout().split('\n').slice(-30).join('\n')}`)
  } finally {
    if (!stopped) await server.kill('SIGKILL').catch(() => undefined)
  }
}

/** The shared site, built by this call or by another file's; its data folder is never to be written to (copy it). */
function sharedSite(): Promise<SharedSite> {
  // One per version of the site's code (watch mode reruns files after edits): a copy refreshes with the code it was built with.
  return oncePerRun(`demo-site/${siteCodeHash(repoRoot)}`, 'the shared demo site', BUILD_TIMEOUT_MS + 180_000, async (folder) => {
    const dataDir = path.join(folder, 'data')
    return { dataDir, firstStart: await firstStart(dataDir) }
  })
}

/** How the first start that built the shared site went (after it has). */
export async function sharedFirstStart(): Promise<FirstStart> {
  return (await sharedSite()).firstStart
}

/**
 * Copies the shared demo site's data folder into `target` (an empty or missing folder) and points its live
 * link into the copy. A real copy, not hard links: the database and Gatsby's cache are written in place.
 * Gatsby's server renderer (.cache/page-ssr) names a few of its own modules by absolute path, so the copy's
 * refresh still loads those from the shared folder: it stays until the run ends, unchanged.
 */
export async function copySharedSite(target: string): Promise<string> {
  const source = (await sharedSite()).dataDir
  fs.cpSync(source, target, { recursive: true, preserveTimestamps: true, verbatimSymlinks: true })
  const link = path.join(target, 'site', 'live')
  pointLink(link, path.join(target, 'site', 'builds', path.basename(fs.readlinkSync(link))))
  return target
}

/**
 * Puts a copy of the shared demo site's live build (the product's Gatsby build, inline scripts moved into
 * files) at `target` (made here): hard links, so whoever changes a file there replaces it rather than writing into it.
 */
export async function linkSharedBuild(target: string): Promise<string> {
  const source = fs.realpathSync(path.join((await sharedSite()).dataDir, 'site', 'live'))
  fs.mkdirSync(path.dirname(target), { recursive: true })
  execFileSync('cp', ['-al', source, target])
  return target
}
