/**
 * The list query of one declared resource: DRF's filter backends (declared filters, search,
 * ordering) applied to a Kysely select. Every value from the URL is checked against the
 * declaration first, so no client text ever reaches SQL as an identifier.
 */
import { sql, type Expression, type ExpressionBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely'
import { normalizeDateInput } from '../../shared/dates'
import { isLanguage } from '../../shared/languages'
import { resourcesByName, type Field, type Resource } from '../../shared/resources'
import { linkTableName, toColumnValue } from '../db/columns'
import type { Dialect } from '../db/connect'
import { ErrorCollector } from '../http/errors'
import { parseBoolean } from './field-values'

type Query = SelectQueryBuilder<any, any, any>
type Where = (eb: ExpressionBuilder<any, any>) => Expression<SqlBool>

const COMPARISONS = { exact: '=', gte: '>=', lte: '<=', gt: '>', lt: '<' } as const

function filterValue(field: Field, raw: string): unknown {
  switch (field.kind) {
    case 'boolean':
      return parseBoolean(raw)
    case 'date':
      return normalizeDateInput(raw)
    case 'datetime':
      return normalizeDateInput(raw, { withTime: true })
    case 'language':
      return isLanguage(raw) ? raw : null
    case 'integer':
    case 'reference':
      return /^-?\d{1,15}$/.test(raw) ? Number(raw) : null
    case 'decimal':
      return /^-?\d{1,15}(\.\d+)?$/.test(raw) ? Number(raw) : null
    case 'choice':
      return field.choices.some((c) => c.id === raw) ? raw : null
    default:
      return raw
  }
}

/** Rows linked to a target given by id or, when the target has one, by slug. */
function linkedTo(resource: Resource, fieldName: string, field: Extract<Field, { kind: 'references' }>, raw: string): Where {
  const link = linkTableName(resource.name, fieldName)
  return (eb) =>
    eb.exists(
      eb
        .selectFrom(`${link} as l`)
        .innerJoin(`${field.resource} as t`, 't.id', 'l.target_id')
        .select(sql`1`.as('one'))
        .whereRef('l.owner_id', '=', `${resource.name}.id`)
        .where(/^\d{1,9}$/.test(raw) ? 't.id' : 't.slug', '=', /^\d{1,9}$/.test(raw) ? Number(raw) : raw),
    )
}

/**
 * Rows whose linked target has `targetField` = raw (`category__en_slug=chairs`); a number also
 * matches the target's id, as link filters do everywhere.
 */
function throughLink(resource: Resource, fieldName: string, field: Extract<Field, { kind: 'reference' | 'references' }>, targetField: string, raw: string): Where {
  if (!resourcesByName[field.resource]?.fields[targetField]) {
    throw new Error(`Filter ${fieldName}__${targetField} of '${resource.name}': '${field.resource}' has no field '${targetField}'`)
  }
  const numeric = /^\d{1,9}$/.test(raw)
  const matches = (eb: ExpressionBuilder<any, any>) =>
    numeric ? eb.or([eb('t.id', '=', Number(raw)), eb(`t.${targetField}`, '=', raw)]) : eb(`t.${targetField}`, '=', raw)
  return (eb) => {
    if (field.kind === 'reference') {
      return eb.exists(
        eb.selectFrom(`${field.resource} as t`).select(sql`1`.as('one')).whereRef('t.id', '=', `${resource.name}.${fieldName}`).where(matches),
      )
    }
    return eb.exists(
      eb
        .selectFrom(`${linkTableName(resource.name, fieldName)} as l`)
        .innerJoin(`${field.resource} as t`, 't.id', 'l.target_id')
        .select(sql`1`.as('one'))
        .whereRef('l.owner_id', '=', `${resource.name}.id`)
        .where(matches),
    )
  }
}

export function applyFilters(query: Query, resource: Resource, params: Record<string, unknown>, dialect: Dialect, errors: ErrorCollector): Query {
  for (const [param, lookup] of Object.entries(resource.filters)) {
    const raw = params[param]
    if (raw === undefined || raw === '') continue
    const text = Array.isArray(raw) ? String(raw[raw.length - 1]) : String(raw)
    const [fieldName, operator = 'exact'] = lookup.split('__') as [string, keyof typeof COMPARISONS]
    const field = resource.fields[fieldName]
    if ((field.kind === 'reference' || field.kind === 'references') && !(operator in COMPARISONS)) {
      query = query.where(throughLink(resource, fieldName, field, operator, text))
      continue
    }
    if (field.kind === 'references') {
      query = query.where(linkedTo(resource, fieldName, field, text))
      continue
    }
    const value = filterValue(field, text)
    if (value === null) {
      errors.add(param, field.kind === 'boolean' ? 'invalidBoolean' : field.kind.startsWith('date') ? 'invalidDate' : 'invalidChoice', {
        value: text,
        min: '01.01.0001',
        max: '31.12.9999',
      })
      continue
    }
    query = query.where(`${resource.name}.${fieldName}`, COMPARISONS[operator], toColumnValue(field, value, dialect))
  }
  return query
}

/** DRF SearchFilter: every word must appear (case-insensitively) in one of the search fields. */
export function applySearch(query: Query, resource: Resource, search: unknown, dialect: Dialect): Query {
  if (typeof search !== 'string' || !search.trim() || resource.search.length === 0) return query
  const operator = dialect === 'postgres' ? 'ilike' : 'like'
  for (const word of search.trim().split(/\s+/).slice(0, 10)) {
    const pattern = `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
    query = query.where((eb) =>
      eb.or(resource.search.map((name) => eb(sql`${sql.ref(`${resource.name}.${name}`)}`, operator, sql`${pattern} escape '\\'`))),
    )
  }
  return query
}

/**
 * DRF OrderingFilter limited to the declaration's `ordering` list: any other name (system columns
 * included) is a 400. Ties are always broken by id, so pages never overlap, even when a client
 * may not order by id itself.
 */
export function applyOrdering(query: Query, resource: Resource, ordering: unknown, errors: ErrorCollector): Query {
  const requested = typeof ordering === 'string' && ordering.trim() ? ordering : resource.defaultOrdering
  const terms = requested.split(',').map((t) => t.trim()).filter(Boolean)
  const allowed = new Set<string>(resource.ordering)
  for (const term of terms) {
    const name = term.replace(/^-/, '')
    if (!allowed.has(name)) {
      errors.add('ordering', 'invalidOrdering', { value: name, allowed: [...resource.ordering].join(', ') })
      return query
    }
    query = query.orderBy(`${resource.name}.${name}`, term.startsWith('-') ? 'desc' : 'asc')
  }
  return terms.some((t) => t.replace(/^-/, '') === 'id') ? query : query.orderBy(`${resource.name}.id`, terms[0]?.startsWith('-') ? 'desc' : 'asc')
}
