/**
 * A database made by an older version keeps no list index the declarations stopped asking for
 * (server/db/migrate.ts): migrating again drops our own stale `idx_` indexes and keeps the declared
 * ones, the unique ones and any index an operator made by hand.
 */
import { sql } from 'kysely'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { resources } from '../../shared/resources'
import { listIndexesOf } from '../../server/db/list-indexes'
import { migrate } from '../../server/db/migrate'
import { startApi, type TestApi } from './helper'

let api: TestApi
beforeAll(async () => {
  api = await startApi()
})
afterAll(() => api.close())

async function indexNames(table: string): Promise<string[]> {
  const { db, dialect } = api.app.context.database
  const rows =
    dialect === 'sqlite'
      ? await sql<{ name: string }>`select name from sqlite_master where type = 'index' and tbl_name = ${table}`.execute(db)
      : await sql<{ name: string }>`select indexname as name from pg_indexes where schemaname = current_schema() and tablename = ${table}`.execute(db)
  return rows.rows.map((row) => row.name).sort()
}

it('drops an index of an older shape, keeps the declared, unique and hand-made ones', async () => {
  const { db } = api.app.context.database
  const before = await indexNames('news')
  // The public list's index before it was closed with the schedule columns, and an operator's own index.
  await sql.raw('CREATE INDEX idx_news_lang_is_published_date_made_id_old ON news (lang, is_published, date_made, id)').execute(db)
  await sql.raw('CREATE INDEX reporting_news_title ON news (title)').execute(db)
  expect(await indexNames('news')).toContain('idx_news_lang_is_published_date_made_id_old')

  await migrate(api.app.context.database, resources, () => {})

  const after = await indexNames('news')
  expect(after).not.toContain('idx_news_lang_is_published_date_made_id_old')
  expect(after).toContain('reporting_news_title')
  expect(after.filter((name) => name !== 'reporting_news_title')).toEqual(before)
  for (const index of listIndexesOf(resources.find((r) => r.name === 'news')!)) expect(after).toContain(index.name)
  expect(after.some((name) => name.startsWith('uniq_news_'))).toBe(true)
  await sql.raw('DROP INDEX reporting_news_title').execute(db)
})
