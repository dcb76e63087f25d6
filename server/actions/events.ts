/**
 * Event endpoints no declaration can say (on-key and last events, categories' events and types'
 * categories are declared: presets and nested mounts in shared/resources/):
 *   GET  events/latest/               upcoming and ongoing published events, soonest first (a few):
 *                                     a condition on the clock, not a filter
 *   GET  events/images/main/          main images (is_main) of published events, newest event first
 *   POST events/update-last-events/   staff: {ids: [..]} or {events: [..]} = the order of the latest events
 * Each GET takes `language` or `lang`.
 */
import { withinScheduleAt } from '../resources/visible-now'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { wallClock } from '../../shared/event-status'
import { isLanguage, type Language } from '../../shared/languages'
import { eventImages, events } from '../../shared/resources'
import { requireAccess } from '../http/access'
import { toColumnValue } from '../db/columns'
import { fieldError } from '../http/errors'
import { LIST_MAX } from '../http/request-input'
import type { ResourceService } from '../resources/service'
import { inTransaction } from '../resources/write-unit'
import { LastEventsRequest } from '../../shared/wire/actions'
import { LanguageQuery } from '../../shared/wire/schema'
import { bodyFields, queryFields } from '../http/wire-input'

/** The language asked for by `?language=` or `?lang=`, or null for every language. */
function languageParam(request: FastifyRequest): Language | null {
  const query = queryFields(request, LanguageQuery)
  return [query.language, query.lang].find(isLanguage) ?? null
}

/** How many events GET events/latest/ answers with. */
export const LATEST_EVENTS_COUNT = 4

/** Records by id in the order of `ids` (missing ones left out), serialized. */
async function inOrder(service: ResourceService, ids: number[]) {
  const rows = await Promise.all(ids.map((id) => service.repository.find(id)))
  return rows.flatMap((row) => (row ? [service.serialize(row)] : []))
}

/** The ids of the body's `ids` or `events` (numbers, numeric strings or {id} objects), or a 400. */
function orderedIds(request: FastifyRequest): { field: 'ids' | 'events'; ids: number[] } {
  const values = bodyFields(request, LastEventsRequest) ?? {}
  const field = Object.hasOwn(values, 'events') && !Object.hasOwn(values, 'ids') ? 'events' : 'ids'
  const raw = Object.hasOwn(values, field) ? values[field] : undefined
  const list = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(',', LIST_MAX + 1).filter((s) => s.trim()) : null
  if (!list) throw fieldError(field, 'notAList')
  if (list.length > LIST_MAX) throw fieldError(field, 'tooManyItems', { max: LIST_MAX })
  const ids = list.map((item) => {
    const value = typeof item === 'object' && item !== null ? (Object.hasOwn(item, 'id') ? (item as { id?: unknown }).id : undefined) : item
    const id = typeof value === 'number' ? value : typeof value === 'string' && /^\s*\d{1,9}\s*$/.test(value) ? Number(value) : NaN
    if (!Number.isInteger(id) || id < 1) throw fieldError(field, 'invalidPk', { value: String(value) })
    return id
  })
  return { field, ids: [...new Set(ids)] }
}

export function registerEventActions(app: FastifyInstance, services: Map<string, ResourceService>) {
  const service = services.get(events.name)!
  const imageService = services.get(eventImages.name)!
  const { db, dialect } = app.context.database
  const published = toColumnValue(events.fields.is_published, true, dialect)

  app.get('/events/latest/', { config: { access: 'public', resource: events.name } }, async (request) => {
    requireAccess(request, 'public')
    const now = wallClock(new Date())
    let query = db
      .selectFrom(events.name)
      .select('id')
      .where('is_published', '=', published)
      .where(withinScheduleAt(events.name, app.context.database))
      .where((eb) => eb.or([eb('end', '>=', now), eb.and([eb('end', 'is', null), eb('start', '>=', `${now.slice(0, 10)}T00:00:00`)])]))
    const language = languageParam(request)
    if (language) query = query.where('lang', '=', language)
    const rows = await query.orderBy('start').orderBy('id').limit(LATEST_EVENTS_COUNT).execute()
    return inOrder(
      service,
      rows.map((row) => Number(row.id)),
    )
  })

  app.post('/events/update-last-events/', { config: { access: 'staff', resource: events.name } }, async (request) => {
    requireAccess(request, 'staff', events.name)
    const { field, ids: wanted } = orderedIds(request)
    const missing = await service.repository.missingTargets(events.name, wanted)
    if (missing.length) throw fieldError(field, 'invalidPk', { value: missing[0] })
    // In one transaction through the service: each event's new position is validated and saved
    // like a PATCH of last_events_order (cleared on the events that leave the list).
    await inTransaction(app.context, async (unit) => {
      const positioned = await unit.db.selectFrom(events.name).select('id').where('last_events_order', 'is not', null).execute()
      const position = new Map(wanted.map((id, index) => [id, index + 1]))
      const touched = [...new Set([...positioned.map((row) => Number(row.id)), ...wanted])]
      for (const id of touched) {
        const row = await service.getOrThrow(id, false, unit)
        const values = { last_events_order: position.get(id) ?? null }
        await service.update(row, { values, files: {}, fromForm: false }, true, unit)
      }
    })
    return inOrder(service, wanted)
  })

  app.get('/events/images/main/', { config: { access: 'public', resource: eventImages.name } }, async (request) => {
    requireAccess(request, 'public')
    let query = db
      .selectFrom(eventImages.name)
      .innerJoin(events.name, 'events.id', 'event_images.event')
      .select('event_images.id')
      .where('event_images.is_main', '=', toColumnValue(eventImages.fields.is_main, true, dialect))
      .where('events.is_published', '=', published)
      .where(withinScheduleAt(events.name, app.context.database))
    const language = languageParam(request)
    if (language) query = query.where('events.lang', '=', language)
    const rows = await query.orderBy('events.start', 'desc').orderBy('event_images.order').orderBy('event_images.id').execute()
    return inOrder(
      imageService,
      rows.map((row) => Number(row.id)),
    )
  })
}
