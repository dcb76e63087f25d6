/**
 * Reads and writes the records of any declared resource. Link tables of `references`
 * fields are read in one query per page and rewritten with their owner in one transaction.
 */
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely'
import { DEFAULT_LANGUAGE } from '../../shared/languages'
import { resourcesByName, type Resource } from '../../shared/resources'
import { nextVersion, VersionConflict } from './versions'
import { fromColumnValue, linkTableName, toColumnValue } from '../db/columns'
import type { Database } from '../db/connect'
import { languageFieldOf, uniqueViolation } from '../db/unique-indexes'
import { validationError } from '../http/errors'
import { inBatches } from './batches'
import { listPlansOf } from '../db/list-plans'
import { applyOrderTerms } from './list-query'
import { ListReader, type ListOptions } from './list-reader'
import { slugify } from './slugs'
import { nowAt, withinScheduleAt } from './visible-now'
import { ShapeKey, type Bind } from '../db/query-shapes'
import { isScheduled } from '../../shared/resources/schedule'
import type { ValidatedWrite } from './validate'

export type Row = Record<string, unknown> & { id: number }

export type { ListOptions }

export class ResourceRepository {
  private readonly lists: ListReader

  constructor(
    readonly resource: Resource,
    private readonly database: Database,
  ) {
    this.lists = new ListReader(resource, database, listPlansOf(database))
  }

  private get db(): Kysely<any> {
    return this.database.db
  }

  /** The record's language field (`lang`), which slugs are unique within. */
  get languageField(): string | undefined {
    return languageFieldOf(this.resource)
  }

  private baseQuery(visibleOnly: boolean) {
    const shape = new ShapeKey()
    return this.describeBase(visibleOnly, shape)(shape.real)
  }

  /** The rows a list starts from (visibility, schedule, a parent's), its clock bound through `shape`. */
  private describeBase(visibleOnly: boolean, shape: ShapeKey): (v: Bind) => SelectQueryBuilder<any, any, any> {
    const visibility = this.resource.visibility
    const parentField = this.resource.visibleWith ? this.resource.fields[this.resource.visibleWith] : undefined
    const parent = parentField?.kind === 'reference' ? resourcesByName[parentField.resource] : undefined
    const scheduled = visibleOnly && ((visibility && isScheduled(this.resource)) || (parent?.visibility && isScheduled(parent)))
    const now = scheduled ? shape.value(nowAt(this.database)) : -1
    shape.part(visibleOnly ? 'visible' : 'all')
    return (v) => {
      let query = this.db.selectFrom(this.resource.name)
      if (visibleOnly && visibility) {
        query = query.where(`${this.resource.name}.${visibility}`, '=', toColumnValue(this.resource.fields[visibility], true, this.database.dialect))
        if (isScheduled(this.resource)) query = query.where(withinScheduleAt(this.resource.name, this.database, v(now)))
      }
      if (visibleOnly && parent?.visibility) {
        const shown = toColumnValue(parent.fields[parent.visibility], true, this.database.dialect)
        query = query.where((eb) => {
          let shownParents = eb
            .selectFrom(`${parent.name} as parent`)
            .select(sql`1`.as('one'))
            .whereRef('parent.id', '=', `${this.resource.name}.${this.resource.visibleWith}`)
            .where(`parent.${parent.visibility}`, '=', shown)
          if (isScheduled(parent)) shownParents = shownParents.where(withinScheduleAt('parent', this.database, v(now)))
          return eb.exists(shownParents)
        })
      }
      return query
    }
  }

  /** Filtered, searched, ordered page plus the total count; throws a 400 for bad parameters. */
  async list(options: ListOptions): Promise<{ count: number; rows: Row[] }> {
    const table = this.resource.name
    const { count, rows } = await this.lists.read(
      (shape) => this.describeBase(options.visibleOnly, shape),
      options,
      (ids, terms) => applyOrderTerms(this.withLinkColumns(this.db.selectFrom(table).selectAll(table).where(`${table}.id`, 'in', ids)), this.resource, terms),
    )
    return { count, rows: rows.map((row) => this.decode(row as Row)) }
  }

  /** By id, or by slug when the key is not a number and the resource has one. */
  async find(key: string | number, visibleOnly = false): Promise<Row | undefined> {
    const byId = typeof key === 'number' || /^\d{1,9}$/.test(key)
    if (!byId && !this.resource.fields.slug) return undefined
    const row = await this.withLinkColumns(this.baseQuery(visibleOnly).selectAll(this.resource.name))
      .where(`${this.resource.name}.${byId ? 'id' : 'slug'}`, '=', byId ? Number(key) : key)
      .orderBy(`${this.resource.name}.id`)
      .executeTakeFirst()
    return row ? this.decode(row as Row) : undefined
  }

  async create(write: ValidatedWrite, images: Record<string, string | null>): Promise<Row> {
    const now = new Date().toISOString()
    const id = await this.withUniqueIndexes(write, undefined, () =>
      this.db.transaction().execute(async (trx) => {
        const values = await this.columnsToStore(trx, write, images, undefined)
        const inserted = await trx
          .insertInto(this.resource.name)
          .values({ ...values, created_at: now, updated_at: now })
          .returning('id')
          .executeTakeFirstOrThrow()
        await this.replaceLinks(trx, Number(inserted.id), write.links)
        return Number(inserted.id)
      }),
    )
    return (await this.find(id))!
  }

  /** With `expectedVersion`, stores only while the row still has it (versions.ts), else throws VersionConflict. */
  async update(current: Row, write: ValidatedWrite, images: Record<string, string | null>, expectedVersion?: string): Promise<Row> {
    await this.withUniqueIndexes(write, current, () =>
      this.db.transaction().execute(async (trx) => {
        const values = await this.columnsToStore(trx, write, images, current)
        let update = trx
          .updateTable(this.resource.name)
          .set({ ...values, updated_at: nextVersion(current.updated_at) })
          .where('id', '=', current.id)
        if (expectedVersion !== undefined) update = update.where('updated_at', '=', expectedVersion)
        const { numUpdatedRows } = await update.executeTakeFirst()
        if (
          expectedVersion !== undefined &&
          numUpdatedRows === 0n &&
          (await trx.selectFrom(this.resource.name).select('id').where('id', '=', current.id).executeTakeFirst())
        )
          throw new VersionConflict()
        await this.replaceLinks(trx, current.id, write.links)
      }),
    )
    return (await this.find(current.id))!
  }

  /**
   * Runs a write; when it loses a race on a unique index, either tries again (a slug the server
   * made from the title picks the next free one) or answers a 400 on the field, as the
   * read-before-write checks would have.
   */
  private async withUniqueIndexes<T>(write: ValidatedWrite, current: Row | undefined, run: () => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await run()
      } catch (error) {
        const violated = uniqueViolation(error, this.resource)
        if (!violated) throw error
        const madeHere = this.resource.fields[violated.field]?.kind === 'slug' && !write.columns[violated.field] && !current?.[violated.field]
        // Concurrent saves on PostgreSQL each wait for the one before to commit: up to a few dozen may collide.
        if (madeHere && attempt < 30) {
          await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * attempt))
          continue
        }
        throw validationError({ [violated.field]: [{ key: violated.message }] })
      }
    }
  }

  async remove(id: number): Promise<void> {
    await this.db.deleteFrom(this.resource.name).where('id', '=', id).execute()
  }

  /** Ids among `ids` that do not exist in the target resource's table. */
  async missingTargets(targetTable: string, ids: number[]): Promise<number[]> {
    if (ids.length === 0) return []
    const found = await inBatches(ids, (batch) => this.db.selectFrom(targetTable).select('id').where('id', 'in', batch).execute())
    const present = new Set(found.map((r) => Number(r.id)))
    return ids.filter((id) => !present.has(id))
  }

  /** Whether another record already holds `value` in `column` (for fields declared unique). */
  async valueTaken(column: string, value: unknown, exceptId?: number): Promise<boolean> {
    let query = this.db.selectFrom(this.resource.name).select('id').where(column, '=', value)
    if (exceptId) query = query.where('id', '!=', exceptId)
    return Boolean(await query.executeTakeFirst())
  }

  async slugTaken(slug: string, language: unknown, exceptId?: number): Promise<boolean> {
    let query = this.db.selectFrom(this.resource.name).select('id').where('slug', '=', slug)
    if (this.languageField && language) query = query.where(this.languageField, '=', language)
    if (exceptId) query = query.where('id', '!=', exceptId)
    return Boolean(await query.executeTakeFirst())
  }

  private async columnsToStore(trx: Kysely<any>, write: ValidatedWrite, images: Record<string, string | null>, current?: Row) {
    const merged: Record<string, unknown> = { ...write.columns, ...images }
    for (const [name, field] of Object.entries(this.resource.fields)) {
      if (field.kind !== 'slug') continue
      const given = name in merged ? merged[name] : current?.[name]
      if (given) continue
      // An empty translation (name_en) falls back to the default language's text (name_sl).
      const source = [field.from, `${this.resource.fields[field.from]?.translationOf}_${DEFAULT_LANGUAGE}`]
        .map((from) => merged[from] ?? current?.[from])
        .find((text) => typeof text === 'string' && text.trim())
      const language = this.languageField ? (merged[this.languageField] ?? current?.[this.languageField]) : undefined
      // A slug declared unique (en_slug) is unique across languages, like its index.
      merged[name] = await this.uniqueSlug(trx, name, slugify(String(source ?? ''), field.maxLength - 6), field.unique ? undefined : language, current?.id)
    }
    return Object.fromEntries(Object.entries(merged).map(([name, value]) => [name, toColumnValue(this.resource.fields[name], value, this.database.dialect)]))
  }

  private async uniqueSlug(trx: Kysely<any>, column: string, base: string, language: unknown, exceptId?: number): Promise<string> {
    let query = trx.selectFrom(this.resource.name).select(`${column} as slug`).where(column, 'like', `${base}%`)
    if (this.languageField && language) query = query.where(this.languageField, '=', language)
    if (exceptId) query = query.where('id', '!=', exceptId)
    const taken = new Set((await query.execute()).map((r) => r.slug))
    for (let n = 1; ; n++) {
      const candidate = n === 1 ? base : `${base}-${n}`
      if (!taken.has(candidate)) return candidate
    }
  }

  private async replaceLinks(trx: Kysely<any>, ownerId: number, links: Record<string, number[]>) {
    for (const [fieldName, ids] of Object.entries(links)) {
      const table = linkTableName(this.resource.name, fieldName)
      await trx.deleteFrom(table).where('owner_id', '=', ownerId).execute()
      if (ids.length) {
        await trx
          .insertInto(table)
          .values(ids.map((target_id, position) => ({ owner_id: ownerId, target_id, position })))
          .execute()
      }
    }
  }

  /**
   * Each `references` field as a column of the row itself (a JSON array of target ids in their
   * order), so a page and its links come in one query.
   */
  private withLinkColumns<Q extends SelectQueryBuilder<any, any, any>>(query: Q): Q {
    for (const [fieldName, field] of Object.entries(this.resource.fields)) {
      if (field.kind !== 'references') continue
      const link = sql.table(linkTableName(this.resource.name, fieldName))
      const owner = sql.ref(`${this.resource.name}.id`)
      // SQLite: the targets read in order from the (owner_id, position, target_id) index into the array. An ORDER BY
      // inside json_group_array sorts them again in a temporary b-tree for every record (a third of a page's SQL).
      const ids =
        this.database.dialect === 'sqlite'
          ? sql`(select json_group_array(target_id) from (select target_id from ${link} where owner_id = ${owner} order by position))`
          : sql`(select coalesce(json_agg(target_id order by position), '[]'::json) from ${link} where owner_id = ${owner})`
      query = query.select(ids.as(fieldName)) as Q
    }
    return query
  }

  private decode(row: Row): Row {
    const decoded: Row = { ...row, id: Number(row.id) }
    for (const [name, field] of Object.entries(this.resource.fields)) {
      if (field.kind !== 'references') decoded[name] = fromColumnValue(field, row[name])
      else decoded[name] = (typeof row[name] === 'string' ? JSON.parse(row[name] as string) : (row[name] ?? [])).map(Number)
    }
    return decoded
  }
}
