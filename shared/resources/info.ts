import { defineResource } from './define'
import { image, language, longText, richText, text } from './fields'
import { imageAlt } from './common-fields'

/**
 * The "information" and "about" pages and the footer's contact block: one record per language
 * (`lang` is unique, `perLanguage`): every answer also says in which languages a record exists
 * (`available_languages`); `info/lang/{lang}/` is the record of one language, `info/admin/` both
 * at once. The legacy `info/legacy/1/` is a named action (server/actions/info.ts).
 */
export const info = defineResource({
  name: 'info',
  label: { sl: 'Informacije', en: 'Information' },
  labelSingular: { sl: 'Informacije', en: 'Information' },
  icon: 'Info',
  adminPath: 'information',
  menuOrder: 10,
  fields: {
    title: text({ label: { sl: 'Naslov', en: 'Title' }, required: true, maxLength: 200 }),
    lang: language({ unique: true, help: { sl: 'En zapis na jezik', en: 'One record per language' } }),
    intro: longText({ label: { sl: 'Uvod', en: 'Introduction' }, maxLength: 1000 }),
    body: richText({ label: { sl: 'Besedilo', en: 'Text' } }),
    address: text({ label: { sl: 'Naslov (ulica, kraj)', en: 'Address' }, maxLength: 300 }),
    phone: text({ label: { sl: 'Telefon', en: 'Phone' }, maxLength: 40 }),
    email: text({ label: { sl: 'E-pošta', en: 'E-mail' }, maxLength: 254, format: 'email' }),
    opening_hours: text({
      label: { sl: 'Delovni čas', en: 'Opening hours' },
      maxLength: 300,
      help: { sl: 'Npr. pon–pet 7:00–15:00, vikend zaprto', en: 'E.g. Mon–Fri 7:00–15:00, weekend closed' },
    }),
    location: longText({ label: { sl: 'Lokacija in dostop', en: 'Location and access' }, maxLength: 2000 }),
    image: image({ label: { sl: 'Slika', en: 'Image' } }),
    image_alt: imageAlt(),
  },
  recordTitle: 'title',
  endpoints: { public: 'info/', staff: 'info/' },
  filters: { lang: 'lang', language: 'lang' },
  ordering: ['lang', 'title', 'id'],
  defaultOrdering: 'lang',
  search: ['title', 'intro', 'body'],
  pageSize: 10,
  listColumns: ['title', 'lang', 'phone', 'email', 'updated_at'],
  perLanguage: { byLanguage: 'info/lang/:lang/', allLanguages: 'info/admin/' },
})
