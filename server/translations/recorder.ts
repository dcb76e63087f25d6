/**
 * Watches every save (server/changes/record-changes.ts) of a translatable type and keeps, inside the
 * save's transaction, when the record's content last changed. A save that changes only publishing
 * state (is_published, publish_at) or nothing at all leaves the time as it was. A deleted record
 * leaves its group (the rest of the group stays linked).
 */
import type { Kysely } from 'kysely'
import type { RecordChange } from '../changes/record-changes'
import type { AppContext } from '../context'
import { changedFields, snapshotOf } from '../history/recorder'
import { contentFieldsOf, isTranslatable } from './declared'
import { leaveGroup, stateOf, writeState } from './groups'

export function recordContentChanges(context: AppContext) {
  context.changes.observe(async (change: RecordChange) => {
    if (change.recomputed || !isTranslatable(change.declaration)) return
    const db: Kysely<any> = change.scope.db
    const row = change.after ?? change.before
    if (!row) return
    const id = Number(row.id)
    if (!change.after) {
      await leaveGroup(db, change.resource, id)
      await db.deleteFrom('translation_states').where('resource', '=', change.resource).where('record_id', '=', id).execute()
      return
    }
    const service = { resource: change.declaration, serialize: change.serialize }
    const before = change.before && snapshotOf(service, change.before)
    const after = snapshotOf(service, change.after)
    const content = new Set(contentFieldsOf(change.declaration))
    if (!changedFields(before, after).some((name) => content.has(name))) {
      if (!change.before) await writeState(db, change.resource, id, {})
      return
    }
    const state = await stateOf(db, change.resource, id)
    await writeState(db, change.resource, id, { content_changed_at: new Date().toISOString() }, state)
  })
}
