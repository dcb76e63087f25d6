import { defineResource } from './define'
import { boolean, image, reference, text } from './fields'
import { displayOrder, imageAlt } from './common-fields'

/**
 * The pictures of a gallery, one row per file. Visitors see active pictures of active galleries.
 * Many at once: POST gallery-images/bulk/ (server/actions/gallery-images.ts).
 */
export const galleryImages = defineResource({
  name: 'gallery_images',
  label: { sl: 'Slike galerij', en: 'Gallery images' },
  labelSingular: { sl: 'Slika galerije', en: 'Gallery image' },
  icon: 'Collections',
  adminPath: 'gallery-images',
  fields: {
    gallery: reference({ label: { sl: 'Galerija', en: 'Gallery' }, resource: 'galleries', required: true }),
    image: image({ label: { sl: 'Slika', en: 'Image' }, required: true }),
    alt: imageAlt(),
    caption: text({ label: { sl: 'Podnapis', en: 'Caption' }, maxLength: 300 }),
    order: displayOrder(),
    is_active: boolean({ label: { sl: 'Aktivna', en: 'Active' }, default: true }),
  },
  recordTitle: 'caption',
  endpoints: { public: 'gallery-images/', staff: 'gallery-images/' },
  filters: { gallery: 'gallery', is_active: 'is_active' },
  ordering: ['order', 'id'],
  defaultOrdering: 'order',
  search: ['caption', 'alt'],
  pageSize: 100,
  visibility: 'is_active',
  visibleWith: 'gallery',
  listColumns: ['image', 'gallery', 'caption', 'order', 'is_active'],
})
