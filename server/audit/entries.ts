/** Reading audit entries: the API's shape of a row, a page of them, and batches for the export. */
import type { Database } from '../db/connect'
import { applyAuditFilters, type AuditFilters } from './filters'
import { AUDIT_TABLE } from './table'
import type { AuditActor, AuditEntry } from '../../shared/wire/audit'

export type { AuditEntry }

function parsed<T>(text: unknown, fallback: T): T {
  if (typeof text !== 'string' || !text) return fallback
  try {
    return JSON.parse(text) as T
  } catch {
    return fallback
  }
}

export function toAuditEntry(row: Record<string, any>): AuditEntry {
  return {
    id: Number(row.id),
    at: row.at,
    actor_id: row.actor_id == null ? null : Number(row.actor_id),
    actor_name: row.actor_name,
    ip: row.ip ?? null,
    action: row.action,
    resource: row.resource ?? null,
    record_id: row.record_id ?? null,
    record_title: row.record_title ?? null,
    changed_fields: parsed<string[]>(row.changed_fields, []),
    data: parsed<Record<string, unknown> | null>(row.data, null),
  }
}

const filtered = (database: Database, filters: AuditFilters) => applyAuditFilters(database.db.selectFrom(AUDIT_TABLE), filters)

export async function countEntries(database: Database, filters: AuditFilters): Promise<number> {
  const [{ count }] = await filtered(database, filters)
    .select((eb) => eb.fn.countAll().as('count'))
    .execute()
  return Number(count)
}

/** Newest first; the id breaks ties between entries of the same millisecond. */
export async function readEntries(database: Database, filters: AuditFilters, limit: number, offset: number): Promise<AuditEntry[]> {
  const rows = await filtered(database, filters).selectAll().orderBy('at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute()
  return rows.map(toAuditEntry)
}

/** Everyone who appears in the log, with the name of their latest entry: the back office's actor filter. */
export async function listActors(database: Database): Promise<AuditActor[]> {
  const latest = database.db
    .selectFrom(AUDIT_TABLE)
    .select((eb) => eb.fn.max('id').as('id'))
    .where('actor_id', 'is not', null)
    .groupBy('actor_id')
  const rows = await database.db.selectFrom(AUDIT_TABLE).select(['actor_id', 'actor_name']).where('id', 'in', latest).orderBy('actor_name').execute()
  return rows.map((row) => ({ id: Number(row.actor_id), name: row.actor_name }))
}

export async function findEntry(database: Database, id: string): Promise<AuditEntry | undefined> {
  if (!/^\d{1,9}$/.test(id)) return undefined
  const row = await database.db.selectFrom(AUDIT_TABLE).selectAll().where('id', '=', Number(id)).executeTakeFirst()
  return row ? toAuditEntry(row) : undefined
}
