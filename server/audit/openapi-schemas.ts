/** The audit log's routes in the OpenAPI document (the feature's index.ts brings them to ACTION_SCHEMAS). */
import { AUDIT_ACTIONS } from '../../shared/audit-actions'
import type { JsonSchema } from '../openapi/schemas'
import { pageSchema } from '../openapi/schemas'

const nullable = (type: string, description?: string): JsonSchema => ({ type, nullable: true, ...(description ? { description } : {}) })
const filters: Record<string, JsonSchema> = {
  actor: { type: 'integer', description: "the acting account's id" },
  action: { type: 'string', enum: [...AUDIT_ACTIONS] },
  resource: { type: 'string', description: "a content type's name, users or sessions" },
  record_id: { type: 'string' },
  from: {
    type: 'string',
    description:
      'a day in Ljubljana (2025-09-13, 13.09.2025), a time with a zone (2025-09-13T08:00:00Z) or a local time in Ljubljana (2025-09-13T10:00): entries at or after it',
  },
  to: { type: 'string', description: 'as from (a day: that whole day in Ljubljana): entries at or before it' },
}

const entry: JsonSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    at: { type: 'string', format: 'date-time' },
    actor_id: nullable('integer', 'null: the system or an anonymous caller'),
    actor_name: { type: 'string', description: "the account's name at the time, system or anonymous" },
    ip: nullable('string'),
    action: { type: 'string', enum: [...AUDIT_ACTIONS] },
    resource: nullable('string'),
    record_id: nullable('string'),
    record_title: nullable('string'),
    changed_fields: { type: 'array', items: { type: 'string' } },
    data: nullable('object', 'from/to of the changed fields, the created or deleted record, the username tried'),
  },
  required: ['id', 'at', 'actor_id', 'actor_name', 'ip', 'action', 'resource', 'record_id', 'record_title', 'changed_fields', 'data'],
}

export const AUDIT_SCHEMAS: Record<string, JsonSchema> = {
  'GET audit-log/': {
    querystring: { type: 'object', properties: { page: { type: 'integer', minimum: 1 }, page_size: { type: 'integer', minimum: 1 }, ...filters } },
    response: { 200: pageSchema(entry) },
  },
  'GET audit-log/export/': {
    querystring: { type: 'object', properties: filters },
    produces: ['text/csv'],
    response: { 200: { type: 'string', description: 'CSV, UTF-8 with BOM; X-Export-Truncated: true when more entries matched than the limit' } },
  },
  'GET audit-log/actors/': {
    response: {
      200: { type: 'array', items: { type: 'object', properties: { id: { type: 'integer' }, name: { type: 'string' } }, required: ['id', 'name'] } },
    },
  },
  'GET audit-log/:id/': { response: { 200: entry } },
}
