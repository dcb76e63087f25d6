/**
 * OpenAPI entries of the history routes (routes.ts), keyed like ACTION_SCHEMAS (the feature's index.ts brings
 * them), from the wire schemas in shared/wire/history.ts; the restored record is documented with its own type's fields.
 */
import { resources } from '../../shared/resources'
import { RecordParams, RestoreAnswer, Revision, RevisionParams, RevisionSummary } from '../../shared/wire/history'
import { Detail, Page, PageQuery } from '../../shared/wire/schema'
import { recordSchema, type JsonSchema } from '../openapi/schemas'

export const HISTORY_SCHEMAS: Record<string, JsonSchema> = Object.fromEntries(
  resources.flatMap((resource) => {
    const base = `history/${resource.name}/:id/`
    const restored = { ...RestoreAnswer, properties: { ...RestoreAnswer.properties, record: recordSchema(resource, 'full') } }
    return [
      [`GET ${base}`, { params: RecordParams, querystring: PageQuery, response: { 200: Page(RevisionSummary), 404: Detail('no such page') } }],
      [`GET ${base}:revision/`, { params: RevisionParams, response: { 200: Revision, 404: Detail('no such revision of this record') } }],
      [`POST ${base}:revision/restore/`, { params: RevisionParams, response: { 200: restored, 404: Detail('no such revision, or the record was deleted') } }],
    ]
  }),
)
