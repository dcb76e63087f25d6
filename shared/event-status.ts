/**
 * Whether an event is upcoming, ongoing or past (spec section 4), derived from its start and
 * end on every read, never stored. Event times are wall-clock times in the zone's own time
 * zone (the API keeps datetimes on that clock, without a zone; one sent with a zone is converted
 * to it: shared/dates.ts readDateInput), so "now" is read on that clock.
 *
 *   eventStatus('2025-09-13T10:00:00', null, new Date('2025-09-13T12:00:00+02:00'))  -> 'ongoing'
 *
 * An event without an end lasts until the end of its start day.
 */
import { ljubljanaClock } from './zone-clock'

export const EVENT_TIME_ZONE = 'Europe/Ljubljana'

export const EVENT_STATUSES = ['upcoming', 'ongoing', 'past'] as const
export type EventStatus = (typeof EVENT_STATUSES)[number]

/** One formatter per time zone: making an Intl.DateTimeFormat costs more than a whole list query. */
const formatters = new Map<string, Intl.DateTimeFormat>()

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
    formatters.set(timeZone, formatter)
  }
  return formatter
}

/** YYYY-MM-DDTHH:mm:ss of `now` on the clock of `timeZone`. */
export function wallClock(now: Date, timeZone: string = EVENT_TIME_ZONE): string {
  // The zone's own clock without Intl (zone-clock.ts says why); other zones, and times before 1996, through Intl.
  const fast = timeZone === EVENT_TIME_ZONE ? ljubljanaClock(now) : null
  return fast ?? intlClock(now, timeZone)
}

/** The same through Intl, for any zone and time (tests/unit/zone-clock.test.ts checks the fast path against it). */
export function intlClock(now: Date, timeZone: string): string {
  const parts = formatterFor(timeZone).formatToParts(now)
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '00'
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}:${part('second')}`
}

/** The moment an event stops being ongoing: its end, else the last second of its start day. */
export function effectiveEnd(start: string, end: string | null | undefined): string {
  return end ? end : `${start.slice(0, 10)}T23:59:59`
}

export function eventStatus(start: unknown, end: unknown, now: Date = new Date()): EventStatus | null {
  if (typeof start !== 'string' || !start) return null
  const clock = wallClock(now)
  if (start > clock) return 'upcoming'
  return effectiveEnd(start, typeof end === 'string' ? end : null) >= clock ? 'ongoing' : 'past'
}
