import { defineResource } from './define'
import { image, reference } from './fields'
import { displayOrder, imageAlt } from './common-fields'

/** More pictures of a product (its main one is `products.image`); read at `products/full/{id}/images/`. */
export const productImages = defineResource({
  name: 'product_images',
  label: { sl: 'Slike izdelkov', en: 'Product images' },
  labelSingular: { sl: 'Slika izdelka', en: 'Product image' },
  icon: 'Collections',
  adminPath: 'product-images',
  fields: {
    product: reference({ label: { sl: 'Izdelek', en: 'Product' }, resource: 'products', required: true }),
    image: image({ label: { sl: 'Slika', en: 'Image' }, required: true }),
    alt: imageAlt(),
    order: displayOrder(),
  },
  recordTitle: 'alt',
  endpoints: { staff: 'products/images/' },
  filters: { product: 'product' },
  ordering: ['order', 'id'],
  defaultOrdering: 'order',
  search: ['alt'],
  pageSize: 100,
  visibleWith: 'product',
  listColumns: ['image', 'product', 'alt', 'order'],
})
