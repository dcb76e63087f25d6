/**
 * Where one e-mail address appears: the rows of every store that hold it or belong to the
 * person it names. Export (export.ts) reads them, erase (erase.ts) removes or anonymises them.
 *
 * Matching is exact on lower-cased columns (an address's own case does not matter), and inside
 * JSON (audit data, revision snapshots, mail headers) a LIKE with the address's wildcards escaped.
 * SQLite's lower() folds ASCII letters only: an address stored with upper-case non-ASCII letters
 * is found on PostgreSQL but not on SQLite (docs/privacy.md).
 */
import { sql, type Expression, type Kysely, type SqlBool } from 'kysely'
import { clients, inquiries, orders } from '../../shared/resources'
import { likePattern } from './address'

export const lowerIs = (column: string, address: string): Expression<SqlBool> => sql<SqlBool>`lower(${sql.ref(column)}) = ${address}`
export const lowerContains = (column: string, address: string): Expression<SqlBool> =>
  sql<SqlBool>`lower(${sql.ref(column)}) like ${likePattern(address)} escape '\\'`

/** The ids of the person's own records, per table. */
export interface PersonRecords {
  users: number[]
  clients: number[]
  orders: number[]
  inquiries: number[]
}

const ids = (rows: { id: unknown }[]) => rows.map((row) => Number(row.id))

export async function findRecords(db: Kysely<any>, address: string): Promise<PersonRecords> {
  const users = ids(await db.selectFrom('users').select('id').where(lowerIs('email', address)).execute())
  const clientIds = ids(await db.selectFrom(clients.name).select('id').where(lowerIs('email', address)).execute())
  const orderIds = new Set(ids(await db.selectFrom(orders.name).select('id').where(lowerIs('email', address)).execute()))
  if (clientIds.length) for (const id of ids(await db.selectFrom(orders.name).select('id').where('client', 'in', clientIds).execute())) orderIds.add(id)
  if (users.length) {
    const owned = await db.selectFrom('account_orders').select('order_id').where('user_id', 'in', users).execute()
    for (const row of owned) orderIds.add(Number(row.order_id))
  }
  const inquiryIds = ids(await db.selectFrom(inquiries.name).select('id').where(lowerIs('email', address)).execute())
  return { users, clients: clientIds, orders: [...orderIds].sort((a, b) => a - b), inquiries: inquiryIds }
}

/** Pairs (resource, ids) of the person's records that the audit log and the history name. */
export function recordsByResource(records: PersonRecords): [string, number[]][] {
  return [
    ['users', records.users],
    [clients.name, records.clients],
    [orders.name, records.orders],
    [inquiries.name, records.inquiries],
  ]
}
