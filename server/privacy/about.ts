/**
 * The rows of the audit log, the history and the outbox that are about one person: those found
 * exactly (their records' ids, their own actions, an equal address column) and those whose text
 * columns quote the address. For the latter a LIKE narrows the rows in the database and
 * mentionsAddress decides, so a longer address that contains this one is never taken for it.
 */
import type { Expression, Kysely, SqlBool } from 'kysely'
import { AUDIT_TABLE } from '../audit/table'
import { REVISIONS_TABLE } from '../history/table'
import { lowerContains, lowerIs, recordsByResource, type PersonRecords } from './find'
import { mentionsAddress } from './mentions'

type Row = Record<string, unknown>
type Where = (eb: any) => Expression<SqlBool>

export interface RowsAbout {
  table: string
  /** Rows that belong to the person outright, or null when none can. */
  exact: Where | null
  /** Text columns that may quote the address. */
  quoting: string[]
}

const anyOf = (conditions: ((eb: any) => Expression<SqlBool>)[]): Where | null =>
  conditions.length ? (eb) => eb.or(conditions.map((condition) => condition(eb))) : null

function ofRecords(records: PersonRecords, ids: (values: number[]) => unknown[]) {
  return recordsByResource(records)
    .filter(([, values]) => values.length)
    .map(
      ([resource, values]) =>
        (eb: any) =>
          eb.and([eb('resource', '=', resource), eb('record_id', 'in', ids(values))]),
    )
}

/** Entries about the person's records, their own actions (`actors`), and any that quote the address. */
export function auditAbout(records: PersonRecords, actors: number[]): RowsAbout {
  const own = actors.length ? [(eb: any) => eb('actor_id', 'in', actors)] : []
  return { table: AUDIT_TABLE, exact: anyOf([...ofRecords(records, (ids) => ids.map(String)), ...own]), quoting: ['data', 'record_title'] }
}

export function revisionsAbout(records: PersonRecords): RowsAbout {
  return { table: REVISIONS_TABLE, exact: anyOf(ofRecords(records, (ids) => ids)), quoting: ['snapshot'] }
}

export function outboxAbout(address: string): RowsAbout {
  return { table: 'mail_outbox', exact: () => lowerIs('to', address), quoting: ['headers'] }
}

/** The rows, by id, at most `limit` (+1 so a caller can tell there were more). */
export async function rowsAbout(db: Kysely<any>, about: RowsAbout, address: string, limit: number): Promise<Row[]> {
  const byId = new Map<number, Row>()
  if (about.exact) {
    for (const row of await db
      .selectFrom(about.table)
      .selectAll()
      .where(about.exact)
      .orderBy('id')
      .limit(limit + 1)
      .execute())
      byId.set(Number(row.id), row)
  }
  const candidates = await db
    .selectFrom(about.table)
    .selectAll()
    .where((eb: any) => eb.or(about.quoting.map((column) => lowerContains(column, address))))
    .orderBy('id')
    .execute()
  for (const row of candidates) if (about.quoting.some((column) => mentionsAddress(row[column], address))) byId.set(Number(row.id), row)
  return [...byId.values()].sort((a, b) => Number(a.id) - Number(b.id)).slice(0, limit + 1)
}

/** Every such row's id (erase.ts acts on them in batches). */
export async function idsAbout(db: Kysely<any>, about: RowsAbout, address: string): Promise<number[]> {
  return (await rowsAbout(db, about, address, Number.MAX_SAFE_INTEGER - 1)).map((row) => Number(row.id))
}
