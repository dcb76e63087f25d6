import { defineResource } from './define'
import { boolean, choice, date, image, integer, language, longText, slug, text } from './fields'

/**
 * The team on the contacts page: one record per person and language. Visitors see active
 * employees only. Recent hires: `?page_size=5&ordering=-hire_date` (RECENT_HIRES_COUNT in constants).
 */
export const employees = defineResource({
  name: 'employees',
  label: { sl: 'Zaposleni', en: 'Employees' },
  labelSingular: { sl: 'Zaposleni', en: 'Employee' },
  icon: 'People',
  adminPath: 'employees',
  menuOrder: 40,
  fields: {
    first_name: text({ label: { sl: 'Ime', en: 'First name' }, required: true, maxLength: 100 }),
    last_name: text({ label: { sl: 'Priimek', en: 'Last name' }, required: true, maxLength: 100 }),
    slug: slug({ label: { sl: 'Naslov URL', en: 'URL name' }, from: 'last_name', maxLength: 120 }),
    lang: language(),
    position: text({ label: { sl: 'Delovno mesto', en: 'Position' }, required: true, maxLength: 150 }),
    department: choice({
      label: { sl: 'Oddelek', en: 'Department' },
      required: true,
      choices: [
        { id: 'management', label: { sl: 'Vodstvo', en: 'Management' } },
        { id: 'business_support', label: { sl: 'Podpora podjetjem', en: 'Business support' } },
        { id: 'incubator', label: { sl: 'Poslovni inkubator', en: 'Business incubator' } },
        { id: 'maintenance', label: { sl: 'Vzdrževanje', en: 'Maintenance' } },
      ],
    }),
    email: text({ label: { sl: 'E-pošta', en: 'E-mail' }, maxLength: 254, format: 'email' }),
    phone: text({ label: { sl: 'Telefon', en: 'Phone' }, maxLength: 40 }),
    photo: image({ label: { sl: 'Fotografija', en: 'Photo' } }),
    photo_alt: text({
      label: { sl: 'Opis fotografije', en: 'Photo description' },
      maxLength: 200,
      help: { sl: 'Za bralnike zaslona', en: 'For screen readers' },
    }),
    bio: longText({ label: { sl: 'Kratek opis', en: 'Short bio' }, maxLength: 2000 }),
    hire_date: date({ label: { sl: 'Datum zaposlitve', en: 'Hire date' }, required: true }),
    display_order: integer({
      label: { sl: 'Vrstni red', en: 'Display order' },
      min: 0,
      max: 9999,
      default: 0,
      help: { sl: 'Manjša številka je prikazana prej', en: 'Lower numbers come first' },
    }),
    is_active: boolean({ label: { sl: 'Aktiven', en: 'Active' }, default: true }),
  },
  translatable: true,
  recordTitle: 'last_name',
  endpoints: { public: 'employees/', staff: 'employees/' },
  filters: { department: 'department', active: 'is_active', is_active: 'is_active', language: 'lang', lang: 'lang' },
  ordering: ['display_order', 'last_name', 'first_name', 'hire_date', 'department', 'id'],
  defaultOrdering: 'display_order,last_name',
  search: ['first_name', 'last_name', 'position'],
  pageSize: 20,
  visibility: 'is_active',
  listColumns: ['last_name', 'first_name', 'position', 'department', 'lang', 'hire_date', 'is_active'],
  site: { path: '/employees/', detail: 'slug', title: ['first_name', 'last_name'], summary: ['bio', 'position'] },
})
