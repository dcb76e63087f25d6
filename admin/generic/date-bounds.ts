/**
 * The lower bound of a date input: its declared `min`, or the date of the field it may not
 * precede (`notBefore`: an event's end is not before its start), whichever is later.
 *
 *   laterBound('2020-01-01', boundOf('2025-09-13T10:00:00'))  -> '2025-09-13'
 */
import { parseDateInput, toOutputDate } from '../../shared/dates'

/** The later of two YYYY-MM-DD bounds (either may be missing). */
export function laterBound(a: string | undefined, b: string | undefined): string | undefined {
  if (!a) return b
  if (!b) return a
  return a > b ? a : b
}

/** The date part of another field's value, as a lower bound ('2025-09-13T10:00:00' -> '2025-09-13'). */
export function boundOf(value: unknown): string | undefined {
  const parsed = typeof value === 'string' ? parseDateInput(value) : null
  return parsed ? toOutputDate(parsed) : undefined
}
