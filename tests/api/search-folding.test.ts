/**
 * search= through the database's full-text index (server/db/search-index.ts), on SQLite (FTS5)
 * and PostgreSQL (unaccent + pg_trgm): diacritics folded both ways, any case, every word in one
 * of the declared fields, partial words, and the index following every write.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApi, type TestApi } from './helper'

let api: TestApi
const ids: Record<string, number> = {}

async function create(title: string, body: string, summary = '') {
  const res = await api.request('POST', '/news/admin/news/', {
    token: api.staffToken,
    body: { title, body, summary, lang: 'sl', date_made: '2024-03-01', is_published: true },
  })
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  ids[title] = res.body.id
}

beforeAll(async () => {
  api = await startApi()
  await create('Čebelnjak Šoštanj', 'Med iz cone.')
  await create('Cebelnjak brez strešic', 'Novi panji.')
  await create('Žaga in kovač', 'Delavnica ob rudniku.', 'Kovaška dela')
  await create('Rudarski muzej', 'Čebele obiskujejo Žalec.')
})
afterAll(() => api.close())

const found = async (search: string) => {
  const res = await api.request('GET', `/news/?lang=sl&search=${encodeURIComponent(search)}`)
  expect(res.status).toBe(200)
  return (res.body.results as { title: string }[]).map((r) => r.title).sort()
}

describe('search folds Slovenian diacritics both ways', () => {
  it('finds "Čebelnjak Šoštanj" without diacritics, every word required', async () => {
    expect(await found('cebelnjak sostanj')).toEqual(['Čebelnjak Šoštanj'])
    expect(await found('sostanj cebelnjak')).toEqual(['Čebelnjak Šoštanj'])
  })

  it('finds "Cebelnjak" written with diacritics, in any case', async () => {
    expect(await found('čebelnjak')).toEqual(['Cebelnjak brez strešic', 'Čebelnjak Šoštanj'])
    expect(await found('ČEBELNJAK')).toEqual(['Cebelnjak brez strešic', 'Čebelnjak Šoštanj'])
    expect(await found('strešic')).toEqual(['Cebelnjak brez strešic'])
    expect(await found('stresic')).toEqual(['Cebelnjak brez strešic'])
  })

  it('matches the start of a word (a partial word as typed)', async () => {
    expect(await found('cebel')).toEqual(['Cebelnjak brez strešic', 'Rudarski muzej', 'Čebelnjak Šoštanj'])
    expect(await found('žag kov')).toEqual(['Žaga in kovač'])
    expect(await found('zalec')).toEqual(['Rudarski muzej'])
  })

  it('each word may match another declared field (title, summary, body), but all in the same record', async () => {
    expect(await found('kovac delavnica kovaska')).toEqual(['Žaga in kovač'])
    expect(await found('sostanj panji')).toEqual([])
    expect(await found('nikjernič')).toEqual([])
  })

  it('ignores words with no letter or digit, and a blank search', async () => {
    expect(await found('- cebelnjak !')).toEqual(['Cebelnjak brez strešic', 'Čebelnjak Šoštanj'])
    expect((await found(' ')).length).toBe(4)
  })
})

describe('the index follows every write', () => {
  it('an update replaces the old words, a delete removes them', async () => {
    const id = ids['Rudarski muzej']
    expect((await api.request('PATCH', `/news/admin/news/${id}/`, { token: api.staffToken, body: { title: 'Rudniški muzej Velenje' } })).status).toBe(200)
    expect(await found('rudarski')).toEqual([])
    expect(await found('rudniski velenje')).toEqual(['Rudniški muzej Velenje'])
    expect((await api.request('DELETE', `/news/admin/news/${id}/`, { token: api.staffToken })).status).toBe(204)
    expect(await found('velenje')).toEqual([])
  })

  it('rows written with SQL, not through the API, are found too', async () => {
    const { db, dialect } = api.app.context.database
    const now = new Date().toISOString()
    await db
      .insertInto('news')
      .values({
        title: 'Šmartno ob Paki',
        slug: 'smartno',
        lang: 'sl',
        date_made: '2024-02-02',
        body: 'x',
        is_published: dialect === 'sqlite' ? 1 : true,
        created_at: now,
        updated_at: now,
      })
      .execute()
    expect(await found('smartno paki')).toEqual(['Šmartno ob Paki'])
  })
})
