/**
 * Translation routes of every translatable type, each with its type's scope (staff) like history:
 *
 *   GET  translations/{type}/?ids=1,2          statuses of those records (at most MAX_IDS; the list column)
 *   GET  translations/{type}/problems/         missing and out-of-date translations (the "Prevodi" screen)
 *   GET  translations/{type}/{id}/             one record's status, with the fields changed since
 *   POST translations/{type}/{id}/link/        {record: id} links the two records' groups
 *   POST translations/{type}/{id}/unlink/      takes the record out of its group
 *   POST translations/{type}/{id}/up-to-date/  marks the translation up to date
 *   POST translations/{type}/{id}/translate/   {language} creates the record's translation from it, linked (201 {id, ...status})
 *   GET  translations/{type}/{id}/candidates/?language=en   records of that language it may be linked to
 *   GET  translations/{type}/links/            public: groups of visible records (the site's language switch)
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Resource } from '../../shared/resources/declaration'
import { grantsScope } from '../../shared/roles'
import { IdsQuery, LanguageQuery, TranslationParams } from '../../shared/wire/translations'
import { fieldError, notFound } from '../http/errors'
import { pathParams, queryFields } from '../http/wire-input'
import { confirmUpToDate, linkRecords, readLinkBody, unlinkRecord } from './link'
import { statusesOf, withChangedFields, type TranslationStatus } from './status'
import { publicGroups } from './public-links'
import { createTranslation, linkCandidates, readLanguageQuery, readTranslateBody } from './translate'

export const MAX_IDS = 100
/** The "Prevodi" screen shows this many records of each kind per type (and the counts of all). */
export const MAX_PROBLEMS = 200

const idParam = (request: FastifyRequest) => Number(pathParams(request, TranslationParams).id)

function idsQuery(request: FastifyRequest): number[] {
  const raw = queryFields(request, IdsQuery).ids
  if (raw === undefined || raw === '') return []
  if (typeof raw !== 'string' || !/^\d{1,9}(,\d{1,9})*$/.test(raw)) throw fieldError('ids', 'invalidInteger')
  const ids = [...new Set(raw.split(',').map(Number))]
  if (ids.length > MAX_IDS) throw fieldError('ids', 'tooManyItems', { max: MAX_IDS })
  return ids
}

const brief = ({ id, lang, title, missing, out_of_date }: TranslationStatus) => ({ id, lang, title, missing, out_of_date })

export function registerTranslationRoutes(app: FastifyInstance, types: readonly Resource[]) {
  const db = () => app.context.database.db
  for (const resource of types) {
    const base = `/translations/${resource.name}/`
    const config = { access: 'staff' as const, resource: resource.name }
    const label = resource.labelSingular.en.toLowerCase()
    const one = async (id: number) => {
      const [status] = await withChangedFields(db(), resource, await statusesOf(db(), resource, [id]))
      if (!status) throw notFound()
      return status
    }
    const changed = () => app.context.events.changed(resource.name)
    app.get(base, { config: { ...config, summary: `Translation status of ${resource.label.en.toLowerCase()} (?ids=)` } }, async (request) => ({
      results: await statusesOf(db(), resource, idsQuery(request)),
    }))
    app.get(`${base}problems/`, { config: { ...config, summary: `Missing and out-of-date translations of ${resource.label.en.toLowerCase()}` } }, async () => {
      const all = await statusesOf(db(), resource)
      const missing = all.filter((status) => status.missing.length)
      const outOfDate = all.filter((status) => status.out_of_date)
      return {
        missing_count: missing.length,
        out_of_date_count: outOfDate.length,
        missing: missing.slice(0, MAX_PROBLEMS).map(brief),
        out_of_date: (await withChangedFields(db(), resource, outOfDate.slice(0, MAX_PROBLEMS))).map((status) => ({
          ...brief(status),
          changed_fields: status.changed_fields,
        })),
      }
    })
    app.get(
      `${base}links/`,
      { config: { access: 'public' as const, resource: resource.name, summary: `Translation groups of visible ${resource.label.en.toLowerCase()}` } },
      async () => ({
        groups: await publicGroups(app.context.database, resource),
      }),
    )
    app.get(`${base}:id/`, { config: { ...config, summary: `Translation status of a ${label}` } }, async (request) => one(idParam(request)))
    app.post(`${base}:id/link/`, { config: { ...config, summary: `Link a ${label} to its translation` } }, async (request) => {
      const id = idParam(request)
      const other = readLinkBody(resource, request.body)
      await db()
        .transaction()
        .execute((trx) => linkRecords(trx, resource, id, other))
      changed()
      return one(id)
    })
    app.post(
      `${base}:id/translate/`,
      { config: { ...config, summary: `Create the translation of a ${label} from it, linked to it` } },
      async (request, reply) => {
        const id = idParam(request)
        const language = readTranslateBody(request.body)
        const mayPublish = Boolean(request.account?.is_staff && grantsScope(request.account.scope, 'publish'))
        const created = await createTranslation(app.context, resource, id, language, { accountId: request.account?.id ?? null, mayPublish })
        changed()
        reply.code(201)
        return one(created)
      },
    )
    app.get(
      `${base}:id/candidates/`,
      { config: { ...config, summary: `${resource.label.en} a ${label} may be linked to as its translation (?language=)` } },
      async (request) => ({
        results: await linkCandidates(db(), resource, idParam(request), readLanguageQuery(queryFields(request, LanguageQuery))),
      }),
    )
    app.post(`${base}:id/unlink/`, { config: { ...config, summary: `Unlink a ${label} from its translations` } }, async (request) => {
      const id = idParam(request)
      await db()
        .transaction()
        .execute((trx) => unlinkRecord(trx, resource, id))
      changed()
      return one(id)
    })
    app.post(`${base}:id/up-to-date/`, { config: { ...config, summary: `Mark a ${label} translation as up to date` } }, async (request) => {
      const id = idParam(request)
      await confirmUpToDate(db(), resource, id)
      return one(id)
    })
  }
}
