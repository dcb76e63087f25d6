import { defineResource } from './define'
import { boolean, image, richText, text, translated } from './fields'

/**
 * The business incubator page. Each record carries both languages; at most one record is
 * active (`exclusive`) and visitors see only that one. Activating a record (set-active, or saving
 * it with is_active=true) deactivates the others in the same transaction.
 *   incubator/ (?lang=), incubator/lang/{lang}/, incubator/active/   visitors
 *   incubator/admin/, incubator/admin/{id}/set-active/               staff
 */
export const incubator = defineResource({
  name: 'incubator',
  label: { sl: 'Poslovni inkubator', en: 'Business incubator' },
  labelSingular: { sl: 'Vsebina inkubatorja', en: 'Incubator content' },
  icon: 'Lightbulb',
  adminPath: 'incubator',
  menuOrder: 20,
  fields: {
    ...translated('title', text({ label: { sl: 'Naslov', en: 'Title' }, required: true, maxLength: 200 })),
    ...translated('body', richText({ label: { sl: 'Besedilo', en: 'Text' }, required: true, maxLength: 20000 })),
    ...translated(
      'call_to_action',
      text({
        label: { sl: 'Poziv in kontakt', en: 'Call to action and contact' },
        maxLength: 300,
        help: { sl: 'Npr. "Prijave zbiramo na inkubator@rudnik.si"', en: 'E.g. "Apply at inkubator@rudnik.si"' },
      }),
    ),
    contact_email: text({ label: { sl: 'E-pošta za prijave', en: 'Application e-mail' }, maxLength: 254, format: 'email' }),
    image: image({ label: { sl: 'Slika', en: 'Image' } }),
    ...translated('image_alt', text({ label: { sl: 'Opis slike', en: 'Image description' }, maxLength: 200 })),
    is_active: boolean({
      label: { sl: 'Aktivno', en: 'Active' },
      help: { sl: 'Aktivna je lahko le ena vsebina', en: 'Only one record can be active' },
      exclusive: true,
    }),
  },
  recordTitle: 'title_sl',
  endpoints: { public: 'incubator/', staff: 'incubator/admin/' },
  filters: { is_active: 'is_active' },
  ordering: ['title_sl', 'updated_at', 'created_at', 'id'],
  defaultOrdering: '-updated_at',
  search: ['title_sl', 'title_en', 'body_sl', 'body_en'],
  pageSize: 20,
  visibility: 'is_active',
  listColumns: ['title_sl', 'is_active', 'updated_at'],
  presets: {
    active: { path: 'incubator/active/', read: 'public', where: { is_active: 'true' }, answer: 'first', view: 'localized' },
    byLanguage: { path: 'incubator/lang/:lang/', read: 'public', where: { is_active: 'true' }, answer: 'first', view: 'localized' },
  },
})
