/**
 * One demo site built by the product, shared by the test files that need a built site but are not
 * about the first build: a cold Gatsby build costs minutes of CPU, and each such file made its own.
 *
 *   const dataDir = await copySharedSite(target)   // target: a data folder of one's own, as a first start left it
 *   await linkSharedBuild(path.join(dataDir, 'site', 'builds', 'b1'))   // its live build only
 *
 * What is shared: the data folder of a real first start (server/main.ts, SITE_BUILD on): the demo content
 * seeded, one full Gatsby build through the publisher, live, with its workspace (Gatsby's .cache and
 * public, the refresh's base) and the live manifest. The server that built it is stopped before anyone copies it.
 *
 * Built lazily, once per Vitest run (once-per-run.ts): the first file that asks builds it, the others
 * wait for its outcome; a run without such files builds nothing.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { ADMIN, Api } from '../../bench/product'
import { pointLink } from '../../server/site/publisher'
import { siteCodeHash } from '../../server/site/refresh'
import { oncePerRun } from './once-per-run'
import { startServerProcess } from './server-process'

/** The public origin the shared site was built for (the refresh refuses another one). */
export const SHARED_SITE_URL = 'http://shared-site.localhost'

const BUILD_TIMEOUT_MS = 900_000
const repoRoot = path.resolve(__dirname, '..', '..')

/** Starts the product on an empty `dataDir`, waits until its first build is live, stops it. */
async function buildDemoSite(dataDir: string): Promise<void> {
  fs.mkdirSync(dataDir, { recursive: true })
  const server = await startServerProcess({
    captureStdout: true,
    env: {
      DATA_DIR: dataDir,
      DATABASE_URL: '', // SQLite whatever the run: a copy of the folder takes the content with it
      ADMIN_BUILD: 'off',
      // bench/product.ts's account: its Api logs in to a server started on a copy
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      SITE_BUILD: 'on',
      SITE_URL: SHARED_SITE_URL,
      // The audit reads the built site (tests/api/accessibility-report.test.ts checks it); nobody here reads its report.
      ACCESSIBILITY_AUDIT: 'off',
    },
  })
  try {
    const api = new Api(server.origin)
    await api.login()
    await api.waitForLive(null, BUILD_TIMEOUT_MS, 250)
  } catch (error) {
    throw new Error(`${(error as Error).message}\n${server.stdout().split('\n').slice(-30).join('\n')}`)
  } finally {
    await server.kill('SIGTERM')
  }
}

/** The shared data folder, built by this call or by another file's; never to be written to (copy it). */
function sharedSite(): Promise<string> {
  // One per version of the site's code (watch mode reruns files after edits): a copy refreshes with the code it was built with.
  return oncePerRun(`demo-site/${siteCodeHash(repoRoot)}`, 'the shared demo site', BUILD_TIMEOUT_MS + 180_000, async (folder) => {
    const dataDir = path.join(folder, 'data')
    await buildDemoSite(dataDir)
    return dataDir
  })
}

/**
 * Copies the shared demo site's data folder into `target` (an empty or missing folder) and points its live
 * link into the copy. A real copy, not hard links: the database and Gatsby's cache are written in place.
 * Gatsby's server renderer (.cache/page-ssr) names a few of its own modules by absolute path, so the copy's
 * refresh still loads those from the shared folder: it stays until the run ends, unchanged.
 */
export async function copySharedSite(target: string): Promise<string> {
  const source = await sharedSite()
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
  const source = fs.realpathSync(path.join(await sharedSite(), 'site', 'live'))
  fs.mkdirSync(path.dirname(target), { recursive: true })
  execFileSync('cp', ['-al', source, target])
  return target
}
