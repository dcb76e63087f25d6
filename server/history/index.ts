/**
 * Record history (issue 13.3): a revision of every save (recorder.ts), the routes to read and
 * restore them (routes.ts), their documentation (openapi.ts). Retention: REVISIONS_PER_RECORD
 * (default 50) and REVISIONS_MAX_DAYS (default 0: no age limit), enforced on each write.
 *
 *   registerHistory(api, resources)   // its routes, under /api/v1
 */
import type { FastifyInstance } from 'fastify'
import { resources, type Resource } from '../../shared/resources'
import type { ServerFeature } from '../feature'
import { HISTORY_SCHEMAS } from './openapi'
import { recordRevisions } from './recorder'
import { registerHistoryRoutes } from './routes'
import { revisionTables } from './table'

export function registerHistory(app: FastifyInstance, resources: readonly Resource[]) {
  recordRevisions(app.context)
  registerHistoryRoutes(app, resources)
}

export const history: ServerFeature = {
  name: 'history',
  tables: revisionTables,
  openApiSchemas: HISTORY_SCHEMAS,
  routes: (api) => registerHistory(api, resources),
}
