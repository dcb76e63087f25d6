import { defineResource } from './define'
import { boolean, choice, decimal, image, integer, longText, reference, text, translated } from './fields'
import { imageAlt, publishingTimes } from './common-fields'

/**
 * The shop's products (furniture of the family joinery), one record carrying both languages.
 * Visitors read active products at `products/` in their language; staff use `products/full/`.
 * Prices are in euros; orders take them from here, never from the client (actions/orders.ts).
 */
export const products = defineResource({
  name: 'products',
  label: { sl: 'Izdelki', en: 'Products' },
  labelSingular: { sl: 'Izdelek', en: 'Product' },
  icon: 'Inventory',
  adminPath: 'product',
  fields: {
    ...translated('name', text({ label: { sl: 'Ime', en: 'Name' }, required: true, maxLength: 200 })),
    ...translated('description', longText({ label: { sl: 'Opis', en: 'Description' }, maxLength: 10000 })),
    category: reference({ label: { sl: 'Kategorija', en: 'Category' }, resource: 'product_categories', required: true }),
    price: decimal({ label: { sl: 'Cena', en: 'Price' }, required: true, min: 0, max: 1000000 }),
    currency: choice({ label: { sl: 'Valuta', en: 'Currency' }, choices: [{ id: 'EUR', label: { sl: 'EUR', en: 'EUR' } }], default: 'EUR' }),
    sku: text({ label: { sl: 'Šifra', en: 'SKU' }, maxLength: 64, unique: true }),
    stock: integer({ label: { sl: 'Zaloga', en: 'Stock' }, min: 0, max: 1000000, default: 0 }),
    is_active: boolean({ label: { sl: 'V prodaji', en: 'On sale' }, default: true }),
    ...publishingTimes(),
    image: image({ label: { sl: 'Glavna slika', en: 'Main image' } }),
    image_alt: imageAlt(),
  },
  recordTitle: 'name_sl',
  endpoints: {
    staff: 'products/full/',
    more: [{ path: 'products/', read: 'public', write: 'staff', view: 'localized' }],
  },
  filters: { category: 'category', category__en_slug: 'category__en_slug', category__slug: 'category__slug', is_active: 'is_active' },
  ordering: ['name_sl', 'name_en', 'price', 'stock', 'id', 'created_at'],
  defaultOrdering: 'name_sl',
  search: ['name_sl', 'name_en', 'description_sl', 'description_en', 'sku'],
  pageSize: 12,
  visibility: 'is_active',
  listColumns: ['image', 'name_sl', 'category', 'price', 'stock', 'is_active'],
  children: {
    // products/full/{id}/images/: the product's extra pictures, in their order (staff).
    images: { resource: 'product_images', via: 'product', path: 'products/full/:id/images/', read: 'staff', view: 'full' },
  },
})
