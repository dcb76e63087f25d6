/**
 * SQLite's full-text index of a searchable type, split so that a visitor's search costs what its
 * matches in one language cost, not what every match costs (FTS5 intersects a word with a huge
 * "language sl" doclist slowly: measured 2.5-17 ms against 0.5 ms for the word alone):
 *
 *   news_fts_sl, news_fts_en   the rows a visitor of that language sees whatever the clock says:
 *                              that language, visible, no publish or unpublish time
 *   news_fts                   every other row (unpublished, scheduled, no language): few, and
 *                              checked against the row (and the clock) when read
 *
 * A type without a language field has `<type>_fts_public` instead of the language tables; a type
 * with neither language nor visibility has `<type>_fts` alone. Triggers move a row between the
 * tables when any column that decides its table changes, so every write from anywhere keeps them
 * in step, and a scheduled row never leaves `news_fts`: its publish time passing needs no write.
 *
 * The rowid of a row in these tables sorts like the type's default ordering where that is a date
 * (news: -date_made, ties by id): rowid = YYYYMMDD * 2^36 + id, so a search's page is read from
 * the index in order (ORDER BY rowid DESC LIMIT 20) without reading a row. `rowid & ID_MASK` is
 * the id. Dates are stored as YYYY-MM-DD (shared/dates.ts); NULL gets 0, first ascending, as
 * SQLite orders NULL. Other types' rowids are their ids.
 */
import { sql, type Kysely } from 'kysely'
import { LANGUAGES } from '../../shared/languages'
import type { Resource } from '../../shared/resources'
import { isScheduled, PUBLISH_AT, UNPUBLISH_AT } from '../../shared/resources/schedule'
import { orderingFieldsOf } from './list-indexes'
import { languageFieldOf } from './unique-indexes'

/** Ids below 2^36 (68 billion); the date above them (at most 99991231 < 2^27) keeps rowids below 2^63. */
export const ID_MASK = 2 ** 36 - 1
const DATE_SHIFT = 2 ** 36

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`

export interface SearchPartition {
  table: string
  /** Only rows of this language are in it (and all of them visible, unscheduled); undefined for the rest. */
  language?: string
  /** The whole partition is visible to visitors (no row needs checking). */
  visible: boolean
  /** SQL: whether row `row` (`new`, `old` or a quoted table name) belongs here. */
  holds: (row: string) => string
}

/** The date field whose order rowids follow, and whether the default ordering is descending on it. */
export function orderedDateOf(resource: Resource): { field: string; desc: boolean } | undefined {
  const [first] = orderingFieldsOf(resource.defaultOrdering)
  if (!first || resource.fields[first]?.kind !== 'date') return undefined
  return { field: first, desc: resource.defaultOrdering.trim().startsWith('-') }
}

/** The rowid of row `row` in the partitions. */
export function rowidOf(resource: Resource, row: string): string {
  const ordered = orderedDateOf(resource)
  if (!ordered) return `${row}."id"`
  const d = `${row}.${quote(ordered.field)}`
  const day = `CASE WHEN ${d} GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]' THEN CAST(substr(${d}, 1, 4) || substr(${d}, 6, 2) || substr(${d}, 9, 2) AS INTEGER) ELSE 0 END`
  return `(${day} * ${DATE_SHIFT} + ${row}."id")`
}

/** The partitions of a searchable type (see above), the rest last. */
export function searchPartitionsOf(resource: Resource): SearchPartition[] {
  const base = `${resource.name}_fts`
  const visibility = resource.visibility && resource.fields[resource.visibility]?.kind === 'boolean' ? resource.visibility : undefined
  const language = languageFieldOf(resource)
  const scheduled = isScheduled(resource)
  const publicConditions = (row: string) => [
    ...(visibility ? [`${row}.${quote(visibility)} IS 1`] : []),
    ...(scheduled ? [`${row}.${quote(PUBLISH_AT)} IS NULL`, `${row}.${quote(UNPUBLISH_AT)} IS NULL`] : []),
  ]
  // A visibility field that is no boolean (none is, today) cannot be read as `IS 1`: every row then checked.
  const unreadable = Boolean(resource.visibility) && !visibility
  if (unreadable || (!language && !visibility && !scheduled)) return [{ table: base, visible: !resource.visibility, holds: () => '1' }]
  const parts: SearchPartition[] = language
    ? LANGUAGES.map((code) => ({
        table: `${base}_${code}`,
        language: code,
        visible: true,
        holds: (row: string) => [`${row}.${quote(language)} IS '${code}'`, ...publicConditions(row)].join(' AND '),
      }))
    : [{ table: `${base}_public`, visible: true, holds: (row: string) => publicConditions(row).join(' AND ') }]
  // IS comparisons are never NULL, so every row is in exactly one table.
  const rest = (row: string) => `NOT ((${parts.map((part) => part.holds(row)).join(') OR (')}))`
  return [...parts, { table: base, visible: false, holds: rest }]
}

/** Columns whose change can move a row to another partition or another rowid. */
function decidingColumns(resource: Resource): string[] {
  const columns = [languageFieldOf(resource), resource.visibility, orderedDateOf(resource)?.field, ...(isScheduled(resource) ? [PUBLISH_AT, UNPUBLISH_AT] : [])]
  return [...new Set([...resource.search, ...columns.filter((c): c is string => Boolean(c))])]
}

/**
 * Letters FTS5's remove_diacritics cannot fold because Unicode gives them no decomposition (đ is
 * its own letter, not d with a mark): folded in the indexed text (ftsText) and in the query alike.
 */
export const UNDECOMPOSED: readonly [string, string][] = [
  ['đ', 'd'],
  ['Đ', 'D'],
]
/** The SQL that indexes a column's text with the same letters folded. */
const ftsText = (column: string) => UNDECOMPOSED.reduce((text, [from, to]) => `replace(${text}, '${from}', '${to}')`, column)

export async function ensureSqlitePartitions(db: Kysely<any>, resource: Resource): Promise<void> {
  const table = quote(resource.name)
  const partitions = searchPartitionsOf(resource)
  const columns = resource.search.map(quote).join(', ')
  const values = (row: string) => resource.search.map((name) => ftsText(`${row}.${quote(name)}`)).join(', ')
  // Contentless: the rowid is not the table's id, so FTS5 could not read the text back from it (it never needs to).
  const createOf = (fts: string) =>
    `CREATE VIRTUAL TABLE ${quote(fts)} USING fts5(${columns}, content='', tokenize="unicode61 remove_diacritics 2 categories 'L* N* Co'")`
  const add = (row: string) =>
    partitions.map((p) => `INSERT INTO ${quote(p.table)}(rowid, ${columns}) SELECT ${rowidOf(resource, row)}, ${values(row)} WHERE ${p.holds(row)};`).join(' ')
  const remove = (row: string) =>
    partitions
      .map(
        (p) =>
          `INSERT INTO ${quote(p.table)}(${quote(p.table)}, rowid, ${columns}) SELECT 'delete', ${rowidOf(resource, row)}, ${values(row)} WHERE ${p.holds(row)};`,
      )
      .join(' ')
  const base = `${resource.name}_fts`
  const triggers: [string, string][] = [
    [`${base}_ai`, `CREATE TRIGGER ${quote(`${base}_ai`)} AFTER INSERT ON ${table} BEGIN ${add('new')} END`],
    [`${base}_ad`, `CREATE TRIGGER ${quote(`${base}_ad`)} AFTER DELETE ON ${table} BEGIN ${remove('old')} END`],
    [
      `${base}_au`,
      `CREATE TRIGGER ${quote(`${base}_au`)} AFTER UPDATE OF ${decidingColumns(resource).map(quote).join(', ')} ON ${table} BEGIN ${remove('old')} ${add('new')} END`,
    ],
  ]
  const existing = await sql<{
    type: string
    name: string
    sql: string
  }>`select type, name, sql from sqlite_master where name like ${`${base.replace(/[\\%_]/g, (c) => `\\${c}`)}%`} escape '\\'`.execute(db)
  const stored = new Map(existing.rows.map((row) => [row.name, row.sql]))
  // Made again when anything that decides its content changed: the fields, the partitions, the rowids (all in this SQL).
  const current = partitions.every((p) => stored.get(p.table) === createOf(p.table)) && triggers.every(([name, text]) => stored.get(name) === text)
  if (current) return
  for (const [name] of triggers) await sql.raw(`DROP TRIGGER IF EXISTS ${quote(name)}`).execute(db)
  // Every full-text table of the type, including those of an earlier partitioning (not their shadow tables, which go with them).
  const virtual = existing.rows.filter((row) => row.type === 'table' && /^CREATE VIRTUAL TABLE/i.test(row.sql ?? ''))
  for (const row of virtual) await sql.raw(`DROP TABLE IF EXISTS ${quote(row.name)}`).execute(db)
  for (const p of partitions) {
    await sql.raw(createOf(p.table)).execute(db)
    await sql
      .raw(`INSERT INTO ${quote(p.table)}(rowid, ${columns}) SELECT ${rowidOf(resource, table)}, ${values(table)} FROM ${table} WHERE ${p.holds(table)}`)
      .execute(db)
  }
  for (const [, text] of triggers) await sql.raw(text).execute(db)
}
