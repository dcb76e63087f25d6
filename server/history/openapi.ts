/** OpenAPI answers of the history routes (routes.ts), keyed like ACTION_SCHEMAS (the feature's index.ts brings them). */
import { resources } from '../../shared/resources'
import { pageSchema, recordSchema, type JsonSchema } from '../openapi/schemas'

const nullableInteger = { type: 'integer', nullable: true }
const summary: JsonSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    resource: { type: 'string' },
    record_id: { type: 'integer' },
    action: { type: 'string', enum: ['created', 'updated', 'deleted', 'restored'] },
    account_id: { ...nullableInteger, description: 'null: the system (scheduler, CLI) or an anonymous form' },
    account_name: { type: 'string', nullable: true, description: 'the display name at the time of the save' },
    changed_fields: { type: 'array', items: { type: 'string' } },
    restored_from: { ...nullableInteger, description: 'the revision a restore brought back' },
    created_at: { type: 'string', format: 'date-time' },
  },
  required: ['id', 'resource', 'record_id', 'action', 'account_id', 'account_name', 'changed_fields', 'restored_from', 'created_at'],
}
const revision: JsonSchema = {
  ...summary,
  properties: {
    ...(summary.properties as object),
    snapshot: { type: 'object', additionalProperties: true, description: "the record's fields after the save (before it, for a delete)" },
  },
  required: [...(summary.required as string[]), 'snapshot'],
}
const detail = (description: string): JsonSchema => ({ type: 'object', properties: { detail: { type: 'string' } }, required: ['detail'], description })
const pageQuery = { type: 'object', properties: { page: { type: 'integer', minimum: 1 }, page_size: { type: 'integer', minimum: 1 } } }

export const HISTORY_SCHEMAS: Record<string, JsonSchema> = Object.fromEntries(
  resources.flatMap((resource) => {
    const base = `history/${resource.name}/:id/`
    const restored: JsonSchema = {
      type: 'object',
      properties: {
        revision: { ...summary, nullable: true, description: 'the new "restored" revision; null when nothing differed' },
        record: recordSchema(resource, 'full'),
        kept_files: {
          type: 'array',
          items: { type: 'string' },
          description: "file fields that kept the current file: the revision's one was deleted when it was replaced",
        },
      },
      required: ['revision', 'record', 'kept_files'],
    }
    return [
      [`GET ${base}`, { querystring: pageQuery, response: { 200: pageSchema(summary), 404: detail('no such page') } }],
      [`GET ${base}:revision/`, { response: { 200: revision, 404: detail('no such revision of this record') } }],
      [`POST ${base}:revision/restore/`, { response: { 200: restored, 404: detail('no such revision, or the record was deleted') } }],
    ]
  }),
)
