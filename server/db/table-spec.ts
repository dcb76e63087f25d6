/** The shape of a table that no content declaration describes: a feature's `tables` (server/feature.ts). */
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
