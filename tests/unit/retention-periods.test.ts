/** Retention periods from the environment (server/config/retention-periods.ts), backup folder names, the LIKE escaping of privacy requests. */
import { describe, expect, it } from 'vitest'
import { likePattern } from '../../server/privacy/address'
import { backupTime } from '../../server/retention/backups'
import { cutoff, purgeEveryMsFrom, RETENTION_KINDS, retentionFrom } from '../../server/config/retention-periods'

describe('retentionFrom', () => {
  it('gives every kind its default, and an empty value is the default', () => {
    const periods = retentionFrom({ RETAIN_INQUIRIES_DAYS: '' })
    for (const [kind, { days }] of Object.entries(RETENTION_KINDS)) expect(periods[kind as keyof typeof periods]).toBe(days)
  })

  it('takes whole days from 0 (for ever) to 36500, and refuses anything else naming the variable', () => {
    expect(retentionFrom({ RETAIN_INQUIRIES_DAYS: '0' }).inquiries).toBe(0)
    expect(retentionFrom({ RETAIN_INQUIRIES_DAYS: '36500' }).inquiries).toBe(36500)
    for (const bad of ['36501', '-1', '1.5', 'abc', '1e3x']) {
      expect(() => retentionFrom({ RETAIN_MAIL_OUTBOX_DAYS: bad }), bad).toThrow(/^RETAIN_MAIL_OUTBOX_DAYS=/)
    }
  })

  it('runs the purge every RETAIN_PURGE_HOURS, at least every hour', () => {
    expect(purgeEveryMsFrom({})).toBe(24 * 3_600_000)
    expect(purgeEveryMsFrom({ RETAIN_PURGE_HOURS: '0' })).toBe(3_600_000)
    expect(purgeEveryMsFrom({ RETAIN_PURGE_HOURS: '6' })).toBe(6 * 3_600_000)
  })

  it('cuts off whole days before now', () => {
    expect(cutoff(new Date('2026-03-31T10:00:00.000Z'), 30)).toBe('2026-03-01T10:00:00.000Z')
  })
})

describe('backupTime', () => {
  it('reads the time from the names npm run backup writes, and nothing else', () => {
    expect(backupTime('2026-01-02T03-04-05-678Z')).toBe('2026-01-02T03:04:05.678Z')
    for (const name of ['kept-by-hand', '2026-01-02', '2026-13-45T03-04-05-678Z', '../2026-01-02T03-04-05-678Z']) expect(backupTime(name), name).toBeNull()
  })
})

describe('likePattern', () => {
  it('escapes the wildcards and the escape character', () => {
    expect(likePattern('a%b_c\\d@x.si')).toBe('%a\\%b\\_c\\\\d@x.si%')
  })
})
