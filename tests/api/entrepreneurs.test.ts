import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApi, type TestApi } from './helper'

let api: TestApi
const ids: Record<string, number> = {}

beforeAll(async () => {
  api = await startApi()
  const rows = [
    { name: 'Mizarstvo Kovač', lang: 'sl', activity: 'Pohištvo po meri', is_published: true },
    { name: 'Kovač Joinery', lang: 'en', activity: 'Furniture to measure', is_published: true },
    { name: 'Rudarski laboratorij', lang: 'sl', activity: 'Meritve', is_published: true },
    { name: 'Skrito podjetje', lang: 'sl', activity: 'V pripravi', is_published: false },
  ]
  for (const body of rows) {
    const res = await api.request('POST', '/entrepreneurs/admin/', { token: api.staffToken, body })
    expect(res.status).toBe(201)
    ids[body.name] = res.body.id
  }
})
afterAll(() => api.close())

const names = (res: { body: any }) => res.body.results.map((e: any) => e.name)

describe('entrepreneurs', () => {
  it('lang/{lang}/ lists the published entrepreneurs of that language', async () => {
    const sl = await api.request('GET', '/entrepreneurs/lang/sl/')
    expect(sl.status).toBe(200)
    expect(Object.keys(sl.body)).toEqual(['count', 'next', 'previous', 'results'])
    expect(names(sl)).toEqual(['Mizarstvo Kovač', 'Rudarski laboratorij'])
    expect(names(await api.request('GET', '/entrepreneurs/lang/en/'))).toEqual(['Kovač Joinery'])
  })

  it('lang/{lang}/ answers 404 for a language other than sl and en', async () => {
    const res = await api.request('GET', '/entrepreneurs/lang/de/')
    expect(res.status).toBe(404)
    expect(res.body.detail).toBe('Not found.')
  })

  it('lang/{lang}/ still searches and pages', async () => {
    const res = await api.request('GET', '/entrepreneurs/lang/sl/?search=pohištvo&page_size=1')
    expect(names(res)).toEqual(['Mizarstvo Kovač'])
  })

  it('the public list filters by lang and hides unpublished entrepreneurs', async () => {
    expect(names(await api.request('GET', '/entrepreneurs/?lang=sl'))).toEqual(['Mizarstvo Kovač', 'Rudarski laboratorij'])
    expect((await api.request('GET', `/entrepreneurs/${ids['Skrito podjetje']}/`)).status).toBe(404)
  })

  it('the public detail answers by id and by slug', async () => {
    const byId = await api.request('GET', `/entrepreneurs/${ids['Mizarstvo Kovač']}/?lang=sl`)
    expect(byId.body).toMatchObject({ name: 'Mizarstvo Kovač', slug: 'mizarstvo-kovac' })
    const bySlug = await api.request('GET', '/entrepreneurs/mizarstvo-kovac/')
    expect(bySlug.body.id).toBe(ids['Mizarstvo Kovač'])
  })

  it('admin/ shows staff every entrepreneur and refuses others', async () => {
    const res = await api.request('GET', '/entrepreneurs/admin/?lang=sl', { token: api.staffToken })
    expect(names(res)).toContain('Skrito podjetje')
    expect((await api.request('GET', '/entrepreneurs/admin/')).status).toBe(401)
    expect((await api.request('GET', '/entrepreneurs/admin/', { token: api.visitorToken })).status).toBe(403)
  })

  it('admin/{id}/ updates, partially updates and deletes', async () => {
    const id = ids['Rudarski laboratorij']
    const put = await api.request('PUT', `/entrepreneurs/admin/${id}/`, {
      token: api.staffToken,
      body: { name: 'Rudarski laboratorij d.o.o.', lang: 'sl', website: 'https://lab.example.si', is_published: true },
    })
    expect(put.status).toBe(200)
    const patch = await api.request('PATCH', `/entrepreneurs/admin/${id}/`, { token: api.staffToken, body: { phone: '03 123 45 67' } })
    expect(patch.body).toMatchObject({ name: 'Rudarski laboratorij d.o.o.', phone: '03 123 45 67' })
    expect((await api.request('DELETE', `/entrepreneurs/admin/${id}/`, { token: api.staffToken })).status).toBe(204)
    expect((await api.request('GET', `/entrepreneurs/admin/${id}/`, { token: api.staffToken })).status).toBe(404)
  })

  it('refuses a website that is not a URL', async () => {
    const res = await api.request('POST', '/entrepreneurs/admin/', {
      token: api.staffToken,
      body: { name: 'X', lang: 'sl', website: 'not a url' },
    })
    expect(res.status).toBe(400)
    expect(Object.keys(res.body)).toEqual(['website'])
  })
})
