import { defineResource } from './define'
import { publishingTimes } from './common-fields'
import { boolean, image, language, longText, slug, text } from './fields'

/**
 * The catalogue of local entrepreneurs, one record per language (sl, en).
 *   entrepreneurs/ and entrepreneurs/{id or slug}/   visitors, published only (?lang=)
 *   entrepreneurs/lang/{lang}/                        the list in that language (a preset)
 *   entrepreneurs/admin/                              staff CRUD
 */
export const entrepreneurs = defineResource({
  name: 'entrepreneurs',
  label: { sl: 'Podjetniki', en: 'Entrepreneurs' },
  labelSingular: { sl: 'Podjetnik', en: 'Entrepreneur' },
  icon: 'Storefront',
  adminPath: 'entrepreneurs',
  menuOrder: 60,
  fields: {
    name: text({ label: { sl: 'Ime podjetja', en: 'Company name' }, required: true, maxLength: 200 }),
    slug: slug({ label: { sl: 'Naslov URL', en: 'URL name' }, from: 'name', maxLength: 220 }),
    lang: language(),
    activity: text({
      label: { sl: 'Dejavnost', en: 'Activity' },
      maxLength: 200,
      help: { sl: 'Kratek opis dejavnosti', en: 'What the company does, in a line' },
    }),
    description: longText({ label: { sl: 'Opis', en: 'Description' }, maxLength: 5000 }),
    address: text({ label: { sl: 'Naslov', en: 'Address' }, maxLength: 255 }),
    phone: text({ label: { sl: 'Telefon', en: 'Phone' }, maxLength: 40 }),
    email: text({ label: { sl: 'E-pošta', en: 'E-mail' }, maxLength: 254, format: 'email' }),
    website: text({ label: { sl: 'Spletna stran', en: 'Website' }, maxLength: 300, format: 'url' }),
    logo: image({ label: { sl: 'Logotip', en: 'Logo' } }),
    logo_alt: text({
      label: { sl: 'Opis logotipa', en: 'Logo description' },
      maxLength: 200,
      help: { sl: 'Za bralnike zaslona', en: 'For screen readers' },
    }),
    is_published: boolean({ label: { sl: 'Objavljeno', en: 'Published' } }),
    ...publishingTimes(),
  },
  translatable: true,
  recordTitle: 'name',
  endpoints: { public: 'entrepreneurs/', staff: 'entrepreneurs/admin/' },
  filters: { lang: 'lang', language: 'lang', is_published: 'is_published' },
  ordering: ['name', 'created_at', 'id'],
  defaultOrdering: 'name',
  search: ['name', 'activity', 'description'],
  pageSize: 20,
  visibility: 'is_published',
  listColumns: ['name', 'activity', 'lang', 'is_published'],
  presets: {
    byLanguage: { path: 'entrepreneurs/lang/:lang/', read: 'public', query: 'list', answer: 'page', view: 'localized' },
  },
  site: { path: '/entrepreneurs/' },
})
