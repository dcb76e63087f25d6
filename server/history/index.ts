/**
 * Record history (issue 13.3): a revision of every save (recorder.ts), the routes to read and
 * restore them (routes.ts), their documentation (openapi.ts). Retention: REVISIONS_PER_RECORD
 * (default 50) and REVISIONS_MAX_DAYS (default 0: no age limit), enforced on each write.
 *
 *   registerHistory(api, resources)   // in app.ts, under /api/v1
 */
import type { FastifyInstance } from 'fastify'
import type { Resource } from '../../shared/resources'
import { recordRevisions } from './recorder'
import { registerHistoryRoutes } from './routes'

export function registerHistory(app: FastifyInstance, resources: readonly Resource[]) {
  recordRevisions(app.context)
  registerHistoryRoutes(app, resources)
}
