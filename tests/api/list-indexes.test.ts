/**
 * The indexes the lists need exist as the declarations say (server/db/list-indexes.ts), read
 * back from the database's own catalogue, and the public news list really uses them: SQLite's
 * EXPLAIN QUERY PLAN of the statements a request runs shows no full scan and no sort.
 */
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { resources } from '../../shared/resources'
import { listIndexesOf } from '../../server/db/list-indexes'
import { searchPartitionsOf } from '../../server/db/search-partitions'
import { searchTextTable } from '../../server/db/pg-search-text'
import { startApi, type TestApi } from './helper'

let api: TestApi
beforeAll(async () => {
  api = await startApi()
})
afterAll(() => api.close())

/** Index name -> its columns, in order, for one table. */
async function indexesOf(table: string): Promise<Map<string, string[]>> {
  const { db, dialect } = api.app.context.database
  const found = new Map<string, string[]>()
  if (dialect === 'sqlite') {
    const list = await sql<{ name: string }>`select name from pragma_index_list(${table})`.execute(db)
    for (const { name } of list.rows) {
      const columns = await sql<{ name: string }>`select name from pragma_index_info(${name}) order by seqno`.execute(db)
      found.set(
        name,
        columns.rows.map((c) => c.name),
      )
    }
  } else {
    const rows = await sql<{ name: string; columns: string[] }>`
      select i.relname as name, array_agg(a.attname::text order by k.ord) as columns
      from pg_index x join pg_class i on i.oid = x.indexrelid join pg_class t on t.oid = x.indrelid
      cross join lateral unnest(x.indkey) with ordinality as k(attnum, ord)
      left join pg_attribute a on a.attrelid = t.oid and a.attnum = k.attnum
      where t.relname = ${table} and t.relnamespace = current_schema()::regnamespace group by i.relname`.execute(db)
    for (const row of rows.rows) found.set(row.name, row.columns)
  }
  return found
}

describe('indexes from the declarations', () => {
  it('every declared list index exists with its columns, on every type', async () => {
    let checked = 0
    for (const resource of resources) {
      const present = await indexesOf(resource.name)
      for (const index of listIndexesOf(resource)) {
        expect(present.get(index.name), `${index.name} on ${resource.name}`).toEqual(index.columns)
        checked++
      }
    }
    expect(checked).toBeGreaterThan(100)
  })

  it('the public news list has (lang, is_published, date_made, id, publish_at, unpublish_at): language, visibility, default ordering, schedule', () => {
    const news = resources.find((r) => r.name === 'news')!
    const columns = listIndexesOf(news).map((i) => i.columns)
    expect(columns).toContainEqual(['lang', 'is_published', 'date_made', 'id', 'publish_at', 'unpublish_at'])
    expect(columns).toContainEqual(['lang', 'is_published', 'title', 'id', 'publish_at', 'unpublish_at'])
    // A search's matches, checked and ordered from an index.
    expect(columns).toContainEqual(['id', 'lang', 'is_published', 'publish_at', 'unpublish_at', 'date_made'])
  })

  it('every type with search fields has its full-text index', async () => {
    const { db, dialect } = api.app.context.database
    for (const resource of resources.filter((r) => r.search.length)) {
      if (dialect === 'sqlite') {
        for (const { table } of searchPartitionsOf(resource)) {
          const found = await sql<{ sql: string }>`select sql from sqlite_master where name = ${table}`.execute(db)
          expect(found.rows[0]?.sql, table).toContain('unicode61 remove_diacritics 2')
        }
      } else {
        // (on the table of the stored fold beside the type's: server/db/pg-search-text.ts)
        const names = [...(await indexesOf(searchTextTable(resource))).keys()]
        expect(
          names.some((name) => name.startsWith(`search_${resource.name.slice(0, 40)}_`)),
          resource.name,
        ).toBe(true)
      }
    }
  })
})

describe('the public news list reads an index (SQLite query plans)', () => {
  it('no full scan and no sort, for the list, a deep page, and its count', async () => {
    const { database } = api.app.context
    if (database.dialect !== 'sqlite') return
    const now = new Date().toISOString()
    const rows = Array.from({ length: 2000 }, (_, n) => ({
      title: `Novica ${n}`,
      slug: `plan-${n}`,
      lang: n % 2 ? 'en' : 'sl',
      date_made: `2024-01-${10 + (n % 18)}`,
      body: 'x',
      is_published: n % 3 ? 1 : 0,
      created_at: now,
      updated_at: now,
    }))
    await database.db.insertInto('news').values(rows).execute()
    // The statements the requests really run, as the read workers receive them.
    const pool = database.readPool!
    const statements: { sql: string; parameters: readonly unknown[] }[] = []
    const query = pool.query.bind(pool)
    pool.query = (text, parameters) => (statements.push({ sql: text, parameters }), query(text, parameters))
    try {
      for (const page of [1, 60]) expect((await api.request('GET', `/news/?lang=sl&page=${page}&x=${page}`)).status).toBe(200)
    } finally {
      pool.query = query
    }
    const newsStatements = statements.filter((s) => /from "news"/.test(s.sql))
    expect(newsStatements.length).toBeGreaterThanOrEqual(3)
    const file = new SQLite(path.join(api.dataDir, 'db.sqlite3'), { readonly: true })
    try {
      const planOf = (text: string, parameters: readonly unknown[]) =>
        file
          .prepare(`explain query plan ${text}`)
          .all(...parameters)
          .map((row: any) => row.detail as string)
      for (const statement of newsStatements) {
        // A page: its ids from the index (checked alone), then those few rows by id (sorted in memory: six of them).
        const ids = /"news"\."id" in \((select "news"\."id" from .*? offset \?)\)/.exec(statement.sql)?.[1]
        if (ids) {
          const whole = planOf(statement.sql, statement.parameters)
          expect(whole.join(' | ')).toMatch(/^SEARCH news USING INTEGER PRIMARY KEY \(rowid=\?\)/)
          // Each row's tags, in their order, from the link table's index alone: no sort per row.
          expect(whole.join(' | ')).toMatch(/SEARCH news__tags USING COVERING INDEX idx_news__tags_owner_id_position_target_id \(owner_id=\?\)/)
          expect(whole.filter((line) => /TEMP B-TREE/.test(line))).toEqual(['USE TEMP B-TREE FOR ORDER BY'])
        }
        const plan = planOf(ids ?? statement.sql, statement.parameters)
        // Covering: the schedule's columns close the index, so not one row is read to count or skip.
        expect(plan.join(' | '), statement.sql).toMatch(/news USING COVERING INDEX idx_news_lang_is_published_\w+ \(lang=\? AND is_published=\?/)
        expect(
          plan.filter((line) => /^SCAN news\b/.test(line)),
          statement.sql,
        ).toEqual([])
        expect(
          plan.filter((line) => /TEMP B-TREE/.test(line)),
          statement.sql,
        ).toEqual([])
      }
    } finally {
      file.close()
    }
  })
})

describe('references in their order', () => {
  it("a page answers each record's targets in the order they were saved, however their ids run", async () => {
    const tag = async (name: string) =>
      (await api.request('POST', '/news/admin/tags/', { token: api.staffToken, body: { name: `${name} ${Date.now()}`, lang: 'sl' } })).body.id as number
    const [a, b, c] = [await tag('Prva'), await tag('Druga'), await tag('Tretja')]
    const orders = [
      [c, a, b],
      [b, c, a],
      [a, b, c],
    ]
    for (const [n, tags] of orders.entries()) {
      const body = { title: `Vrstni red ${n}`, lang: 'sl', date_made: `2031-01-0${n + 1}`, body: 'x', is_published: true, tags }
      expect((await api.request('POST', '/news/admin/news/', { token: api.staffToken, body })).status).toBe(201)
    }
    const page = await api.request('GET', '/news/?lang=sl&search=vrstni&ordering=date_made')
    expect(page.body.results.map((row: { tags: number[] }) => row.tags)).toEqual(orders)
  })
})
