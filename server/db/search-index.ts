/**
 * `search=` through the database's own full-text machinery, with diacritics folded both ways
 * (`cebelnjak sostanj` finds "Čebelnjak Šoštanj", `čebelnjak` finds "Cebelnjak"):
 *
 *   SQLite      FTS5 tables per searchable type (`news_fts_sl`, `news_fts_en`, `news_fts`: see
 *               search-partitions.ts; tokenizer `unicode61 remove_diacritics 2`), kept in step by
 *               triggers, so every write from anywhere (API, named actions, seeders, a script)
 *               updates them. A word matches as a prefix of a word in the text ("čebel" finds
 *               "Čebelnjak").
 *   PostgreSQL  `search_fold(text)` = lower(unaccent(text)) of the search fields, stored on write
 *               in a table beside the type's (pg-search-text.ts) with a trigram GIN index on it; a
 *               word matches anywhere in a field (DRF's icontains).
 *               Needs the `unaccent` and `pg_trgm` extensions (PostgreSQL 13+ lets a database
 *               owner create both; they come with Debian's postgresql package). Without them the
 *               server says so at start and folds with translate() over the common Latin letters,
 *               without an index.
 *
 * DRF's semantics hold on both: every word must match one of the declared search fields.
 */
import { createHash } from 'node:crypto'
import { sql, type Expression, type Kysely, type SqlBool } from 'kysely'
import type { Resource } from '../../shared/resources'
import type { Database } from './connect'
import { ensureSearchText, searchTextTable } from './pg-search-text'
import { ensureSqlitePartitions, ID_MASK, searchPartitionsOf, UNDECOMPOSED } from './search-partitions'

/** Words (at most 10) with a letter or digit in them: punctuation alone matches nothing and is ignored. */
export function searchWords(search: unknown): string[] {
  if (typeof search !== 'string') return []
  return search
    .trim()
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word))
    .slice(0, 10)
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`

/** The FTS5 query: each word a quoted prefix phrase, all of them required. */
export function ftsQuery(words: string[]): string {
  return words.map((word) => `${quote(foldUndecomposed(word))}*`).join(' ')
}

const foldUndecomposed = (word: string) => UNDECOMPOSED.reduce((text, [from, to]) => text.split(from).join(to), word)

export function searchCondition(resource: Resource, words: string[], database: Pick<Database, 'dialect'>): Expression<SqlBool> {
  return searchConditionOf(resource, searchValues(words, database.dialect), database)
}

/** The values a search of `words` binds: SQLite one FTS5 query, PostgreSQL one pattern a word. */
export function searchValues(words: string[], dialect: Database['dialect']): unknown[] {
  if (dialect === 'sqlite') return [ftsQuery(words)]
  return words.map((word) => word.replace(/[\\%_]/g, (c) => `\\${c}`))
}

/** The condition for the values of searchValues() (or their placeholders: see server/db/query-shapes.ts). */
export function searchConditionOf(resource: Resource, values: unknown[], database: Pick<Database, 'dialect'>): Expression<SqlBool> {
  const table = resource.name
  if (database.dialect === 'sqlite') {
    const [query] = values
    const arms = searchPartitionsOf(resource).map((p) => sql`select rowid & ${sql.raw(String(ID_MASK))} from ${sql.table(p.table)}(${query})`)
    return sql<SqlBool>`${sql.ref(`${table}.id`)} in (${sql.join(arms, sql` union all `)})`
  }
  // (the row's text folded on write: pg-search-text.ts)
  const conditions = values.map((escaped) => sql<SqlBool>`s.folded like '%' || search_fold(${escaped}) || '%'`)
  return sql<SqlBool>`${sql.ref(`${table}.id`)} in (select s.id from ${sql.table(searchTextTable(resource))} as s where ${sql.join(conditions, sql` and `)})`
}

const FOLDED_FROM = 'ČŠŽĆĐčšžćđÀÁÂÃÄÅàáâãäåÈÉÊËèéêëÌÍÎÏìíîïÒÓÔÕÖØòóôõöøÙÚÛÜùúûüÝýÿÑñÇçŁłŘřŤťĎďŇňĽľŔŕ'
const FOLDED_TO = 'CSZCDcszcdAAAAAAaaaaaaEEEEeeeeIIIIiiiiOOOOOOooooooUUUUuuuuYyyNnCcLlRrTtDdNnLlRr'

/** Creates what it can; returns whether the trigram index is possible and which fold is in use. */
async function ensurePostgresFunctions(db: Kysely<any>, warn: (line: string) => void): Promise<{ trigram: boolean; fold: string }> {
  const missing: string[] = []
  for (const extension of ['unaccent', 'pg_trgm']) {
    try {
      await sql.raw(`CREATE EXTENSION IF NOT EXISTS ${extension}`).execute(db)
    } catch (error) {
      missing.push(`${extension} (${(error as Error).message})`)
    }
  }
  const schemas = await sql<{
    extname: string
    schema: string
  }>`select extname, extnamespace::regnamespace::text as schema from pg_extension where extname in ('unaccent', 'pg_trgm')`.execute(db)
  const unaccentSchema = schemas.rows.find((row) => row.extname === 'unaccent')?.schema
  if (missing.length)
    warn(
      `Search: could not create the PostgreSQL extension(s) ${missing.join(', ')}; searching folds fewer letters and without an index. A superuser (or the database owner, PostgreSQL 13+) can run CREATE EXTENSION unaccent; CREATE EXTENSION pg_trgm;`,
    )
  // IMMUTABLE so that an index can use it; unaccent() itself is only STABLE because its dictionary could change.
  const body = unaccentSchema
    ? `SELECT lower(${unaccentSchema}.unaccent('${unaccentSchema}.unaccent'::regdictionary, $1))`
    : `SELECT lower(translate($1, '${FOLDED_FROM}', '${FOLDED_TO}'))`
  const current = await sql<{
    prosrc: string
  }>`select prosrc from pg_proc where proname = 'search_fold' and pronamespace = current_schema()::regnamespace`.execute(db)
  if (current.rows[0]?.prosrc.trim() !== body) {
    await sql.raw(`CREATE OR REPLACE FUNCTION search_fold(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $fold$${body}$fold$`).execute(db)
  }
  return { trigram: schemas.rows.some((row) => row.extname === 'pg_trgm'), fold: body }
}

export async function ensureSearchIndexes(database: Database, resources: readonly Resource[], warn: (line: string) => void): Promise<void> {
  const searchable = resources.filter((resource) => resource.search.length > 0)
  if (database.dialect === 'sqlite') {
    for (const resource of searchable) await ensureSqlitePartitions(database.db, resource)
    return
  }
  const { trigram, fold } = await ensurePostgresFunctions(database.db, warn)
  for (const resource of searchable) {
    // The fields and the fold: when either changes, the stored fold is made again (pg-search-text.ts).
    const signature = createHash('sha1')
      .update(`${resource.search.join(',')}|${fold}`)
      .digest('hex')
      .slice(0, 10)
    // The index on the fold of the type's own table, before the fold was stored (older databases): it costs every write.
    const stale = await sql<{
      indexname: string
    }>`select indexname from pg_indexes where schemaname = current_schema() and tablename = ${resource.name} and indexname like ${`search\\_${resource.name.slice(0, 40)}\\_%`}`.execute(
      database.db,
    )
    for (const row of stale.rows) await sql.raw(`DROP INDEX IF EXISTS ${quote(row.indexname)}`).execute(database.db)
    await ensureSearchText(database.db, resource, signature, trigram)
  }
}
