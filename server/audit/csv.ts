/**
 * The audit log as CSV, through the one CSV writer (`shared/csv.ts`: BOM, CRLF, quoted cells, formulas neutralised).
 */
import { CSV_BOM, csvLine } from '../../shared/csv'
import type { AuditEntry } from './entries'

export const CSV_COLUMNS = ['id', 'at', 'actor_id', 'actor_name', 'ip', 'action', 'resource', 'record_id', 'record_title', 'changed_fields', 'data'] as const

export function csvRow(entry: AuditEntry): string {
  return csvLine(CSV_COLUMNS.map((column) => (column === 'changed_fields' ? entry.changed_fields.join(', ') : entry[column])))
}

export const csvHeader = () => `${CSV_BOM}${csvLine(CSV_COLUMNS)}`
