/**
 * PostgreSQL's stored fold (server/db/pg-search-text.ts) on a database made before it: the index
 * on the fold of the type's own table goes, the table of folds is filled from the rows already
 * there, and a search finds them as it did. A change of the search fields fills it again.
 * (SQLite keeps its FTS5 tables: search-index.test.ts.)
 */
import { sql } from 'kysely'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { resources } from '../../shared/resources'
import { migrate } from '../../server/db/migrate'
import { pgSearchText, searchTextTable } from '../../server/db/pg-search-text'
import { startApi, type TestApi } from './helper'

let api: TestApi
beforeAll(async () => {
  api = await startApi()
})
afterAll(() => api.close())

const news = resources.find((r) => r.name === 'news')!
const postgres = () => api.app.context.database.dialect === 'postgres'

async function searchCount(search: string): Promise<number> {
  const answer = await api.request('GET', `/news/admin/news/?search=${encodeURIComponent(search)}`, { token: api.staffToken })
  expect(answer.status).toBe(200)
  return answer.body.count
}

/** Rows whose stored fold differs from the fold of their text now (none when in step). */
async function outOfStep(): Promise<number> {
  const found = await sql<{ n: number }>`select count(*)::int as n from news full join ${sql.table(searchTextTable(news))} s on s.id = news.id
    where s.folded is distinct from search_fold(${sql.raw(pgSearchText(news))})`.execute(api.app.context.database.db)
  return found.rows[0].n
}

it.skipIf(!process.env.TEST_DATABASE_URL)('an older database: the old index goes, the folds are filled from its rows', async () => {
  expect(postgres()).toBe(true)
  const { db } = api.app.context.database
  const side = searchTextTable(news)
  // The shape before: no table of folds, a trigram index on the fold of news' own text, rows written then.
  await sql.raw(`DROP TABLE ${side}`).execute(db)
  await sql.raw(`DROP TRIGGER ${side}_sync ON news`).execute(db)
  await sql.raw(`CREATE INDEX search_news_0123456789 ON news USING gin ((search_fold(${pgSearchText(news)})) gin_trgm_ops)`).execute(db)
  const now = new Date().toISOString()
  await db
    .insertInto('news')
    .values({
      title: 'Šoštanjski čebelnjak',
      slug: 'upgrade-fold',
      lang: 'sl',
      body: 'x',
      date_made: '2024-01-01',
      is_published: true,
      created_at: now,
      updated_at: now,
    })
    .execute()

  await migrate(api.app.context.database, resources, () => {})

  const indexes = await sql<{ name: string }>`select indexname as name from pg_indexes where tablename = 'news'`.execute(db)
  expect(indexes.rows.map((row) => row.name)).not.toContain('search_news_0123456789')
  expect(await outOfStep()).toBe(0)
  expect(await searchCount('sostanjski cebelnjak')).toBe(1)

  // Folds written under other search fields (or another fold) are made again.
  await sql.raw(`UPDATE ${side} SET folded = 'stale'`).execute(db)
  await sql.raw(`COMMENT ON TABLE ${side} IS 'older fields'`).execute(db)
  await migrate(api.app.context.database, resources, () => {})
  expect(await outOfStep()).toBe(0)
  expect(await searchCount('šoštanjski')).toBe(1)
})
