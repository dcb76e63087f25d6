/**
 * Keeps a revision of every stored save (server/changes/record-changes.ts tells it of each),
 * inside the write's transaction, then trims the record's revisions to the configured retention.
 *
 * A `recomputed` write (a rule refreshing an order's total after a line changed) is skipped: it
 * is the system's consequence of an edit that has its own revision (the line's), its values are
 * readOnly and a restore never writes them, and the next edit's snapshot carries them anyway.
 */
import type { Kysely } from 'kysely'
import type { RecordChange } from '../changes/record-changes'
import type { AppContext } from '../context'
import type { ResourceService } from '../resources/service'
import type { Row } from '../resources/repository'
import { ScopedStorage } from '../lib/scoped-storage'
import type { RevisionSummary } from '../../shared/wire/history'
import { REVISIONS_TABLE } from './table'

export type RevisionAction = RevisionSummary['action']

/** The revision a restore in progress brings back (restore.ts runs its update inside this). */
const restoring = new ScopedStorage<number>()
export const asRestoreOf = <T>(revisionId: number, work: () => Promise<T>): Promise<T> => restoring.run(revisionId, work)

/** The declared fields of a row as the full view answers them (files as /media/ URLs). */
export function snapshotOf(service: Pick<ResourceService, 'resource' | 'serialize'>, row: Row): Record<string, unknown> {
  const full = service.serialize(row)
  const snapshot: Record<string, unknown> = Object.create(null)
  for (const name of Object.keys(service.resource.fields)) snapshot[name] = full[name] ?? null
  return snapshot
}

/** Names of the fields whose values differ between two snapshots (all filled ones for a create). */
export function changedFields(before: Record<string, unknown> | undefined, after: Record<string, unknown>): string[] {
  const empty = (value: unknown) => value === null || value === '' || (Array.isArray(value) && value.length === 0)
  return Object.keys(after).filter((name) => (before ? JSON.stringify(before[name] ?? null) !== JSON.stringify(after[name] ?? null) : !empty(after[name])))
}

/** Who it was, as they were called at the time: "First Last", else the username. */
async function displayName(db: Kysely<any>, accountId: number): Promise<string | null> {
  const user = await db.selectFrom('users').select(['username', 'first_name', 'last_name']).where('id', '=', accountId).executeTakeFirst()
  if (!user) return null
  const full = [user.first_name, user.last_name].filter(Boolean).join(' ').trim()
  return full || String(user.username)
}

export function recordRevisions(context: AppContext) {
  context.changes.observe(async (change: RecordChange) => {
    if (change.recomputed) return
    const row = change.after ?? change.before
    if (!row) return
    const db = change.scope.db
    // The change's own declaration and view: a test may declare a type the registry does not hold.
    const service = { resource: change.declaration, serialize: change.serialize }
    const before = change.before && snapshotOf(service, change.before)
    const after = change.after && snapshotOf(service, change.after)
    const restoredFrom = restoring.getStore()
    const action: RevisionAction = !before ? 'created' : !after ? 'deleted' : restoredFrom ? 'restored' : 'updated'
    const changed = after ? changedFields(before, after) : []
    // A save that sent the values already stored (a form saved untouched) changed nothing to keep.
    if (before && after && changed.length === 0) return
    const accountId = change.actor?.accountId ?? null
    await db
      .insertInto(REVISIONS_TABLE)
      .values({
        resource: change.resource,
        record_id: row.id,
        action,
        account_id: accountId,
        account_name: accountId === null ? null : await displayName(db, accountId),
        changed_fields: JSON.stringify(changed),
        snapshot: JSON.stringify(after ?? before),
        restored_from: action === 'restored' ? restoredFrom : null,
        created_at: new Date().toISOString(),
      })
      .execute()
    await trim(db, change.resource, row.id, context.config.revisions)
  })
}

/** Keeps the newest `perRecord` revisions of the record, and none older than `maxDays` but the newest. */
async function trim(db: Kysely<any>, resource: string, recordId: number, limits: { perRecord: number; maxDays: number }) {
  const ofRecord = () => db.deleteFrom(REVISIONS_TABLE).where('resource', '=', resource).where('record_id', '=', recordId)
  // `db` may be a transaction, which has no db.fn: the nth newest by ordering instead of max().
  const nthNewest = (n: number) =>
    db
      .selectFrom(REVISIONS_TABLE)
      .select('id')
      .where('resource', '=', resource)
      .where('record_id', '=', recordId)
      .orderBy('id', 'desc')
      .limit(1)
      .offset(n - 1)
      .executeTakeFirst()
  const oldestKept = await nthNewest(limits.perRecord)
  if (oldestKept) await ofRecord().where('id', '<', oldestKept.id).execute()
  if (limits.maxDays > 0) {
    const cutoff = new Date(Date.now() - limits.maxDays * 86_400_000).toISOString()
    const newest = await nthNewest(1)
    if (newest) await ofRecord().where('created_at', '<', cutoff).where('id', '<', newest.id).execute()
  }
}
