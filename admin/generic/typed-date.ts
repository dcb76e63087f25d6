/**
 * What a date input of the back office keeps of the text typed in it, and the check of a kept time, both read by
 * the shared rules (shared/dates.ts readDateInput): the form holds what the API stores, a wall-clock time on
 * Ljubljana's clock without a zone (YYYY-MM-DDTHH:mm:ss), so the server stores what the editor typed; a zone typed
 * with it ('2026-11-28T18:18:40Z') is converted to that clock.
 *
 *   typedDateValue('29.3.2026 2:30', { withTime: true })  -> '2026-03-29T02:30:00', and skippedTime() names it:
 *   the clocks skip 02:00-02:59 that night. Kept (not cleared) so the editor sees why; an emptied publish
 *   time would mean "at once".
 */
import type { Validator } from 'react-admin'
import { formatDisplayWallTime, readDateInput, type NormalizeOptions } from '../../shared/dates'

/** The form value for typed `text`: its stored form, the typed time when the clock skips it, null for no date. */
export function typedDateValue(text: string, options: NormalizeOptions): string | null {
  const reading = readDateInput(text, options)
  if ('value' in reading) return reading.value
  return reading.problem === 'skippedTime' ? reading.asked : null
}

/** A validator: the message (and the time to use instead) for a local time the spring switch skips. */
export const skippedTime: Validator = (value: unknown) => {
  if (typeof value !== 'string' || !value) return undefined
  const reading = readDateInput(value, { withTime: true })
  if (!('problem' in reading) || reading.problem !== 'skippedTime') return undefined
  return { message: 'app.date.skipped_time', args: { time: formatDisplayWallTime(reading.asked), later: formatDisplayWallTime(reading.later) } }
}
