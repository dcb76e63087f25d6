import { defineResource } from './define'
import { boolean, image, reference } from './fields'
import { displayOrder, imageAlt } from './common-fields'

/**
 * Pictures of an event, in order; `is_main` marks the ones shown as its main picture
 * (`events/images/main/` lists those of published events). Staff only: visitors see them there.
 */
export const eventImages = defineResource({
  name: 'event_images',
  label: { sl: 'Slike dogodkov', en: 'Event images' },
  labelSingular: { sl: 'Slika dogodka', en: 'Event image' },
  icon: 'PhotoLibrary',
  adminPath: 'event-images',
  fields: {
    event: reference({ label: { sl: 'Dogodek', en: 'Event' }, resource: 'events', required: true }),
    image: image({ label: { sl: 'Slika', en: 'Image' }, required: true }),
    alt: imageAlt(),
    order: displayOrder(),
    is_main: boolean({ label: { sl: 'Glavna slika', en: 'Main image' } }),
  },
  recordTitle: 'alt',
  endpoints: { staff: 'events/images/' },
  filters: { event: 'event', is_main: 'is_main' },
  ordering: ['order', 'id'],
  defaultOrdering: 'order',
  search: ['alt'],
  pageSize: 50,
  listColumns: ['image', 'alt', 'event', 'order', 'is_main'],
})
