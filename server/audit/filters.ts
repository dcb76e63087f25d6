/**
 * The audit log's filters, read from the query of the list and of the CSV export:
 *
 *   actor=<account id>  action=<one of AUDIT_ACTIONS>  resource=<name>  record_id=<id>
 *   from=<date or ISO time>  to=<date or ISO time>   (a bare date `to` includes that whole day)
 *
 * Every bad value answers 400 naming the parameter; unknown parameters are ignored as in DRF.
 */
import type { SelectQueryBuilder } from 'kysely'
import { isAuditAction } from '../../shared/audit-actions'
import { ErrorCollector } from '../http/errors'

export interface AuditFilters {
  actor?: number
  action?: string
  resource?: string
  recordId?: string
  from?: string
  to?: string
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/
const DOTTED = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/
const DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/
const NAME = /^[a-z][a-z0-9_-]{0,63}$/
export const DATE_RANGE = { min: '2000-01-01', max: '9999-12-31' }

/** A date (2025-09-13 or 13.09.2025) or an ISO time, as an ISO time; `endOfDay` for a bare date that ends a range. */
export function readTime(raw: string, endOfDay: boolean): string | null {
  const dotted = DOTTED.exec(raw)
  const day = dotted ? `${dotted[3]}-${dotted[2].padStart(2, '0')}-${dotted[1].padStart(2, '0')}` : raw
  const match = DATE.exec(day)
  if (match) {
    const date = new Date(`${day}T00:00:00.000Z`)
    // 2025-02-30 rolls over to March in Date: refuse it instead.
    if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== day || day < DATE_RANGE.min) return null
    return endOfDay ? new Date(date.getTime() + 86_400_000 - 1).toISOString() : date.toISOString()
  }
  if (!DATETIME.test(raw)) return null
  const time = new Date(raw)
  if (Number.isNaN(time.getTime()) || time.getUTCFullYear() < 2000 || time.getUTCFullYear() > 9999) return null
  return time.toISOString()
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
    const time = readTime(raw, endOfDay)
    if (time) filters[name] = time
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
