/**
 * The accessibility reports: one row per axe run after a site build (audit.ts). `pages` holds the
 * per-page violations as JSON ([{ path, violations: [{ id, impact, help, help_url, count }] }]);
 * the back office shows the latest row (admin/features/accessibility).
 */
import type { TableSpec } from '../db/table-spec'

export const REPORTS_TABLE = 'accessibility_reports'
/** One row (id 1): the accessibility statement's data as JSON (shared/accessibility/statement.ts). */
export const STATEMENT_TABLE = 'accessibility_statement'

export const accessibilityTables: TableSpec[] = [
  {
    name: REPORTS_TABLE,
    withId: true,
    columns: [
      { name: 'started_at', type: 'text', notNull: true },
      { name: 'finished_at', type: 'text', notNull: true },
      /** done: every listed page was checked; partial: the page limit or time ran out; skipped: no browser; failed. */
      { name: 'status', type: 'text', notNull: true },
      { name: 'message', type: 'text' },
      { name: 'pages_found', type: 'integer', notNull: true },
      { name: 'pages_checked', type: 'integer', notNull: true },
      { name: 'violations', type: 'integer', notNull: true },
      { name: 'pages', type: 'text', notNull: true },
    ],
    indexes: [['finished_at']],
  },
  {
    name: STATEMENT_TABLE,
    withId: true,
    columns: [
      { name: 'data', type: 'text', notNull: true },
      { name: 'updated_at', type: 'text', notNull: true },
    ],
  },
]
