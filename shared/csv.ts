/**
 * CSV for Excel and LibreOffice, one writer for every export (the audit log's on the server, every list's in the
 * back office): UTF-8 with a byte order mark (else Excel reads č, š, ž as two characters each), CRLF lines, every
 * cell quoted. A cell that starts with = + - @ (or a tab or carriage return) would run as a formula when opened:
 * it gets a leading apostrophe, as OWASP advises, so a visitor's "=HYPERLINK(...)" or "+cmd|..." stays text.
 */

export const CSV_BOM = '\uFEFF'

const FORMULA_START = /^[=+\-@\t\r]/

export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value)
  if (FORMULA_START.test(text)) text = `'${text}`
  return `"${text.replace(/"/g, '""')}"`
}

export const csvLine = (cells: readonly unknown[]) => `${cells.map(csvCell).join(',')}\r\n`

/** The columns of a list of records: every key, in the order the records first show it. */
export function csvColumns(rows: readonly Record<string, unknown>[]): string[] {
  const columns = new Set<string>()
  for (const row of rows) for (const key of Object.keys(row)) columns.add(key)
  return [...columns]
}

/** A whole file: the header line, then a line a record (nested values as JSON). */
export function csvDocument(rows: readonly Record<string, unknown>[], columns = csvColumns(rows)): string {
  return CSV_BOM + csvLine(columns) + rows.map((row) => csvLine(columns.map((column) => (Object.hasOwn(row, column) ? row[column] : null)))).join('')
}
