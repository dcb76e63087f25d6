/**
 * Restoring a revision: its snapshot is sent through ResourceService.update like any staff save,
 * so validation, the publish-scope check, the type's hooks, the answer cache and the site rebuild
 * all apply, and the save is itself a new revision ("restored", recorder.ts).
 *
 * Files are not brought back: a replaced or cleared file was deleted from the media store when
 * that save was made, so the record keeps its current file and the answer names those fields.
 */
import type { AppContext } from '../context'
import { ResourceService } from '../resources/service'
import { asRestoreOf, snapshotOf } from './recorder'
import type { RestoreAnswer } from '../../shared/wire/history'
import { revisionsOf, type Revision } from './revisions'

/** `revision` is null when the record already was as the revision has it; `kept_files` kept their current file (the revision's one is gone). */
export type RestoreResult = RestoreAnswer

/** `by`: the account restoring, and whether it may change what the site shows (the publish scope). */
export async function restoreRevision(context: AppContext, revision: Revision, by: { accountId: number; mayPublish: boolean }): Promise<RestoreResult> {
  const service = ResourceService.of(context, revision.resource)
  const current = await service.find(revision.record_id)
  // A deleted record (or a revision of its delete) cannot be updated back.
  if (!current) throw service.notFound()
  const now = snapshotOf(service, current)
  const values: Record<string, unknown> = Object.create(null)
  const keptFiles: string[] = []
  for (const [name, field] of Object.entries(service.resource.fields)) {
    if (field.readOnly || !Object.hasOwn(revision.snapshot, name)) continue
    if (field.kind === 'image' || field.kind === 'file') {
      if (JSON.stringify(revision.snapshot[name] ?? null) !== JSON.stringify(now[name] ?? null)) keptFiles.push(name)
      continue
    }
    values[name] = revision.snapshot[name]
  }
  const before = current.updated_at
  const row = await asRestoreOf(revision.id, () => service.update(current, { values, files: {}, fromForm: false, ...by }, true))
  const changed = row.updated_at !== before
  const newest = changed ? (await revisionsOf(context.database.db, revision.resource, revision.record_id, { page: 1, pageSize: 1 })).results[0] : null
  return { revision: newest ?? null, record: service.serialize(row), kept_files: keptFiles }
}
