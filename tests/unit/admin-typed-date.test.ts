/**
 * The back office's date inputs (admin/generic/typed-date.ts): the form keeps what the API stores, a wall-clock
 * time on Ljubljana's clock without a zone, so the server stores what the editor typed; a zone typed is converted;
 * a time the spring switch skips is kept as typed (not emptied: an empty publish time means "at once") and named.
 */
import { describe, expect, it } from 'vitest'
import { skippedTime, typedDateValue } from '../../admin/generic/typed-date'

describe('typed dates in the back office', () => {
  it('keeps the typed wall-clock time as the API stores it; converts a typed zone', () => {
    expect(typedDateValue('29.3.2026 3:30', { withTime: true })).toBe('2026-03-29T03:30:00')
    expect(typedDateValue('25.10.2026 02:30', { withTime: true })).toBe('2026-10-25T02:30:00')
    expect(typedDateValue('2026-11-28T18:18:40.000Z', { withTime: true })).toBe('2026-11-28T19:18:40')
    expect(typedDateValue('jutri', { withTime: true })).toBeNull()
  })

  it('keeps a time the spring switch skips and names it with the time to use', () => {
    expect(typedDateValue('29.3.2026 2:30', { withTime: true })).toBe('2026-03-29T02:30:00')
    expect(skippedTime('2026-03-29T02:30:00', {}, {})).toEqual({
      message: 'app.date.skipped_time',
      args: { time: '29.03.2026 02:30', later: '29.03.2026 03:30' },
    })
    expect(skippedTime('2026-03-29T03:30:00', {}, {})).toBeUndefined()
    expect(skippedTime('', {}, {})).toBeUndefined()
    expect(skippedTime(null, {}, {})).toBeUndefined()
  })
})
