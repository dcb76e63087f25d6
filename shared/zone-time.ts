/**
 * Wall-clock times of Europe/Ljubljana and UTC instants, both ways. The API keeps every datetime as the zone's
 * wall-clock time (YYYY-MM-DDTHH:mm:ss, no zone: spec section 5), so a time sent with a zone or offset is turned
 * into that clock (shared/dates.ts), and a time sent without one must be a time that clock shows:
 *
 *   spring (last Sunday of March): 02:00:00-02:59:59 never happens (02:00 CET -> 03:00 CEST): no instant;
 *   autumn (last Sunday of October): 02:00:00-02:59:59 happens twice (03:00 CEST -> 02:00 CET): two instants.
 *
 *   zoneTimeAt(Date.parse('2026-10-25T00:30:00Z'))  // 02:30 (CEST, the first one)
 *   zoneTimeAt(Date.parse('2026-10-25T01:30:00Z'))  // 02:30 again (CET)
 *   instantsOf({ 2026-03-29 02:30:00 })           // []: the clock skips it
 *
 * The clock is wallClock's (shared/event-status.ts): arithmetic from 1996, Intl's time zone database before.
 */
import { wallClock } from './event-status'

export interface WallTime {
  year: number
  month: number
  day: number
  hour: number
  minute: number
  second: number
}

const DAY_MS = 86_400_000
const CLOCK = /^(\d{1,6})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})$/

/** A wall-clock time's milliseconds read as if it were UTC (years 1-99 too, which Date.UTC would take as 19xx). */
export function asUtc(time: WallTime): number {
  const date = new Date(0)
  date.setUTCFullYear(time.year, time.month - 1, time.day)
  date.setUTCHours(time.hour, time.minute, time.second, 0)
  return date.getTime()
}

/** 0001-01-01T00:00:00Z: before it the zone's calendar has no date of ours (the API's dates start at year 1). */
const FIRST_INSTANT = asUtc({ year: 1, month: 1, day: 1, hour: 0, minute: 0, second: 0 })
/** 10000-01-01T00:00:00Z plus a day: past every date of ours, still far inside what Date holds. */
const LAST_INSTANT = asUtc({ year: 10000, month: 1, day: 2, hour: 0, minute: 0, second: 0 })

/** The zone's wall clock at `instant` (ms since 1970, whole seconds kept); null outside years 1-10000. */
export function zoneTimeAt(instant: number): WallTime | null {
  return instant >= FIRST_INSTANT && instant <= LAST_INSTANT ? readWallTime(wallClock(new Date(instant))) : null
}

/** The zone's offset from UTC at `instant`, in ms; null where zoneTimeAt has no answer. */
function offsetAt(instant: number): number | null {
  const local = zoneTimeAt(instant)
  return local ? asUtc(local) - Math.floor(instant / 1000) * 1000 : null
}

const sameTime = (a: WallTime | null, b: WallTime) =>
  !!a && a.year === b.year && a.month === b.month && a.day === b.day && a.hour === b.hour && a.minute === b.minute && a.second === b.second

/**
 * The instants at which the zone's clock shows `local`, earliest first: one on most days, none in the spring gap,
 * two in the autumn overlap. Only the offsets in force a day before and a day after can apply (the zone changes its
 * offset at most once in any two days), so each is tried and kept when the clock then really shows `local`.
 */
export function instantsOf(local: WallTime): number[] {
  const naive = asUtc(local)
  const offsets = new Set([offsetAt(naive - DAY_MS), offsetAt(naive + DAY_MS)])
  const instants = [...offsets].flatMap((offset) => (offset === null ? [] : [naive - offset]))
  return [...new Set(instants)].filter((instant) => sameTime(zoneTimeAt(instant), local)).sort((a, b) => a - b)
}

/**
 * Where the clock is at the moment `local` names when it was skipped: read with the offset in force before the
 * switch, a time in the spring gap lands as far past it (02:30 -> 03:30). What a clock that skipped it would show.
 */
export function zoneTimeAfterGap(local: WallTime): WallTime | null {
  const naive = asUtc(local)
  const before = offsetAt(naive - DAY_MS)
  return before === null ? null : zoneTimeAt(naive - before)
}

/** A stored wall-clock time (YYYY-MM-DDTHH:mm:ss) as its parts; null for any other text. */
export function readWallTime(text: string): WallTime | null {
  const match = CLOCK.exec(text)
  if (!match) return null
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number)
  return { year, month, day, hour, minute, second }
}

/**
 * The first instant at which the zone's clock reads `local` or later: when a time stored on that clock falls due
 * (a publish time). Its first instant when the clock shows it (the earlier of the two in autumn); for a time the
 * spring switch skips, the switch itself, found to the second between the two offsets. Null outside years 1-10000.
 */
export function dueInstant(local: WallTime): number | null {
  const first = instantsOf(local)[0]
  if (first !== undefined) return first
  const naive = asUtc(local)
  const before = offsetAt(naive - DAY_MS)
  const after = offsetAt(naive + DAY_MS)
  if (before === null || after === null) return null
  const reached = (instant: number) => {
    const clock = zoneTimeAt(instant)
    return !!clock && asUtc(clock) >= naive
  }
  // Read with the later offset the moment is still before the switch, with the earlier one already past it:
  // halve the span between the two down to one second.
  let low = Math.min(naive - after, naive - before)
  let high = Math.max(naive - after, naive - before)
  if (reached(low)) return low
  if (!reached(high)) return null
  while (high - low > 1000) {
    const middle = low + Math.floor((high - low) / 2000) * 1000
    if (reached(middle)) high = middle
    else low = middle
  }
  return high
}
