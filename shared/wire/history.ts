/**
 * The record history's wire shapes (server/history/routes.ts; the back office's history dialog):
 *
 *   GET  history/{type}/{id}/                       Page<RevisionSummary>, newest first
 *   GET  history/{type}/{id}/{revision}/            Revision
 *   POST history/{type}/{id}/{revision}/restore/    RestoreAnswer
 */
import { AnyObject, Nullable, PathId, StringEnum, Type, type Static } from './schema'

export const REVISION_ACTIONS = ['created', 'updated', 'deleted', 'restored'] as const

export const RevisionSummary = Type.Object({
  id: Type.Integer(),
  resource: Type.String(),
  record_id: Type.Integer(),
  action: StringEnum(REVISION_ACTIONS),
  account_id: Nullable(Type.Integer(), { description: 'null: the system (scheduler, CLI) or an anonymous form' }),
  account_name: Nullable(Type.String(), { description: 'the display name at the time of the save' }),
  changed_fields: Type.Array(Type.String()),
  restored_from: Nullable(Type.Integer(), { description: 'the revision a restore brought back' }),
  created_at: Type.String({ format: 'date-time' }),
})
export type RevisionSummary = Static<typeof RevisionSummary>

export const Revision = Type.Object({
  ...RevisionSummary.properties,
  snapshot: AnyObject({ description: "the record's fields after the save (before it, for a delete)" }),
})
export type Revision = Static<typeof Revision>

/** `record` is the restored record in the type's full view (the OpenAPI entry gives each type's own fields). */
export const RestoreAnswer = Type.Object({
  revision: Nullable(RevisionSummary, { description: 'the new "restored" revision; null when nothing differed' }),
  record: AnyObject(),
  kept_files: Type.Array(Type.String(), {
    description: "file fields that kept the current file: the revision's one was deleted when it was replaced",
  }),
})
export type RestoreAnswer = Static<typeof RestoreAnswer>

export const RecordParams = Type.Object({ id: PathId })
export const RevisionParams = Type.Object({ id: PathId, revision: PathId })
