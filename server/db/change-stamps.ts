/**
 * A version number per content table, raised by triggers on every insert, update and delete,
 * from wherever the write comes (the API, named actions, seeders, another process on the same
 * file). A list's count and its page anchors (list-plans.ts) are kept under the versions of the
 * tables they read, so any write to those tables makes the next list compute them again.
 *
 * SQLite here. On PostgreSQL, where several instances share the database, a shared version row
 * would make concurrent writers queue on it: versions there come from notifications
 * (table-versions.ts), and readStamps() answers null when there are none (no cluster channel).
 */
import { sql, type Kysely } from 'kysely'
import type { Database } from './connect'
import { ensureTableNotifications } from './table-versions'

export const CHANGES_TABLE = 'table_changes'
const IDENTIFIER = /^[a-z_][a-z0-9_]*$/

export async function ensureChangeStamps(database: Database, tables: readonly string[]): Promise<void> {
  if (database.dialect !== 'sqlite') return ensureTableNotifications(database.db, tables)
  const { db } = database
  await sql.raw(`CREATE TABLE IF NOT EXISTS ${CHANGES_TABLE} (name text primary key, version integer not null) WITHOUT ROWID`).execute(db)
  for (const table of tables) {
    if (!IDENTIFIER.test(table)) throw new Error(`Not an identifier: ${table}`)
    await sql`insert or ignore into ${sql.table(CHANGES_TABLE)} (name, version) values (${table}, 0)`.execute(db)
    const bump = `UPDATE ${CHANGES_TABLE} SET version = version + 1 WHERE name = '${table}';`
    for (const event of ['insert', 'update', 'delete']) {
      await sql.raw(`CREATE TRIGGER IF NOT EXISTS "${table}_changed_${event}" AFTER ${event.toUpperCase()} ON "${table}" BEGIN ${bump} END`).execute(db)
    }
  }
}

/** Versions last read, per set of tables, with the database's data version they were read at. */
const lastRead = new WeakMap<object, Map<string, { at: string; stamps: string }>>()

/** The versions of `tables`, as one string; null when they cannot be known (PostgreSQL without its notifications). */
export async function readStamps(
  database: Pick<Database, 'db' | 'dialect' | 'dataVersion' | 'tableVersions'>,
  tables: readonly string[],
): Promise<string | null> {
  if (database.dialect !== 'sqlite') return database.tableVersions ? database.tableVersions.read(tables) : null
  const key = tables.join(',')
  // Read before the query: a write after this point changes it, so a stale answer is never reused.
  const at = database.dataVersion?.()
  const known = at === undefined ? undefined : lastRead.get(database)?.get(key)
  if (known && known.at === at) return known.stamps
  const rows = await (database.db as Kysely<any>).selectFrom(CHANGES_TABLE).select(['name', 'version']).where('name', 'in', tables).orderBy('name').execute()
  const stamps = rows.map((row) => `${row.name}:${row.version}`).join(',')
  if (at !== undefined) {
    if (!lastRead.has(database)) lastRead.set(database, new Map())
    lastRead.get(database)!.set(key, { at, stamps })
  }
  return stamps
}
