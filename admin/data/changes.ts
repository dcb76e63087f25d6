/** What a save sends: never the columns the server owns, and on update only what changed. */

export const READ_ONLY_FIELDS = ['id', 'created_at', 'updated_at'] as const

type Data = Record<string, unknown>

export function withoutReadOnly(data: Data): Data {
  return Object.fromEntries(Object.entries(data).filter(([key]) => !(READ_ONLY_FIELDS as readonly string[]).includes(key)))
}

function same(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (a instanceof Blob || b instanceof Blob) return false
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  return JSON.stringify(a) === JSON.stringify(b)
}

/** The fields of `data` that differ from `previous` (all of them when there is no previous record). */
export function changedFields(data: Data, previous?: Data | null): Data {
  const writable = withoutReadOnly(data)
  if (!previous) return writable
  return Object.fromEntries(Object.entries(writable).filter(([key, value]) => !same(value, previous[key])))
}
