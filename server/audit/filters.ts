/**
 * The audit log's filters, read from the query of the list and of the CSV export:
 *
 *   actor=<account id>  action=<one of AUDIT_ACTIONS>  resource=<name>  record_id=<id>
 *   from=<date or ISO time>  to=<date or ISO time>   (a bare date `to` includes that whole day; readTime)
 *
 * Every bad value answers 400 naming the parameter; unknown parameters are ignored as in DRF.
 */
import type { SelectQueryBuilder } from 'kysely'
import { isAuditAction } from '../../shared/audit-actions'
import { parseDateInput, toOutputDateTime } from '../../shared/dates'
import { asUtc, instantsOf, zoneTimeAfterGap, type WallTime } from '../../shared/zone-time'
import { ErrorCollector } from '../http/errors'
import { skippedTimeParams } from '../resources/field-values'

export interface AuditFilters {
  actor?: number
  action?: string
  resource?: string
  recordId?: string
  from?: string
  to?: string
}

const DATE = /^\d{4}-\d{2}-\d{2}$/
const DOTTED = /^\d{1,2}\.\d{1,2}\.\d{4}$/
const DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.(\d{1,3}))?)?(?:Z|[+-]\d{2}:\d{2})?$/
const NAME = /^[a-z][a-z0-9_-]{0,63}$/
export const DATE_RANGE = { min: '2000-01-01', max: '9999-12-31' }
const FIRST = Date.parse(`${DATE_RANGE.min}T00:00:00Z`)
const LAST = Date.parse(`${DATE_RANGE.max}T23:59:59.999Z`)
const DAY_MS = 86_400_000

/** 00:00:00 of the calendar day after `day`'s. */
function nextMidnight(day: WallTime): WallTime {
  const next = new Date(asUtc({ ...day, hour: 0, minute: 0, second: 0 }) + DAY_MS)
  return { year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate(), hour: 0, minute: 0, second: 0 }
}

export type TimeReading = { time: string } | { problem: 'invalid' } | { problem: 'skippedTime'; asked: string; later: string }

/**
 * A bound of the log's time range as the instant it names, in ISO form (the log keeps UTC instants, `at`). The times
 * and days people mean are Ljubljana's, as everywhere in the API (shared/zone-time.ts):
 *   2026-03-29T08:00:00.000Z, 2026-03-29T10:00+02:00   that instant (a zone given is honoured)
 *   2026-03-29T10:00                                   10:00 on Ljubljana's clock (a skipped time is refused;
 *                                                      in the repeated autumn hour `from` takes the first, `to` the second)
 *   2026-03-29, 29.03.2026                             that day in Ljubljana, from its first instant, or (`endOfDay`,
 *                                                      for `to`) to its last: 23 hours in spring, 25 in autumn
 */
export function readTime(raw: string, endOfDay: boolean): TimeReading {
  const parsed = DATE.test(raw) || DOTTED.test(raw) || DATETIME.test(raw) ? parseDateInput(raw) : null
  if (!parsed) return { problem: 'invalid' }
  const clock = { hour: 0, minute: 0, second: 0, ...parsed }
  // The log keeps milliseconds: a bound copied from an entry's `at` must still match that entry alone.
  const millis = Number((DATETIME.exec(raw)?.[1] ?? '').padEnd(3, '0'))
  let instant: number | undefined // undefined (NaN too) where the clock has no such time
  if (parsed.offsetMinutes !== undefined) instant = asUtc(clock) - parsed.offsetMinutes * 60_000 + millis
  else if (parsed.hour === undefined) {
    // Midnight is on Ljubljana's clock every day (the switches are at 02:00 and 03:00): a day runs to the next one's.
    instant = endOfDay ? instantsOf(nextMidnight(clock))[0] - 1 : instantsOf(clock)[0]
  } else {
    const instants = instantsOf(clock)
    if (instants.length === 0) {
      const later = zoneTimeAfterGap(clock)
      return later ? { problem: 'skippedTime', asked: toOutputDateTime(clock), later: toOutputDateTime(later) } : { problem: 'invalid' }
    }
    instant = (endOfDay ? instants[instants.length - 1] : instants[0]) + millis
  }
  if (!(instant !== undefined && instant >= FIRST && instant <= LAST)) return { problem: 'invalid' }
  return { time: new Date(instant).toISOString() }
}

export function readAuditFilters(query: Record<string, unknown>): AuditFilters {
  const errors = new ErrorCollector()
  const filters: AuditFilters = {}
  const text = (name: string): string | undefined => {
    if (!Object.hasOwn(query, name)) return undefined
    const value = query[name]
    if (typeof value !== 'string') {
      errors.add(name, 'notText') // a repeated parameter (?action=a&action=b) is an array
      return undefined
    }
    return value === '' ? undefined : value
  }
  const actor = text('actor')
  if (actor !== undefined) {
    if (/^\d{1,9}$/.test(actor)) filters.actor = Number(actor)
    else errors.add('actor', 'invalidInteger')
  }
  const action = text('action')
  if (action !== undefined) {
    if (isAuditAction(action)) filters.action = action
    else errors.add('action', 'invalidChoice', { value: action.slice(0, 50) })
  }
  const resource = text('resource')
  if (resource !== undefined) {
    if (NAME.test(resource)) filters.resource = resource
    else errors.add('resource', 'invalidChoice', { value: resource.slice(0, 50) })
  }
  const recordId = text('record_id')
  if (recordId !== undefined) {
    if (recordId.length <= 100) filters.recordId = recordId
    else errors.add('record_id', 'maxLength', { max: 100 })
  }
  for (const [name, endOfDay] of [
    ['from', false],
    ['to', true],
  ] as const) {
    const raw = text(name)
    if (raw === undefined) continue
    const reading = readTime(raw, endOfDay)
    if ('time' in reading) filters[name] = reading.time
    else if (reading.problem === 'skippedTime') errors.add(name, 'skippedTime', skippedTimeParams(reading))
    else errors.add(name, 'invalidDate', DATE_RANGE)
  }
  errors.throwIfAny()
  return filters
}

export function applyAuditFilters<Q extends SelectQueryBuilder<any, any, any>>(query: Q, filters: AuditFilters): Q {
  let q = query as SelectQueryBuilder<any, any, any>
  if (filters.actor !== undefined) q = q.where('actor_id', '=', filters.actor)
  if (filters.action) q = q.where('action', '=', filters.action)
  if (filters.resource) q = q.where('resource', '=', filters.resource)
  if (filters.recordId) q = q.where('record_id', '=', filters.recordId)
  if (filters.from) q = q.where('at', '>=', filters.from)
  if (filters.to) q = q.where('at', '<=', filters.to)
  return q as Q
}
