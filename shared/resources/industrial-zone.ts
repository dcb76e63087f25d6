import { defineResource } from './define'
import { decimal, image, integer, language, richText, text } from './fields'
import { imageAlt } from './common-fields'

/**
 * The industrial zone's own page: one record per language (`lang` is unique, `perLanguage`);
 * answers carry `available_languages` like info.
 */
export const industrialZone = defineResource({
  name: 'industrial_zone',
  label: { sl: 'Industrijska cona', en: 'Industrial zone' },
  labelSingular: { sl: 'Industrijska cona', en: 'Industrial zone' },
  icon: 'Factory',
  adminPath: 'industrial-zone',
  fields: {
    title: text({ label: { sl: 'Naslov', en: 'Title' }, required: true, maxLength: 200 }),
    lang: language({ unique: true, help: { sl: 'En zapis na jezik', en: 'One record per language' } }),
    description: richText({ label: { sl: 'Opis', en: 'Description' }, required: true }),
    area_ha: decimal({ label: { sl: 'Površina (ha)', en: 'Area (ha)' }, min: 0, max: 100000 }),
    plots_count: integer({ label: { sl: 'Število parcel', en: 'Number of plots' }, min: 0, max: 100000 }),
    companies_count: integer({ label: { sl: 'Število podjetij', en: 'Number of companies' }, min: 0, max: 100000 }),
    location: text({ label: { sl: 'Lokacija', en: 'Location' }, maxLength: 300 }),
    image: image({ label: { sl: 'Slika', en: 'Image' } }),
    image_alt: imageAlt(),
  },
  recordTitle: 'title',
  endpoints: { public: 'industrial_zone/', staff: 'industrial_zone/' },
  filters: { lang: 'lang', language: 'lang' },
  ordering: ['lang', 'title', 'id'],
  defaultOrdering: 'lang',
  search: ['title', 'description', 'location'],
  pageSize: 10,
  listColumns: ['title', 'lang', 'area_ha', 'companies_count', 'updated_at'],
  perLanguage: {},
})
