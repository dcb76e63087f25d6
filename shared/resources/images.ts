import { MAX_PAGE_SIZE } from '../constants'
import { defineResource } from './define'
import { boolean, image, text, translated } from './fields'
import { displayOrder, imageAlt } from './common-fields'

/**
 * Generic pictures of the site (one record, both languages), in order; `is_main` marks the
 * main picture(s): GET images/main/, DELETE images/main/{id}/ (a preset). Reads are public.
 */
export const images = defineResource({
  name: 'images',
  label: { sl: 'Slike', en: 'Images' },
  labelSingular: { sl: 'Slika', en: 'Image' },
  icon: 'Collections',
  adminPath: 'images',
  fields: {
    ...translated('title', text({ label: { sl: 'Naslov', en: 'Title' }, required: true, maxLength: 200 })),
    image: image({ label: { sl: 'Slika', en: 'Image' }, required: true }),
    ...translated('alt', imageAlt()),
    is_main: boolean({ label: { sl: 'Glavna slika', en: 'Main image' } }),
    order: displayOrder(),
  },
  recordTitle: 'title_sl',
  endpoints: { public: 'images/', staff: 'images/' },
  filters: { is_main: 'is_main' },
  ordering: ['order', 'title_sl', 'id', 'created_at'],
  defaultOrdering: 'order',
  search: ['title_sl', 'title_en'],
  pageSize: 20,
  listColumns: ['image', 'title_sl', 'is_main', 'order'],
  presets: {
    main: {
      path: 'images/main/',
      read: 'public',
      where: { is_main: 'true' },
      ordering: 'order',
      answer: 'list',
      limit: MAX_PAGE_SIZE,
      view: 'full',
      destroy: 'staff',
    },
  },
})
