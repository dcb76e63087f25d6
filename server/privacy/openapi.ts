/** The privacy routes in the OpenAPI document (the feature's index.ts brings them to ACTION_SCHEMAS). */
import type { JsonSchema } from '../openapi/schemas'
import { ADDRESS_MAX } from './address'

const body: JsonSchema = {
  type: 'object',
  properties: { email: { type: 'string', maxLength: ADDRESS_MAX, description: 'matched whatever its case; % and _ are plain characters' } },
  required: ['email'],
}
const rows = { type: 'array', items: { type: 'object', additionalProperties: true } }

export const PRIVACY_SCHEMAS: Record<string, JsonSchema> = {
  'POST privacy/export/': {
    body,
    response: {
      200: {
        type: 'object',
        properties: {
          email: { type: 'string' },
          exported_at: { type: 'string', format: 'date-time' },
          stores: { type: 'object', additionalProperties: rows },
          truncated: { type: 'array', items: { type: 'string' } },
        },
        required: ['email', 'exported_at', 'stores', 'truncated'],
      },
    },
  },
  'POST privacy/erase/': {
    body,
    response: {
      200: {
        type: 'object',
        properties: { email: { type: 'string' }, erased: { type: 'object', additionalProperties: { type: 'integer' } } },
        required: ['email', 'erased'],
      },
    },
  },
}
