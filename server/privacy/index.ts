/** Everything stored about one e-mail address, exported or erased by staff with the `privacy` scope (routes.ts). */
import type { ServerFeature } from '../feature'
import { PRIVACY_SCHEMAS } from './openapi'
import { privacyRoutes } from './routes'

export const privacy: ServerFeature = { name: 'privacy', openApiSchemas: PRIVACY_SCHEMAS, routes: privacyRoutes }
