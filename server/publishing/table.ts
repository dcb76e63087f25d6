/** What the publishing scheduler (scheduler.ts) has handled. */
import type { TableSpec } from '../db/table-spec'

export const publishingTables: TableSpec[] = [
  {
    /** One row: every publish and unpublish time up to `checked_until` was handled (server/publishing/scheduler.ts). */
    name: 'publishing_schedule',
    withId: true,
    columns: [{ name: 'checked_until', type: 'text', notNull: true }],
  },
]
