/**
 * DRF's perform_create / perform_update / perform_destroy for any declared resource:
 * validate, check links, slugs, unique values and files, compute readOnly values (the type's
 * rules in service-rules.ts), store files, write, then announce the change.
 * Files are stored only once the rest of the payload is valid, and removed again if the
 * write fails, so a failed save leaves nothing behind (record-files.ts).
 */
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../shared/languages'
import type { Resource } from '../../shared/resources'
import type { AppContext } from '../context'
import { ErrorCollector, notFound } from '../http/errors'
import type { RequestInput } from '../http/request-input'
import { RecordFiles } from './record-files'
import { ResourceRepository, type Row } from './repository'
import { validatePayload, type ValidatedWrite, type WriteMode } from './validate'
import { SERVICE_RULES } from './service-rules'
import { checkPublishing } from '../auth/publishing'

/** Fills what the server computes (readOnly fields) into a valid write before it is stored; may add errors. */
export type BeforeWrite = (write: ValidatedWrite, current: Row | undefined, errors: ErrorCollector) => Promise<void>
/** After a record was created (before undefined), updated, or deleted (after undefined). */
export type AfterChange = (after: Row | undefined, before: Row | undefined) => Promise<void>
/** Per type name: adds the hooks every service of that type must have (computed readOnly values). */
export type ServiceRules = Record<string, (service: ResourceService, context: AppContext) => void>

export class ResourceService {
  readonly repository: ResourceRepository
  private readonly files: RecordFiles
  private readonly createdListeners: ((row: Row) => Promise<void>)[] = []
  private readonly beforeWriteHooks: BeforeWrite[] = []
  private readonly afterChangeHooks: AfterChange[] = []

  constructor(
    readonly resource: Resource,
    private readonly context: AppContext,
  ) {
    this.repository = new ResourceRepository(resource, context.database)
    this.files = new RecordFiles(resource, context)
    SERVICE_RULES[resource.name]?.(this, context)
  }

  /** The JSON of the full view: every field (files as /media/ URLs, pictures also as absolute `<field>_url`), every translation. */
  serialize(row: Row): Record<string, unknown> {
    const out: Record<string, unknown> = { id: row.id }
    for (const [name, field] of Object.entries(this.resource.fields)) {
      out[name] = field.kind === 'image' || field.kind === 'file' ? this.context.media.url(row[name] as string | null) : row[name]
      // Spec section 3 ("App info: image_url, image"): every picture also as an absolute URL, for clients off the site.
      if (field.kind === 'image') out[`${name}_url`] = out[name] ? `${this.context.config.siteUrl}${out[name]}` : null
    }
    if (this.translatedNames.length) out.available_languages = this.availableLanguages(row)
    const now = new Date()
    for (const [name, compute] of Object.entries(this.resource.computed ?? {})) out[name] = compute(row, now)
    out.created_at = row.created_at
    out.updated_at = row.updated_at
    return out
  }

  /** The JSON of a localized view: `title_sl`/`title_en` become `title` in `language`, else the default language. */
  serializeLocalized(row: Row, language: Language): Record<string, unknown> {
    const full = this.serialize(row)
    for (const name of this.translatedNames) {
      const value = full[`${name}_${language}`]
      full[name] = value === null || value === undefined || value === '' ? full[`${name}_${DEFAULT_LANGUAGE}`] : value
      for (const each of LANGUAGES) delete full[`${name}_${each}`]
    }
    return full
  }

  /** Names of translated fields (`title` for title_sl/title_en). */
  private get translatedNames(): string[] {
    return [...new Set(Object.values(this.resource.fields).flatMap((f) => (f.translationOf ? [f.translationOf] : [])))]
  }

  /** Languages in which the record's title is written. */
  private availableLanguages(row: Row): Language[] {
    const titleField = this.resource.fields[this.resource.recordTitle]
    const base = titleField?.translationOf ?? this.translatedNames[0]
    return LANGUAGES.filter((language) => {
      const value = row[`${base}_${language}`]
      return value !== null && value !== undefined && value !== ''
    })
  }

  async getOrThrow(key: string | number, visibleOnly = false): Promise<Row> {
    const row = await this.repository.find(key, visibleOnly)
    if (!row) throw notFound()
    return row
  }

  async create(input: RequestInput): Promise<Row> {
    return this.write(input, 'create')
  }

  async update(current: Row, input: RequestInput, partial: boolean): Promise<Row> {
    return this.write(input, partial ? 'partial' : 'update', current)
  }

  async destroy(current: Row): Promise<void> {
    await this.repository.remove(current.id)
    await this.files.removeAll(current)
    for (const hook of this.afterChangeHooks) await hook(undefined, current)
    this.context.events.changed(this.resource.name)
  }

  private async write(input: RequestInput, mode: WriteMode, current?: Row): Promise<Row> {
    const { write, errors } = validatePayload(this.resource, input, mode)
    checkPublishing(this.resource, input, write.columns, current)
    await this.checkLinks(write, errors)
    await this.checkSlug(write.columns, current, errors)
    await this.checkUnique(write.columns, current, errors)
    this.checkDateOrder(write.columns, current, errors)
    const prepared = await this.files.check(write, current, input.accountId, errors)
    errors.throwIfAny()
    // A PATCH that changes no known field changes nothing, not even updated_at (and rebuilds nothing).
    const { kept: _sentBack, ...changes } = write
    if (current && Object.values(changes).every((part) => Object.keys(part).length === 0)) return current
    for (const hook of this.beforeWriteHooks) await hook(write, current, errors)
    errors.throwIfAny()
    const stored = await this.files.store(write, prepared, input.accountId, errors)
    try {
      errors.throwIfAny()
      const row = current ? await this.repository.update(current, write, stored) : await this.repository.create(write, stored)
      if (current) for (const name of Object.keys(stored)) await this.context.media.remove(current[name] as string | null)
      for (const hook of this.afterChangeHooks) await hook(row, current)
      this.context.events.changed(this.resource.name)
      if (!current) for (const listener of this.createdListeners) await listener(row)
      return row
    } catch (error) {
      for (const path of Object.values(stored)) await this.context.media.remove(path)
      throw error
    }
  }

  /** Every linked record must exist: a 400 on the field, never a foreign-key failure. */
  private async checkLinks(write: ValidatedWrite, errors: ErrorCollector) {
    for (const [name, field] of Object.entries(this.resource.fields)) {
      const ids = field.kind === 'references' ? write.links[name] : field.kind === 'reference' ? [write.columns[name]] : []
      const wanted = (ids ?? []).filter((id): id is number => typeof id === 'number')
      if (field.kind !== 'references' && field.kind !== 'reference') continue
      for (const id of await this.repository.missingTargets(field.resource, wanted)) errors.add(name, 'invalidPk', { value: id })
    }
  }

  /** Date fields declared `notBefore: 'start'` may not precede that field (stored or sent). */
  private checkDateOrder(columns: Record<string, unknown>, current: Row | undefined, errors: ErrorCollector) {
    for (const [name, field] of Object.entries(this.resource.fields)) {
      if ((field.kind !== 'date' && field.kind !== 'datetime') || !field.notBefore || errors.errors[name]) continue
      const value = Object.hasOwn(columns, name) ? columns[name] : current?.[name]
      const other = Object.hasOwn(columns, field.notBefore) ? columns[field.notBefore] : current?.[field.notBefore]
      if (typeof value !== 'string' || typeof other !== 'string' || value >= other) continue
      const { label } = this.resource.fields[field.notBefore]
      errors.add(name, 'notBefore', { other_sl: label.sl, other_en: label.en })
    }
  }

  /** Fields declared `unique`: a 400 on the field instead of a second record with the same value. */
  private async checkUnique(columns: Record<string, unknown>, current: Row | undefined, errors: ErrorCollector) {
    for (const [name, field] of Object.entries(this.resource.fields)) {
      const value = columns[name]
      if (!field.unique || value === null || value === undefined || value === '' || errors.errors[name]) continue
      if (await this.repository.valueTaken(name, value, current?.id)) errors.add(name, 'unique')
    }
  }

  private async checkSlug(columns: Record<string, unknown>, current: Row | undefined, errors: ErrorCollector) {
    const slug = columns.slug
    if (typeof slug !== 'string' || !slug || this.resource.fields.slug?.kind !== 'slug') return
    const languageField = this.repository.languageField
    const language = languageField ? (columns[languageField] ?? current?.[languageField]) : undefined
    if (await this.repository.slugTaken(slug, language, current?.id)) errors.add('slug', 'slugTaken')
  }

  /** Computes readOnly values before each create and update (an order line's price from its product). */
  beforeWrite(hook: BeforeWrite) {
    this.beforeWriteHooks.push(hook)
  }

  /** Runs after each create, update and delete here (an order's total after a change to its lines). */
  afterChange(hook: AfterChange) {
    this.afterChangeHooks.push(hook)
  }

  /** Runs after each record created here, e.g. to mail the office about a new inquiry (DRF's perform_create). */
  onCreated(listener: (row: Row) => Promise<void>) {
    this.createdListeners.push(listener)
  }
}
