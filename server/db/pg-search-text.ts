/**
 * PostgreSQL's searchable text, folded once on write: `<type>_search_text (id, folded)`, one row
 * per row of the type, `folded` = search_fold() of its search fields joined by spaces, with the
 * trigram GIN index on it. A search then rechecks each trigram candidate against the stored fold
 * instead of folding the row's whole text again (unaccent over title, summary and body: 100-150 ms
 * of the database's time for a common word at 100,000 news a language, bench/api.ts).
 *
 * A table of its own rather than a column: rows are read with `select *` (answers, versions,
 * exports), and a generated column would show up in all of them and refuse their writes. Triggers
 * keep it in step with every write from anywhere (API, actions, seeders, psql), as SQLite's FTS5
 * triggers do (search-partitions.ts). Its index's name carries the fields and the fold: when
 * either changes, the table is filled again under the new index in the same transaction that
 * replaces the triggers, so no write between the two is missed.
 */
import { sql, type Kysely } from 'kysely'
import type { Resource } from '../../shared/resources'

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`

/** The side table of a searchable type. */
export const searchTextTable = (resource: Resource) => `${resource.name.slice(0, 40)}_search_text`

/** The text folded: the search fields of row `row` (a quoted alias, or `new` in a trigger) joined by spaces (no word spans two). */
export function pgSearchText(resource: Resource, row = quote(resource.name)): string {
  return resource.search.map((name) => `coalesce(${row}.${quote(name)}::text, '')`).join(` || ' ' || `)
}

/**
 * Makes the side table, its triggers and (when `trigram`) its index current. `signature` names
 * the fields and the fold; the table's comment holds the one it was filled under.
 */
export async function ensureSearchText(db: Kysely<any>, resource: Resource, signature: string, trigram: boolean): Promise<void> {
  const side = searchTextTable(resource)
  const table = quote(resource.name)
  const triggerName = `${side}_sync`
  const index = `search_${resource.name.slice(0, 40)}_${signature}`
  const current = await sql<{ filled: string | null; triggers: number; indexes: number }>`select
      (select obj_description(to_regclass(${quote(side)}), 'pg_class')) as filled,
      (select count(*)::int from pg_trigger where tgname = ${triggerName} and tgrelid = to_regclass(${table})) as triggers,
      (select count(*)::int from pg_indexes where schemaname = current_schema() and indexname = ${index}) as indexes`.execute(db)
  const { filled, triggers, indexes } = current.rows[0]
  if (filled === signature && triggers > 0 && indexes === (trigram ? 1 : 0)) return
  const fields = resource.search.map(quote).join(', ')
  await db.transaction().execute(async (trx) => {
    await sql.raw(`CREATE TABLE IF NOT EXISTS ${quote(side)} (id integer PRIMARY KEY, folded text NOT NULL)`).execute(trx)
    // (plpgsql: a row's fold is kept on insert and on a change of a search field, dropped with the row)
    await sql
      .raw(
        `CREATE OR REPLACE FUNCTION ${quote(triggerName)}() RETURNS trigger LANGUAGE plpgsql AS $sync$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM ${quote(side)} WHERE id = OLD.id;
    RETURN OLD;
  END IF;
  INSERT INTO ${quote(side)} (id, folded) VALUES (NEW.id, search_fold(${pgSearchText(resource, 'NEW')}))
    ON CONFLICT (id) DO UPDATE SET folded = EXCLUDED.folded;
  IF TG_OP = 'UPDATE' AND NEW.id <> OLD.id THEN
    DELETE FROM ${quote(side)} WHERE id = OLD.id;
  END IF;
  RETURN NEW;
END
$sync$`,
      )
      .execute(trx)
    await sql.raw(`DROP TRIGGER IF EXISTS ${quote(triggerName)} ON ${table}`).execute(trx)
    await sql
      .raw(
        `CREATE TRIGGER ${quote(triggerName)} AFTER INSERT OR DELETE OR UPDATE OF id, ${fields} ON ${table} FOR EACH ROW EXECUTE FUNCTION ${quote(triggerName)}()`,
      )
      .execute(trx)
    // Filled again from the rows: the fields or the fold may have changed since it was last filled.
    await sql.raw(`DELETE FROM ${quote(side)}`).execute(trx)
    await sql.raw(`INSERT INTO ${quote(side)} (id, folded) SELECT id, search_fold(${pgSearchText(resource)}) FROM ${table}`).execute(trx)
    const stale = await sql<{
      indexname: string
    }>`select indexname from pg_indexes where schemaname = current_schema() and tablename = ${side} and indexname <> ${`${side}_pkey`}`.execute(trx)
    for (const row of stale.rows) await sql.raw(`DROP INDEX IF EXISTS ${quote(row.indexname)}`).execute(trx)
    if (trigram) await sql.raw(`CREATE INDEX ${quote(index)} ON ${quote(side)} USING gin (folded gin_trgm_ops)`).execute(trx)
    await sql.raw(`COMMENT ON TABLE ${quote(side)} IS '${signature}'`).execute(trx)
  })
  await sql.raw(`ANALYZE ${quote(side)}`).execute(db)
}
