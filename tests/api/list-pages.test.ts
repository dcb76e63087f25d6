/**
 * Deep pages and counts (server/resources/list-reader.ts): every page of every ordering equals the
 * same slice of one plain ORDER BY over the table, with ties, NULLs and hidden rows among 1,500
 * news; pages past 256 rows start from remembered anchors; a count follows every write, from the
 * API, from SQL on the app's own connection, and from another connection to the file.
 */
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listPlansOf } from '../../server/db/list-plans'
import { startApi, type TestApi } from './helper'

let api: TestApi
const COUNT = 1500

beforeAll(async () => {
  api = await startApi()
  const { db, dialect } = api.app.context.database
  const now = new Date().toISOString()
  const rows = Array.from({ length: COUNT }, (_, n) => ({
    // Few distinct dates and titles: long runs of ties; every 97th without a date, every 89th without a title.
    title: n % 89 === 0 ? null : `Naslov ${n % 40}`,
    slug: `novica-${n}`,
    lang: n % 5 === 0 ? 'en' : 'sl',
    date_made: n % 97 === 0 ? null : `2024-0${1 + (n % 9)}-1${n % 10}`,
    body: 'besedilo',
    is_published: dialect === 'sqlite' ? (n % 7 === 0 ? 0 : 1) : n % 7 !== 0,
    created_at: now,
    updated_at: now,
  }))
  for (let i = 0; i < rows.length; i += 300)
    await db
      .insertInto('news')
      .values(rows.slice(i, i + 300))
      .execute()
})
afterAll(() => api.close())

/** The visible Slovenian news in `ordering`, by one query without OFFSET (the reference). */
async function reference(ordering: string): Promise<number[]> {
  const { db, dialect } = api.app.context.database
  let query = db
    .selectFrom('news')
    .select('id')
    .where('lang', '=', 'sl')
    .where('is_published', '=', dialect === 'sqlite' ? 1 : true)
  const terms = ordering.split(',')
  for (const term of terms) query = query.orderBy(term.replace('-', ''), term.startsWith('-') ? 'desc' : 'asc')
  if (!terms.some((t) => t.replace('-', '') === 'id')) query = query.orderBy('id', terms[0].startsWith('-') ? 'desc' : 'asc')
  return (await query.execute()).map((row) => Number(row.id))
}

// Straight to the app, not through api.request's OpenAPI check: the rows were written by SQL with
// NULLs in fields the API requires (no API write makes them), to prove the ordering copes with them.
const staffGet = async (url: string) => {
  const res = await api.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { authorization: `Token ${api.staffToken}` } })
  return { status: res.statusCode, body: res.json() }
}

const page = async (ordering: string, number: number, size: number) => {
  const res = await staffGet(`/news/admin/news/?lang=sl&is_published=true&ordering=${ordering}&page=${number}&page_size=${size}`)
  expect(res.status, `${ordering} page ${number}`).toBe(200)
  return res.body as { count: number; results: { id: number }[] }
}

describe('deep pages', () => {
  for (const ordering of ['-date_made', 'date_made', 'title', '-title', '-id', '-date_made,title', 'date_made,-title']) {
    it(`every page in ${ordering} is the same slice of the full list, ties and NULLs included`, async () => {
      const expected = await reference(ordering)
      expect(expected.length).toBeGreaterThan(900)
      const seen: number[] = []
      for (let number = 1; seen.length < expected.length; number++) {
        const body = await page(ordering, number, 7)
        expect(body.count).toBe(expected.length)
        expect(
          body.results.map((r) => r.id),
          `${ordering} page ${number}`,
        ).toEqual(expected.slice((number - 1) * 7, number * 7))
        seen.push(...body.results.map((r) => r.id))
      }
      // Jumping straight to deep pages (no anchor near yet) gives the same.
      for (const number of [150, 60, 120, 37]) {
        const body = await page(ordering, number, 6)
        expect(
          body.results.map((r) => r.id),
          `${ordering} page ${number} of 6`,
        ).toEqual(expected.slice((number - 1) * 6, number * 6))
      }
    })
  }

  // (PostgreSQL too, since its tables' versions come from notifications: server/db/table-versions.ts)
  it('reads deep pages from anchors, not by skipping every row', () => {
    expect(listPlansOf(api.app.context.database).anchorCount).toBeGreaterThan(20)
  })

  it('answers 404 past the last page, as DRF does', async () => {
    const res = await staffGet(`/news/admin/news/?lang=sl&page=${COUNT}`)
    expect(res.status).toBe(404)
  })
})

describe('counts follow every write', () => {
  // staffGet: the page may hold the SQL-written rows with NULLs (PostgreSQL sorts them first in -date_made)
  const count = async () => (await staffGet('/news/admin/news/?lang=sl&page=3&page_size=5')).body.count as number

  it('after a save through the API', async () => {
    const before = await count()
    const created = await api.request('POST', '/news/admin/news/', {
      token: api.staffToken,
      body: { title: 'Nova', lang: 'sl', date_made: '2024-05-05', body: 'x', is_published: true },
    })
    expect(created.status).toBe(201)
    expect(await count()).toBe(before + 1)
    expect((await api.request('DELETE', `/news/admin/news/${created.body.id}/`, { token: api.staffToken })).status).toBe(204)
    expect(await count()).toBe(before)
  })

  it("after SQL on the app's own connection, and in a transaction once it commits", async () => {
    const { db } = api.app.context.database
    const before = await count()
    await sql`delete from news where id = (select max(id) from news where lang = 'sl')`.execute(db)
    expect(await count()).toBe(before - 1)
    await db.transaction().execute(async (trx) => {
      await sql`delete from news where id = (select max(id) from news where lang = 'sl')`.execute(trx)
    })
    expect(await count()).toBe(before - 2)
  })

  it('after a write from another connection to the file (another process)', async () => {
    if (api.app.context.database.dialect !== 'sqlite') return
    const before = await count()
    const other = new SQLite(path.join(api.dataDir, 'db.sqlite3'))
    try {
      other.pragma('busy_timeout = 5000')
      other.prepare(`delete from news where id = (select max(id) from news where lang = 'sl')`).run()
    } finally {
      other.close()
    }
    expect(await count()).toBe(before - 1)
  })
})

describe('search pages', () => {
  it('pages of a search are slices of the same order, whatever the page size', async () => {
    const all = async (size: number) => {
      const ids: number[] = []
      for (let number = 1; ; number++) {
        const res = await staffGet(`/news/admin/news/?lang=sl&search=naslov%201&page=${number}&page_size=${size}`)
        expect(res.status).toBe(200)
        ids.push(...res.body.results.map((r: { id: number }) => r.id))
        if (!res.body.next) return { ids, count: res.body.count as number }
      }
    }
    const [small, large] = [await all(7), await all(100)]
    expect(small.count).toBeGreaterThan(200)
    expect(small.ids).toHaveLength(small.count)
    expect(small).toEqual(large)
  })
})
