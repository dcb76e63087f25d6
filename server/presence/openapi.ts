/** The OpenAPI documentation of editing presence (presence-routes.ts), from shared/wire/presence.ts; of version checks: server/openapi/version-schemas.ts. */
import { Presence, PresenceParams } from '../../shared/wire/presence'
import type { JsonSchema } from '../openapi/schemas'

const detail = (description: string): JsonSchema => ({ type: 'object', properties: { detail: { type: 'string', description } } })
const answers = { 404: detail('no such type or record'), 403: detail('not staff, or no scope for the type') }

export const PRESENCE_SCHEMAS: Record<string, JsonSchema> = {
  'PUT editing/:resource/:id/': { params: PresenceParams, response: { 200: Presence, ...answers } },
  'POST editing/:resource/:id/take-over/': { params: PresenceParams, response: { 200: Presence, ...answers } },
  'DELETE editing/:resource/:id/': {
    params: PresenceParams,
    response: { 204: { type: 'null', description: 'Left' }, ...answers },
  },
}
