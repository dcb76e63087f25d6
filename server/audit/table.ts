/**
 * The audit log's table: one row per thing someone did (shared/audit-actions.ts). Rows are only
 * ever inserted; no route updates or deletes them. `actor_id` has no foreign key on purpose: an
 * entry outlives the account it names, and `actor_name` keeps the name it had at the time.
 */
import type { TableSpec } from '../db/table-spec'

export const AUDIT_TABLE = 'audit_log'

export const auditTables: TableSpec[] = [
  {
    name: AUDIT_TABLE,
    withId: true,
    columns: [
      /** ISO time in UTC, to the millisecond: sorts as text on both databases. */
      { name: 'at', type: 'text', notNull: true },
      /** The account; null for the system or an anonymous caller. */
      { name: 'actor_id', type: 'integer' },
      /** Display name at the time, 'system', or 'anonymous'. */
      { name: 'actor_name', type: 'text', notNull: true },
      { name: 'ip', type: 'text' },
      { name: 'action', type: 'text', notNull: true },
      /** A declared resource's name, or 'users', 'sessions'. */
      { name: 'resource', type: 'text' },
      { name: 'record_id', type: 'text' },
      { name: 'record_title', type: 'text' },
      /** JSON array of field names. */
      { name: 'changed_fields', type: 'text' },
      /** JSON object: what changed (from/to), the deleted record, the username tried. */
      { name: 'data', type: 'text' },
    ],
    indexes: [['at'], ['actor_id', 'at'], ['action', 'at'], ['resource', 'record_id']],
  },
]
