/**
 * OpenAPI entries of the translation routes (routes.ts), keyed like ACTION_SCHEMAS (the feature's index.ts brings
 * them), from the wire schemas in shared/wire/translations.ts.
 */
import { resources } from '../../shared/resources'
import { Detail } from '../../shared/wire/schema'
import {
  IdsQuery,
  LanguageQuery,
  LinkBody,
  LinkCandidates,
  TranslateBody,
  TranslationGroups,
  TranslationParams,
  TranslationProblems,
  TranslationStatus,
  TranslationStatuses,
} from '../../shared/wire/translations'
import type { JsonSchema } from '../openapi/schemas'
import { translatableTypes } from './declared'

const fieldErrors: JsonSchema = {
  type: 'object',
  properties: { detail: { type: 'string' } },
  additionalProperties: { type: 'array', items: { type: 'string' } },
  description: 'DRF field errors: {field: ["message"]}, or {detail} for a body that cannot be read',
}
const noRecord = Detail('no such record')

export const TRANSLATION_SCHEMAS: Record<string, JsonSchema> = Object.fromEntries(
  translatableTypes(resources).flatMap((resource) => {
    const base = `translations/${resource.name}/`
    const one = { params: TranslationParams }
    const changedOne = { 200: TranslationStatus, 400: fieldErrors, 404: noRecord }
    return [
      [`GET ${base}`, { querystring: IdsQuery, response: { 200: TranslationStatuses, 400: fieldErrors } }],
      [`GET ${base}problems/`, { response: { 200: TranslationProblems } }],
      [`GET ${base}links/`, { response: { 200: TranslationGroups } }],
      [`GET ${base}:id/`, { ...one, response: { 200: TranslationStatus, 404: noRecord } }],
      [`POST ${base}:id/link/`, { ...one, body: LinkBody, response: changedOne }],
      [`POST ${base}:id/unlink/`, { ...one, response: changedOne }],
      [`POST ${base}:id/up-to-date/`, { ...one, response: changedOne }],
      [
        `POST ${base}:id/translate/`,
        {
          ...one,
          body: TranslateBody,
          response: { 201: { ...TranslationStatus, description: 'the new record (hidden, linked): its translation status' }, 400: fieldErrors, 404: noRecord },
        },
      ],
      [`GET ${base}:id/candidates/`, { ...one, querystring: LanguageQuery, response: { 200: LinkCandidates, 400: fieldErrors, 404: noRecord } }],
    ]
  }),
)
