/** The OpenAPI documentation of optimistic concurrency (versions.ts) and of editing presence (presence-routes.ts). */
import { Presence, PresenceParams } from '../../shared/wire/presence'
import type { JsonSchema } from '../openapi/schemas'
import { MAX_IF_MATCH_LENGTH } from './versions'

/** The If-Match header a PUT or PATCH of a record may carry. */
export const ifMatchHeaders: JsonSchema = {
  type: 'object',
  properties: {
    'if-match': {
      type: 'string',
      maxLength: MAX_IF_MATCH_LENGTH,
      description:
        'The ETag of the record as it was read (GET of the record, signed in): the save is stored only if the record still has that version, ' +
        'else 409 with the current record. `*` or no header: stored whatever the version (as before).',
    },
  },
}

export const conflictAnswer: JsonSchema = {
  type: 'object',
  description: 'The record was changed since the version in If-Match: nothing was stored. The answer carries the current ETag.',
  required: ['detail', 'code', 'current_version', 'current'],
  properties: {
    detail: { type: 'string' },
    code: { type: 'string', enum: ['conflict'] },
    current_version: { type: 'string', description: 'the ETag value (unquoted) to send to overwrite knowingly' },
    changed_at: { type: 'string', format: 'date-time' },
    changed_by: {
      type: 'object',
      nullable: true,
      properties: { id: { type: 'integer' }, name: { type: 'string' } },
      description: 'who stored the current version, when known',
    },
    current: { type: 'object', additionalProperties: true, description: 'the record as stored now, in the route view' },
  },
}

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
