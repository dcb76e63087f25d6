/**
 * What a type's rules (service-rules.ts) attach to a ResourceService, as types only, so the
 * rules and the service do not import each other.
 */
import type { Kysely } from 'kysely'
import type { AppContext } from '../context'
import type { ErrorCollector } from '../http/errors'
import type { Row } from './repository'
import type { ValidatedWrite } from './validate'
import type { WriteUnit } from './write-unit'

/** Where a hook reads and writes: the unit's transaction (`db` is bound to it), or the app's database. */
export interface WriteScope {
  db: Kysely<any>
  unit?: WriteUnit
}

/** Fills what the server computes (readOnly fields) into a valid write before it is stored; may add errors. */
export type BeforeWrite = (write: ValidatedWrite, current: Row | undefined, errors: ErrorCollector, scope: WriteScope) => Promise<void>
/** After a record was created (before undefined), updated, or deleted (after undefined). */
export type AfterChange = (after: Row | undefined, before: Row | undefined, scope: WriteScope) => Promise<void>

/** Another type's service, as a rule may use it: write its computed values again through it. */
export interface SiblingService {
  find(id: number, scope: WriteScope): Promise<Row | undefined>
  /** Computes the record's readOnly values again and stores them (hooks, announcements and all). */
  refresh(current: Row, unit?: WriteUnit): Promise<Row>
}

/** The service of one type, as its rules see it. */
export interface ServiceHooks {
  beforeWrite(hook: BeforeWrite): void
  afterChange(hook: AfterChange): void
  /** The app's service of another type (found when the hook runs). */
  sibling(resourceName: string): SiblingService
}

/** Per type name: adds the hooks every service of that type must have (computed readOnly values). */
export type ServiceRules = Record<string, (service: ServiceHooks, context: AppContext) => void>
