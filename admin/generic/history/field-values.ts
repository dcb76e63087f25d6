/** How the history shows a field: its declared label in the interface language, its value as plain text. */
import type { Resource } from '../../../shared/resources'
import { formatDisplayDateTime } from '../../app/display-dates'
import { localized } from '../../registry'

export const fieldLabel = (declaration: Resource, name: string, language: string): string => {
  const field = declaration.fields[name]
  return field ? localized(field.label, language) : name
}

/** null, '' and [] are all "empty"; dates as dd.mm.yyyy; lists joined; booleans as words. */
export function displayValue(value: unknown, words: { empty: string; yes: string; no: string }): string {
  if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) return words.empty
  if (typeof value === 'boolean') return value ? words.yes : words.no
  if (Array.isArray(value)) return value.map((each) => displayValue(each, words)).join(', ')
  if (typeof value === 'object') return JSON.stringify(value)
  const text = String(value)
  return /^\d{4}-\d{2}-\d{2}/.test(text) ? formatDisplayDateTime(text) || text : text
}

export const sameValue = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null)
