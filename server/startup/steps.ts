/**
 * The steps `npm start` and `npm run build:site` share after the database is open, each logged
 * with its duration:
 *
 *   Demo content: seeded in 2.1 s
 *   Site build: started (the site answers "being built" until it is live)
 *   Site build: Building production JavaScript and CSS bundles (41.0 s)
 *   Site build: Building static HTML for pages 180 of 402
 *   Site build: Building static HTML for pages 402 of 402 (3.2 s)
 *   Site build: live in 58.3 s (402 pages)
 */
import type { Logger } from 'pino'
import type { BuiltApp } from '../app'
import { duration } from '../logging'
import { seedDemoContent } from '../seed'
import { describeBuildEvent, GatsbyProgress } from './gatsby-progress'

const FAILURE_LINES = 25

/** Seeds the demo content into a fresh database (SEED_DEMO=off: never); returns whether it did. */
export async function seedStep(app: BuiltApp, log: Logger): Promise<boolean> {
  if (!app.context.config.seedDemoContent) return false
  const started = performance.now()
  const seeded = await seedDemoContent(app.context)
  const ms = performance.now() - started
  if (seeded) log.info({ step: 'demo', ms: Math.round(ms) }, `Demo content: seeded in ${duration(ms)}`)
  return seeded
}

/** Builds the public site now, reporting Gatsby's progress; resolves with whether it went live. */
export async function siteBuildStep(app: BuiltApp, log: Logger, why: string): Promise<boolean> {
  const { publisher } = app
  const progress = new GatsbyProgress((event) => log.info({ step: 'site' }, `Site build: ${describeBuildEvent(event)}`))
  publisher.onGatsbyMessage = (message) => progress.handle(message)
  log.info({ step: 'site' }, `Site build: started (${why})`)
  const started = performance.now()
  try {
    await publisher.build()
  } finally {
    publisher.onGatsbyMessage = null
  }
  const ms = Math.round(performance.now() - started)
  if (publisher.status.state !== 'live') {
    const tail = publisher.status.log_tail.slice(-FAILURE_LINES).join('\n')
    log.error({ step: 'site', ms }, `Site build: failed after ${duration(ms)}: ${publisher.status.message}. Gatsby's last lines:\n${tail}`)
    return false
  }
  const pages = progress.lastCount && /HTML/i.test(progress.lastCount.text) ? ` (${progress.lastCount.total} pages)` : ''
  log.info({ step: 'site', ms }, `Site build: live in ${duration(ms)}${pages}`)
  return true
}
