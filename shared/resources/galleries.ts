import { publishingTimes } from './common-fields'
import { defineResource } from './define'
import { boolean, date, image, language, longText, slug, text } from './fields'

/** Photo galleries, one record per language; visitors see active ones. Their pictures are gallery_images. */
export const galleries = defineResource({
  name: 'galleries',
  label: { sl: 'Galerija', en: 'Gallery' },
  labelSingular: { sl: 'Galerija', en: 'Gallery' },
  icon: 'PhotoLibrary',
  adminPath: 'gallery',
  menuOrder: 90,
  fields: {
    title: text({ label: { sl: 'Naslov', en: 'Title' }, required: true, maxLength: 200 }),
    slug: slug({ label: { sl: 'Naslov URL', en: 'URL name' }, from: 'title', maxLength: 220 }),
    lang: language(),
    description: longText({ label: { sl: 'Opis', en: 'Description' }, maxLength: 5000 }),
    cover_image: image({ label: { sl: 'Naslovna slika', en: 'Cover image' } }),
    cover_image_alt: text({
      label: { sl: 'Opis naslovne slike', en: 'Cover image description' },
      maxLength: 200,
      help: { sl: 'Za bralnike zaslona', en: 'For screen readers' },
    }),
    date: date({ label: { sl: 'Datum', en: 'Date' } }),
    is_active: boolean({ label: { sl: 'Aktivna', en: 'Active' }, default: true }),
    ...publishingTimes(),
  },
  recordTitle: 'title',
  endpoints: { public: 'galleries/', staff: 'galleries/' },
  filters: { lang: 'lang', language: 'lang', is_active: 'is_active' },
  ordering: ['date', 'title', 'id'],
  defaultOrdering: '-date',
  search: ['title', 'description'],
  pageSize: 12,
  visibility: 'is_active',
  listColumns: ['title', 'lang', 'date', 'is_active'],
  site: { path: '/gallery/' },
})
