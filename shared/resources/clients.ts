import { defineResource } from './define'
import { longText, text } from './fields'

/**
 * Shop customers: a contact record, not a login (no password; accounts are for staff).
 * Anyone may register one at `accounts/clients/` (rate-limited; a named action, so the answer never
 * tells whether the e-mail is already known); only staff read them.
 */
export const clients = defineResource({
  name: 'clients',
  label: { sl: 'Stranke', en: 'Clients' },
  labelSingular: { sl: 'Stranka', en: 'Client' },
  icon: 'People',
  adminPath: 'client',
  fields: {
    name: text({ label: { sl: 'Ime in priimek', en: 'Name' }, required: true, maxLength: 200 }),
    email: text({ label: { sl: 'E-pošta', en: 'E-mail' }, required: true, maxLength: 254, format: 'email', unique: true }),
    phone: text({ label: { sl: 'Telefon', en: 'Phone' }, maxLength: 40 }),
    company: text({ label: { sl: 'Podjetje', en: 'Company' }, maxLength: 200 }),
    address: longText({ label: { sl: 'Naslov', en: 'Address' }, maxLength: 1000 }),
  },
  recordTitle: 'name',
  endpoints: {
    staff: 'accounts/clients/admin/',
    more: [{ path: 'accounts/clients/', read: 'staff', write: 'none', view: 'full' }],
  },
  filters: { email: 'email', company: 'company' },
  ordering: ['name', 'email', 'created_at', 'id'],
  defaultOrdering: '-created_at',
  search: ['name', 'email', 'company'],
  pageSize: 25,
  listColumns: ['name', 'email', 'phone', 'company', 'created_at'],
})
