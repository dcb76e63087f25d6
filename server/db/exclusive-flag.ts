/**
 * "Only one row may have this flag set" (the active incubator, the main image of a space),
 * kept by the database itself: a trigger clears the flag on the other rows in the same
 * statement's transaction whenever a row is inserted or updated with it set. Every write path
 * (generic CRUD, named actions, seeders) is covered, and concurrent writes cannot leave two.
 *
 *   await ensureExclusiveFlag(database, { table: 'incubator', flag: 'is_active' })
 *   await ensureExclusiveFlag(database, { table: 'empty_space_images', flag: 'is_main', scope: 'space' })
 *
 * With `scope`, the rule holds per value of that column (one main image per space).
 */
import { sql, type Kysely } from 'kysely'
import type { Database } from './connect'

export interface ExclusiveFlag {
  table: string
  flag: string
  scope?: string
}

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/

export async function ensureExclusiveFlag(database: Database, { table, flag, scope }: ExclusiveFlag): Promise<void> {
  for (const name of [table, flag, scope ?? 'id']) if (!IDENTIFIER.test(name)) throw new Error(`Not an identifier: ${name}`)
  const name = `${table}_${flag}_exclusive`
  const inScope = scope ? ` AND ${scope} = NEW.${scope}` : ''
  if (database.dialect === 'sqlite') {
    for (const event of ['INSERT', `UPDATE OF ${flag}`]) {
      const suffix = event === 'INSERT' ? 'insert' : 'update'
      await sql
        .raw(
          `CREATE TRIGGER IF NOT EXISTS ${name}_${suffix} AFTER ${event} ON ${table} WHEN NEW.${flag} = 1 BEGIN ` +
            `UPDATE ${table} SET ${flag} = 0 WHERE id <> NEW.id AND ${flag} = 1${inScope}; END`,
        )
        .execute(database.db)
    }
    return
  }
  // PostgreSQL: the advisory lock serializes concurrent activations (READ COMMITTED would
  // otherwise let two transactions each clear the others before either commits).
  await sql
    .raw(
      `CREATE OR REPLACE FUNCTION ${name}() RETURNS trigger AS $$ BEGIN ` +
        `PERFORM pg_advisory_xact_lock(hashtext('${name}')); ` +
        `UPDATE ${table} SET ${flag} = false WHERE id <> NEW.id AND ${flag}${inScope}; RETURN NULL; END $$ LANGUAGE plpgsql`,
    )
    .execute(database.db)
  await sql.raw(`DROP TRIGGER IF EXISTS ${name} ON ${table}`).execute(database.db)
  await sql
    .raw(`CREATE TRIGGER ${name} AFTER INSERT OR UPDATE OF ${flag} ON ${table} FOR EACH ROW WHEN (NEW.${flag}) EXECUTE FUNCTION ${name}()`)
    .execute(database.db)
}

/** Takes the same lock as the PostgreSQL trigger, for a transaction that changes the flag in several steps. */
export async function lockExclusiveFlag(database: Database, trx: Kysely<any>, { table, flag }: ExclusiveFlag) {
  if (database.dialect === 'postgres') await sql`select pg_advisory_xact_lock(hashtext(${`${table}_${flag}_exclusive`}))`.execute(trx)
}
