/**
 * The audit log as CSV for Excel and LibreOffice: UTF-8 with a byte order mark (else Excel reads
 * č, š, ž as two characters each), CRLF lines, every cell quoted. A cell that starts with
 * = + - @ (or a tab or carriage return) would run as a formula when opened: it gets a leading
 * apostrophe, as OWASP advises, so a record titled "=HYPERLINK(...)" stays text.
 */
import type { AuditEntry } from './entries'

export const BOM = '\uFEFF'
export const CSV_COLUMNS = ['id', 'at', 'actor_id', 'actor_name', 'ip', 'action', 'resource', 'record_id', 'record_title', 'changed_fields', 'data'] as const

export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return `"${text.replace(/"/g, '""')}"`
}

export function csvRow(entry: AuditEntry): string {
  return `${CSV_COLUMNS.map((column) => csvCell(column === 'changed_fields' ? entry.changed_fields.join(', ') : entry[column])).join(',')}\r\n`
}

export const csvHeader = () => `${BOM}${CSV_COLUMNS.map(csvCell).join(',')}\r\n`
