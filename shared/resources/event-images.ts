import { defineResource } from './define'
import { boolean, image, reference } from './fields'
import { displayOrder, imageAlt } from './common-fields'

/**
 * Pictures of an event (its gallery), in order, each with its description for screen readers;
 * `is_main` marks the ones shown as its main picture (`events/images/main/` lists those of
 * published events). Visitors read the pictures of published events at events/images/
 * (`visibleWith`), and the site shows them on the event's page.
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
  endpoints: { public: 'events/images/', staff: 'events/images/' },
  filters: { event: 'event', is_main: 'is_main' },
  ordering: ['order', 'id'],
  defaultOrdering: 'order',
  search: ['alt'],
  pageSize: 50,
  // Shown with their event (on its page), while it is published.
  visibleWith: 'event',
  listColumns: ['image', 'alt', 'event', 'order', 'is_main'],
})
