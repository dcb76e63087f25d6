/**
 * Answers of the named reads (the clock's latest events, events' main pictures, the legacy info
 * record), for the OpenAPI document only (the reads a declaration asks for are
 * documented from it: declared-routes.ts); keyed like ACTION_SCHEMAS (method and path under
 * /api/v1, as registered). The API tests check every answer against them.
 */
import { eventImages, events, info, type Resource } from '../../shared/resources'
import { Detail, LanguageQuery } from '../../shared/wire/schema'
import { recordSchema, writeSchema, type JsonSchema } from '../openapi/schemas'

const full = (resource: Resource) => recordSchema(resource, 'full')
const list = (resource: Resource, view: 'full' | 'localized' = 'full'): JsonSchema => ({ type: 'array', items: recordSchema(resource, view) })
const form = (schema: JsonSchema) => ({ body: schema, consumes: ['multipart/form-data', 'application/json', 'application/x-www-form-urlencoded'] })

export const READ_SCHEMAS: Record<string, JsonSchema> = {
  'GET events/latest/': { querystring: LanguageQuery, response: { 200: list(events) } },
  'GET events/images/main/': { querystring: LanguageQuery, response: { 200: list(eventImages) } },
  'GET info/legacy/1/': { response: { 200: full(info), 404: Detail('no record 1 yet') } },
  'PUT info/legacy/1/': { ...form(writeSchema(info)), response: { 200: full(info), 404: Detail('no record 1 yet') } },
  'PATCH info/legacy/1/': { ...form(writeSchema(info, true)), response: { 200: full(info), 404: Detail('no record 1 yet') } },
  'POST common/inquiry/': { response: { 502: Detail('send_error: the inquiry is kept and mailed again later') } },
}
