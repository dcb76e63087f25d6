import { defineResource } from './define'
import { language, longText, text } from './fields'

/**
 * Messages visitors send from the contact form. Anyone may post one at `common/inquiry/`
 * (JSON or urlencoded, rate-limited); each new inquiry is also mailed to the office (MAIL_TO,
 * see server/resources/actions/inquiries.ts). Staff read and delete them there too.
 */
export const inquiries = defineResource({
  name: 'inquiries',
  label: { sl: 'Povpraševanja', en: 'Inquiries' },
  labelSingular: { sl: 'Povpraševanje', en: 'Inquiry' },
  icon: 'Mail',
  adminPath: 'inquiry',
  fields: {
    name: text({ label: { sl: 'Ime in priimek', en: 'Name' }, required: true, maxLength: 200 }),
    email: text({ label: { sl: 'E-pošta', en: 'E-mail' }, required: true, maxLength: 254, format: 'email' }),
    phone: text({ label: { sl: 'Telefon', en: 'Phone' }, maxLength: 40 }),
    subject: text({ label: { sl: 'Zadeva', en: 'Subject' }, maxLength: 200 }),
    message: longText({ label: { sl: 'Sporočilo', en: 'Message' }, required: true, maxLength: 5000 }),
    language: language(),
  },
  recordTitle: 'name',
  endpoints: {
    staff: 'common/inquiry/admin/',
    more: [{ path: 'common/inquiry/', read: 'staff', write: 'public-create', view: 'full', destroy: 'staff' }],
  },
  filters: { language: 'language', email: 'email' },
  ordering: ['created_at', 'name', 'id'],
  defaultOrdering: '-created_at',
  search: ['name', 'email', 'subject', 'message'],
  pageSize: 25,
  listColumns: ['name', 'email', 'subject', 'language', 'created_at'],
})
