/**
 * shared/zone-time.ts and readDateInput (shared/dates.ts): a datetime sent with a zone or offset lands on Ljubljana's
 * clock, the clock every stored datetime is on (issue 24: a zone was dropped, so '2026-11-28T18:18:40.000Z' went
 * live an hour early). Checked at the spring and autumn switches, against Intl's time zone database by brute force.
 */
import { describe, expect, it } from 'vitest'
import { normalizeDateInput, readDateInput } from '../../shared/dates'
import { EVENT_TIME_ZONE, intlClock } from '../../shared/event-status'
import { asUtc, dueInstant, instantsOf, zoneTimeAt, type WallTime } from '../../shared/zone-time'

const MINUTE_MS = 60_000
const at = (text: string): WallTime => {
  const [year, month, day, hour, minute, second] = text.split(/[-T:]/).map(Number)
  return { year, month, day, hour, minute, second }
}
const iso = (instant: number) => new Date(instant).toISOString()

/** Every whole-minute instant within three hours before `local` read as UTC at which Intl's clock shows `local`. */
function instantsByIntl(local: string): number[] {
  const naive = Date.parse(`${local}Z`)
  const found: number[] = []
  for (let instant = naive - 3 * 60 * MINUTE_MS; instant <= naive; instant += MINUTE_MS) {
    if (intlClock(new Date(instant), EVENT_TIME_ZONE) === local) found.push(instant)
  }
  return found
}

describe('a UTC instant on the zone clock', () => {
  it.each([
    ['2026-03-29T00:59:59Z', '2026-03-29T01:59:59'], // a second before the spring switch (CET, UTC+1)
    ['2026-03-29T01:00:00Z', '2026-03-29T03:00:00'], // the switch: 02:00 is skipped (CEST, UTC+2)
    ['2026-10-25T00:30:00Z', '2026-10-25T02:30:00'], // autumn: the first 02:30 (CEST)
    ['2026-10-25T01:30:00Z', '2026-10-25T02:30:00'], // autumn: the second 02:30 (CET)
    ['2026-10-25T02:00:00Z', '2026-10-25T03:00:00'],
    ['2026-11-28T18:18:40.000Z', '2026-11-28T19:18:40'], // the issue's own value: winter, an hour
    ['2026-07-01T10:00:00-04:00', '2026-07-01T16:00:00'], // summer, another offset
    ['2026-03-29 03:30 +0200', '2026-03-29T03:30:00'],
    ['29.3.2026 01:00Z', '2026-03-29T03:00:00'], // any form parseDateInput reads, zone included
    ['1990-07-01T10:00:00Z', '1990-07-01T12:00:00'], // before 1996 through Intl
  ])('%s is %s', (sent, stored) => {
    expect(normalizeDateInput(sent, { withTime: true })).toBe(stored)
  })

  it('gives a date field the day in Ljubljana', () => {
    expect(normalizeDateInput('2026-03-28T23:30:00Z')).toBe('2026-03-29')
    expect(normalizeDateInput('2026-10-24T22:30:00Z')).toBe('2026-10-25') // 00:30 CEST
    expect(normalizeDateInput('2026-10-25T22:30:00Z')).toBe('2026-10-25') // 23:30 CET
    expect(normalizeDateInput('2026-10-25T23:00:00Z')).toBe('2026-10-26')
  })

  it('keeps a time without a zone as typed, the repeated autumn hour too', () => {
    expect(normalizeDateInput('2026-10-25T02:30:00', { withTime: true })).toBe('2026-10-25T02:30:00')
    expect(normalizeDateInput('2026-03-29T01:59:59', { withTime: true })).toBe('2026-03-29T01:59:59')
    expect(normalizeDateInput('2026-03-29T03:00:00', { withTime: true })).toBe('2026-03-29T03:00:00')
  })

  it('refuses a local time the spring switch skips, naming the time the clock shows then', () => {
    expect(readDateInput('2026-03-29T02:00:00', { withTime: true })).toEqual({
      problem: 'skippedTime',
      asked: '2026-03-29T02:00:00',
      later: '2026-03-29T03:00:00',
    })
    expect(readDateInput('29.03.2026 02:30', { withTime: true })).toMatchObject({ problem: 'skippedTime', later: '2026-03-29T03:30:00' })
    expect(normalizeDateInput('2026-03-29T02:59:59', { withTime: true })).toBeNull()
    // a date field keeps only the day, which exists
    expect(normalizeDateInput('2026-03-29T02:30:00')).toBe('2026-03-29')
  })

  it('refuses what leaves the calendar once converted, and offsets no place uses', () => {
    expect(normalizeDateInput('9999-12-31T23:30:00-01:00', { withTime: true })).toBeNull()
    expect(normalizeDateInput('9999-12-31T23:30:00-01:00')).toBeNull()
    expect(normalizeDateInput('2026-11-28T18:18:40+99:00', { withTime: true })).toBeNull()
    expect(normalizeDateInput('2026-11-28T18:18:40+14:60', { withTime: true })).toBeNull()
    expect(normalizeDateInput('2026-11-28T18:18:40+14:00', { withTime: true })).toBe('2026-11-28T05:18:40')
    expect(normalizeDateInput('2026-11-28T23:30:00Z', { withTime: true, max: '2026-11-28' })).toBeNull()
  })
})

describe('the instants of a wall-clock time', () => {
  it('agree with Intl around every switch from 1996 to 2040, and on ordinary days', () => {
    for (let year = 1996; year <= 2040; year++) {
      const days = [
        new Date(Date.UTC(year, 3, 0)), // the last day of March
        new Date(Date.UTC(year, 10, 0)), // of October
      ].map((last) => `${year}-${String(last.getUTCMonth() + 1).padStart(2, '0')}-${String(last.getUTCDate() - last.getUTCDay()).padStart(2, '0')}`)
      for (const day of [...days, `${year}-06-15`, `${year}-12-31`]) {
        for (const time of ['00:00:00', '01:59:00', '02:00:00', '02:30:00', '02:59:00', '03:00:00', '03:01:00', '23:59:00']) {
          const local = `${day}T${time}`
          expect(instantsOf(at(local)).map(iso), local).toEqual(instantsByIntl(local).map(iso))
        }
      }
    }
  })

  it('are none in the spring gap and two in the autumn overlap', () => {
    expect(instantsOf(at('2026-03-29T02:30:00'))).toEqual([])
    expect(instantsOf(at('2026-10-25T02:30:00')).map(iso)).toEqual(['2026-10-25T00:30:00.000Z', '2026-10-25T01:30:00.000Z'])
    expect(instantsOf(at('2026-10-25T03:00:00')).map(iso)).toEqual(['2026-10-25T02:00:00.000Z'])
  })

  it('read back through zoneTimeAt, years 1-99 included (not taken as 19xx)', () => {
    expect(zoneTimeAt(asUtc(at('2026-06-15T12:00:00')) - 2 * 3_600_000)).toEqual(at('2026-06-15T12:00:00'))
    const early = at('0050-06-15T12:00:00')
    expect(new Date(asUtc(early)).getUTCFullYear()).toBe(50)
    expect(instantsOf(early).map((instant) => zoneTimeAt(instant))).toEqual([early])
  })
})

describe('when a stored time falls due (the publishing timer)', () => {
  it('is the first instant the clock reads it: the earlier 02:30 in autumn, the switch itself for a skipped time', () => {
    expect(iso(dueInstant(at('2026-11-28T19:18:40'))!)).toBe('2026-11-28T18:18:40.000Z')
    expect(iso(dueInstant(at('2026-03-29T03:00:00'))!)).toBe('2026-03-29T01:00:00.000Z')
    expect(iso(dueInstant(at('2026-03-29T01:59:59'))!)).toBe('2026-03-29T00:59:59.000Z')
    expect(iso(dueInstant(at('2026-03-29T02:30:00'))!)).toBe('2026-03-29T01:00:00.000Z') // a row stored before times were checked
    expect(iso(dueInstant(at('2026-10-25T02:30:00'))!)).toBe('2026-10-25T00:30:00.000Z')
    expect(iso(dueInstant(at('2026-10-25T03:00:00'))!)).toBe('2026-10-25T02:00:00.000Z')
  })
})
