/**
 * Dates as the back office shows them (spec section 5: dd.mm.yyyy), from the shared rules in
 * shared/dates.ts; with the time (HH:mm) when the value has one. A timestamp with a zone (the
 * server's created_at, last_login, a build's time: '2025-09-13T08:30:00.000Z') is shown in the
 * browser's time; a wall-clock value without a zone (an event's start) as it was typed.
 *
 *   formatDisplayDateTime('2025-09-13')            -> '13.09.2025'
 *   formatDisplayDateTime('2025-09-13T10:30:00')   -> '13.09.2025 10:30'
 *   formatDisplayDateTime('2025-09-13T08:30:00Z')  -> '13.09.2025 10:30' (in Ljubljana, summer)
 */
import { formatDisplayDate, parseDateInput } from '../../shared/dates'

const pad = (value: number) => String(value).padStart(2, '0')

export function formatDisplayDateTime(value: unknown): string {
  if (typeof value !== 'string' || !value) return ''
  const parsed = parseDateInput(value)
  if (!parsed) return ''
  if (parsed.hour === undefined) return formatDisplayDate(value)
  if (parsed.offsetMinutes !== undefined) {
    const local = new Date(value)
    if (!Number.isNaN(local.getTime())) {
      return `${pad(local.getDate())}.${pad(local.getMonth() + 1)}.${local.getFullYear()} ${pad(local.getHours())}:${pad(local.getMinutes())}`
    }
  }
  return `${formatDisplayDate(value)} ${pad(parsed.hour)}:${pad(parsed.minute ?? 0)}`
}
