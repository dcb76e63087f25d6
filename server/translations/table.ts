/**
 * What the product knows about each translatable record (shared/resources: `translatable: true`):
 * its translation group and when its content last changed. One row per record, keyed
 * `{type}:{id}` so a record is in at most one group. A group's id is its smallest member's id
 * (groups are per type). `confirmed_at`: when staff last said the translation is up to date (or
 * linked it); a translation is out of date when its source changed after both it and that moment.
 */
import type { TableSpec } from '../db/table-spec'

export const TRANSLATION_TABLE = 'translation_states'

export const translationTables: TableSpec[] = [
  {
    name: TRANSLATION_TABLE,
    withId: true,
    columns: [
      { name: 'record_key', type: 'text', notNull: true, unique: true },
      { name: 'resource', type: 'text', notNull: true },
      { name: 'record_id', type: 'integer', notNull: true },
      /** null: linked to no other record. */
      { name: 'group_id', type: 'integer' },
      /** The last save that changed a content field (not publishing state), ISO time; null: none seen since this table began. */
      { name: 'content_changed_at', type: 'text' },
      { name: 'confirmed_at', type: 'text' },
    ],
    indexes: [['resource', 'group_id']],
  },
]

export const recordKey = (resource: string, id: number) => `${resource}:${id}`
