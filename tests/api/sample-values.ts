/**
 * A second value for a field, next to one a record already holds, for tests that need two
 * records told apart by that field: one that differs (filters), one that sorts before or after
 * (lookups and ordering). Texts and choices differ from their first letter on, so any collation
 * (SQLite's, PostgreSQL's) sorts them the same way.
 */
import { LANGUAGES } from '../../shared/languages'
import type { Field } from '../../shared/resources'

export type Relation = 'different' | 'less' | 'greater'

const within = (value: number, field: { min?: number; max?: number }) =>
  (field.min === undefined || value >= field.min) && (field.max === undefined || value <= field.max) ? value : undefined

function text(field: Extract<Field, { kind: 'text' | 'longText' }>, value: string, relation: Relation): string | undefined {
  const format = field.kind === 'text' ? field.format : undefined
  const stem = relation === 'greater' ? 'zzz' : 'aaa'
  if (format === 'email') return `${stem}-other@example.com`
  if (format === 'url') return `https://${stem}.example.com/`
  if (format === 'path') return `/${stem}-other/`
  const other = `${relation === 'greater' ? 'Zzz' : 'Aaa'} drugi ${value}`.slice(0, field.maxLength)
  if (relation === 'less' && !(other.toLowerCase() < value.toLowerCase())) return undefined
  if (relation === 'greater' && !(other.toLowerCase() > value.toLowerCase())) return undefined
  return other
}

function date(value: string, relation: Relation, withTime: boolean): string {
  const day = relation === 'greater' || (relation === 'different' && value.startsWith('2024')) ? '2026-06-30' : '2024-01-15'
  return withTime ? `${day}T09:30:00` : day
}

/** Another value for `field` than `value`, in the relation asked; undefined when the field has none (one choice, at a limit). */
export function otherValue(field: Field, value: unknown, relation: Relation): unknown {
  switch (field.kind) {
    case 'boolean':
      return relation === 'different' ? !value : undefined
    case 'text':
    case 'longText':
      return text(field, String(value), relation)
    case 'integer':
    case 'decimal': {
      const n = Number(value)
      if (relation === 'less') return within(n - 1, field)
      if (relation === 'greater') return within(n + 1, field)
      return within(n + 1, field) ?? within(n - 1, field)
    }
    case 'date':
    case 'datetime':
      return date(String(value), relation, field.kind === 'datetime')
    case 'language':
    case 'choice': {
      const ids: string[] = field.kind === 'language' ? [...LANGUAGES] : field.choices.map((c) => c.id)
      const first = String(value)[0]
      const candidates = ids.filter((id) => id[0] !== first)
      if (relation === 'less') return candidates.filter((id) => id < String(value)).at(-1)
      if (relation === 'greater') return candidates.find((id) => id > String(value))
      return candidates[0]
    }
    default:
      return undefined
  }
}

/** Lookup of a filter -> the relation a value must have to the filtered one to be left out. */
export const EXCLUDED_BY: Record<string, Relation> = { exact: 'different', gte: 'less', gt: 'less', lte: 'greater', lt: 'greater' }
