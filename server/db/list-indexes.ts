/**
 * The indexes a declaration's lists need, derived from the declaration alone:
 *
 *   default ordering (news: -date_made)     (lang, visibility, date_made, id)   the public list per language
 *                                           (lang, date_made, id), (visibility, date_made, id), (date_made, id)
 *                                                                               staff lists, lists without language
 *   every other declared ordering           the same, most specific prefix only: (lang, visibility, title, id)
 *   every equality filter (tag excepted)    (filter, default ordering field, id): "this gallery's images, in order"
 *   range filters (date_made__gte)          served by the ordering indexes above when they name the same
 *                                           field, else (field)
 *
 * `id` closes every ordering index because lists break ties by id (list-query.ts), so one index
 * walk answers ORDER BY ... LIMIT without sorting, and deep OFFSETs and counts read the index
 * only (SQLite and PostgreSQL both use it as covering for the WHERE). An index whose columns
 * begin another one's is left out: the longer one serves both.
 */
import { createHash } from 'node:crypto'
import type { Resource } from '../../shared/resources'
import { isScheduled, PUBLISH_AT, UNPUBLISH_AT } from '../../shared/resources/schedule'
import { languageFieldOf, uniqueIndexesOf } from './unique-indexes'

export interface ListIndex {
  name: string
  table: string
  columns: string[]
}

/** PostgreSQL cuts identifiers at 63 bytes: a longer name ends in a hash so two never meet. */
export function indexName(table: string, columns: string[]): string {
  const name = `idx_${table}_${columns.join('_')}`
  if (name.length <= 63) return name
  return `${name.slice(0, 50)}_${createHash('sha1').update(name).digest('hex').slice(0, 12)}`
}

const storedColumn = (resource: Resource, name: string) =>
  name === 'created_at' || name === 'updated_at' || (resource.fields[name] !== undefined && resource.fields[name].kind !== 'references')

export function orderingFieldsOf(terms: string): string[] {
  return terms
    .split(',')
    .map((t) => t.trim().replace(/^-/, ''))
    .filter(Boolean)
}

export function listIndexesOf(resource: Resource): ListIndex[] {
  const language = languageFieldOf(resource)
  const visibility = resource.visibility
  const [defaultField] = orderingFieldsOf(resource.defaultOrdering).filter((name) => name !== 'id' && storedColumn(resource, name))
  const prefixes = [[language, visibility], [language], [visibility], []].map((p) => p.filter((c): c is string => Boolean(c)))
  const wanted: string[][] = []
  // A scheduled type's public lists also test publish_at and unpublish_at on every row: closing the
  // index with them lets counts, deep pages and anchors read the index alone, never the table.
  const schedule = isScheduled(resource) ? [PUBLISH_AT, UNPUBLISH_AT] : []
  // (info: ordered by its language) a column already in the prefix is not repeated
  const ordered = (prefix: string[], field: string) => [
    ...prefix.filter((c) => c !== field),
    field,
    'id',
    ...(visibility && prefix.includes(visibility) ? schedule : []),
  ]
  if (defaultField) for (const prefix of prefixes) wanted.push(ordered(prefix, defaultField))
  for (const field of resource.ordering.filter((name) => name !== 'id' && name !== defaultField && storedColumn(resource, name))) {
    wanted.push(ordered(prefixes[0], field))
  }
  for (const lookup of Object.values(resource.filters)) {
    const [field, operator] = lookup.split('__')
    if (!storedColumn(resource, field) || field === language || field === visibility) continue
    const comparison = operator === 'gte' || operator === 'lte' || operator === 'gt' || operator === 'lt'
    if (comparison || field === defaultField || !defaultField) wanted.push([field])
    else wanted.push([field, defaultField, 'id'])
  }
  // A search's matches (rowids from the full-text index) are checked for language, visibility and
  // schedule and ordered by the default ordering: from this index alone, without reading each row.
  if (resource.search.length && defaultField) {
    wanted.push(['id', ...[language, visibility, ...schedule, defaultField].filter((c): c is string => Boolean(c) && c !== 'id')])
  }
  // Records are found by slug; the unique (slug, lang) index serves that when there is one.
  if (resource.fields.slug && !uniqueIndexesOf(resource).some((index) => index.columns[0] === 'slug')) wanted.push(['slug'])
  const distinct = [...new Map(wanted.map((columns) => [columns.join(','), columns])).values()]
  const covered = (columns: string[]) => distinct.some((other) => other.length > columns.length && columns.every((column, i) => other[i] === column))
  return distinct.filter((columns) => !covered(columns)).map((columns) => ({ name: indexName(resource.name, columns), table: resource.name, columns }))
}
