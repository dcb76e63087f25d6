/**
 * Saves that change the public site queue its rebuild, and their answers say so:
 *
 *   PATCH /api/v1/news/admin/news/3/  ->  200, X-Site-Changed-At: 2026-11-24T10:02:58.114Z
 *
 * The time is taken after the change committed, so a build whose `started_at` (and, once live, the
 * status's `live_data_from`) is later carries it: the back office tells the editor when the change
 * is on the public site (admin/layout/site-change-store.ts). Answers that changed nothing shown on
 * the site (an inquiry, an order) have no such header.
 */
import type { FastifyInstance } from 'fastify'
import type { Resource } from '../../shared/resources'
import { resourcesShownOnSite, type RouteAccess } from './site-resources'

export const SITE_CHANGE_HEADER = 'x-site-changed-at'

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

export function queueSiteBuildsOnChange(
  app: FastifyInstance,
  options: { routes: readonly RouteAccess[]; resources: readonly Resource[]; queue: () => void },
): void {
  // Read when the first change comes: every route is registered by then.
  let shown: Set<string> | undefined
  /** Date.now() of the last change the site shows: a write answered after it began is one of its causes. */
  let lastChangeAt = Number.NEGATIVE_INFINITY
  app.context.events.onChange((name) => {
    shown ??= resourcesShownOnSite(options.routes, options.resources)
    if (!shown.has(name)) return
    lastChangeAt = Date.now()
    options.queue()
  })
  app.addHook('onSend', (request, reply, payload, done) => {
    // Only staff change what the site shows, and only staff read the publishing state the header is compared with.
    // Another write's change in the same moment also makes this answer say so: harmless, the build it waits for comes anyway.
    if (WRITES.has(request.method) && reply.statusCode < 300 && request.account?.is_staff && lastChangeAt >= Date.now() - reply.elapsedTime) {
      reply.header(SITE_CHANGE_HEADER, new Date().toISOString())
    }
    done(null, payload)
  })
}
