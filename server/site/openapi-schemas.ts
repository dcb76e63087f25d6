/** The site build's routes (build-routes.ts) in the OpenAPI document, keyed `METHOD path` under /api/v1, from shared/wire/site-build.ts. */
import { SiteBuildQueued, SiteBuildStatus } from '../../shared/wire/site-build'
import { Detail } from '../../shared/wire/schema'
import type { JsonSchema } from '../openapi/schemas'

export const SITE_SCHEMAS: Record<string, JsonSchema> = {
  'GET site/build/': { response: { 200: SiteBuildStatus } },
  'POST site/build/': { response: { 202: SiteBuildQueued, 409: Detail('site builds are off (SITE_BUILD=off)') } },
}
