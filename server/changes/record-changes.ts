/**
 * Every stored change of a record, told to whoever keeps a trail of them (record history,
 * the audit log). Observers run inside the write: in its transaction when there is one (`scope`),
 * so a trail row is committed or rolled back with the change it describes.
 *
 *   context.changes.observe(async (change) => { ... })   // at start-up
 *   await context.changes.record(change)                 // ResourceService, after each write
 *
 * `before` is undefined for a create, `after` undefined for a delete. `actor` is who made the
 * request (http/request-actor.ts); null when the system changed it (scheduler, CLI, seeding).
 */
import type { Kysely } from 'kysely'
import type { Resource } from '../../shared/resources/declaration'
import type { Actor } from '../http/request-actor'
import type { Row } from '../resources/repository'

export interface RecordChange {
  resource: string
  /** The type's declaration (a test may declare one the registry does not hold). */
  declaration: Resource
  /** The row as the type's full view answers it (files as /media/ URLs). */
  serialize: (row: Row) => Record<string, unknown>
  before: Row | undefined
  after: Row | undefined
  actor: Actor | null
  /** A write of computed values only (a rule refreshed the record), not an edit anyone made. */
  recomputed: boolean
  /** Where to write a trail row: the change's transaction (or the app's database without one). */
  scope: { db: Kysely<any> }
}

export type ChangeObserver = (change: RecordChange) => Promise<void>

export class RecordChanges {
  private readonly observers: ChangeObserver[] = []

  /** Whether anyone keeps a trail: writes then run in a transaction of their own. */
  get observed(): boolean {
    return this.observers.length > 0
  }

  observe(observer: ChangeObserver) {
    this.observers.push(observer)
  }

  async record(change: RecordChange) {
    for (const observer of this.observers) await observer(change)
  }
}
