/**
 * A declared list narrowed by what its mount fixes (DRF: the queryset of a list @action): the
 * preset's or child mount's `where`, the parent of a nested list, the language of a `:lang`
 * path, and the query parameters a caller may add. It is the type's own list query over a
 * resource whose filters and orderings are those (list-query.ts applies them), so nothing here
 * writes SQL.
 *
 *   const scoped = scopedList(news, { where: { is_published: 'true' }, ordering: '-date_made', query: ['lang'] })
 *   new ResourceRepository(scoped.resource, database).list({ params: scoped.params(request.query), ... })
 */
import type { Language } from '../../../shared/languages'
import type { Resource } from '../../../shared/resources'
import { languageFieldOf } from '../../db/unique-indexes'
import { emptyRecord } from '../../http/input-keys'
import { parseBoolean } from '../field-values'
import type { Row } from '../repository'

export interface ListScope {
  /** Fixed filters: `field` or `field__lookup` -> value as a query would send it. */
  where?: Readonly<Record<string, string>>
  /** The default order (names may be fields that clients cannot order by). */
  ordering?: string
  /** Query parameters a caller may add: declared filter names, or 'list' for everything a list takes. */
  query: 'list' | readonly string[]
  /** A `:lang` path: every filter on the language field takes it. */
  language?: Language
  /** A nested list: the children whose `via` points at this parent. */
  parent?: { via: string; id: number }
}

/** Fixed filters get names no query parameter can have (a caller's `fixed:...` is not a declared filter, so it is ignored). */
const FIXED = 'fixed:'

export function scopedList(resource: Resource, scope: ListScope): { resource: Resource; params: (query: unknown) => Record<string, unknown> } {
  const filters: Record<string, string> = {}
  const fixed = emptyRecord()
  for (const [name, lookup] of Object.entries(resource.filters)) {
    if (scope.query === 'list' || scope.query.includes(name)) filters[name] = lookup
  }
  const where = { ...scope.where, ...(scope.parent ? { [scope.parent.via]: String(scope.parent.id) } : {}) }
  for (const [lookup, value] of Object.entries(where)) {
    filters[`${FIXED}${lookup}`] = lookup
    fixed[`${FIXED}${lookup}`] = value
  }
  const languageField = languageFieldOf(resource)
  if (scope.language && languageField) {
    for (const [name, lookup] of Object.entries(resource.filters)) {
      if (lookup !== languageField) continue
      filters[name] = lookup
      fixed[name] = scope.language
    }
  }
  const orderingNames = (scope.ordering ?? '')
    .split(',')
    .map((term) => term.trim().replace(/^-/, ''))
    .filter(Boolean)
  const narrowed: Resource = {
    ...resource,
    filters,
    ordering: [...new Set([...resource.ordering, ...orderingNames])],
    defaultOrdering: scope.ordering ?? resource.defaultOrdering,
  }
  const params = (query: unknown) => {
    const given = (query ?? {}) as Record<string, unknown>
    const out = emptyRecord()
    for (const name of Object.keys(given)) if (scope.query === 'list' || scope.query.includes(name)) out[name] = given[name]
    return Object.assign(out, fixed)
  }
  return { resource: narrowed, params }
}

const COMPARE: Record<string, (a: number | string, b: number | string) => boolean> = {
  exact: (a, b) => a === b,
  gte: (a, b) => a >= b,
  lte: (a, b) => a <= b,
  gt: (a, b) => a > b,
  lt: (a, b) => a < b,
}

/** Whether a stored (decoded) record meets fixed filters, as the list would have found it. */
export function meetsWhere(resource: Resource, row: Row, where: Readonly<Record<string, string>> = {}): boolean {
  return Object.entries(where).every(([lookup, raw]) => {
    const [name, operator = 'exact'] = lookup.split('__')
    const field = resource.fields[name]
    const value = row[name]
    if (field?.kind === 'boolean') return value === parseBoolean(raw)
    if (value === null || value === undefined) return false
    const wanted = typeof value === 'number' ? Number(raw) : raw
    return COMPARE[operator]?.(value as number | string, wanted) ?? false
  })
}
