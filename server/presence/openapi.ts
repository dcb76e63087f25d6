/** The OpenAPI documentation of editing presence (presence-routes.ts), from shared/wire/presence.ts; of version checks: server/openapi/version-schemas.ts. */
import { Presence, PresenceParams } from '../../shared/wire/presence'
import { Detail } from '../../shared/wire/schema'
import type { JsonSchema } from '../openapi/schemas'

const answers = { 404: Detail('no such type or record'), 403: Detail('not staff, or no scope for the type') }

export const PRESENCE_SCHEMAS: Record<string, JsonSchema> = {
  'PUT editing/:resource/:id/': { params: PresenceParams, response: { 200: Presence, ...answers } },
  'POST editing/:resource/:id/take-over/': { params: PresenceParams, response: { 200: Presence, ...answers } },
  'DELETE editing/:resource/:id/': {
    params: PresenceParams,
    response: { 204: { type: 'null', description: 'Left' }, ...answers },
  },
}
