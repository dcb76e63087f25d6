/**
 * The list's statements compiled once per shape (server/db/query-shapes.ts, list-reader.ts,
 * search-reader.ts): another page, search or language reuses the shape with its own values bound;
 * another ordering, filter or search-ness is another shape; every answer is the one the request
 * asked for. Runs on PostgreSQL too (`npm run test:postgres -- <this file>`).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { shapesOf } from '../../server/db/query-shapes'
import { startApi, type TestApi } from './helper'

let api: TestApi
const shapes = () => shapesOf(api.app.context.database.db)

beforeAll(async () => {
  api = await startApi()
  for (const [title, date_made, lang] of [
    ['Alfa rudnik', '2025-09-01', 'sl'],
    ['Beta rudnik', '2025-09-04', 'sl'],
    ['Gama cona', '2025-09-02', 'sl'],
    ['Delta cona', '2025-09-03', 'sl'],
    ['Epsilon mine', '2025-09-05', 'en'],
    ['Zeta mine', '2025-09-06', 'en'],
  ]) {
    const res = await api.request('POST', '/news/admin/news/', { token: api.staffToken, body: { title, date_made, lang, body: 'x', is_published: true } })
    expect(res.status).toBe(201)
  }
})
afterAll(() => api.close())

const titles = async (query: string) => {
  const res = await api.request('GET', `/news/?${query}`)
  expect(res.status, query).toBe(200)
  return { count: res.body.count, titles: res.body.results.map((n: { title: string }) => n.title) }
}

/** What `read` answers, and how many shapes it compiled doing so. */
async function compiledBy<T>(read: () => Promise<T>): Promise<{ answer: T; compiled: number }> {
  const before = shapes().compiledCount
  const answer = await read()
  return { answer, compiled: shapes().compiledCount - before }
}

describe('list shapes', () => {
  it('another page or language reuses the shape, with its own values', async () => {
    const first = await compiledBy(() => titles('lang=sl&ordering=title&page_size=2'))
    expect(first.answer).toEqual({ count: 4, titles: ['Alfa rudnik', 'Beta rudnik'] })
    const second = await compiledBy(() => titles('lang=sl&ordering=title&page_size=2&page=2'))
    expect(second).toEqual({ answer: { count: 4, titles: ['Delta cona', 'Gama cona'] }, compiled: 0 })
    const english = await compiledBy(() => titles('lang=en&ordering=title&page_size=2'))
    expect(english).toEqual({ answer: { count: 2, titles: ['Epsilon mine', 'Zeta mine'] }, compiled: 0 })
  })

  it('another ordering is another shape: its own SQL, its own order', async () => {
    await titles('lang=sl&ordering=title&page_size=3')
    const down = await compiledBy(() => titles('lang=sl&ordering=-title&page_size=3'))
    expect(down.answer.titles).toEqual(['Gama cona', 'Delta cona', 'Beta rudnik'])
    expect(down.compiled).toBeGreaterThan(0)
    const byDate = await compiledBy(() => titles('lang=sl&ordering=date_made&page_size=3'))
    expect(byDate.answer.titles).toEqual(['Alfa rudnik', 'Gama cona', 'Delta cona'])
    expect(byDate.compiled).toBeGreaterThan(0)
    // Each again, with other values: the shapes are kept, the orders still right.
    const again = await compiledBy(async () => [
      await titles('lang=sl&ordering=-title&page_size=3&page=2'),
      await titles('lang=sl&ordering=date_made&page_size=3&page=2'),
      await titles('lang=sl&ordering=title&page_size=3&page=2'),
    ])
    expect(again).toEqual({
      answer: [
        { count: 4, titles: ['Alfa rudnik'] },
        { count: 4, titles: ['Beta rudnik'] },
        { count: 4, titles: ['Gama cona'] },
      ],
      compiled: 0,
    })
  })

  it('a filter more or less is another shape', async () => {
    await titles('lang=sl&ordering=title&page_size=10')
    const every = await compiledBy(() => titles('ordering=title&page_size=10'))
    expect(every.answer.count).toBe(6)
    expect(every.compiled).toBeGreaterThan(0)
  })

  it('another search reuses the search shape and finds its own words', async () => {
    const first = await compiledBy(() => titles('lang=sl&search=rudnik'))
    expect(first.answer).toEqual({ count: 2, titles: ['Beta rudnik', 'Alfa rudnik'] })
    const other = await compiledBy(() => titles('lang=sl&search=cona'))
    expect(other).toEqual({ answer: { count: 2, titles: ['Delta cona', 'Gama cona'] }, compiled: 0 })
    // Two words are a statement of their own on PostgreSQL (a condition a word), the same on SQLite (one FTS5 query).
    const both = await titles('search=rudnik%20alfa')
    expect(both).toEqual({ count: 1, titles: ['Alfa rudnik'] })
    const english = await titles('lang=en&search=mine&ordering=title')
    expect(english).toEqual({ count: 2, titles: ['Epsilon mine', 'Zeta mine'] })
  })

  it('a column named again in the ordering is dropped: no statement (or shape) grows with the repeats', async () => {
    const once = await titles('lang=sl&ordering=-date_made&page_size=2')
    await titles('lang=sl&ordering=-date_made,-date_made&page_size=2')
    // As long as the URL may be: the same answer and no new shape, whatever the count of repeats.
    for (const repeats of [2, 3, 1000]) {
      const repeated = await compiledBy(() => titles(`lang=sl&ordering=${Array(repeats).fill('-date_made').join(',')},date_made,title,-title&page_size=2`))
      expect(repeated.answer).toEqual({ count: 4, titles: once.titles })
      if (repeats > 2) expect(repeated.compiled).toBe(0)
    }
  })

  it('no build strayed from its key', () => {
    expect(shapes().mismatches).toBe(0)
  })
})
