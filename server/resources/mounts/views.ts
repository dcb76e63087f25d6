/**
 * How a mounted route answers records: which language a localized view speaks, and the full or
 * localized JSON of a record (shared by the CRUD mounts, presets, children and includes).
 */
import type { FastifyRequest } from 'fastify'
import { isLanguage, type Language } from '../../../shared/languages'
import { pathParams, queryFields } from '../../http/wire-input'
import { LanguagePathParams, LanguageQuery } from '../../../shared/wire/schema'
import type { Row } from '../repository'
import type { ResourceService } from '../service'

/** As many records as a list without a limit may hold (every one there is). */
export const EVERY_RECORD = 2 ** 31 - 1

/** The language a localized view answers in: `?language=`, `?lang=`, else Accept-Language. */
export function viewLanguage(request: FastifyRequest): Language {
  const query = queryFields(request, LanguageQuery)
  const asked = [query.language, query.lang].find(isLanguage)
  return asked ?? request.language
}

/** The language of a `:lang` path segment; anything but sl or en is a 404. */
export function pathLanguage(request: FastifyRequest): Language {
  return pathParams(request, LanguagePathParams).lang
}

/** The JSON of `row` in a mount's view: every translation, or the one of `language`. */
export const presenter = (service: ResourceService, view: 'full' | 'localized', language: Language) => (row: Row) =>
  view === 'localized' ? service.serializeLocalized(row, language) : service.serialize(row)
