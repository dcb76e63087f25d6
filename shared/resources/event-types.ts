import { defineResource } from './define'
import { slug, text, translated } from './fields'

/** Kinds of events (workshop, fair, meetup): one record carries both languages. Each type groups categories. */
export const eventTypes = defineResource({
  name: 'event_types',
  label: { sl: 'Vrste dogodkov', en: 'Event types' },
  labelSingular: { sl: 'Vrsta dogodka', en: 'Event type' },
  icon: 'Category',
  adminPath: 'event-types',
  fields: {
    ...translated('name', text({ label: { sl: 'Ime', en: 'Name' }, required: true, maxLength: 100 })),
    slug: slug({ label: { sl: 'Naslov URL', en: 'URL name' }, from: 'name_sl', maxLength: 120 }),
  },
  recordTitle: 'name_sl',
  endpoints: { public: 'events/types/', staff: 'events/types/full/' },
  filters: { slug: 'slug' },
  ordering: ['name_sl', 'name_en', 'id'],
  defaultOrdering: 'name_sl',
  search: ['name_sl', 'name_en'],
  pageSize: 100,
  listColumns: ['name_sl', 'name_en', 'slug'],
  children: {
    categories: { resource: 'event_categories', via: 'type', path: 'events/types/:id/categories/', read: 'public', view: 'localized' },
  },
})
