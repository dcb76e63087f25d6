/**
 * Events grouped by what they belong to:
 *   GET events/categories/{id or slug}/events/   published events of a category (paginated)
 *   GET events/types/{id or slug}/categories/    categories of a type (paginated, localized)
 *   GET events/images/main/                      main images (is_main) of published events
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { isLanguage, type Language } from '../../../shared/languages'
import { eventCategories, eventImages, events, eventTypes } from '../../../shared/resources'
import { requireAccess } from '../../auth/plugin'
import { toColumnValue } from '../../db/columns'
import { pageOf, readPageRequest } from '../../http/pagination'
import { viewLanguage } from '../router'
import type { ResourceService } from '../service'

/** The language asked for by `?language=` or `?lang=`, or null for every language. */
export function languageParam(request: FastifyRequest): Language | null {
  const query = request.query as Record<string, unknown>
  return [query.language, query.lang].find(isLanguage) ?? null
}

export function registerEventGroupActions(app: FastifyInstance, services: Map<string, ResourceService>) {
  const eventService = services.get(events.name)!
  const categoryService = services.get(eventCategories.name)!
  const typeService = services.get(eventTypes.name)!
  const imageService = services.get(eventImages.name)!
  const { db, dialect } = app.context.database

  app.get('/events/categories/:id/events/', { config: { access: 'public', resource: events.name } }, async (request) => {
    requireAccess(request, 'public')
    const category = await categoryService.getOrThrow((request.params as { id: string }).id)
    const params = { ...(request.query as Record<string, unknown>), category: String(category.id) }
    const pageRequest = readPageRequest(params, events.pageSize)
    const { count, rows } = await eventService.repository.list({ params, visibleOnly: true, ...pageRequest })
    const language = viewLanguage(request)
    return pageOf(request, pageRequest, count, rows.map((row) => eventService.serializeLocalized(row, language)))
  })

  app.get('/events/types/:id/categories/', { config: { access: 'public', resource: eventCategories.name } }, async (request) => {
    requireAccess(request, 'public')
    const type = await typeService.getOrThrow((request.params as { id: string }).id)
    const params = { ...(request.query as Record<string, unknown>), type: String(type.id) }
    const pageRequest = readPageRequest(params, eventCategories.pageSize)
    const { count, rows } = await categoryService.repository.list({ params, visibleOnly: true, ...pageRequest })
    const language = viewLanguage(request)
    return pageOf(request, pageRequest, count, rows.map((row) => categoryService.serializeLocalized(row, language)))
  })

  app.get('/events/images/main/', { config: { access: 'public', resource: eventImages.name } }, async (request) => {
    requireAccess(request, 'public')
    let query = db
      .selectFrom('event_images')
      .innerJoin('events', 'events.id', 'event_images.event')
      .select('event_images.id')
      .where('event_images.is_main', '=', toColumnValue(eventImages.fields.is_main, true, dialect))
      .where('events.is_published', '=', toColumnValue(events.fields.is_published, true, dialect))
    const language = languageParam(request)
    if (language) query = query.where('events.lang', '=', language)
    const rows = await query.orderBy('events.start', 'desc').orderBy('event_images.order').orderBy('event_images.id').execute()
    const found = await Promise.all(rows.map((row) => imageService.repository.find(Number(row.id))))
    return found.flatMap((row) => (row ? [imageService.serialize(row)] : []))
  })
}
