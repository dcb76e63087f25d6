/** GET search/: one search over every public type the site searches (search.ts, routes.ts). */
import type { ServerFeature } from '../feature'
import { SEARCH_SCHEMAS } from './openapi-schemas'
import { registerSearchRoutes } from './routes'

export const search: ServerFeature = { name: 'search', openApiSchemas: SEARCH_SCHEMAS, routes: registerSearchRoutes }
