/**
 * Answers of the named reads (preset lists, records by language, a space's pictures, the site
 * build), for the OpenAPI document only; keyed like ACTION_SCHEMAS (method and path under
 * /api/v1, as registered). The API tests check every answer against them.
 */
import { LANGUAGES } from '../../shared/languages'
import { emptySpaceImages, emptySpaces, entrepreneurs, eventCategories, eventImages, events, images, incubator, info, news, productImages, projectImages, type Resource } from '../../shared/resources'
import { pageSchema, recordSchema, writeSchema, type JsonSchema } from './schemas'

const full = (resource: Resource) => recordSchema(resource, 'full')
const localized = (resource: Resource) => recordSchema(resource, 'localized')
const list = (resource: Resource, view: 'full' | 'localized' = 'full'): JsonSchema => ({ type: 'array', items: recordSchema(resource, view) })
const detail = (description: string): JsonSchema => ({ type: 'object', properties: { detail: { type: 'string' } }, required: ['detail'], description })
const deleted = { 204: { type: 'null', description: 'Deleted' } }
const language = { type: 'object', properties: { lang: { type: 'string', enum: [...LANGUAGES] } } }
const pageQuery = { type: 'object', properties: { page: { type: 'integer', minimum: 1 }, page_size: { type: 'integer', minimum: 1, maximum: 100 }, ordering: { type: 'string' } } }
const form = (schema: JsonSchema) => ({ body: schema, consumes: ['multipart/form-data', 'application/json', 'application/x-www-form-urlencoded'] })

const buildStatus: JsonSchema = {
  type: 'object',
  properties: {
    state: { type: 'string', enum: ['idle', 'queued', 'building', 'live', 'failed'] },
    progress: { type: 'number', minimum: 0, maximum: 1 },
    message: { type: 'string' },
    pending: { type: 'boolean', description: 'a change arrived during the running build: another build follows' },
    log_tail: { type: 'array', items: { type: 'string' } },
    started_at: { type: 'string', nullable: true },
    finished_at: { type: 'string', nullable: true },
    live_build_at: { type: 'string', nullable: true },
  },
  required: ['state', 'progress', 'pending', 'log_tail'],
}

const spaceImage = full(emptySpaceImages)

export const READ_SCHEMAS: Record<string, JsonSchema> = {
  'GET news/latest/': { querystring: language, response: { 200: list(news) } },
  'GET news/tag/:tag/': { querystring: pageQuery, response: { 200: pageSchema(full(news)), 404: detail('no such tag') } },
  'GET events/latest/': { querystring: language, response: { 200: list(events) } },
  'GET events/on-key-events-full/': { querystring: language, response: { 200: list(events) } },
  'GET events/last-events/': { querystring: language, response: { 200: list(events) } },
  'GET events/categories/:id/events/': { querystring: pageQuery, response: { 200: pageSchema(localized(events)), 404: detail('no such category') } },
  'GET events/types/:id/categories/': { querystring: pageQuery, response: { 200: pageSchema(localized(eventCategories)), 404: detail('no such type') } },
  'GET events/images/main/': { querystring: language, response: { 200: list(eventImages) } },
  'GET projects/project-image/current/': { response: { 200: full(projectImages), 404: detail('no picture yet') } },
  'GET images/main/': { response: { 200: list(images) } },
  'DELETE images/main/:id/': { response: { ...deleted, 404: detail('no such main image') } },
  'GET empty_spaces/latest/': { querystring: language, response: { 200: list(emptySpaces, 'localized') } },
  'GET empty_spaces/full/:id/images/': { querystring: pageQuery, response: { 200: pageSchema(spaceImage), 404: detail('no such space') } },
  'POST empty_spaces/full/:id/images/': { ...form(writeSchema(emptySpaceImages)), response: { 201: spaceImage, 404: detail('no such space') } },
  'GET empty_spaces/full/:id/images/:imageId/': { response: { 200: spaceImage, 404: detail('no such picture of this space') } },
  'PUT empty_spaces/full/:id/images/:imageId/': { ...form(writeSchema(emptySpaceImages)), response: { 200: spaceImage, 404: detail('no such picture of this space') } },
  'PATCH empty_spaces/full/:id/images/:imageId/': { ...form(writeSchema(emptySpaceImages, true)), response: { 200: spaceImage, 404: detail('no such picture of this space') } },
  'DELETE empty_spaces/full/:id/images/:imageId/': { response: { ...deleted, 404: detail('no such picture of this space') } },
  'GET entrepreneurs/lang/:lang/': { querystring: pageQuery, response: { 200: pageSchema(localized(entrepreneurs)), 404: detail('not sl or en') } },
  'GET incubator/active/': { querystring: language, response: { 200: localized(incubator), 404: detail('none is active') } },
  'GET incubator/lang/:lang/': { response: { 200: localized(incubator), 404: detail('none is active, or not sl or en') } },
  'GET info/lang/:lang/': { response: { 200: full(info), 404: detail('no record in that language') } },
  'GET info/legacy/1/': { response: { 200: full(info), 404: detail('no record 1 yet') } },
  'PUT info/legacy/1/': { ...form(writeSchema(info)), response: { 200: full(info), 404: detail('no record 1 yet') } },
  'PATCH info/legacy/1/': { ...form(writeSchema(info, true)), response: { 200: full(info), 404: detail('no record 1 yet') } },
  'GET products/full/:id/images/': { querystring: pageQuery, response: { 200: pageSchema(full(productImages)), 404: detail('no such product') } },
  'GET site/build/': { response: { 200: buildStatus } },
  'POST site/build/': {
    response: { 202: { ...buildStatus, properties: { detail: { type: 'string' }, ...(buildStatus.properties as object) } }, 409: detail('site builds are off (SITE_BUILD=off)') },
  },
  'POST common/inquiry/': { response: { 502: detail('send_error: the inquiry is kept and mailed again later') } },
}
