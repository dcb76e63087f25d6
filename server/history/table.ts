/**
 * The revisions table: one row per stored save of any declared record (history.ts writes them).
 * `snapshot` is the record's full view as JSON at that moment (what was deleted, for a delete),
 * enough to compare two revisions and to restore one. The editor's name is kept as it was then:
 * a later rename or a deleted account does not rewrite who did what.
 */
import type { TableSpec } from '../db/table-spec'

export const REVISIONS_TABLE = 'record_revisions'

export const revisionTables: TableSpec[] = [
  {
    name: REVISIONS_TABLE,
    withId: true,
    columns: [
      { name: 'resource', type: 'text', notNull: true },
      { name: 'record_id', type: 'integer', notNull: true },
      /** created, updated, deleted or restored. */
      { name: 'action', type: 'text', notNull: true },
      /** The account that saved it; null for the system (scheduler, CLI) or an anonymous form. */
      { name: 'account_id', type: 'integer' },
      { name: 'account_name', type: 'text' },
      /** JSON array of the field names this save changed. */
      { name: 'changed_fields', type: 'text', notNull: true },
      { name: 'snapshot', type: 'text', notNull: true },
      /** The revision a restore brought back. */
      { name: 'restored_from', type: 'integer' },
      { name: 'created_at', type: 'text', notNull: true },
    ],
    indexes: [['resource', 'record_id', 'id']],
  },
]
