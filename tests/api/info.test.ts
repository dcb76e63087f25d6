import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApi, type TestApi } from './helper'

let api: TestApi
beforeAll(async () => {
  api = await startApi()
})
afterAll(() => api.close())

const record = (lang: string, title: string) => ({ title, lang, body: 'Besedilo', email: 'info@rudnik.example', opening_hours: 'pon–pet 7:00–15:00' })

describe('info', () => {
  it('the first record created is the legacy record 1, and 404 before it exists', async () => {
    expect((await api.request('GET', '/info/legacy/1/')).status).toBe(404)
    const res = await api.request('POST', '/info/', { token: api.staffToken, body: record('sl', 'Informacije') })
    expect(res.status).toBe(201)
    expect(res.body.id).toBe(1)
    const legacy = await api.request('GET', '/info/legacy/1/')
    expect(legacy.status).toBe(200)
    expect(legacy.body.title).toBe('Informacije')
  })

  it('every answer carries available_languages: the languages with a record', async () => {
    const list = await api.request('GET', '/info/')
    expect(list.body.results[0].available_languages).toEqual(['sl'])
    const created = await api.request('POST', '/info/', { token: api.staffToken, body: record('en', 'Information') })
    expect(created.body.available_languages).toEqual(['sl', 'en'])
    const one = await api.request('GET', '/info/1/')
    expect(one.body.available_languages).toEqual(['sl', 'en'])
  })

  it('keeps one record per language', async () => {
    const res = await api.request('POST', '/info/', { token: api.staffToken, body: record('sl', 'Drugi') })
    expect(res.status).toBe(400)
    expect(res.body.lang).toHaveLength(1)
  })

  it('filters by lang', async () => {
    const res = await api.request('GET', '/info/?lang=en')
    expect(res.body.results.map((r: any) => r.title)).toEqual(['Information'])
  })

  it('lang/{lang}/ answers the record of that language, 404 for de', async () => {
    const en = await api.request('GET', '/info/lang/en/')
    expect(en.status).toBe(200)
    expect(en.body).toMatchObject({ lang: 'en', title: 'Information', available_languages: ['sl', 'en'] })
    expect((await api.request('GET', '/info/lang/de/')).status).toBe(404)
  })

  it('PUT lang/{lang}/ updates the record of that language, staff only', async () => {
    expect((await api.request('PUT', '/info/lang/en/', { body: record('en', 'X') })).status).toBe(401)
    expect((await api.request('PUT', '/info/lang/en/', { token: api.visitorToken, body: record('en', 'X') })).status).toBe(403)
    const res = await api.request('PUT', '/info/lang/en/', { token: api.staffToken, body: { ...record('sl', 'About the zone') } })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ lang: 'en', title: 'About the zone' })
    expect((await api.request('PUT', '/info/lang/de/', { token: api.staffToken, body: record('en', 'X') })).status).toBe(404)
  })

  it('admin/ GET answers the records of all languages (staff)', async () => {
    expect((await api.request('GET', '/info/admin/', { token: api.visitorToken })).status).toBe(403)
    const res = await api.request('GET', '/info/admin/', { token: api.staffToken })
    expect(res.status).toBe(200)
    expect(res.body.sl.title).toBe('Informacije')
    expect(res.body.en.title).toBe('About the zone')
    expect(res.body.en.available_languages).toEqual(['sl', 'en'])
  })

  it('admin/ PATCH updates both languages in one call', async () => {
    const res = await api.request('PATCH', '/info/admin/', {
      token: api.staffToken,
      body: { sl: { phone: '03 123 45 67' }, en: { phone: '+386 3 123 45 67' } },
    })
    expect(res.status).toBe(200)
    expect(res.body.sl.phone).toBe('03 123 45 67')
    expect(res.body.en.phone).toBe('+386 3 123 45 67')
  })

  it('admin/ PUT with one bad language changes neither, errors nested by language', async () => {
    const res = await api.request('PUT', '/info/admin/', {
      token: api.staffToken,
      body: { sl: record('sl', 'Spremenjeno'), en: { ...record('en', 'Changed'), email: 'not-an-email' } },
    })
    expect(res.status).toBe(400)
    expect(res.body.en.email).toHaveLength(1)
    expect(res.body.sl).toBeUndefined()
    expect((await api.request('GET', '/info/lang/sl/')).body.title).toBe('Informacije')
  })

  it('admin/ PUT refuses a body not keyed by language', async () => {
    const res = await api.request('PUT', '/info/admin/', { token: api.staffToken, body: { title: 'x' } })
    expect(res.status).toBe(400)
    expect(res.body.non_field_errors).toHaveLength(1)
  })

  it('legacy/1/ PUT and PATCH update record 1, staff only', async () => {
    expect((await api.request('PATCH', '/info/legacy/1/', { token: api.visitorToken, body: { title: 'x' } })).status).toBe(403)
    const patch = await api.request('PATCH', '/info/legacy/1/', { token: api.staffToken, body: { intro: 'Uvod' } })
    expect(patch.status).toBe(200)
    expect(patch.body).toMatchObject({ id: 1, intro: 'Uvod', title: 'Informacije' })
    const put = await api.request('PUT', '/info/legacy/1/', { token: api.staffToken, body: { lang: 'sl' } })
    expect(put.status).toBe(400)
    expect(put.body.title).toHaveLength(1)
  })
})

describe('industrial zone', () => {
  it('keeps one record per language and answers available_languages', async () => {
    const zone = { title: 'Poslovna cona Rudnik', lang: 'sl', description: 'Opis', area_ha: 12.5, plots_count: 18, companies_count: 24 }
    const created = await api.request('POST', '/industrial_zone/', { token: api.staffToken, body: zone })
    expect(created.status).toBe(201)
    expect(created.body.available_languages).toEqual(['sl'])
    const again = await api.request('POST', '/industrial_zone/', { token: api.staffToken, body: zone })
    expect(again.status).toBe(400)
    const list = await api.request('GET', '/industrial_zone/?lang=sl')
    expect(list.body.results[0]).toMatchObject({ area_ha: 12.5, available_languages: ['sl'] })
  })

  it('writes are for staff only', async () => {
    expect((await api.request('POST', '/industrial_zone/', { token: api.visitorToken, body: {} })).status).toBe(403)
  })
})
