/** The list query rules every declared resource shares: ordering limited to declared fields, page size capped. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_PAGE_SIZE } from '../../shared/constants'
import { startApi, type TestApi } from './helper'

let api: TestApi
beforeAll(async () => {
  api = await startApi()
})
afterAll(() => api.close())

describe('ordering', () => {
  it('refuses system columns a declaration does not list (news: updated_at, created_at), with a DRF message', async () => {
    for (const name of ['updated_at', '-created_at']) {
      const res = await api.request('GET', `/news/?ordering=${name}`)
      expect(res.status, name).toBe(400)
      expect(res.body).toEqual({ ordering: [`Cannot order by "${name.replace('-', '')}". Allowed: date_made, title, id.`] })
    }
  })

  it('answers in Slovenian too', async () => {
    const res = await api.request('GET', '/news/admin/tags/?ordering=updated_at', { token: api.staffToken, language: 'sl' })
    expect(res.body).toEqual({ ordering: ['Razvrščanje po "updated_at" ni mogoče. Dovoljeno: name, id.'] })
  })

  it('orders by a declared field both ways: the whole sequence, nothing missing', async () => {
    const made: Record<string, number> = {}
    for (const [title, date_made] of [
      ['Beta', '2025-09-01'],
      ['Alfa', '2025-09-03'],
      ['Gama', '2025-09-02'],
    ]) {
      const res = await api.request('POST', '/news/admin/news/', {
        token: api.staffToken,
        body: { title, date_made, lang: 'sl', body: 'x', is_published: true },
      })
      expect(res.status).toBe(201)
      made[title] = res.body.id
    }
    const titles = async (query: string) => (await api.request('GET', `/news/?${query}`)).body.results.map((n: { title: string }) => n.title)
    expect(await titles('ordering=title')).toEqual(['Alfa', 'Beta', 'Gama'])
    expect(await titles('ordering=-title')).toEqual(['Gama', 'Beta', 'Alfa'])
    expect(await titles('ordering=date_made')).toEqual(['Beta', 'Gama', 'Alfa'])
    expect(await titles('')).toEqual(['Alfa', 'Gama', 'Beta']) // the default, -date_made
    expect(await titles('ordering=-id')).toEqual(['Gama', 'Alfa', 'Beta'])
  })

  it('accepts the declared ones, created_at where declared', async () => {
    expect((await api.request('GET', '/news/?ordering=-id')).status).toBe(200)
    expect((await api.request('GET', '/common/inquiry/?ordering=-created_at', { token: api.staffToken })).status).toBe(200)
  })
})

describe('page_size', () => {
  it(`serves at most ${MAX_PAGE_SIZE} records however many are asked for`, async () => {
    const now = new Date().toISOString()
    const rows = Array.from({ length: MAX_PAGE_SIZE + 20 }, (_, i) => ({
      name: `Oznaka ${i}`,
      slug: `oznaka-${i}`,
      lang: 'sl',
      created_at: now,
      updated_at: now,
    }))
    await api.app.context.database.db.insertInto('tags').values(rows).execute()
    const res = await api.request('GET', '/news/tags/?page_size=100000')
    expect(res.status).toBe(200)
    expect(res.body.count).toBe(MAX_PAGE_SIZE + 20)
    expect(res.body.results).toHaveLength(MAX_PAGE_SIZE)
    expect(res.body.next).toMatch(/page=2/)
    const second = await api.request('GET', '/news/tags/?page_size=100000&page=2')
    expect(second.body.results).toHaveLength(20)
  })
})
