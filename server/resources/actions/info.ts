/**
 * Info and industrial-zone endpoints no declaration can say. Both keep one record per language.
 *
 *   every answer of info/ and industrial_zone/    each record carries `available_languages`:
 *                                                 the languages for which a record exists
 *   GET  info/lang/{lang}/                        the record of that language (404 if none, or not sl/en)
 *   PUT  info/lang/{lang}/          staff         create-or-update the record of that language (200 or 201)
 *   GET  info/admin/                staff         {sl: record|null, en: record|null, available_languages}
 *   PUT|PATCH info/admin/           staff         JSON body keyed by language, {sl: {...}, en: {...}}: every
 *                                                 language given is created or updated, all in one transaction;
 *                                                 errors come nested by language, {en: {title: ["..."]}}.
 *                                                 PUT needs every required field of each language, PATCH only
 *                                                 what changes (a missing record still needs its required fields).
 *   GET|PUT|PATCH info/legacy/1/    PUT/PATCH staff   the old single record: the one with id 1
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { isLanguage, LANGUAGES, type Language } from '../../../shared/languages'
import { industrialZone, info } from '../../../shared/resources'
import { requireAccess } from '../../auth/plugin'
import { toColumnValue } from '../../db/columns'
import type { Kysely } from 'kysely'
import { uniqueViolation } from '../../db/unique-indexes'
import { fieldError, notFound, validationError } from '../../http/errors'
import { inputLimitsOf, readRequestInput } from '../../http/request-input'
import { RecordFiles } from '../record-files'
import type { Row } from '../repository'
import type { ResourceService } from '../service'
import { validatePayload, type ValidatedWrite } from '../validate'
import { localize, sendNestedErrors, type LocalizedErrors } from './nested-errors'

const ONE_PER_LANGUAGE = new Set<string>([info.name, industrialZone.name])
const fileLimits = inputLimitsOf(info)

/** The languages in which a record of the type exists. */
async function availableLanguages(service: ResourceService, app: FastifyInstance): Promise<Language[]> {
  const rows = await app.context.database.db.selectFrom(service.resource.name).select('lang').distinct().execute()
  const present = new Set(rows.map((r) => r.lang))
  return LANGUAGES.filter((language) => present.has(language))
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.hasOwn(value, 'id') && Object.hasOwn(value, 'lang')

/** Adds `available_languages` to every record in an answer of these types (one record, a page, a list, a by-language map). */
function addAvailableLanguages(app: FastifyInstance, services: Map<string, ResourceService>) {
  app.addHook('preSerialization', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const name = request.routeOptions.config?.resource
    if (!name || !ONE_PER_LANGUAGE.has(name) || reply.statusCode >= 400 || typeof payload !== 'object' || payload === null) return payload
    const languages = await availableLanguages(services.get(name)!, app)
    const body = payload as { results?: unknown }
    const records: unknown[] = isRecord(payload) ? [payload] : Array.isArray(body.results) ? body.results : Array.isArray(payload) ? payload : Object.values(payload)
    for (const record of records) if (isRecord(record)) record.available_languages = languages
    return payload
  })
}

async function findByLanguage(service: ResourceService, language: Language): Promise<Row | undefined> {
  const { rows } = await service.repository.list({ params: { lang: language, ordering: 'id' }, visibleOnly: false, page: 1, pageSize: 1 })
  return rows[0]
}

function languageParam(request: FastifyRequest): Language {
  const { lang } = request.params as { lang: string }
  if (!isLanguage(lang)) throw notFound()
  return lang
}

export function registerInfoActions(app: FastifyInstance, services: Map<string, ResourceService>) {
  const service = services.get(info.name)!
  addAvailableLanguages(app, services)
  const config = (access: 'public' | 'staff') => ({ access, resource: info.name })

  app.get('/info/lang/:lang/', { config: config('public') }, async (request) => {
    const row = await findByLanguage(service, languageParam(request))
    if (!row) throw notFound()
    return service.serialize(row)
  })

  app.put('/info/lang/:lang/', { config: config('staff') }, async (request, reply) => {
    requireAccess(request, 'staff', info.name)
    const language = languageParam(request)
    const input = await readRequestInput(request, fileLimits)
    input.values.lang = language
    const current = await findByLanguage(service, language)
    const row = current ? await service.update(current, input, false) : await service.create(input)
    return reply.status(current ? 200 : 201).send(service.serialize(row))
  })

  app.get('/info/admin/', { config: config('staff') }, async (request) => {
    requireAccess(request, 'staff', info.name)
    const byLanguage: Record<string, unknown> = {}
    for (const language of LANGUAGES) {
      const row = await findByLanguage(service, language)
      byLanguage[language] = row ? service.serialize(row) : null
    }
    return byLanguage
  })

  for (const method of ['PUT', 'PATCH'] as const) {
    app.route({
      method,
      url: '/info/admin/',
      config: config('staff'),
      handler: async (request, reply) => {
        requireAccess(request, 'staff', info.name)
        return updateByLanguage(app, service, request, reply, method === 'PATCH')
      },
    })
  }

  app.get('/info/legacy/1/', { config: config('public') }, async () => service.serialize(await service.getOrThrow(1)))
  for (const method of ['PUT', 'PATCH'] as const) {
    app.route({
      method,
      url: '/info/legacy/1/',
      config: config('staff'),
      handler: async (request) => {
        requireAccess(request, 'staff', info.name)
        const current = await service.getOrThrow(1)
        return service.serialize(await service.update(current, await readRequestInput(request, fileLimits), method === 'PATCH'))
      },
    })
  }
}

/** Runs a transaction; a unique index it collides with (a language created meanwhile) is a 400 on that field. */
async function inTransactionOrFieldError(app: FastifyInstance, run: (trx: Kysely<any>) => Promise<void>) {
  try {
    await app.context.database.db.transaction().execute(run)
  } catch (error) {
    const violated = uniqueViolation(error, info)
    if (!violated) throw error
    throw validationError({ [violated.field]: [{ key: violated.message }] })
  }
}

/** PUT/PATCH info/admin/: validates every language first, then writes them all in one transaction. */
async function updateByLanguage(app: FastifyInstance, service: ResourceService, request: FastifyRequest, reply: FastifyReply, partial: boolean) {
  const body = request.body as Record<string, unknown> | undefined
  const given = LANGUAGES.filter((language) => body && typeof body[language] === 'object' && body[language] !== null)
  if (!body || typeof body !== 'object' || given.length === 0) throw fieldError('non_field_errors', 'byLanguageExpected')

  const plans: { language: Language; current?: Row; write: ValidatedWrite }[] = []
  const files = new RecordFiles(info, app.context)
  const errors: Record<string, LocalizedErrors> = {}
  for (const language of given) {
    const current = await findByLanguage(service, language)
    const values = { ...(body[language] as Record<string, unknown>), lang: language }
    const mode = !current ? 'create' : partial ? 'partial' : 'update'
    const { write, errors: found } = validatePayload(info, { values, files: {}, fromForm: false }, mode)
    // JSON only: a picture is kept by sending its URL back; new ones go through info/ or info/lang/{lang}/.
    await files.check({ ...write, uploads: {} }, current, request.account?.id, found)
    for (const name of Object.keys(write.uploads)) found.add(name, 'notAFile')
    if (!found.empty) errors[language] = localize(request, found.errors)
    plans.push({ language, current, write })
  }
  if (Object.keys(errors).length) return sendNestedErrors(reply, errors)

  const { dialect } = app.context.database
  const now = new Date().toISOString()
  const removedImages: (string | null)[] = []
  await inTransactionOrFieldError(app, async (trx) => {
    for (const { current, write } of plans) {
      const merged: Record<string, unknown> = { ...write.columns, ...write.images }
      const columns = Object.fromEntries(Object.entries(merged).map(([name, value]) => [name, toColumnValue(info.fields[name as keyof typeof info.fields], value, dialect)]))
      if (current) {
        await trx.updateTable(info.name).set({ ...columns, updated_at: now }).where('id', '=', current.id).execute()
        for (const name of Object.keys(write.images)) removedImages.push(current[name] as string | null)
      } else {
        await trx.insertInto(info.name).values({ ...columns, created_at: now, updated_at: now }).execute()
      }
    }
  })
  for (const path of removedImages) await app.context.media.remove(path)
  app.context.events.changed(info.name)

  const answer: Record<string, unknown> = {}
  for (const language of LANGUAGES) {
    const row = await findByLanguage(service, language)
    answer[language] = row ? service.serialize(row) : null
  }
  return answer
}
