/**
 * shared/zone-clock.ts, the zone's clock by arithmetic, against Intl's time zone database: every switch to and
 * from summer time (a second before, at, and a second after) and every seven hours plus a few seconds from 1996 to
 * 2040, so a day of the month, a leap day and a year's end are all crossed on both sides of the switches.
 */
import { describe, expect, it } from 'vitest'
import { EVENT_TIME_ZONE, intlClock, wallClock } from '../../shared/event-status'
import { ljubljanaClock } from '../../shared/zone-clock'

const DAY_MS = 86_400_000

const byIntl = (moment: Date) => intlClock(moment, EVENT_TIME_ZONE)

/** The UTC instants at which Intl's offset for the zone changes during `year` (found day by day, then to the second). */
function switchesIn(year: number): number[] {
  const offset = (time: number) => Date.parse(`${byIntl(new Date(time))}Z`) - Math.floor(time / 1000) * 1000
  const found: number[] = []
  for (let time = Date.UTC(year, 0, 1); time < Date.UTC(year + 1, 0, 1); time += DAY_MS) {
    if (offset(time) !== offset(time + DAY_MS)) {
      let low = time
      let high = time + DAY_MS
      while (high - low > 1000) {
        const middle = low + Math.floor((high - low) / 2000) * 1000
        if (offset(middle) === offset(low)) low = middle
        else high = middle
      }
      found.push(high)
    }
  }
  return found
}

describe('the zone clock without Intl', () => {
  it('reads as Intl does at every summer time switch from 1996 to 2040', () => {
    for (let year = 1996; year <= 2040; year++) {
      const switches = switchesIn(year)
      expect(switches, `${year}`).toHaveLength(2)
      for (const at of switches)
        for (const moment of [at - 1000, at, at + 1000]) expect(ljubljanaClock(new Date(moment)), new Date(moment).toISOString()).toBe(byIntl(new Date(moment)))
    }
  })

  it('reads as Intl does every seven hours from 1996 to 2040', () => {
    for (let time = Date.UTC(1996, 0, 1, 0, 0, 7); time < Date.UTC(2041, 0, 1); time += 7 * 3_600_000 + 13_000) {
      const moment = new Date(time)
      expect(ljubljanaClock(moment), moment.toISOString()).toBe(byIntl(moment))
    }
  })

  it('leaves earlier times to Intl, and wallClock agrees either way', () => {
    expect(ljubljanaClock(new Date('1990-07-01T10:00:00Z'))).toBeNull()
    expect(wallClock(new Date('1990-07-01T10:00:00Z'))).toBe(byIntl(new Date('1990-07-01T10:00:00Z')))
    expect(wallClock(new Date('2026-07-01T10:00:00.999Z'))).toBe('2026-07-01T12:00:00')
    expect(wallClock(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01T00:30:00')
  })
})
