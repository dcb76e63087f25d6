/**
 * `npm start`: builds the back office if it is missing, opens (and on first start seeds) the
 * database, serves everything on PORT, and publishes the public site when none is live.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { buildApp } from './app'
import { loadConfig } from './config'
import { seedDemoContent } from './seed'

/** Newest modification time of the files under `target` (a file or a folder), skipping `skip`. */
function newestChange(target: string, skip: string): number {
  if (!fs.existsSync(target) || target === skip) return 0
  const stat = fs.statSync(target)
  if (!stat.isDirectory()) return stat.mtimeMs
  return Math.max(0, ...fs.readdirSync(target).map((name) => newestChange(path.join(target, name), skip)))
}

/** Builds the back office when it is missing or older than its sources (after a pull or an edit). */
function ensureAdminBuilt(repoRoot: string) {
  const dist = path.join(repoRoot, 'admin', 'dist')
  const built = path.join(dist, 'index.html')
  const sources = ['admin', 'shared', 'vite.config.ts', 'package-lock.json'].map((name) => path.join(repoRoot, name))
  if (fs.existsSync(built) && Math.max(...sources.map((source) => newestChange(source, dist))) <= fs.statSync(built).mtimeMs) return
  console.log('Building the back office...')
  const vite = path.join(repoRoot, 'node_modules', 'vite', 'bin', 'vite.js')
  const result = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], { cwd: repoRoot, stdio: 'inherit' })
  if (result.status !== 0) throw new Error('The back office build failed; see the output above.')
}

async function main() {
  const config = loadConfig()
  // ADMIN_BUILD=off: API-only runs (tests that start the server) serve whatever build exists
  if (process.env.ADMIN_BUILD !== 'off') ensureAdminBuilt(config.repoRoot)
  const app = await buildApp(config, { logger: true })
  const seeded = config.seedDemoContent && (await seedDemoContent(app.context))
  if (seeded) app.log.info('Seeded the demo content')
  await app.listen({ port: config.port, host: config.host })
  console.log(`Serving on http://localhost:${config.port}/ (back office: /admin/)`)
  if (config.siteBuildEnabled && (seeded || !app.publisher.liveDir())) void app.publisher.build()

  // Finish requests in flight, stop a running build, close the database, then leave.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info(`${signal}: shutting down`)
      app.close().then(() => process.exit(0), () => process.exit(1))
    })
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
