/** The shape of a table that no content declaration describes (system-tables.ts, service-tables.ts). */
import type { ColumnType } from './columns'

export interface ColumnSpec {
  name: string
  type: ColumnType
  notNull?: boolean
  unique?: boolean
  references?: { table: string; onDelete: 'cascade' | 'set null' }
}

export interface TableSpec {
  name: string
  withId: boolean
  columns: ColumnSpec[]
  primaryKey?: string[]
  indexes?: string[][]
}
