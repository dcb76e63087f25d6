/**
 * GET search/ (server/search): one query through news, events, projects, premises and
 * entrepreneurs, diacritics folded on SQLite and PostgreSQL, published records only, limits
 * enforced at and past them, hostile input answered as text.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_QUERY_LENGTH } from '../../server/search/routes'
import { RESULTS_PER_TYPE } from '../../server/search/search'
import { startApi, type TestApi } from './helper'
import { SampleFactory } from './samples'

let api: TestApi
let samples: SampleFactory

const make = (name: string, overrides: Record<string, unknown>) => samples.fresh(name, { lang: 'sl', is_published: true, ...overrides })

beforeAll(async () => {
  api = await startApi()
  samples = new SampleFactory(api)
  await make('news', { title: 'Češnje iz Žalca', summary: 'Sadovnjak ob coni', body: 'Rdeče češnje, Žalec.' })
  await make('news', { title: 'Skrita češnja', summary: 'Ni objavljena', body: 'Osnutek.', is_published: false })
  await make('news', { title: 'Cherries from Žalec', summary: 'Orchard', body: 'Red cherries.', lang: 'en' })
  await make('events', { title: 'Dan odprtih vrat v Žalcu', summary: 'Ogled hal', description: '<p>Ogled.</p>', location: 'Žalec' })
  await make('projects', { title: 'Nova hala Šempeter', description: '<p>Gradnja, Žalec.</p>' })
  await make('empty_spaces', { title: 'Skladišče ob železnici', description: '<p>Prostor v Žalcu.</p>', address: 'Ulica 1, Žalec' })
  await make('entrepreneurs', { name: 'Kovačija Đurić', activity: 'Kovaštvo in ključavničarstvo', description: 'Ćevapi ob petkih.' })
  await make('entrepreneurs', { name: 'Skriti kovač', activity: 'Kovaštvo', description: 'Ni objavljen.', is_published: false })
  await make('news', { title: 'Popust 50% na_najem', summary: 'Akcija', body: 'Besedilo.' })
  await make('news', { title: 'Popust 5000 nanajem', summary: 'Druga', body: 'Besedilo.' })
})
afterAll(() => api.close())

async function search(query: string, options: { lang?: string; token?: string; extra?: string } = {}) {
  const res = await api.request('GET', `/search/?q=${encodeURIComponent(query)}&lang=${options.lang ?? 'sl'}${options.extra ?? ''}`, { token: options.token })
  return res
}
const titles = async (query: string, lang = 'sl') => {
  const res = await search(query, { lang })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return (res.body.results as { title: string }[]).map((r) => r.title).sort()
}

describe('search across the site', () => {
  it('finds words typed without č, š, ž, ć, đ in every type, with links to their pages', async () => {
    const res = await search('zalec')
    expect(res.status).toBe(200)
    expect(res.body.counts).toEqual({ news: 1, events: 1, projects: 1, empty_spaces: 1, entrepreneurs: 0 })
    expect(res.body.count).toBe(4)
    const byType = Object.fromEntries(res.body.results.map((r: { type: string; url: string }) => [r.type, r.url]))
    expect(byType.news).toMatch(/^\/news\/[a-z0-9-]+\/$/)
    expect(byType.events).toMatch(/^\/events\/[a-z0-9-]+\/$/)
    expect(byType.projects).toMatch(/^\/projects\/[a-z0-9-]+\/$/)
    expect(byType.empty_spaces).toMatch(/^\/empty-spaces\/\d+\/$/)
    expect(await titles('cesnje')).toEqual(['Češnje iz Žalca'])
    expect(await titles('CESNJE ZALCA')).toEqual(['Češnje iz Žalca'])
    expect(await titles('sempeter')).toEqual(['Nova hala Šempeter'])
    expect(await titles('duric')).toEqual(['Kovačija Đurić'])
    // đ has no Unicode decomposition: folded in the query as in the index, so the word as written finds it too.
    expect(await titles('Đurić')).toEqual(['Kovačija Đurić'])
    expect(await titles('đuric')).toEqual(['Kovačija Đurić'])
    expect(await titles('cevapi')).toEqual(['Kovačija Đurić'])
    expect(await titles('kovacija')).toEqual(['Kovačija Đurić'])
  })

  it('answers in the language asked: English records under lang=en with /en/ links', async () => {
    const res = await search('zalec', { lang: 'en' })
    expect(res.body.results.map((r: { title: string; url: string }) => [r.title, r.url.slice(0, 9)])).toEqual([['Cherries from Žalec', '/en/news/']])
    expect(await titles('cherries', 'sl')).toEqual([])
  })

  it('never finds an unpublished record, not even for staff', async () => {
    expect(await titles('skrita')).toEqual([])
    expect(await titles('skriti')).toEqual([])
    for (const token of [api.staffToken, api.visitorToken, await api.scopedStaffToken([])]) {
      const res = await search('skrit', { token })
      expect(res.status).toBe(200)
      expect(res.body.count).toBe(0)
    }
  })

  it('takes % and _ literally, not as LIKE wildcards', async () => {
    // A wildcard would let 'pop%st' find "Popust" and '5_00' find "5000".
    expect(await titles('pop%st')).toEqual([])
    expect(await titles('5_00')).toEqual([])
    expect(await titles('50%')).toContain('Popust 50% na_najem')
    expect(await titles('%')).toEqual([])
    expect(await titles('_')).toEqual([])
    expect(await titles('na_najem')).toEqual(['Popust 50% na_najem'])
  })

  it('answers hostile input as text: __proto__, quotes, FTS operators', async () => {
    for (const query of ['__proto__', 'constructor', '"', "' or 1=1 --", 'NEAR(a b)', 'a OR b', '*', '-zalec', 'zalec*']) {
      const res = await search(query)
      expect(res.status, query).toBe(200)
      expect(Object.getPrototypeOf(res.body)).toBe(Object.prototype)
    }
    const proto = await api.request('GET', '/search/?__proto__[q]=zalec&q=x')
    expect([200, 400]).toContain(proto.status)
    const twice = await api.request('GET', '/search/?q=a&q=b')
    expect(twice.status).toBe(400)
  })

  it('enforces the query length at and past the limit, and checks lang and type', async () => {
    const at = `zalec ${'x'.repeat(MAX_QUERY_LENGTH - 6)}`
    expect(at.length).toBe(MAX_QUERY_LENGTH)
    expect((await search(at)).status).toBe(200)
    const past = await search(`${at}x`)
    expect(past.status).toBe(400)
    expect(past.body.q).toBeDefined()
    expect((await search('zalec', { lang: 'de' })).status).toBe(400)
    expect((await search('zalec', { extra: '&type=users' })).status).toBe(400)
    const one = await search('zalec', { extra: '&type=events' })
    expect(one.body.results.map((r: { type: string }) => r.type)).toEqual(['events'])
  })

  it('is never older than the last save (anonymous answers are cached until content changes)', async () => {
    expect(await titles('novinka')).toEqual([])
    const item = await make('news', { title: 'Novinka', summary: 'Sveže', body: 'x' })
    expect(await titles('novinka')).toEqual(['Novinka'])
    const hidden = await api.request('PATCH', `/news/admin/news/${item.id}/`, { token: api.staffToken, body: { is_published: false } })
    expect(hidden.status).toBe(200)
    expect(await titles('novinka')).toEqual([])
  })

  it('answers an empty query with nothing, and at most RESULTS_PER_TYPE results of a type', async () => {
    const empty = await search('   ')
    expect(empty.status).toBe(200)
    expect(empty.body.count).toBe(0)
    for (let i = 0; i < RESULTS_PER_TYPE + 2; i++) await make('news', { title: `Množica ${i}`, summary: 'Vrsta', body: 'x' })
    const many = await search('mnozica')
    expect(many.body.counts.news).toBe(RESULTS_PER_TYPE + 2)
    expect(many.body.results).toHaveLength(RESULTS_PER_TYPE)
  })
})
