/** The retention purge (purge.ts): personal data past its period goes, once a day for the whole cluster. */
import path from 'node:path'
import type { ServerFeature } from '../feature'
import { RetentionScheduler } from './scheduler'

declare module 'fastify' {
  interface FastifyInstance {
    /** The retention purge's schedule; null until the server has started it. */
    retentionPurge: RetentionScheduler | null
  }
}

export const retention: ServerFeature = {
  name: 'retention',
  setup: (app) => void app.decorate('retentionPurge', null),
  // A first look five minutes after the start.
  async start(app) {
    const { config, database, clock } = app.context
    const purge = new RetentionScheduler({
      database,
      clock,
      periods: config.retention,
      everyMs: config.purgeEveryMs,
      backupsDir: path.join(config.dataDir, 'backups'),
      log: (line) => app.log.warn(line),
    })
    app.retentionPurge = purge
    await purge.start()
  },
  closing: (app) => app.retentionPurge?.close(),
}
