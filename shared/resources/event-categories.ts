import { defineResource } from './define'
import { reference, slug, text, translated } from './fields'

/**
 * Event categories: one record carries both languages, and belongs to one event type. Like
 * product categories, `events/categories/` reads localized for anyone and takes create, PUT,
 * PATCH and DELETE from staff (spec: "list, full, create, PUT, PATCH, DELETE"); the back office
 * uses `events/categories/full/`. `events/categories/{id or slug}/events/` lists the published
 * events of a category (a nested mount).
 */
export const eventCategories = defineResource({
  name: 'event_categories',
  label: { sl: 'Kategorije dogodkov', en: 'Event categories' },
  labelSingular: { sl: 'Kategorija dogodkov', en: 'Event category' },
  icon: 'Category',
  adminPath: 'event-categories',
  fields: {
    ...translated('name', text({ label: { sl: 'Ime', en: 'Name' }, required: true, maxLength: 100 })),
    slug: slug({ label: { sl: 'Naslov URL', en: 'URL name' }, from: 'name_sl', maxLength: 120 }),
    type: reference({ label: { sl: 'Vrsta dogodka', en: 'Event type' }, resource: 'event_types', required: true }),
  },
  recordTitle: 'name_sl',
  endpoints: {
    staff: 'events/categories/full/',
    more: [{ path: 'events/categories/', read: 'public', write: 'staff', view: 'localized' }],
  },
  filters: { type: 'type', slug: 'slug' },
  ordering: ['name_sl', 'name_en', 'id'],
  defaultOrdering: 'name_sl',
  search: ['name_sl', 'name_en'],
  pageSize: 100,
  listColumns: ['name_sl', 'name_en', 'type', 'slug'],
  children: {
    events: { resource: 'events', via: 'category', path: 'events/categories/:id/events/', read: 'public', view: 'localized', where: { is_published: 'true' } },
  },
})
