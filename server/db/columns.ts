/**
 * How each field kind is stored. Dates are kept as ISO text in both databases so that
 * they sort and compare the same way everywhere.
 */
import type { Field } from '../../shared/resources'
import type { Dialect } from './connect'

export type ColumnType = 'text' | 'integer' | 'real' | 'numeric' | 'boolean'

/** The column type of a field, or null for kinds kept in a table of their own (references). */
export function columnTypeOf(field: Field, dialect: Dialect): ColumnType | null {
  switch (field.kind) {
    case 'references':
      return null
    case 'integer':
    case 'reference':
      return 'integer'
    case 'decimal':
      return dialect === 'postgres' ? 'numeric' : 'real'
    case 'boolean':
      return dialect === 'postgres' ? 'boolean' : 'integer'
    default:
      return 'text'
  }
}

/** Values as the driver wants them: better-sqlite3 cannot bind booleans. */
export function toColumnValue(field: Field, value: unknown, dialect: Dialect): unknown {
  if (field.kind === 'boolean' && dialect === 'sqlite' && typeof value === 'boolean') return value ? 1 : 0
  return value
}

/** Values as the API returns them. */
export function fromColumnValue(field: Field, value: unknown): unknown {
  if (value === null || value === undefined) return field.kind === 'boolean' ? false : null
  switch (field.kind) {
    case 'boolean':
      return value === true || value === 1 || value === '1' || value === 't'
    case 'decimal':
    case 'integer':
    case 'reference':
      return Number(value)
    default:
      return value
  }
}

/** The table that links a record to the records of a `references` field. */
export function linkTableName(resourceName: string, fieldName: string): string {
  return `${resourceName}__${fieldName}`
}
