/** OpenAPI answers of the translation routes (routes.ts), keyed like ACTION_SCHEMAS (the feature's index.ts brings them). */
import { LANGUAGES } from '../../shared/languages'
import { resources } from '../../shared/resources'
import type { JsonSchema } from '../openapi/schemas'
import { translatableTypes } from './declared'

const language = { type: 'string', enum: [...LANGUAGES] }
const brief: JsonSchema = {
  type: 'object',
  properties: { id: { type: 'integer' }, lang: language, title: { type: 'string' } },
  required: ['id', 'lang', 'title'],
}
const languages = { type: 'array', items: language }
const problem: JsonSchema = {
  type: 'object',
  properties: { ...(brief.properties as object), missing: languages, out_of_date: { type: 'boolean' } },
  required: [...(brief.required as string[]), 'missing', 'out_of_date'],
}
const status: JsonSchema = {
  type: 'object',
  properties: {
    ...(problem.properties as object),
    translations: { type: 'object', properties: Object.fromEntries(LANGUAGES.map((lang) => [lang, brief])), additionalProperties: false },
    source_changed_at: { type: 'string', nullable: true, description: "when the Slovenian record's content last changed" },
    changed_fields: {
      type: 'array',
      items: { type: 'string' },
      description: 'content fields of the Slovenian record changed since this translation was last edited or confirmed',
    },
  },
  required: [...(problem.required as string[]), 'translations', 'source_changed_at'],
}
const detail = (description: string): JsonSchema => ({ type: 'object', properties: { detail: { type: 'string' } }, required: ['detail'], description })
const fieldErrors: JsonSchema = {
  type: 'object',
  properties: { detail: { type: 'string' } },
  additionalProperties: { type: 'array', items: { type: 'string' } },
  description: 'DRF field errors: {field: ["message"]}, or {detail} for a body that cannot be read',
}
const linkBody: JsonSchema = {
  type: 'object',
  properties: { record: { type: 'integer', description: 'the id of the other record (same type)' }, resource: { type: 'string' } },
  required: ['record'],
}

export const TRANSLATION_SCHEMAS: Record<string, JsonSchema> = Object.fromEntries(
  translatableTypes(resources).flatMap((resource) => {
    const base = `translations/${resource.name}/`
    const changedOne = { 200: status, 400: fieldErrors, 404: detail('no such record') }
    return [
      [
        `GET ${base}`,
        {
          querystring: { type: 'object', properties: { ids: { type: 'string', description: 'comma-separated ids, at most 100' } } },
          response: { 200: { type: 'object', properties: { results: { type: 'array', items: status } }, required: ['results'] }, 400: fieldErrors },
        },
      ],
      [
        `GET ${base}problems/`,
        {
          response: {
            200: {
              type: 'object',
              properties: {
                missing_count: { type: 'integer' },
                out_of_date_count: { type: 'integer' },
                missing: { type: 'array', items: problem },
                out_of_date: {
                  type: 'array',
                  items: { ...problem, properties: { ...(problem.properties as object), changed_fields: { type: 'array', items: { type: 'string' } } } },
                },
              },
              required: ['missing_count', 'out_of_date_count', 'missing', 'out_of_date'],
            },
          },
        },
      ],
      [
        `GET ${base}links/`,
        {
          response: {
            200: { type: 'object', properties: { groups: { type: 'array', items: { type: 'array', items: { type: 'integer' } } } }, required: ['groups'] },
          },
        },
      ],
      [`GET ${base}:id/`, { response: { 200: status, 404: detail('no such record') } }],
      [`POST ${base}:id/link/`, { body: linkBody, response: changedOne }],
      [`POST ${base}:id/unlink/`, { response: changedOne }],
      [`POST ${base}:id/up-to-date/`, { response: changedOne }],
      [
        `POST ${base}:id/translate/`,
        {
          body: { type: 'object', properties: { language }, required: ['language'] },
          response: {
            201: { ...status, description: 'the new record (hidden, linked): its translation status' },
            400: fieldErrors,
            404: detail('no such record'),
          },
        },
      ],
      [
        `GET ${base}:id/candidates/`,
        {
          querystring: { type: 'object', properties: { language }, required: ['language'] },
          response: {
            200: { type: 'object', properties: { results: { type: 'array', items: brief } }, required: ['results'] },
            400: fieldErrors,
            404: detail('no such record'),
          },
        },
      ],
    ]
  }),
)
