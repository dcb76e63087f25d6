/**
 * Types with one record per language (`perLanguage` in shared/resources/declaration.ts: info,
 * industrial_zone). Every answer about such a type carries `available_languages`; the paths the
 * declaration gives mount the record of one language (`info/lang/{lang}/`) and all languages at
 * once (`info/admin/`, written in one transaction through the service, errors nested by language).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { LANGUAGES, type Language } from '../../../shared/languages'
import type { Resource } from '../../../shared/resources'
import type { AppContext } from '../../context'
import { languageFieldOf } from '../../db/unique-indexes'
import { fieldError } from '../../http/errors'
import { emptyRecord } from '../../http/input-keys'
import { inputLimitsOf, readRequestInput } from '../../http/request-input'
import { localize, sendNestedErrors, type LocalizedErrors } from '../nested-errors'
import { ResourceRepository, type Row } from '../repository'
import type { Draft, ResourceService } from '../service'
import { inTransaction } from '../write-unit'
import type { MakeHandler } from './crud'
import { scopedList } from './list-scope'
import { pathLanguage } from './views'
import { bodyFields } from '../../http/wire-input'
import { AnyObject, Type } from '../../../shared/wire/schema'

/** A write of every language: each one's fields under its code ({sl: {...}, en: {...}}), checked as the declaration says. */
const ByLanguageBody = Type.Object(Object.fromEntries(LANGUAGES.map((language) => [language, Type.Optional(AnyObject())])))

type LanguageKind = 'languageRetrieve' | 'languageReplace' | 'languagesRetrieve' | 'languagesReplace' | 'languagesPartialUpdate'

const languageField = (resource: Resource) => languageFieldOf(resource)!

/** The record of `language`, if there is one (also the preview's footer: server/preview/page-data.ts). */
export async function recordOf(service: ResourceService, context: AppContext, language: Language): Promise<Row | undefined> {
  const scoped = scopedList(service.resource, { where: { [languageField(service.resource)]: language }, ordering: 'id', query: [] })
  const { rows } = await new ResourceRepository(scoped.resource, context.database).list({ params: scoped.params({}), visibleOnly: false, page: 1, pageSize: 1 })
  return rows[0]
}

/** {sl: record|null, en: record|null}, full view. */
async function everyLanguage(service: ResourceService, context: AppContext) {
  const answer: Record<string, unknown> = {}
  for (const language of LANGUAGES) {
    const row = await recordOf(service, context, language)
    answer[language] = row ? service.serialize(row) : null
  }
  return answer
}

/** PUT/PATCH of every language given: all checked first (errors nested by language), then all saved in one transaction. */
async function writeEveryLanguage(service: ResourceService, context: AppContext, request: FastifyRequest, reply: FastifyReply, partial: boolean) {
  const body = bodyFields(request, ByLanguageBody)
  const given = LANGUAGES.filter((language) => body && typeof body[language] === 'object' && body[language] !== null && !Array.isArray(body[language]))
  if (!body || given.length === 0) throw fieldError('non_field_errors', 'byLanguageExpected')
  const drafts: Draft[] = []
  const errors: Record<string, LocalizedErrors> = {}
  for (const language of given) {
    const current = await recordOf(service, context, language)
    const values = Object.assign(emptyRecord(), body[language] as Record<string, unknown>, { [languageField(service.resource)]: language })
    const mode = !current ? 'create' : partial ? 'partial' : 'update'
    // JSON only: a file is kept by sending its URL back; new ones go through the record's own paths.
    const draft = await service.check({ values, files: {}, fromForm: false, accountId: request.account?.id }, mode, current, { keepFilesOnly: true })
    if (!draft.errors.empty) errors[language] = localize(request, draft.errors.errors)
    drafts.push(draft)
  }
  if (Object.keys(errors).length) return sendNestedErrors(reply, errors)
  await inTransaction(context, async (unit) => {
    for (const draft of drafts) await service.save(draft, unit)
  })
  return everyLanguage(service, context)
}

const makeLanguageHandler =
  (kind: LanguageKind): MakeHandler =>
  (_route, service, context) => {
    const handlers = {
      languageRetrieve: async (request: FastifyRequest) => {
        const row = await recordOf(service, context, pathLanguage(request))
        if (!row) throw service.notFound()
        return service.serialize(row)
      },
      languageReplace: async (request: FastifyRequest, reply: FastifyReply) => {
        const language = pathLanguage(request)
        const input = await readRequestInput(request, inputLimitsOf(service.resource))
        input.values[languageField(service.resource)] = language
        const current = await recordOf(service, context, language)
        const row = current ? await service.update(current, input, false) : await service.create(input)
        return reply.status(current ? 200 : 201).send(service.serialize(row))
      },
      languagesRetrieve: async () => everyLanguage(service, context),
      languagesReplace: async (request: FastifyRequest, reply: FastifyReply) => writeEveryLanguage(service, context, request, reply, false),
      languagesPartialUpdate: async (request: FastifyRequest, reply: FastifyReply) => writeEveryLanguage(service, context, request, reply, true),
    }
    return handlers[kind]
  }

export const perLanguageHandlers: Record<LanguageKind, MakeHandler> = {
  languageRetrieve: makeLanguageHandler('languageRetrieve'),
  languageReplace: makeLanguageHandler('languageReplace'),
  languagesRetrieve: makeLanguageHandler('languagesRetrieve'),
  languagesReplace: makeLanguageHandler('languagesReplace'),
  languagesPartialUpdate: makeLanguageHandler('languagesPartialUpdate'),
}

const isRecord = (value: unknown, field: string): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.hasOwn(value, 'id') && Object.hasOwn(value, field)

/** Adds `available_languages` to every record in an answer about these types (one record, a page, a list, a by-language map). */
export function registerAvailableLanguages(app: FastifyInstance, resources: readonly Resource[]) {
  const types = new Map(resources.filter((resource) => resource.perLanguage).map((resource) => [resource.name, resource]))
  if (types.size === 0) return
  // (callback style: answers about other types, nearly all, pass through without a promise)
  app.addHook('preSerialization', (request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (error: Error | null, payload?: unknown) => void) => {
    const resource = types.get(request.routeOptions.config?.resource ?? '')
    if (!resource || reply.statusCode >= 400 || typeof payload !== 'object' || payload === null) return done(null, payload)
    const field = languageField(resource)
    app.context.database.db
      .selectFrom(resource.name)
      .select(field)
      .distinct()
      .execute()
      .then((rows) => {
        const present = new Set(rows.map((row) => row[field]))
        const languages = LANGUAGES.filter((language) => present.has(language))
        const body = payload as { results?: unknown }
        const records: unknown[] = isRecord(payload, field)
          ? [payload]
          : Array.isArray(body.results)
            ? body.results
            : Array.isArray(payload)
              ? payload
              : Object.values(payload)
        for (const record of records) if (isRecord(record, field)) record.available_languages = languages
        done(null, payload)
      }, done)
  })
}
