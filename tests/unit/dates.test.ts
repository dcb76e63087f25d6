import { describe, expect, it } from 'vitest'
import {
  REQUIRED_MESSAGE_KEY,
  formatDisplayDate,
  normalizeDateInput,
  parseDateInput,
  requiredDateError,
  toOutputDate,
  toOutputDateTime,
  toOutputTime,
} from '../../shared/dates'

describe('date inputs accept many separators and orders (spec 5)', () => {
  it.each([
    ['13.09.2025', '2025-09-13'],
    ['13.9.2025', '2025-09-13'],
    ['13/09/2025', '2025-09-13'],
    ['13-09-2025', '2025-09-13'],
    ['13 09 2025', '2025-09-13'],
    ['13. 9. 2025', '2025-09-13'],
    ['13,09,2025', '2025-09-13'],
    ['2025-09-13', '2025-09-13'],
    ['2025/09/13', '2025-09-13'],
    ['2025.09.13', '2025-09-13'],
    ['20250913', '2025-09-13'],
    ['13092025', '2025-09-13'],
  ])('day-month-year and year-month-day: %s', (typed, expected) => {
    expect(normalizeDateInput(typed)).toBe(expected)
  })

  it('reads two-digit years (69-99 as 19xx, 00-68 as 20xx)', () => {
    expect(normalizeDateInput('13.09.25')).toBe('2025-09-13')
    expect(normalizeDateInput('01.01.68')).toBe('2068-01-01')
    expect(normalizeDateInput('01.01.69')).toBe('1969-01-01')
    expect(normalizeDateInput('130925')).toBe('2025-09-13')
  })

  it('cuts the year to its last 4 digits', () => {
    expect(normalizeDateInput('13.09.12025')).toBe('2025-09-13')
    expect(normalizeDateInput('120250-09-13')).toBe('0250-09-13')
  })

  it('accepts an optional time, with or without seconds', () => {
    expect(parseDateInput('13.09.2025 14:30')).toEqual({ year: 2025, month: 9, day: 13, hour: 14, minute: 30, second: 0 })
    expect(normalizeDateInput('2025-09-13T14:30:15', { withTime: true })).toBe('2025-09-13T14:30:15')
    expect(normalizeDateInput('2025-09-13 8:05', { withTime: true })).toBe('2025-09-13T08:05:00')
    expect(normalizeDateInput('13.09.2025', { withTime: true })).toBe('2025-09-13T00:00:00')
  })

  it('accepts an optional zone and keeps its offset', () => {
    expect(parseDateInput('2025-09-13T14:30:00Z')?.offsetMinutes).toBe(0)
    expect(parseDateInput('2025-09-13T14:30:00+02:00')?.offsetMinutes).toBe(120)
    expect(parseDateInput('2025-09-13 14:30 -0530')?.offsetMinutes).toBe(-330)
    expect(parseDateInput('2025-09-13T14:30:00.123Z')).toMatchObject({ hour: 14, minute: 30, second: 0, offsetMinutes: 0 })
  })

  it('refuses what is not a calendar date or time', () => {
    for (const typed of ['31.02.2025', '2025-13-01', '00.01.2025', 'tomorrow', '', '   ', '13.09', '2025-09-13 25:00', '1.2.3.4']) {
      expect(parseDateInput(typed), typed).toBeNull()
    }
    expect(parseDateInput(null)).toBeNull()
    expect(normalizeDateInput('29.02.2024')).toBe('2024-02-29')
    expect(normalizeDateInput('29.02.2025')).toBeNull()
  })
})

describe('min and max (spec 5)', () => {
  it('clears a value outside [min, max]', () => {
    expect(normalizeDateInput('2025-09-13', { min: '2025-01-01', max: '2025-12-31' })).toBe('2025-09-13')
    expect(normalizeDateInput('2024-12-31', { min: '2025-01-01' })).toBeNull()
    expect(normalizeDateInput('2026-01-01', { max: '2025-12-31' })).toBeNull()
  })

  it('has 9999-12-31 as the default max', () => {
    expect(normalizeDateInput('31.12.9999')).toBe('9999-12-31')
    expect(normalizeDateInput('0000-01-01')).toBeNull()
  })
})

describe('formats (spec 5)', () => {
  const date = { year: 2025, month: 9, day: 3, hour: 7, minute: 5, second: 9 }
  it('displays dd.mm.yyyy', () => {
    expect(formatDisplayDate('2025-09-03')).toBe('03.09.2025')
    expect(formatDisplayDate('garbage')).toBe('')
    expect(formatDisplayDate(null)).toBe('')
  })
  it('outputs YYYY-MM-DD, HH:mm:ss and YYYY-MM-DDTHH:mm:ss', () => {
    expect(toOutputDate(date)).toBe('2025-09-03')
    expect(toOutputTime(date)).toBe('07:05:09')
    expect(toOutputDateTime(date)).toBe('2025-09-03T07:05:09')
  })
})

describe('required dates (spec 5)', () => {
  it('give the message key general.this_field_is_required when empty', () => {
    expect(REQUIRED_MESSAGE_KEY).toBe('general.this_field_is_required')
    expect(requiredDateError('', true)).toBe('general.this_field_is_required')
    expect(requiredDateError(null, true)).toBe('general.this_field_is_required')
    expect(requiredDateError('', false)).toBeUndefined()
    expect(requiredDateError('2025-09-13', true)).toBeUndefined()
  })
})
