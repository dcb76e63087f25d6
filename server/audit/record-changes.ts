/**
 * Turns every stored change of a declared resource (changes/record-changes.ts) into an audit
 * entry, in the write's transaction: create, update (the changed field names, with their old and
 * new values), delete (the whole deleted record), publish and unpublish (a change of the type's
 * visibility field), and `settings` for the types the back office shows as settings.
 * A recomputed write (a rule refreshing derived values) is no one's action and is not logged.
 */
import { SETTINGS_RESOURCES, type AuditAction } from '../../shared/audit-actions'
import { resources, type Resource } from '../../shared/resources'
import type { RecordChange } from '../changes/record-changes'
import type { Row } from '../resources/repository'
import type { AuditLog } from './audit-log'

/** Columns every row has that say nothing about the edit. */
const BOOKKEEPING = new Set(['updated_at', 'created_at'])

const shown = (value: unknown) => value === true || value === 1 || value === '1' || value === 't' || value === 'true'
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null)

export function changedFields(before: Row, after: Row): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)])
  return [...names].filter((name) => !BOOKKEEPING.has(name) && !same(before[name], after[name]))
}

function actionOf(resource: Resource | undefined, change: RecordChange, fields: readonly string[]): AuditAction {
  if (!change.before) return 'create'
  if (!change.after) return 'delete'
  const visibility = resource?.visibility
  if (visibility && fields.includes(visibility)) return shown(change.after[visibility]) ? 'publish' : 'unpublish'
  return SETTINGS_RESOURCES.includes(change.resource) ? 'settings' : 'update'
}

function pick(row: Row, names: readonly string[]): Record<string, unknown> {
  const picked: Record<string, unknown> = Object.create(null)
  for (const name of names) picked[name] = row[name] ?? null
  return picked
}

export function auditRecordChanges(observe: (observer: (change: RecordChange) => Promise<void>) => void, audit: AuditLog) {
  observe(async (change) => {
    if (change.recomputed) return
    const resource = resources.find((r) => r.name === change.resource)
    const row = (change.after ?? change.before)!
    const fields = change.before && change.after ? changedFields(change.before, change.after) : []
    if (change.before && change.after && fields.length === 0) return // saved unchanged: nothing was done
    const action = actionOf(resource, change, fields)
    const data =
      change.before && change.after
        ? { from: pick(change.before, fields), to: pick(change.after, fields) }
        : change.after
          ? { record: change.after }
          : { deleted: change.before }
    const title = resource ? row[resource.recordTitle] : undefined
    await audit.record(
      {
        action,
        resource: change.resource,
        recordId: (row.id as number | undefined) ?? null,
        recordTitle: title == null ? null : String(title),
        changedFields: fields.length ? fields : undefined,
        data,
        actor: change.actor,
      },
      change.scope.db,
    )
  })
}
