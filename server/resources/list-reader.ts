/**
 * One page of a list and its count, cheap however deep the page and however long the list:
 *
 *   count    counted once per version of the tables the list reads (SQLite: change-stamps.ts;
 *            PostgreSQL: table-versions.ts), then remembered (list-plans.ts)
 *   page     ids first, in the order asked, from the ordering index alone (list-indexes.ts),
 *            then those few rows: the skipped rows are never read from the table
 *   deep     from the nearest anchor (the row at a multiple of 256 in this order), found once
 *            and remembered, so page 10,000 skips at most 255 index entries
 *
 * Anchors are values (`date_made <= '2021-03-01' and ...`), so they hold only where the page
 * has no NULL in the first ordering column: there the list reads with a plain OFFSET.
 */
import { sql, type SelectQueryBuilder } from 'kysely'
import { resourcesByName, type Resource } from '../../shared/resources'
import { readStamps } from '../db/change-stamps'
import { isScheduled, PUBLISH_AT, UNPUBLISH_AT } from '../../shared/resources/schedule'
import { nowAt } from './visible-now'
import { linkTableName } from '../db/columns'
import { speedOff } from '../config'
import type { Database } from '../db/connect'
import { ANCHOR_STEP, type ListPlans, type Plan } from '../db/list-plans'
import { searchWords } from '../db/search-index'
import { ErrorCollector } from '../http/errors'
import { applyOrderTerms, atOrAfter, describeFilters, describeSearch, orderingTerms, type OrderTerm } from './list-query'
import { shapesOf, ShapeKey, type Bind } from '../db/query-shapes'
import { readSearch, type RowsOf } from './search-reader'
import { withoutVisibleFilters } from './visible-filters'

type Query = SelectQueryBuilder<any, any, any>

export interface ListOptions {
  params: Record<string, unknown>
  visibleOnly: boolean
  page: number
  pageSize: number
}

/** Columns no row lacks. */
const NEVER_NULL = new Set(['id', 'created_at', 'updated_at'])

/** Every table a list of `resource` may read: its own, its link tables, the types it refers to. */
function tablesReadBy(resource: Resource): string[] {
  const tables = new Set([resource.name])
  for (const [name, field] of Object.entries(resource.fields)) {
    if (field.kind === 'references') tables.add(linkTableName(resource.name, name))
    if ((field.kind === 'reference' || field.kind === 'references') && resourcesByName[field.resource]) tables.add(field.resource)
  }
  return [...tables]
}

/** Whether rows of `resource` are visible with a parent whose publish times the clock passes. */
function scheduledParent(resource: Resource): boolean {
  const field = resource.visibleWith ? resource.fields[resource.visibleWith] : undefined
  const parent = field?.kind === 'reference' ? resourcesByName[field.resource] : undefined
  return parent !== undefined && isScheduled(parent)
}

async function countOf(query: Query): Promise<number> {
  const row = await query.select((eb) => eb.fn.countAll().as('count')).executeTakeFirst()
  return Number(row?.count ?? 0)
}

export class ListReader {
  /** PostgreSQL orders NULL after every value, SQLite before. */
  private readonly nullsHigh: boolean
  // What a list's name depends on that the type fixes, worked out once rather than on every request:
  /** the tables whose versions name a count */
  private readonly tables: string[]
  private readonly scheduled: boolean
  /** PostgreSQL: a visitor's list also named by the next publish or unpublish time (SQLite's wait for the scheduler's epoch) */
  private readonly followsDueTimes: boolean
  /** PostgreSQL: a parent's schedule is not followed that way, so such visitors' lists are counted every time, as before */
  private readonly parentScheduleUnfollowed: boolean

  constructor(
    private readonly resource: Resource,
    private readonly database: Database,
    private readonly plans: ListPlans,
  ) {
    this.nullsHigh = database.dialect === 'postgres'
    this.tables = tablesReadBy(resource)
    this.scheduled = isScheduled(resource)
    this.followsDueTimes = database.dialect !== 'sqlite' && this.scheduled
    this.parentScheduleUnfollowed = database.dialect !== 'sqlite' && scheduledParent(resource)
  }

  /**
   * The page and the count; throws a 400 for bad parameters. `base` describes the rows the list
   * starts from (into a shape: server/db/query-shapes.ts); `rowsOf` turns a subquery of ids (in
   * order) into the rows to answer, in the same order.
   */
  async read(base: (shape: ShapeKey) => (v: Bind) => Query, options: ListOptions, rowsOf: RowsOf): Promise<{ count: number; rows: Record<string, unknown>[] }> {
    const errors = new ErrorCollector()
    const { resource, database } = this
    options = { ...options, params: withoutVisibleFilters(resource, options.params, options.visibleOnly) }
    // What the query is made of, which names it in the plans (cheaper than compiling it).
    const words = searchWords(options.params.search)
    // Which scheduled rows are public changes with the clock, not with the tables: its own part of the name.
    const visible = options.visibleOnly && this.scheduled ? `visible@${database.scheduleEpoch ?? 0}` : 'visible'
    const applied = [options.visibleOnly ? visible : 'all', `search=${words.join(' ')}`]
    // The statements' shape (what their SQL text depends on) and values, without building them yet.
    const shape = new ShapeKey().part(resource.name)
    const start = base(shape)
    const filters = describeFilters(resource, options.params, database.dialect, errors, shape, applied)
    const checkedShape = shape.fork()
    const search = describeSearch(resource, options.params.search, database.dialect, shape)
    const terms = orderingTerms(resource, options.params.ordering, errors)
    errors.throwIfAny()
    shape.part(`ordering=${terms.map((term) => `${term.desc ? '-' : ''}${term.column}`).join(',')}`)
    const checkedOf = (v: Bind) => filters(start(v), v)
    const filteredOf = (v: Bind) => search(checkedOf(v), v)
    const offset = (options.page - 1) * options.pageSize
    const { params, visibleOnly, pageSize } = options
    const fromIndex = await readSearch(resource, database, { words, params, visibleOnly, terms, pageSize, offset }, checkedShape, checkedOf, rowsOf)
    if (fromIndex) return fromIndex
    const stamp = await readStamps(database, this.tables)
    // (counted again once the clock passes the next publish or unpublish time)
    const due = stamp !== null && options.visibleOnly && this.followsDueTimes ? await this.nextDue(stamp) : ''
    const unfollowed = options.visibleOnly && this.parentScheduleUnfollowed
    const plan = stamp === null || unfollowed ? null : this.plans.get(JSON.stringify([resource.name, stamp, terms, applied, due]), words.length > 0)
    // A search is rarely asked twice: its matches are found once for the count and the page together.
    if (words.length && !plan?.count && offset < ANCHOR_STEP) {
      const answer = await this.countAndPage(shape, filteredOf, terms, options.pageSize, offset, rowsOf)
      if (plan) plan.count ??= Promise.resolve(answer.count)
      return answer
    }
    // (counts and anchors are remembered per plan: built directly, not worth a shape)
    const filtered = () => filteredOf(shape.real)
    const count = plan && !speedOff.has('count-cache') ? await this.plans.once(plan, 'count', () => countOf(filtered())) : await countOf(filtered())
    if (offset >= count) return { count, rows: [] }
    const anchor = plan && offset >= ANCHOR_STEP ? await this.anchorFor(plan, filtered, terms, offset, options.pageSize, count) : null
    const page = shape.fork().part('page')
    // Where the anchor has NULLs the condition differs (atOrAfter): which ones are part of the shape.
    if (anchor) page.part(`anchor:${anchor.values.map((value) => (value === null ? 'null' : 'value')).join(',')}`)
    const anchorAt = anchor ? anchor.values.map((value) => (value === null ? -1 : page.value(value))) : []
    const limitAt = page.value(options.pageSize)
    const skipAt = page.value(anchor ? offset - anchor.block * ANCHOR_STEP : offset)
    const statement = shapesOf(database.db).compile(page, (v) => {
      let ids = applyOrderTerms(filteredOf(v).select(`${resource.name}.id`), resource, terms)
      if (anchor)
        ids = ids.where(
          atOrAfter(
            resource,
            terms,
            anchorAt.map((index) => (index < 0 ? null : v(index))),
            this.nullsHigh,
          ),
        )
      return rowsOf(ids.limit(v(limitAt)).offset(v(skipAt)), terms)
    })
    const { rows } = await database.db.executeQuery<Record<string, unknown>>(statement)
    return { count, rows }
  }

  private due: { stamp: string; at: string | null } | undefined

  /** The first publish or unpublish time after now among the type's rows (none: 'none'), read again when it passes or the table changes. */
  private async nextDue(stamp: string): Promise<string> {
    const now = nowAt(this.database)
    const known = this.due
    if (known && known.stamp === stamp && (known.at === null || now < known.at)) return known.at ?? 'none'
    const table = this.resource.name
    const next = (column: string) =>
      this.database.db
        .selectFrom(table)
        .select((eb) => eb.fn.min(column).as('at'))
        .where(column, '>', now)
    const row = await this.database.db
      .selectFrom(next(PUBLISH_AT).unionAll(next(UNPUBLISH_AT)).as('times'))
      .select((eb) => eb.fn.min('times.at').as('at'))
      .executeTakeFirst()
    const at = (row?.at as string | null | undefined) ?? null
    this.due = { stamp, at }
    return at ?? 'none'
  }

  /** One statement: the matching rows (id and ordering values) once, then their count and one page of them. */
  private async countAndPage(shape: ShapeKey, filteredOf: (v: Bind) => Query, terms: OrderTerm[], pageSize: number, offset: number, rowsOf: RowsOf) {
    const table = this.resource.name
    const db = this.database.db
    const statement = shape.fork().part('count-and-page')
    const limitAt = statement.value(pageSize)
    const offsetAt = statement.value(offset)
    const compiled = shapesOf(db).compile(statement, (v) => {
      const matches = filteredOf(v).select([`${table}.id as id`, ...terms.map((term, i) => `${table}.${term.column} as o${i}`)])
      let ids = db.selectFrom('matches').select('matches.id')
      terms.forEach((term, i) => (ids = ids.orderBy(`matches.o${i}`, term.desc ? 'desc' : 'asc')))
      let query = db
        .with(
          (cte) => cte('matches').materialized(),
          () => matches,
        )
        .selectFrom(sql`(select count(*) as n from matches)`.as('total'))
        .leftJoin(rowsOf(ids.limit(v(limitAt)).offset(v(offsetAt)), terms).as('page'), (join) => join.onTrue())
        .select(sql`total.n`.as('__count'))
        .selectAll('page')
      for (const term of terms) query = query.orderBy(`page.${term.column}`, term.desc ? 'desc' : 'asc')
      return query
    })
    const { rows } = await db.executeQuery<Record<string, unknown>>(compiled)
    const count = Number(rows[0]?.__count ?? 0)
    return { count, rows: rows.filter((row) => row.id !== null).map(({ __count, ...row }) => row) }
  }

  /** The anchor at or before `offset`, or null where values cannot stand for positions (NULLs). */
  private async anchorFor(plan: Plan, filtered: () => Query, terms: OrderTerm[], offset: number, pageSize: number, count: number) {
    const first = terms[0]
    const column = `${this.resource.name}.${first.column}`
    const nulls = NEVER_NULL.has(first.column) ? 0 : await this.plans.once(plan, 'nulls', () => countOf(filtered().where(column, 'is', null)))
    const block = Math.floor(offset / ANCHOR_STEP)
    // SQLite orders NULL first (descending, NULLs end the list; ascending, they begin it), PostgreSQL last: the other way round.
    const nullsAtEnd = first.desc !== this.nullsHigh
    if (nullsAtEnd ? offset + pageSize > count - nulls : block * ANCHOR_STEP < nulls) return null
    this.plans.fillAll(plan, () => this.everyAnchor(filtered(), terms))
    const values = await this.plans.anchor(plan, block, async () => {
      const from = this.plans.nearestBefore(plan, block)
      let query = applyOrderTerms(filtered().select(terms.map((term, i) => `${this.resource.name}.${term.column} as o${i}`)), this.resource, terms)
      if (from) query = query.where(atOrAfter(this.resource, terms, from.values, this.nullsHigh))
      const row = await query
        .limit(1)
        .offset((block - (from?.block ?? 0)) * ANCHOR_STEP)
        .executeTakeFirst()
      const found = row ? terms.map((_, i) => row[`o${i}`]) : null
      return found && found[0] !== null ? found : null
    })
    return values ? { block, values } : null
  }

  /** block -> anchor for every block of the list (rows at position block * ANCHOR_STEP), in one pass. */
  private async everyAnchor(filtered: Query, terms: OrderTerm[]): Promise<Map<number, unknown[]>> {
    const table = this.resource.name
    const order = sql.join(terms.map((term) => sql`${sql.ref(`${table}.${term.column}`)} ${sql.raw(term.desc ? 'desc' : 'asc')}`))
    const ranked = filtered.select([
      ...terms.map((term, i) => `${table}.${term.column} as o${i}`),
      sql<number>`row_number() over (order by ${order}) - 1`.as('position'),
    ])
    const rows = await this.database.db.selectFrom(ranked.as('ranked')).selectAll().where(sql<boolean>`position % ${ANCHOR_STEP} = 0`).execute()
    const anchors = new Map<number, unknown[]>()
    for (const row of rows) {
      const values = terms.map((_, i) => row[`o${i}`])
      // (a row without a value in the first column cannot be an anchor: see atOrAfter)
      if (values[0] !== null) anchors.set(Number(row.position) / ANCHOR_STEP, values)
    }
    return anchors
  }
}
