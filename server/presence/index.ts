/**
 * Who else has a record open for editing (editors.ts, presence-routes.ts): the back office's "also editing" notice
 * and take-over. The version check on save that answers 409 is the core's (server/resources/conditional-save.ts).
 */
import type { ServerFeature } from '../feature'
import { PRESENCE_SCHEMAS } from './openapi'
import { registerPresenceRoutes } from './presence-routes'
import { ensurePresenceTable } from './tables'

export const presence: ServerFeature = {
  name: 'presence',
  openApiSchemas: PRESENCE_SCHEMAS,
  setup: (app) => ensurePresenceTable(app.context.database),
  routes: registerPresenceRoutes,
}
