import { defineResource } from './define'
import { integer, slug, text, translated } from './fields'

/**
 * Shop categories, one record carrying both languages. `slug` names it in Slovenian shop paths,
 * `en_slug` in English ones (products filter by it: `products/full/?category__en_slug=chairs`).
 */
export const productCategories = defineResource({
  name: 'product_categories',
  label: { sl: 'Kategorije izdelkov', en: 'Product categories' },
  labelSingular: { sl: 'Kategorija izdelkov', en: 'Product category' },
  icon: 'Category',
  adminPath: 'product-categories',
  fields: {
    ...translated('name', text({ label: { sl: 'Ime', en: 'Name' }, required: true, maxLength: 100 })),
    slug: slug({ label: { sl: 'Naslov URL', en: 'URL name' }, from: 'name_sl', maxLength: 120 }),
    en_slug: slug({
      label: { sl: 'Angleški naslov URL', en: 'English URL name' },
      from: 'name_en',
      maxLength: 120,
      unique: true,
      help: { sl: 'Npr. chairs; prazno: iz angleškega imena', en: 'E.g. chairs; empty: made from the English name' },
    }),
    display_order: integer({ label: { sl: 'Vrstni red', en: 'Display order' }, min: 0, max: 9999, default: 0 }),
  },
  recordTitle: 'name_sl',
  endpoints: {
    staff: 'products/categories/full/',
    more: [{ path: 'products/categories/', read: 'public', write: 'staff', view: 'localized' }],
  },
  filters: { slug: 'slug', en_slug: 'en_slug' },
  ordering: ['display_order', 'name_sl', 'name_en', 'id'],
  defaultOrdering: 'display_order',
  search: ['name_sl', 'name_en'],
  pageSize: 100,
  listColumns: ['name_sl', 'name_en', 'slug', 'en_slug', 'display_order'],
})
