/**
 * The wall clock of Europe/Ljubljana by arithmetic, without Intl: UTC+1 (CET), and UTC+2 (CEST) from the last
 * Sunday of March to the last Sunday of October at 01:00 UTC, the EU's rule, Slovenia's since 1996.
 *
 * Why not Intl.DateTimeFormat: a browser's first one loads the date-formatting data, a single 20-70 ms call on
 * the main thread (more on a slow phone) right after the page hydrates, when the event statuses are recomputed;
 * that one call was Lighthouse's longest task on the home page. tests/unit/zone-clock.test.ts compares this with
 * Intl hour by hour and at every switch, so a change of the rule in the time zone database fails there.
 *
 *   ljubljanaClock(new Date('2026-07-01T10:00:00Z'))   // '2026-07-01T12:00:00'
 *   ljubljanaClock(new Date('1990-07-01T10:00:00Z'))   // null: before the rule, ask Intl
 */
const RULE_SINCE = Date.UTC(1996, 0, 1)
const HOUR_MS = 3_600_000

/** 01:00 UTC on the last Sunday of `month` (0-based) of `year`: when summer time starts or ends. */
function lastSundayOneUtc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0))
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1)
}

const pad = (value: number) => String(value).padStart(2, '0')

/** YYYY-MM-DDTHH:mm:ss of `now` in Ljubljana; null before 1996 (another rule applied then). */
export function ljubljanaClock(now: Date): string | null {
  const time = now.getTime()
  if (!(time >= RULE_SINCE)) return null
  const year = now.getUTCFullYear()
  const summer = time >= lastSundayOneUtc(year, 2) && time < lastSundayOneUtc(year, 9)
  const local = new Date(time + (summer ? 2 : 1) * HOUR_MS)
  return `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}T${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}:${pad(local.getUTCSeconds())}`
}
