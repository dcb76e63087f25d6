/**
 * `npm run build:site`: publishes the public site once, the same build `npm start` runs
 * (SitePublisher: Gatsby in DATA_DIR/site/workspace, the result swapped in as DATA_DIR/site/live),
 * then exits: 0 when the new build is live, 1 when it failed (the live site stays as it was).
 *
 * Gatsby reads its content from the API, so this starts the app in this process, listening on
 * 127.0.0.1:PORT only for the build's own requests, and stops it afterwards. It uses PORT, not a
 * random port, because the build caches image variants by their URL: a build here and the
 * server's later rebuilds then share one warm cache. A server already running on PORT is
 * refused: it publishes by itself (POST /api/v1/site/build/), and two builds must not share
 * DATA_DIR. Like a first start, a fresh database is migrated and seeded first (SEED_DEMO=off: not).
 */
import fs from 'node:fs'
import { buildApp } from './app'
import { loadConfig } from './config'
import { createLogger } from './logging'
import { seedStep, siteBuildStep } from './startup/steps'

async function main(): Promise<number> {
  const log = createLogger()
  const config = loadConfig(process.env, { host: '127.0.0.1' })
  if (!config.siteBuildEnabled) {
    log.warn('SITE_BUILD=off: no site to build')
    return 0
  }
  fs.mkdirSync(config.mediaDir, { recursive: true }) // as npm start: serving it warns while it is missing
  const app = await buildApp(config, { logger: log })
  try {
    await seedStep(app, log)
    try {
      await app.listen({ port: config.port, host: config.host, listenTextResolver: (address) => `API for the build on ${address} (this process only)` })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error
      log.error(
        `Port ${config.port} is taken: is the server running? It publishes the site itself (POST /api/v1/site/build/ builds now). Stop it first, or rebuild through it.`,
      )
      return 1
    }
    return (await siteBuildStep(app, log, 'npm run build:site')) ? 0 : 1
  } finally {
    await app.close()
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error)
    process.exit(1)
  },
)
