/**
 * Everything stored about one e-mail address, as one JSON document (GDPR art. 15 and 20):
 *
 *   { email, exported_at, stores: { accounts, sessions, account_registrations, email_changes,
 *     clients, orders, order_lines, inquiries, newsletter_subscriptions, mail_outbox, audit_log,
 *     record_revisions }, truncated: [] }
 *
 * Secrets are left out (password and token hashes, the newsletter's link token): they are keys,
 * not data about the person. At most STORE_LIMIT rows per store; a store cut short is named in
 * `truncated`.
 */
import type { Expression, Kysely, SqlBool } from 'kysely'
import { clients, inquiries, orders, orderLines } from '../../shared/resources'
import { auditAbout, outboxAbout, revisionsAbout, rowsAbout, type RowsAbout } from './about'
import { findRecords, lowerIs } from './find'
import type { PersonalExport, StoreCounts } from '../../shared/wire/privacy'

export const STORE_LIMIT = 5000

type Row = Record<string, unknown>
type Where = (eb: any) => Expression<SqlBool>

const USER_COLUMNS = [
  'id',
  'username',
  'email',
  'first_name',
  'last_name',
  'is_staff',
  'is_active',
  'scope',
  'date_joined',
  'last_login',
  'client_id',
  'language',
]
const SESSION_COLUMNS = ['id', 'user_id', 'created_at', 'last_used_at', 'idle_expires_at', 'expires_at', 'user_agent', 'ip']
const REGISTRATION_COLUMNS = ['id', 'email', 'first_name', 'last_name', 'language', 'expires_at', 'created_at']
const NEWSLETTER_COLUMNS = [
  'id',
  'email',
  'language',
  'status',
  'consent_text',
  'consent_ip',
  'consent_user_agent',
  'consented_at',
  'confirmed_at',
  'unsubscribed_at',
  'created_at',
]

export async function exportAddress(db: Kysely<any>, address: string): Promise<PersonalExport> {
  const records = await findRecords(db, address)
  const keep = (store: string, rows: Row[]) => {
    if (rows.length > STORE_LIMIT) truncated.push(store)
    stores[store] = rows.slice(0, STORE_LIMIT)
  }
  const stores: Record<string, Row[]> = Object.create(null)
  const truncated: string[] = []
  const read = async (store: string, table: string, columns: string[] | '*', where: Where | null, orderBy = 'id') => {
    if (!where) {
      stores[store] = []
      return
    }
    const query = db
      .selectFrom(table)
      .where(where)
      .orderBy(orderBy)
      .limit(STORE_LIMIT + 1)
    keep(store, (await (columns === '*' ? query.selectAll() : query.select(columns)).execute()) as Row[])
  }
  const readAbout = async (store: string, about: RowsAbout) => keep(store, await rowsAbout(db, about, address, STORE_LIMIT))
  const byIds = (ids: number[], column = 'id'): Where | null => (ids.length ? (eb) => eb(column, 'in', ids) : null)
  await read('accounts', 'users', USER_COLUMNS, byIds(records.users))
  await read('sessions', 'auth_sessions', SESSION_COLUMNS, byIds(records.users, 'user_id'))
  await read('account_registrations', 'account_registrations', REGISTRATION_COLUMNS, () => lowerIs('email', address))
  await read('email_changes', 'email_changes', ['id', 'user_id', 'new_email', 'expires_at', 'created_at'], (eb) =>
    eb.or([lowerIs('new_email', address), ...(records.users.length ? [eb('user_id', 'in', records.users)] : [])]),
  )
  await read('clients', clients.name, '*', byIds(records.clients))
  await read('orders', orders.name, '*', byIds(records.orders))
  await read('order_lines', orderLines.name, '*', byIds(records.orders, 'order'))
  await read('inquiries', inquiries.name, '*', byIds(records.inquiries))
  await read('newsletter_subscriptions', 'newsletter_subscriptions', NEWSLETTER_COLUMNS, () => lowerIs('email', address))
  await readAbout('mail_outbox', outboxAbout(address))
  await readAbout('audit_log', auditAbout(records, records.users))
  await readAbout('record_revisions', revisionsAbout(records))
  return { email: address, exported_at: new Date().toISOString(), stores, truncated }
}

/** Rows per store, for the audit entry and the erase answer (never the rows themselves). */
export function countsOf(stores: Record<string, Row[]>): StoreCounts {
  return Object.fromEntries(Object.entries(stores).map(([store, rows]) => [store, rows.length]))
}
