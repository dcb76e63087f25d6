/**
 * DRF's serializer.is_valid() + perform_create / perform_update / perform_destroy for any
 * declared resource. Every write of content goes through here, from a route, a named action or
 * a seeder: validate, check links, slugs, unique values and files, compute readOnly values (the
 * type's rules in service-rules.ts), store files, write, then announce the change (answer cache,
 * site publisher) and run what follows a new record (mailing an inquiry).
 *
 *   await service.create(input)                       // check + save
 *   const draft = await service.check(input, 'create') // errors of one record, nothing written
 *   await inTransaction(context, (unit) => service.save(draft, unit))   // several writes at once
 *
 * Files are stored only once the rest of the payload is valid, and removed again if the write
 * fails (or its unit rolls back), so a failed save leaves nothing behind (record-files.ts).
 */
import type { Language } from '../../shared/languages'
import { getResource, type Resource } from '../../shared/resources'
import type { AppContext } from '../context'
import { currentActor } from '../http/request-actor'
import { ApiError, type ErrorCollector, notFound } from '../http/errors'
import type { RequestInput } from '../http/request-input'
import { RecordFiles } from './record-files'
import { ResourceRepository, type Row } from './repository'
import { RecordSerializer } from './serializer'
import type { AfterChange, BeforeWrite, ServiceHooks, WriteScope } from './service-hooks'
import { SERVICE_RULES } from './service-rules'
import { validatePayload, type ValidatedWrite, type WriteMode } from './validate'
import { inTransaction, type WriteUnit } from './write-unit'
import { checkDeletion, checkPublishing } from './publish-scope'

export type { AfterChange, BeforeWrite } from './service-hooks'

/** One record's checked write, ready to be saved (DRF: a validated serializer). */
export interface Draft {
  readonly current?: Row
  readonly accountId?: number | null
  readonly write: ValidatedWrite
  /** Every problem found; save() refuses a draft that has any. */
  readonly errors: ErrorCollector
  readonly prepared: Awaited<ReturnType<RecordFiles['check']>>
  /** The version the save started from: stored only while the record still has it (versions.ts). */
  readonly expectedVersion?: string
}

export interface CheckOptions {
  unit?: WriteUnit
  /** A JSON body that may keep the record's files (their URLs sent back) but bring no new ones. */
  keepFilesOnly?: boolean
  expectedVersion?: string
}

const NO_INPUT: RequestInput = { values: {}, files: {}, fromForm: false }

/** The services an app's routes use, by type name: rules reach their siblings here. */
const shared = new WeakMap<AppContext, Map<string, ResourceService>>()

export class ResourceService implements ServiceHooks {
  readonly repository: ResourceRepository
  private readonly serializer: RecordSerializer
  private readonly createdListeners: ((row: Row) => Promise<void>)[] = []
  private readonly beforeWriteHooks: BeforeWrite[] = []
  private readonly afterChangeHooks: AfterChange[] = []

  /** The app's one service of a type (made on first use). */
  static of(context: AppContext, resourceName: string): ResourceService {
    let byName = shared.get(context)
    if (!byName) shared.set(context, (byName = new Map()))
    let service = byName.get(resourceName)
    if (!service) byName.set(resourceName, (service = new ResourceService(getResource(resourceName), context)))
    return service
  }

  constructor(
    readonly resource: Resource,
    private readonly context: AppContext,
  ) {
    this.repository = new ResourceRepository(resource, context.database)
    this.serializer = new RecordSerializer(resource, context)
    SERVICE_RULES[resource.name]?.(this, context)
  }

  /** The JSON of the full view: every field, every translation. */
  serialize(row: Row): Record<string, unknown> {
    return this.serializer.full(row)
  }

  /** The JSON of a localized view: `title_sl`/`title_en` become `title` in `language`. */
  serializeLocalized(row: Row, language: Language): Record<string, unknown> {
    return this.serializer.localized(row, language)
  }

  sibling(resourceName: string): ResourceService {
    return ResourceService.of(this.context, resourceName)
  }

  /** The database handle, repository and context of a write: the unit's, or the app's. */
  private scope(unit?: WriteUnit): WriteScope & { repository: ResourceRepository; context: AppContext } {
    if (!unit) return { db: this.context.database.db, repository: this.repository, context: this.context }
    return { db: unit.db, unit, repository: new ResourceRepository(this.resource, unit.context.database), context: unit.context }
  }

  /** The 404 of this type: its declared words (`notFound`), else DRF's. */
  notFound(): ApiError {
    const words = this.resource.notFound
    return words ? new ApiError(404, { key: 'declaredNotFound', params: { sl: words.sl, en: words.en } }) : notFound()
  }

  async find(id: number, scope?: WriteScope): Promise<Row | undefined> {
    return this.scope(scope?.unit).repository.find(id)
  }

  async getOrThrow(key: string | number, visibleOnly = false, unit?: WriteUnit): Promise<Row> {
    const row = await this.scope(unit).repository.find(key, visibleOnly)
    if (!row) throw this.notFound()
    return row
  }

  async create(input: RequestInput, unit?: WriteUnit): Promise<Row> {
    return this.save(await this.check(input, 'create', undefined, { unit }), unit)
  }

  async update(current: Row, input: RequestInput, partial: boolean, unit?: WriteUnit, expectedVersion?: string): Promise<Row> {
    return this.save(await this.check(input, partial ? 'partial' : 'update', current, { unit, expectedVersion }), unit)
  }

  /** Writes the record again so its computed (readOnly) values follow what they are computed from. */
  async refresh(current: Row, unit?: WriteUnit): Promise<Row> {
    return this.save(await this.check(NO_INPUT, 'partial', current, { unit }), unit, { recompute: true })
  }

  /** Validates one record's write and checks it against what is stored; writes nothing. */
  async check(input: RequestInput, mode: WriteMode, current?: Row, options: CheckOptions = {}): Promise<Draft> {
    const { repository, context } = this.scope(options.unit)
    const { write, errors } = validatePayload(this.resource, input, mode)
    if (options.keepFilesOnly) {
      for (const name of Object.keys(write.uploads)) errors.add(name, 'notAFile')
      write.uploads = {}
    }
    // Showing or hiding a record on the site takes the `publish` scope (publish-scope.ts).
    checkPublishing(this.resource, input, write.columns, current)
    await this.checkLinks(write, errors, repository)
    await this.checkSlug(write.columns, current, errors, repository)
    await this.checkUnique(write.columns, current, errors, repository)
    this.checkDateOrder(write.columns, current, errors)
    const prepared = await new RecordFiles(this.resource, context).check(write, current, input.accountId, errors)
    return { current, accountId: input.accountId, write, errors, prepared, expectedVersion: options.expectedVersion }
  }

  /** Stores a checked draft (400 if it has errors); in `unit` when given. */
  async save(draft: Draft, unit?: WriteUnit, { recompute = false } = {}): Promise<Row> {
    const { write, errors, current } = draft
    errors.throwIfAny()
    // A PATCH that changes no known field changes nothing, not even updated_at (and rebuilds nothing).
    const { kept: _sentBack, ...changes } = write
    if (current && !recompute && Object.values(changes).every((part) => Object.keys(part).length === 0)) return current
    // A trail (history, audit log) is written with the change or not at all: one transaction.
    if (!unit && this.context.changes.observed) return inTransaction(this.context, (own) => this.save(draft, own, { recompute }))
    const scope = this.scope(unit)
    for (const hook of this.beforeWriteHooks) await hook(write, current, errors, scope)
    errors.throwIfAny()
    const stored = await new RecordFiles(this.resource, scope.context).store(write, draft.prepared, draft.accountId, errors)
    const removeStored = () => this.removeFiles(Object.values(stored))
    let row: Row | undefined
    try {
      errors.throwIfAny()
      row = current ? await scope.repository.update(current, write, stored, draft.expectedVersion) : await scope.repository.create(write, stored)
      // Deleted meanwhile: the update found no row.
      if (!row) throw this.notFound()
      for (const hook of this.afterChangeHooks) await hook(row, current, scope)
      await this.recordChange(row, current, scope, recompute)
    } catch (error) {
      await removeStored()
      throw error
    }
    unit?.onRollback(removeStored)
    const replaced = current ? Object.keys(stored).map((name) => current[name] as string | null) : []
    const created = row
    await this.announce(unit, async () => {
      await this.removeFiles(replaced)
      if (!current) for (const listener of this.createdListeners) await listener(created)
    })
    return row
  }

  /**
   * Deletes the record, its files and the children its declaration says go with it (`cascade`). A request's delete
   * says whether its caller may publish: deleting a record the site shows takes the `publish` scope.
   */
  async destroy(current: Row, unit?: WriteUnit, by: { mayPublish?: boolean } = {}): Promise<void> {
    checkDeletion(this.resource, by.mayPublish, current)
    const cascades = Object.values(this.resource.children ?? {}).filter((child) => child.cascade)
    if ((cascades.length || this.context.changes.observed) && !unit) return inTransaction(this.context, (own) => this.destroy(current, own))
    const scope = this.scope(unit)
    for (const child of cascades) {
      const children = this.sibling(child.resource)
      const rows = await scope.db.selectFrom(child.resource).select('id').where(child.via, '=', current.id).orderBy('id').execute()
      for (const { id } of rows) {
        const row = await children.find(Number(id), scope)
        if (row) await children.destroy(row, unit)
      }
    }
    await scope.repository.remove(current.id)
    for (const hook of this.afterChangeHooks) await hook(undefined, current, scope)
    await this.recordChange(undefined, current, scope, false)
    await this.announce(unit, () => new RecordFiles(this.resource, this.context).removeAll(current))
  }

  /** Tells the trails (history, audit log) who changed what, inside the write. */
  private recordChange(after: Row | undefined, before: Row | undefined, scope: WriteScope, recomputed: boolean) {
    return this.context.changes.record({
      resource: this.resource.name,
      declaration: this.resource,
      serialize: (row) => this.serialize(row),
      before,
      after,
      actor: currentActor(),
      recomputed,
      scope: { db: scope.db },
    })
  }

  /** Tells caches and the publisher, then runs `after`: now, or once the unit has committed. */
  private async announce(unit: WriteUnit | undefined, after: () => Promise<void>) {
    if (unit) {
      unit.changed(this.resource.name)
      unit.afterCommit(after)
      return
    }
    this.context.events.changed(this.resource.name)
    await after()
  }

  private async removeFiles(paths: (string | null | undefined)[]) {
    for (const path of paths) await this.context.media.remove(path ?? null)
  }

  /** Every linked record must exist: a 400 on the field, never a foreign-key failure. */
  private async checkLinks(write: ValidatedWrite, errors: ErrorCollector, repository: ResourceRepository) {
    for (const [name, field] of Object.entries(this.resource.fields)) {
      if (field.kind !== 'references' && field.kind !== 'reference') continue
      const ids = field.kind === 'references' ? write.links[name] : [write.columns[name]]
      const wanted = (ids ?? []).filter((id): id is number => typeof id === 'number')
      for (const id of await repository.missingTargets(field.resource, wanted)) errors.add(name, 'invalidPk', { value: id })
    }
  }

  /** Date fields declared `notBefore: 'start'` may not precede that field (stored or sent). */
  private checkDateOrder(columns: Record<string, unknown>, current: Row | undefined, errors: ErrorCollector) {
    for (const [name, field] of Object.entries(this.resource.fields)) {
      if ((field.kind !== 'date' && field.kind !== 'datetime') || !field.notBefore || errors.errors[name]) continue
      const value = Object.hasOwn(columns, name) ? columns[name] : current?.[name]
      const other = Object.hasOwn(columns, field.notBefore) ? columns[field.notBefore] : current?.[field.notBefore]
      const strict = field.kind === 'datetime' && field.strictlyAfter
      if (typeof value !== 'string' || typeof other !== 'string' || (strict ? value > other : value >= other)) continue
      const { label } = this.resource.fields[field.notBefore]
      errors.add(name, strict ? 'notAfter' : 'notBefore', { other_sl: label.sl, other_en: label.en })
    }
  }

  /** Fields declared `unique`: a 400 on the field instead of a second record with the same value. */
  private async checkUnique(columns: Record<string, unknown>, current: Row | undefined, errors: ErrorCollector, repository: ResourceRepository) {
    for (const [name, field] of Object.entries(this.resource.fields)) {
      const value = columns[name]
      if (!field.unique || value === null || value === undefined || value === '' || errors.errors[name]) continue
      if (await repository.valueTaken(name, value, current?.id)) errors.add(name, 'unique')
    }
  }

  private async checkSlug(columns: Record<string, unknown>, current: Row | undefined, errors: ErrorCollector, repository: ResourceRepository) {
    const slug = columns.slug
    if (typeof slug !== 'string' || !slug || this.resource.fields.slug?.kind !== 'slug') return
    const languageField = repository.languageField
    const language = languageField ? (columns[languageField] ?? current?.[languageField]) : undefined
    if (await repository.slugTaken(slug, language, current?.id)) errors.add('slug', 'slugTaken')
  }

  /** Computes readOnly values before each create and update (an order line's price from its product). */
  beforeWrite(hook: BeforeWrite) {
    this.beforeWriteHooks.push(hook)
  }

  /** Runs after each create, update and delete here (an order's total after a change to its lines). */
  afterChange(hook: AfterChange) {
    this.afterChangeHooks.push(hook)
  }

  /** Runs after each record created here (after commit in a unit), e.g. to mail the office about a new inquiry. */
  onCreated(listener: (row: Row) => Promise<void>) {
    this.createdListeners.push(listener)
  }
}
