/**
 * `npm start`: builds the back office if it is missing or stale, opens (and on first start
 * seeds) the database, serves everything on PORT, and publishes the public site when none is
 * live. Each step is logged with its duration (server/logging.ts: pretty on a terminal, JSON
 * lines otherwise, LOG_LEVEL).
 */
import fs from 'node:fs'
import { buildApp } from './app'
import { loadConfig } from './config'
import { createLogger } from './logging'
import { ensureAdminBuilt } from './startup/admin-build'
import { seedStep, siteBuildStep } from './startup/steps'

async function main() {
  const log = createLogger()
  const config = loadConfig()
  // ADMIN_BUILD=off: API-only runs (tests that start the server) serve whatever build exists
  if (process.env.ADMIN_BUILD !== 'off') await ensureAdminBuilt(config.repoRoot, log)
  fs.mkdirSync(config.mediaDir, { recursive: true }) // uploads land here; serving it warns while it is missing
  const app = await buildApp(config, { logger: log })
  const seeded = await seedStep(app, log)
  await app.listen({
    port: config.port,
    host: config.host,
    listenTextResolver: (address) => `Serving on ${address}/ (back office: ${address}/admin/)`,
  })
  if (config.siteBuildEnabled && (seeded || !app.publisher.liveDir())) {
    const why = seeded ? 'demo content seeded' : 'no site built yet'
    void siteBuildStep(app, log, `${why}; until it is live the site answers "being built"`)
  }

  // Finish requests in flight, stop a running build, close the database, then leave.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      log.info(`${signal}: shutting down`)
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      )
    })
  }
}

main().catch((error) => {
  // Plain stderr: the logger itself may be what failed (LOG_LEVEL=verbose).
  console.error(error)
  process.exit(1)
})
