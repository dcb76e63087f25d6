/**
 * The split full-text index (server/db/search-partitions.ts, read by server/resources/search-reader.ts)
 * answers every search exactly as a plain reading of the rows does: the same count, the same
 * ids in the same order, for random words, prefixes, pairs, with and without diacritics, both
 * languages, visitors and staff, pages and both directions of the default ordering; and it
 * follows writes made with SQL (a row published, moved to the other language, re-dated,
 * deleted) and the clock (a scheduled row appears when its publish time passes, no write).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { wallClock } from '../../shared/event-status'
import { startApi, type TestApi } from './helper'
import { ManualClock } from './manual-clock'

const VOCABULARY = ['čebela', 'šola', 'žaga', 'kovač', 'rudnik', 'cona', 'đak', 'medved', 'šoštanj', 'velenje', 'panj', 'strešica', 'cesta', 'čevelj']
const clock = new ManualClock('2026-03-02T08:00:00+01:00')
let api: TestApi

interface NewsRow {
  id: number
  title: string
  summary: string
  body: string
  lang: string
  date_made: string
  is_published: number | boolean
  publish_at: string | null
  unpublish_at: string | null
}

/** mulberry32: the same rows on every run. */
function random(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = Math.imul(state ^ (state >>> 15), state | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
const next = random(42)
const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]
const words = (count: number) => Array.from({ length: count }, () => pick(VOCABULARY)).join(' ')
const sqlite = () => api.app.context.database.dialect === 'sqlite'
/** A boolean as the database's driver takes it. */
const flag = (value: boolean) => (sqlite() ? (value ? 1 : 0) : value)
const minutesFromNow = (minutes: number) => wallClock(new Date(clock.now().getTime() + minutes * 60_000))

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').replace(/đ/g, 'd').replace(/Đ/g, 'D').toLowerCase()

/** What the answer must be, from the rows alone: every word the start of a word of the text. */
function expected(rows: NewsRow[], search: string, lang: string | undefined, visitor: boolean, desc: boolean): number[] {
  const now = wallClock(clock.now())
  const terms = search.split(/\s+/).filter(Boolean).map(fold)
  return rows
    .filter((row) => lang === undefined || row.lang === lang)
    .filter((row) => !visitor || (Boolean(row.is_published) && (!row.publish_at || row.publish_at <= now) && (!row.unpublish_at || row.unpublish_at > now)))
    .filter((row) => {
      const fields = [row.title, row.summary, row.body].map(fold)
      const tokens = fields.join(' ').split(/[^\p{L}\p{N}]+/u)
      // SQLite: the start of a word (FTS5 prefix); PostgreSQL: anywhere in a field (DRF's icontains)
      return terms.every((term) => (sqlite() ? tokens.some((token) => token.startsWith(term)) : fields.some((field) => field.includes(term))))
    })
    .sort((a, b) => (a.date_made === b.date_made ? a.id - b.id : a.date_made < b.date_made ? -1 : 1) * (desc ? -1 : 1))
    .map((row) => row.id)
}

async function allRows(): Promise<NewsRow[]> {
  return (await api.app.context.database.db.selectFrom('news').selectAll().execute()) as NewsRow[]
}

/** Every page of the answer, compared with the rows read plainly. */
async function check(search: string, lang: string | undefined, visitor: boolean, desc = true) {
  const want = expected(await allRows(), search, lang, visitor, desc)
  const got: number[] = []
  for (let page = 1; ; page++) {
    const query = `search=${encodeURIComponent(search)}&page_size=7&page=${page}${lang ? `&lang=${lang}` : ''}${desc ? '' : '&ordering=date_made'}`
    const res = await api.request('GET', `${visitor ? '/news/' : '/news/admin/news/'}?${query}`, visitor ? {} : { token: api.staffToken })
    if (res.status === 404) break
    expect(res.status, query).toBe(200)
    expect(res.body.count, query).toBe(want.length)
    got.push(...res.body.results.map((row: { id: number }) => row.id))
    if (!res.body.next) break
  }
  expect(got, `${search} ${lang} ${visitor ? 'visitor' : 'staff'}`).toEqual(want)
  return want.length
}

beforeAll(async () => {
  // No answer cache (one byte holds no answer): it is not what is tested, and the writes here go around
  // the API and the scheduler's timers, which is what empties it before its minute is up.
  api = await startApi({ ANSWER_CACHE_BYTES: '1' }, { clock })
  const now = new Date().toISOString()
  const rows = Array.from({ length: 600 }, (_, n) => {
    const scheduled = next()
    return {
      title: words(3),
      summary: words(3),
      body: words(5),
      slug: `iskanje-${n}`,
      lang: next() < 0.5 ? 'sl' : 'en',
      // 40 days for 600 rows: many ties, broken by id
      date_made: `2024-0${1 + Math.floor(next() * 2)}-${String(10 + Math.floor(next() * 20)).padStart(2, '0')}`,
      is_published: flag(next() < 0.8),
      publish_at: scheduled < 0.15 ? minutesFromNow(scheduled < 0.075 ? -60 : 60) : null,
      unpublish_at: scheduled > 0.9 ? minutesFromNow(scheduled > 0.95 ? -60 : 60) : null,
      created_at: now,
      updated_at: now,
    }
  })
  await api.app.context.database.db.insertInto('news').values(rows).execute()
})
afterAll(() => api.close())

describe('the split full-text index answers as the rows do', () => {
  it('random words, prefixes and pairs, folded both ways, both languages, visitors and staff, both directions', async () => {
    let found = 0
    for (let i = 0; i < 24; i++) {
      const word = pick(VOCABULARY)
      const search = [word, fold(word), word.slice(0, 3), `${word} ${fold(pick(VOCABULARY))}`][i % 4]
      for (const lang of ['sl', 'en', undefined]) {
        found += await check(search, lang, true, i % 5 !== 0)
        if (i % 3 === 0) found += await check(search, lang, false)
      }
    }
    // (not vacuous: most searches find something)
    expect(found).toBeGreaterThan(1000)
  }, 120_000) // (about 200 searches, each compared with a plain reading: 10 s alone, past 30 s with the machine's other work)

  it("follows writes made with SQL, each column that decides a row's table or place changed alone", async () => {
    const { db } = api.app.context.database
    const [row] = await db
      .selectFrom('news')
      .select('id')
      .where('is_published', '=', flag(false))
      .where('publish_at', 'is', null)
      .where('unpublish_at', 'is', null)
      .orderBy('id')
      .limit(1)
      .execute()
    const set = async (values: Record<string, unknown>) => db.updateTable('news').set(values).where('id', '=', row.id).execute()
    await set({ title: 'Rudniški čebelnjak', lang: 'sl' })
    expect(await check('rudniski cebelnjak', 'sl', true)).toBe(0)
    await set({ is_published: flag(true) })
    expect(await check('rudniški čebelnjak', 'sl', true)).toBe(1)
    await set({ is_published: flag(false) })
    expect(await check('rudniski cebelnjak', 'sl', true)).toBe(0)
    await set({ is_published: flag(true) })
    await set({ lang: 'en' })
    expect(await check('rudniski cebelnjak', 'sl', true)).toBe(0)
    expect(await check('rudniski cebelnjak', 'en', true)).toBe(1)
    // Its place among the others of its words: first by date, then last.
    for (const date_made of ['2030-01-01', '2001-01-01']) {
      await set({ date_made, title: `Rudniški ${VOCABULARY[0]}` })
      await check(VOCABULARY[0], 'en', true)
      await check(VOCABULARY[0], 'en', true, false)
    }
    await set({ publish_at: minutesFromNow(30) })
    expect(await check('rudniski', 'en', true)).toBe(0)
    await set({ publish_at: null })
    expect(await check('rudniski', 'en', true)).toBe(1)
    await db.deleteFrom('news').where('id', '=', row.id).execute()
    expect(await check('rudniski', undefined, true)).toBe(0)
    expect(await check('rudniski', undefined, false)).toBe(0)
  })

  it('a scheduled row appears when its publish time passes and goes when its unpublish time does, with no write', async () => {
    const { db } = api.app.context.database
    const [row] = await db
      .selectFrom('news')
      .select('id')
      .where('is_published', '=', flag(true))
      .where('publish_at', 'is', null)
      .orderBy('id')
      .limit(1)
      .execute()
    await db
      .updateTable('news')
      .set({ title: 'Velenjski panjski dan', lang: 'sl', publish_at: minutesFromNow(90), unpublish_at: minutesFromNow(150) })
      .where('id', '=', row.id)
      .execute()
    expect(await check('velenjski panjski', 'sl', true)).toBe(0)
    clock.advance(100 * 60_000)
    expect(await check('velenjski panjski', 'sl', true)).toBe(1)
    // (the rows scheduled an hour ahead are public now too)
    for (const word of VOCABULARY.slice(0, 4)) await check(word, 'sl', true)
    clock.advance(60 * 60_000)
    expect(await check('velenjski panjski', 'sl', true)).toBe(0)
  })
})
