/** "10:05" (today) or "24.11. 10:05" (another day) in the UI language, for the concurrency notices. */
export function shortTime(iso: string, locale: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  const time = date.toLocaleTimeString(locale === 'sl' ? 'sl-SI' : 'en-GB', { hour: '2-digit', minute: '2-digit' })
  if (date.toDateString() === new Date().toDateString()) return time
  return `${date.toLocaleDateString(locale === 'sl' ? 'sl-SI' : 'en-GB', { day: 'numeric', month: 'numeric' })} ${time}`
}

/** A value as the comparison shows it: text as it is, lists and objects as JSON, nothing as "(empty)". */
export function shownValue(value: unknown, empty: string): string {
  if (value === null || value === undefined || value === '') return empty
  if (typeof value === 'object') return JSON.stringify(value)
  return String(value)
}

/** Two form values the same? (JSON-equal; files never are). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if ((a === null || a === undefined || a === '') && (b === null || b === undefined || b === '')) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  return JSON.stringify(a) === JSON.stringify(b)
}

/** The fields of `values` that differ from `record` (server-owned columns left out). */
export function changesFrom(values: Record<string, unknown>, record: Record<string, unknown> | undefined): Record<string, unknown> {
  const changed: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(values)) {
    if (name === 'id' || name === 'created_at' || name === 'updated_at') continue
    if (!record || !sameValue(value, record[name])) changed[name] = value
  }
  return changed
}
