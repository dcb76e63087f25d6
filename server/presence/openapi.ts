/** The OpenAPI documentation of editing presence (presence-routes.ts); of version checks: server/openapi/version-schemas.ts. */
import type { JsonSchema } from '../openapi/schemas'

const editor: JsonSchema = {
  type: 'object',
  properties: {
    account_id: { type: 'integer' },
    name: { type: 'string' },
    since: { type: 'string', format: 'date-time' },
    seen_at: { type: 'string', format: 'date-time' },
  },
}
const presence: JsonSchema = {
  type: 'object',
  required: ['editors', 'taken_over'],
  properties: {
    editors: { type: 'array', items: editor, description: 'the other staff with the record open (seen in the last expires_after_seconds)' },
    taken_over: {
      type: 'object',
      nullable: true,
      properties: { by: { type: 'string' }, at: { type: 'string', format: 'date-time' } },
      description: 'set when another editor took the record over from the caller',
    },
    heartbeat_seconds: { type: 'integer' },
    expires_after_seconds: { type: 'integer' },
  },
}
const detail = (description: string): JsonSchema => ({ type: 'object', properties: { detail: { type: 'string', description } } })
const answers = { 404: detail('no such type or record'), 403: detail('not staff, or no scope for the type') }

export const PRESENCE_SCHEMAS: Record<string, JsonSchema> = {
  'PUT editing/:resource/:id/': { response: { 200: presence, ...answers } },
  'POST editing/:resource/:id/take-over/': { response: { 200: presence, ...answers } },
  'DELETE editing/:resource/:id/': { response: { 204: { type: 'null', description: 'Left' }, ...answers } },
}
