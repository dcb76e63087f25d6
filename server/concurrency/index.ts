/**
 * Two editors on one record: version checks on save (versions.ts, conditional-save.ts: 409 with the current record)
 * and who else has the record open (editors.ts, presence-routes.ts).
 */
import type { ServerFeature } from '../feature'
import { PRESENCE_SCHEMAS } from './openapi'
import { registerPresenceRoutes } from './presence-routes'
import { ensureConcurrencyTables } from './tables'

export const concurrency: ServerFeature = {
  name: 'concurrency',
  openApiSchemas: PRESENCE_SCHEMAS,
  setup: (app) => ensureConcurrencyTables(app.context.database),
  routes: registerPresenceRoutes,
}
