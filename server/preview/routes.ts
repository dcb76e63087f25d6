/**
 * /api/v1/previews/: a record as its public page will show it, before it is saved or published.
 *
 *   POST   previews/                      staff with the type's scope: {resource, id?, values?, shared?, days?}
 *                                          -> 201 {id, token, urls: {sl, en}, languages, expires_at, shared}
 *   GET    previews/?resource=news&id=5   staff with the scope: that record's live shared links (no tokens)
 *   DELETE previews/links/<id>/           staff with the scope: revokes a shared link (204)
 *   GET    previews/<token>/              anyone holding the token: {resource, expires_at, pages: {sl?, en?}}
 *                                          404 unknown, 410 expired or revoked; always X-Robots-Tag: noindex
 *
 * `values` are the edit form's current values, checked like a save (service.check: field rules,
 * lengths, links, slugs) and kept with the token, never in the type's table. A back office preview
 * lives an hour; a shared link `days` (PREVIEW_LINK_DAYS, default 7; 1 to 30), at most
 * LIVE_LINKS_MAX at once per record.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { resourcesByName } from '../../shared/resources'
import type { Resource } from '../../shared/resources/declaration'
import { hasScope } from '../http/access'
import { ApiError, fieldError, notFound, permissionDenied } from '../http/errors'
import { emptyRecord } from '../http/input-keys'
import { inputLimitsOf, type RequestInput } from '../http/request-input'
import { ResourceService } from '../resources/service'
import type { Row } from '../resources/repository'
import { pageLanguages, previewPages } from './page-data'
import type { PreviewLink, PreviewStore } from './store'
import { PREVIEW_LINK_DAYS_MAX, PreviewRequest, PreviewTokenParams, SharedLinkParams, SharedLinksQuery } from '../../shared/wire/previews'
import { bodyFields, pathParams, queryFields } from '../http/wire-input'

export const DRAFT_PREVIEW_MS = 60 * 60 * 1000
export const LINK_DAYS_MAX = PREVIEW_LINK_DAYS_MAX
export const LIVE_LINKS_MAX = 20
/** The page that shows a preview (site/preview/), per language; the token travels in the fragment. */
export const PREVIEW_PAGES = { sl: '/predogled/', en: '/en/predogled/' } as const

const gone = () =>
  new ApiError(410, {
    key: 'declaredNotFound',
    params: { sl: 'Ta povezava za predogled je potekla ali je bila preklicana.', en: 'This preview link has expired or was revoked.' },
  })

/** A type with public pages, named by the caller; 400 otherwise. */
function previewedType(name: unknown): Resource {
  const resource = typeof name === 'string' && Object.hasOwn(resourcesByName, name) ? resourcesByName[name] : undefined
  if (!resource?.site) throw fieldError('resource', 'invalidChoice', { value: String(name).slice(0, 40) })
  return resource
}

function requireScope(request: FastifyRequest, resource: Resource) {
  if (!request.account?.is_staff || !hasScope(request.account, resource.name)) throw permissionDenied()
}

function recordId(value: unknown, field = 'id'): number {
  const id = typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value
  if (typeof id !== 'number' || !Number.isInteger(id) || id < 1 || id > 2 ** 31 - 1) throw fieldError(field, 'invalidInteger')
  return id
}

/** The form's values, within the type's own input limits (fields, bytes a value), as a null-prototype object. */
function formValues(resource: Resource, value: unknown): Record<string, unknown> {
  if (value === undefined || value === null) return emptyRecord<unknown>()
  if (typeof value !== 'object' || Array.isArray(value)) throw fieldError('values', 'notText')
  const limits = inputLimitsOf(resource)
  const entries = Object.entries(value)
  if (entries.length > limits.fields) throw fieldError('values', 'tooManyItems', { max: limits.fields })
  const out = emptyRecord<unknown>()
  for (const [key, each] of entries) {
    if (typeof each === 'string' && Buffer.byteLength(each) > limits.fieldBytes) throw fieldError(key, 'fieldTooLarge', { max: limits.fieldBytes })
    out[key] = each
  }
  return out
}

/** The row a preview shows: the saved record (if any) with the checked unsaved values over it. */
async function previewRow(service: ResourceService, link: Pick<PreviewLink, 'record_id' | 'values'>): Promise<Row | undefined> {
  const saved = link.record_id === null ? undefined : await service.find(link.record_id)
  if (link.record_id !== null && !saved) return undefined
  const now = new Date().toISOString()
  const blank = Object.fromEntries(Object.keys(service.resource.fields).map((name) => [name, null]))
  const base: Row = saved ?? ({ ...blank, id: 0, created_at: now, updated_at: now } as Row)
  const values = link.values ? (JSON.parse(link.values) as { columns: Row; links: Row }) : { columns: {}, links: {} }
  return { ...base, ...values.columns, ...values.links }
}

export function registerPreviewRoutes(app: FastifyInstance, store: PreviewStore) {
  // Any staff account reaches the routes; each checks the scope of the type its request names.
  const staff = { access: 'staff' as const, scope: null }

  app.post('/previews/', { config: staff }, async (request, reply) => {
    const body = bodyFields(request, PreviewRequest)
    if (!body) throw fieldError('resource', 'required')
    const resource = previewedType(body.resource)
    requireScope(request, resource)
    const service = ResourceService.of(app.context, resource.name)
    const id = body.id === undefined || body.id === null ? null : recordId(body.id)
    const current = id === null ? undefined : await service.find(id)
    if (id !== null && !current) throw notFound()
    const shared = body.shared === true
    const values = formValues(resource, body.values)
    let stored: string | null = null
    if (Object.keys(values).length) {
      const input: RequestInput = { values, files: emptyRecord(), fromForm: false, accountId: request.account?.id ?? null }
      const draft = await service.check(input, 'partial', current, { keepFilesOnly: true })
      draft.errors.throwIfAny()
      stored = JSON.stringify({ columns: draft.write.columns, links: draft.write.links })
    }
    let expiresAt = new Date(Date.now() + DRAFT_PREVIEW_MS)
    if (shared) {
      if (id === null) throw fieldError('id', 'required')
      const days = body.days === undefined || body.days === null ? app.context.config.previewLinkDays : body.days
      if (typeof days !== 'number' || !Number.isInteger(days)) throw fieldError('days', 'invalidInteger')
      if (days < 1) throw fieldError('days', 'minValue', { min: 1 })
      if (days > LINK_DAYS_MAX) throw fieldError('days', 'maxValue', { max: LINK_DAYS_MAX })
      if ((await store.liveLinks(resource.name, id)).length >= LIVE_LINKS_MAX) throw fieldError('shared', 'tooManyItems', { max: LIVE_LINKS_MAX })
      expiresAt = new Date(Date.now() + days * 86_400_000)
    } else await store.dropExpiredDrafts()
    const { token, link } = await store.create({
      resource: resource.name,
      recordId: id,
      values: stored,
      shared,
      expiresAt,
      createdBy: request.account?.id ?? null,
    })
    const urls = { sl: `${PREVIEW_PAGES.sl}#${token}`, en: `${PREVIEW_PAGES.en}#${token}` }
    const languages = pageLanguages(resource, (await previewRow(service, link)) ?? { id: 0 })
    return reply.status(201).send({ id: link.id, token, urls, languages, expires_at: link.expires_at, shared })
  })

  app.get('/previews/', { config: staff }, async (request) => {
    const query = queryFields(request, SharedLinksQuery)
    const resource = previewedType(query.resource)
    requireScope(request, resource)
    const links = await store.liveLinks(resource.name, recordId(query.id))
    return links.map((link) => ({ id: link.id, created_at: link.created_at, expires_at: link.expires_at }))
  })

  app.delete('/previews/links/:id/', { config: staff }, async (request, reply) => {
    const link = await store.byId(recordId(pathParams(request, SharedLinkParams).id))
    if (!link?.shared) throw notFound()
    requireScope(request, previewedType(link.resource))
    await store.revoke(link.id)
    return reply.status(204).send()
  })

  app.get(
    '/previews/:token/',
    { config: { access: 'public', rateLimit: { max: app.context.config.previewReadsPerMinute, timeWindow: '1 minute' } } },
    async (request: FastifyRequest, reply: FastifyReply) => {
      // Never kept in the visitors' answer cache (http/response-cache.ts): a revoked link must close at once.
      request.answerCache = undefined
      reply.header('x-robots-tag', 'noindex').header('cache-control', 'no-store')
      const { token } = pathParams(request, PreviewTokenParams)
      const link = await store.byToken(token)
      if (!link) throw notFound()
      if (link.revoked_at || Date.parse(link.expires_at) <= Date.now()) throw gone()
      const resource = previewedType(link.resource)
      const row = await previewRow(ResourceService.of(app.context, resource.name), link)
      if (!row) throw gone()
      return { resource: resource.name, expires_at: link.expires_at, pages: await previewPages(app.context, resource, row) }
    },
  )
}
