/**
 * Texts written before a field became rich text were plain: each such column is turned into
 * paragraphs once (escaped; a blank line starts a paragraph, a single line break becomes <br>),
 * and the column is recorded in `app_meta` as `rich_text:<table>.<column>` so it never runs again,
 * even when the server restarts or another instance shares the database. A fresh database records
 * its (empty) columns the same way, so texts written later as HTML are never touched.
 */
import { sql } from 'kysely'
import type { Resource } from '../../shared/resources'
import { plainTextToHtml } from '../resources/rich-text'
import type { Database } from './connect'

export const migrationKey = (table: string, column: string) => `rich_text:${table}.${column}`

async function ensureMetaTable(database: Database) {
  await database.db.schema
    .createTable('app_meta')
    .ifNotExists()
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text')
    .execute()
}

async function migrateColumn(database: Database, table: string, column: string): Promise<number> {
  return database.db.transaction().execute(async (trx) => {
    // The claim comes first: a second instance waits on it (PostgreSQL) and then finds it taken.
    const claimed = await trx
      .insertInto('app_meta')
      .values({ key: migrationKey(table, column), value: new Date().toISOString() })
      .onConflict((conflict) => conflict.column('key').doNothing())
      .executeTakeFirst()
    if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 0) return 0
    const rows = await trx
      .selectFrom(table)
      .select(['id', sql.ref<string | null>(column).as('text')])
      .where(column, 'is not', null)
      .where(column, '!=', '')
      .execute()
    for (const row of rows) {
      await trx
        .updateTable(table)
        .set({ [column]: plainTextToHtml(String(row.text)) || null })
        .where('id', '=', row.id)
        .execute()
    }
    return rows.length
  })
}

/** Converts every rich-text column not yet recorded; how many texts it converted. */
export async function migrateRichText(database: Database, resources: readonly Resource[]): Promise<number> {
  await ensureMetaTable(database)
  let converted = 0
  for (const resource of resources) {
    for (const [name, field] of Object.entries(resource.fields)) {
      if (field.kind === 'richText') converted += await migrateColumn(database, resource.name, name)
    }
  }
  return converted
}
