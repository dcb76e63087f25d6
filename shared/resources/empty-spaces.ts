import { defineResource } from './define'
import { boolean, choice, date, decimal, image, integer, language, richText, reference, slug, text } from './fields'
import { displayOrder, imageAlt, publishingTimes } from './common-fields'

/**
 * Business premises for rent or sale, one record per language.
 *
 *   empty_spaces/full/                          staff CRUD (the back office)
 *   empty_spaces/                               visitors read published spaces, localized; one space
 *                                               comes with its pictures (`images`); staff write here too
 *   empty_spaces/latest/                        the newest published spaces (a preset)
 *   empty_spaces/full/{id}/images/[{imageId}/]  staff CRUD of a space's pictures (a nested mount);
 *                                               deleting a space deletes them, files and all
 * A missing space answers 'Space not found.' everywhere. Gallery pictures are rows of
 * empty_space_images; `image` here is the cover for lists.
 */
export const emptySpaces = defineResource({
  name: 'empty_spaces',
  label: { sl: 'Prazni prostori', en: 'Empty spaces' },
  labelSingular: { sl: 'Prazen prostor', en: 'Empty space' },
  icon: 'Apartment',
  adminPath: 'empty-spaces',
  menuOrder: 70,
  fields: {
    title: text({ label: { sl: 'Naziv', en: 'Title' }, required: true, maxLength: 200 }),
    slug: slug({ label: { sl: 'Naslov URL', en: 'URL name' }, from: 'title', maxLength: 220 }),
    lang: language(),
    offer: choice({
      label: { sl: 'Ponudba', en: 'Offer' },
      required: true,
      choices: [
        { id: 'rent', label: { sl: 'Najem', en: 'For rent' } },
        { id: 'sale', label: { sl: 'Prodaja', en: 'For sale' } },
      ],
    }),
    category: choice({
      label: { sl: 'Vrsta prostora', en: 'Category' },
      required: true,
      choices: [
        { id: 'office', label: { sl: 'Pisarna', en: 'Office' } },
        { id: 'production', label: { sl: 'Proizvodnja', en: 'Production' } },
        { id: 'storage', label: { sl: 'Skladišče', en: 'Storage' } },
        { id: 'commercial', label: { sl: 'Poslovni lokal', en: 'Commercial' } },
        { id: 'land', label: { sl: 'Zemljišče', en: 'Land' } },
      ],
    }),
    size: decimal({ label: { sl: 'Velikost (m²)', en: 'Size (m²)' }, required: true, min: 0.01, max: 1000000 }),
    floor: integer({
      label: { sl: 'Nadstropje', en: 'Floor' },
      min: -5,
      max: 50,
      help: { sl: '0 je pritličje, negativno je klet', en: '0 is the ground floor, negative is a basement' },
    }),
    price: decimal({ label: { sl: 'Cena (EUR)', en: 'Price (EUR)' }, min: 0, max: 1000000000 }),
    price_unit: text({
      label: { sl: 'Enota cene', en: 'Price unit' },
      maxLength: 60,
      help: { sl: 'Npr. "na mesec" ali "po dogovoru"', en: 'E.g. "per month" or "negotiable"' },
    }),
    address: text({ label: { sl: 'Naslov / lokacija', en: 'Address / location' }, maxLength: 255 }),
    available_from: date({ label: { sl: 'Na voljo od', en: 'Available from' } }),
    description: richText({ label: { sl: 'Opis', en: 'Description' }, maxLength: 10000 }),
    image: image({ label: { sl: 'Glavna slika', en: 'Main image' } }),
    image_alt: text({
      label: { sl: 'Opis glavne slike', en: 'Main image description' },
      maxLength: 200,
      help: { sl: 'Za bralnike zaslona', en: 'For screen readers' },
    }),
    is_published: boolean({ label: { sl: 'Objavljeno', en: 'Published' } }),
    ...publishingTimes(),
  },
  recordTitle: 'title',
  notFound: { sl: 'Prostor ni najden.', en: 'Space not found.' },
  endpoints: {
    staff: 'empty_spaces/full/',
    more: [
      {
        path: 'empty_spaces/',
        read: 'public',
        write: 'staff',
        view: 'localized',
        include: { images: { resource: 'empty_space_images', via: 'space', ordering: 'order' } },
      },
    ],
  },
  filters: {
    language: 'lang',
    lang: 'lang',
    offer: 'offer',
    category: 'category',
    floor: 'floor',
    size__gte: 'size__gte',
    size__lte: 'size__lte',
    is_published: 'is_published',
  },
  ordering: ['title', 'size', 'floor', 'price', 'available_from', 'created_at', 'id'],
  defaultOrdering: '-created_at',
  search: ['title', 'description', 'address'],
  pageSize: 12,
  visibility: 'is_published',
  listColumns: ['title', 'lang', 'offer', 'category', 'size', 'floor', 'is_published'],
  presets: {
    latest: {
      path: 'empty_spaces/latest/',
      read: 'public',
      where: { is_published: 'true' },
      ordering: '-created_at',
      query: ['lang', 'language'],
      answer: 'list',
      limit: 3,
      view: 'localized',
    },
  },
  children: {
    images: {
      resource: 'empty_space_images',
      via: 'space',
      path: 'empty_spaces/full/:id/images/',
      read: 'staff',
      write: 'staff',
      detail: 'imageId',
      view: 'full',
      cascade: true,
    },
  },
  site: {
    path: '/empty-spaces/',
    detail: 'id',
    categories: 'category',
    summary: ['description'],
    // One record per language with different ids and slugs: the same premises have the same facts.
    pairBy: ['offer', 'category', 'size', 'floor', 'price', 'available_from'],
    read: 'empty_spaces/',
    readEach: true,
    schema: 'Place',
  },
})

/** One picture of a space's gallery; managed under empty_spaces/full/{id}/images/. */
export const emptySpaceImages = defineResource({
  name: 'empty_space_images',
  label: { sl: 'Slike praznih prostorov', en: 'Empty space images' },
  labelSingular: { sl: 'Slika praznega prostora', en: 'Empty space image' },
  icon: 'PhotoLibrary',
  adminPath: 'empty-space-images',
  fields: {
    space: reference({ label: { sl: 'Prostor', en: 'Space' }, resource: 'empty_spaces', required: true }),
    image: image({ label: { sl: 'Slika', en: 'Image' }, required: true }),
    alt: imageAlt(),
    order: displayOrder(),
    is_main: boolean({
      label: { sl: 'Glavna slika', en: 'Main image' },
      help: { sl: 'Le ena slika prostora je glavna', en: 'Only one image of a space is the main one' },
      exclusive: 'space',
    }),
  },
  recordTitle: 'alt',
  endpoints: { staff: 'empty_spaces/images/' },
  filters: { space: 'space', is_main: 'is_main' },
  ordering: ['order', 'id'],
  defaultOrdering: 'order',
  search: ['alt'],
  pageSize: 50,
  // Shown on the site with their space (empty_spaces/{id}/), while it is published.
  visibleWith: 'space',
  listColumns: ['image', 'alt', 'space', 'order', 'is_main'],
})
