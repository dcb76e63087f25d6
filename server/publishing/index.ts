/**
 * Scheduled publishing: records with a publish or unpublish time appear and go at that time (scheduler.ts), as a
 * save would make them; what visitors may see meanwhile is the core's (server/resources/visible-now.ts).
 */
import { resources } from '../../shared/resources'
import type { ServerFeature } from '../feature'
import { PublishingScheduler } from './scheduler'
import { publishingTables } from './table'

declare module 'fastify' {
  interface FastifyInstance {
    /** Publish and unpublish times; null until the server has started it. */
    publishingSchedule: PublishingScheduler | null
  }
}

export const publishing: ServerFeature = {
  name: 'publishing',
  tables: publishingTables,
  setup: (app) => void app.decorate('publishingSchedule', null),
  async start(app) {
    const { database, clock, events, cluster } = app.context
    const schedule = new PublishingScheduler({
      database,
      clock,
      resources,
      changed: (name) => events.changed(name),
      invalidate: () => app.answerCache.invalidate(),
      log: (line) => app.log.warn(line),
    })
    app.publishingSchedule = schedule
    events.onChange((name) => {
      if (schedule.follows(name)) void schedule.reschedule()
    })
    cluster?.channel.onMessage((message) => {
      if (message.kind === 'content' && schedule.follows(message.name)) void schedule.reschedule()
    })
    // A change that fell due while the server was down is reported like a save, to routes all registered.
    await schedule.start()
  },
  closing: (app) => app.publishingSchedule?.close(),
}
