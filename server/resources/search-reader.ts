/**
 * A visitor's search on SQLite, read from the full-text tables (server/db/search-partitions.ts):
 * the matches of the language's table are all visible, so they are counted inside FTS5 and paged
 * in rowid order (the default ordering, or that reversed) without reading a row; in any other
 * ordering each match's row gives its ordering columns. Filters besides the language (a tag, a
 * date bound) are checked against the language's matches alone, through the link table only
 * where every such filter is a link filter. The matches in the rest table (unpublished,
 * scheduled: few) are checked against their rows and the clock, exactly as the plain list checks
 * every row. Staff lists and searches go the general way (list-reader.ts).
 */
import { sql, type JoinBuilder, type SelectQueryBuilder } from 'kysely'
import type { Resource } from '../../shared/resources'
import { isLanguage } from '../../shared/languages'
import { speedOff } from '../config'
import type { Database } from '../db/connect'
import { ftsQuery } from '../db/search-index'
import { ID_MASK, orderedDateOf, searchPartitionsOf, type SearchPartition } from '../db/search-partitions'
import { languageFieldOf } from '../db/unique-indexes'
import { ErrorCollector } from '../http/errors'
import { describeFilters, type OrderTerm } from './list-query'
import { shapesOf, type Bind, type ShapeKey } from '../db/query-shapes'

type Query = SelectQueryBuilder<any, any, any>
/** The rows to answer for a subquery of ids, in the order of `terms` (list-reader.ts passes its own). */
export type RowsOf = (ids: Query, terms: OrderTerm[]) => Query

export interface SearchRequest {
  words: string[]
  params: Record<string, unknown>
  visibleOnly: boolean
  terms: OrderTerm[]
  pageSize: number
  offset: number
}

/** Whether the rowid order is the order asked: 'desc' / 'asc', or null (then not this way). */
function rowidOrder(resource: Resource, terms: OrderTerm[]): 'desc' | 'asc' | null {
  const ordered = orderedDateOf(resource)
  if (!ordered || terms.length !== 2) return null
  const [first, tie] = terms
  if (first.column !== ordered.field || tie.column !== 'id' || tie.desc !== first.desc) return null
  return first.desc ? 'desc' : 'asc'
}

/**
 * The language filter's value (undefined: none given) and whether other filters are given; null
 * when the language given is no language (the general path's 400).
 */
function languageFilter(resource: Resource, params: Record<string, unknown>): { language: string | undefined; others: boolean } | null {
  const field = languageFieldOf(resource)
  let language: string | undefined
  let others = false
  for (const [param, lookup] of Object.entries(resource.filters)) {
    const raw = params[param]
    if (raw === undefined || raw === '') continue
    if (lookup !== field) {
      others = true
      continue
    }
    const text = Array.isArray(raw) ? String(raw[raw.length - 1]) : String(raw)
    if (!isLanguage(text)) return null
    language = text
  }
  return { language, others }
}

/** The params without the language filter, which the language's partition already holds to. */
function withoutLanguage(resource: Resource, params: Record<string, unknown>): Record<string, unknown> {
  const field = languageFieldOf(resource)
  const kept: Record<string, unknown> = Object.assign(Object.create(null), params)
  for (const [param, lookup] of Object.entries(resource.filters)) if (lookup === field) delete kept[param]
  return kept
}

/** Whether a filter's lookup goes through a link table (`tags`, `tags__slug`): it reads the owner's id alone. */
const linkFilter = (resource: Resource, lookup: string) => resource.fields[lookup.split('__')[0]]?.kind === 'references'

/**
 * The count and page, or null when this search is not one it answers. `checked` (its shape and
 * build: server/db/query-shapes.ts) is the list's query with its visibility, schedule and filters
 * but without the search: what a row of the rest table must pass.
 */
export async function readSearch(
  resource: Resource,
  database: Database,
  request: SearchRequest,
  checkedShape: ShapeKey,
  checkedOf: (v: Bind) => Query,
  rowsOf: RowsOf,
): Promise<{ count: number; rows: Record<string, unknown>[] } | null> {
  if (speedOff.has('search-fast-path') || database.dialect !== 'sqlite' || !request.visibleOnly || !request.words.length || resource.visibleWith) return null
  const filters = languageFilter(resource, request.params)
  if (!filters) return null
  const { language, others } = filters
  const { terms } = request
  const order = rowidOrder(resource, terms)
  const partitions = searchPartitionsOf(resource)
  const mask = sql.raw(String(ID_MASK))
  const table = resource.name
  const db = database.db
  // Which arms the statement has (the language's) and its order are its shape; the words, page and offset its values.
  const shape = checkedShape.fork().part(`fts-search:${order ?? 'columns'}:${language ?? 'every language'}:${others}:${JSON.stringify(terms)}`)
  const queryAt = shape.value(ftsQuery(request.words))
  // A visible partition's rows are of its language, visible and unscheduled: only the other filters (a tag...) are checked.
  const otherParams = withoutLanguage(resource, request.params)
  const othersOf = others ? describeFilters(resource, otherParams, 'sqlite', new ErrorCollector(), shape) : undefined
  // Filters through link tables alone (a tag) need a match's id, never its row: no row is read for them.
  const linksOnly = Object.entries(resource.filters).every(([param, lookup]) => otherParams[param] === undefined || linkFilter(resource, lookup))
  const limitAt = shape.value(request.pageSize)
  const offsetAt = shape.value(request.offset)
  const statement = shapesOf(db).compile(shape, (v) => {
    const query = v(queryAt)
    const matching = (p: SearchPartition) => sql`${sql.table(p.table)}(${query})`.as('f')
    const byId = (join: JoinBuilder<any, any>) => join.on(sql<boolean>`${sql.ref(`${table}.id`)} = f.rowid & ${mask}`)
    // Out of the rowid order, each match comes with the columns it is ordered by (read from its row).
    const selected = (ordered: boolean) => [sql`f.rowid`.as('r'), ...(ordered ? terms.map((term, i) => sql.ref(`${table}.${term.column}`).as(`o${i}`)) : [])]
    const names = (ordered: boolean) => sql.raw(['r', ...(ordered ? terms.map((_, i) => `o${i}`) : [])].join(', '))
    const languages = partitions.filter((p) => p.visible && (language === undefined || p.language === language))
    const rest = partitions.filter((p) => !p.visible)
    const matchesOf = (ordered: boolean) => {
      const arms = languages.map((p) => {
        if (!othersOf && !ordered) return sql`select rowid as r from ${sql.table(p.table)}(${query})`
        if (ordered && (!othersOf || linksOnly)) {
          // Read in the ordering's index (the partition's own conditions pick it; the + keeps SQLite from seeking every
          // match's row by id instead): a common word's page in a title ordering 6.6-7 ms -> 1.1 ms, its rows mostly
          // not in the worker's page cache; at worst (a rare word's last page) the whole index, 6 ms at 50,000 rows. With
          // other filters than links SQLite picks their index instead (13 ms): those read the matches' rows as below.
          // The id stands for the rowid: only `r & ID_MASK` is read of it.
          const inOrder = db
            .selectFrom(table)
            .where(sql<boolean>`${sql.raw(p.holds(`"${table.replace(/"/g, '""')}"`))}`)
            .where(sql<boolean>`+${sql.ref(`${table}.id`)} in (select rowid & ${mask} from ${sql.table(p.table)}(${query}))`)
          const columns = [sql.ref(`${table}.id`).as('r'), ...terms.map((term, i) => sql.ref(`${table}.${term.column}`).as(`o${i}`))]
          return sql`select ${names(true)} from ${(othersOf ? othersOf(inOrder, v) : inOrder).select(columns).as('a')}`
        }
        if (othersOf && linksOnly) {
          const ids = sql`(select rowid as r, rowid & ${mask} as id from ${sql.table(p.table)}(${query}))`.as(table)
          return sql`select r from ${othersOf(db.selectFrom(ids), v).select(`${table}.r`).as('a')}`
        }
        const joined = db.selectFrom(matching(p)).innerJoin(table, byId)
        // (SQLite takes no parenthesised select as a term of UNION ALL)
        return sql`select ${names(ordered)} from ${(othersOf ? othersOf(joined, v) : joined).select(selected(ordered)).as('a')}`
      })
      // The rest table's matches (unpublished, scheduled: few) are checked against their rows and the clock.
      for (const p of rest) arms.push(sql`select ${names(ordered)} from ${checkedOf(v).innerJoin(matching(p), byId).select(selected(ordered)).as('checked')}`)
      return sql.join(arms, sql` union all `)
    }
    // Ordered on the union itself, SQLite merges the arms (each in rowid order from FTS5) and stops at the page.
    const orderBy = order ? sql`r ${sql.raw(order)}` : sql.join(terms.map((term, i) => sql`${sql.raw(`o${i}`)} ${sql.raw(term.desc ? 'desc' : 'asc')}`))
    const page = sql`(${matchesOf(!order)} order by ${orderBy} limit ${v(limitAt)} offset ${v(offsetAt)})`
    const ids = db.selectFrom(page.as('m')).select(sql`r & ${mask}`.as('id'))
    // Counted apart: materializing the matches once for both costs more than FTS5 finding them twice (measured).
    let statement = db
      .selectFrom(sql`(select count(*) as n from (${matchesOf(false)}))`.as('total'))
      .leftJoin(rowsOf(ids, terms).as('page'), (join) => join.onTrue())
      .select(sql`total.n`.as('__count'))
      .selectAll('page')
    for (const term of terms) statement = statement.orderBy(`page.${term.column}`, term.desc ? 'desc' : 'asc')
    return statement
  })
  const { rows } = await db.executeQuery<Record<string, unknown>>(statement)
  return { count: Number(rows[0]?.__count ?? 0), rows: rows.filter((row) => row.id !== null).map(({ __count, ...row }) => row) }
}
