import { defineResource } from './define'
import { choice, language, longText, text } from './fields'

/**
 * Messages visitors send to the office, from either public form: the inquiry form (`common/inquiry/`,
 * on /information/ and each space) and the contact page's "Pišite nam" (`common/send-email/`).
 * Anyone may post one (JSON or urlencoded, rate-limited); each is stored here, so staff with the
 * `inquiries` scope read every message in the back office even without SMTP, and mailed to the
 * office (MAIL_TO, see server/actions/inquiries.ts). `form` says which form it came from:
 * set by the server, never taken from the request.
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
    form: choice({
      label: { sl: 'Obrazec', en: 'Form' },
      choices: [
        { id: 'inquiry', label: { sl: 'Povpraševanje', en: 'Inquiry' } },
        { id: 'contact', label: { sl: 'Pišite nam', en: 'Contact page' } },
      ],
      readOnly: true,
    }),
  },
  recordTitle: 'name',
  endpoints: {
    staff: 'common/inquiry/admin/',
    more: [{ path: 'common/inquiry/', read: 'staff', write: 'public-create', view: 'full', destroy: 'staff' }],
  },
  filters: { language: 'language', email: 'email', form: 'form' },
  ordering: ['created_at', 'name', 'id'],
  defaultOrdering: '-created_at',
  search: ['name', 'email', 'subject', 'message'],
  pageSize: 25,
  listColumns: ['name', 'email', 'subject', 'form', 'language', 'created_at'],
})
