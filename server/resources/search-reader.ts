/**
 * A visitor's search on SQLite in its default ordering (or that reversed), read from the
 * full-text tables alone (server/db/search-partitions.ts): the matches of the language's table
 * are all visible, so they are counted and paged inside FTS5 in rowid order (which is the
 * ordering); only the matches in the rest table (unpublished, scheduled: few) are checked against
 * their rows and the clock, exactly as the plain list checks every row. With filters besides the
 * language (a tag), every match is checked that way, still read in rowid order. Any other list
 * (staff, other orderings) goes the general way (list-reader.ts).
 */
import { sql, type SelectQueryBuilder } from 'kysely'
import type { Resource } from '../../shared/resources'
import { isLanguage } from '../../shared/languages'
import { speedOff } from '../config'
import type { Database } from '../db/connect'
import { ftsQuery } from '../db/search-index'
import { ID_MASK, orderedDateOf, searchPartitionsOf } from '../db/search-partitions'
import { languageFieldOf } from '../db/unique-indexes'
import type { OrderTerm } from './list-query'
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
  const order = rowidOrder(resource, request.terms)
  const filters = languageFilter(resource, request.params)
  if (!order || !filters) return null
  const { language, others } = filters
  const partitions = searchPartitionsOf(resource)
  const mask = sql.raw(String(ID_MASK))
  const table = resource.name
  const db = database.db
  // Which arms the statement has (the language's) and its order are its shape; the words, page and offset its values.
  const shape = checkedShape.fork().part(`fts-search:${order}:${language ?? 'every language'}:${others}:${JSON.stringify(request.terms)}`)
  const queryAt = shape.value(ftsQuery(request.words))
  const limitAt = shape.value(request.pageSize)
  const offsetAt = shape.value(request.offset)
  const statement = shapesOf(db).compile(shape, (v) => {
    const query = v(queryAt)
    const languages = partitions.filter((p) => p.visible && (language === undefined || p.language === language))
    // Other filters (a tag...): every match is checked against them, as the rest table's are.
    const arms = others ? [] : languages.map((p) => sql`select rowid as r from ${sql.table(p.table)}(${query})`)
    for (const p of others ? [...languages, ...partitions.filter((p) => !p.visible)] : partitions.filter((p) => !p.visible)) {
      const rest = checkedOf(v)
        .innerJoin(sql`${sql.table(p.table)}(${query})`.as('f'), (join) => join.on(sql<boolean>`${sql.ref(`${table}.id`)} = f.rowid & ${mask}`))
        .select(sql`f.rowid`.as('r'))
      // (SQLite takes no parenthesised select as a term of UNION ALL)
      arms.push(sql`select r from ${rest.as('checked')}`)
    }
    const matches = sql.join(arms, sql` union all `)
    // Ordered on the union itself, SQLite merges the arms (each in rowid order from FTS5) and stops at the page.
    const page = sql`(${matches} order by r ${sql.raw(order)} limit ${v(limitAt)} offset ${v(offsetAt)})`
    const ids = db.selectFrom(page.as('m')).select(sql`r & ${mask}`.as('id'))
    // Counted apart: materializing the matches once for both costs more than FTS5 finding them twice (measured).
    let statement = db
      .selectFrom(sql`(select count(*) as n from (${matches}))`.as('total'))
      .leftJoin(rowsOf(ids, request.terms).as('page'), (join) => join.onTrue())
      .select(sql`total.n`.as('__count'))
      .selectAll('page')
    for (const term of request.terms) statement = statement.orderBy(`page.${term.column}`, term.desc ? 'desc' : 'asc')
    return statement
  })
  const { rows } = await db.executeQuery<Record<string, unknown>>(statement)
  return { count: Number(rows[0]?.__count ?? 0), rows: rows.filter((row) => row.id !== null).map(({ __count, ...row }) => row) }
}
