import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApi, type TestApi } from './helper'

let api: TestApi

const create = (n: number, extra: Record<string, unknown> = {}) =>
  api.request('POST', '/incubator/admin/', {
    token: api.staffToken,
    body: { title_sl: `Inkubator ${n}`, title_en: `Incubator ${n}`, body_sl: `Besedilo ${n}`, body_en: `Text ${n}`, ...extra },
  })

const activeIds = async () => {
  const res = await api.request('GET', '/incubator/admin/?is_active=true&page_size=100', { token: api.staffToken })
  return res.body.results.map((r: any) => r.id)
}

beforeAll(async () => {
  api = await startApi()
})
afterAll(() => api.close())

describe('incubator set-active', () => {
  it('makes the chosen record the only active one', async () => {
    const a = (await create(1, { is_active: true })).body
    const b = (await create(2)).body
    const res = await api.request('POST', `/incubator/admin/${b.id}/set-active/`, { token: api.staffToken })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ id: b.id, is_active: true, title_sl: 'Inkubator 2', title_en: 'Incubator 2' })
    expect(await activeIds()).toEqual([b.id])
    const again = await api.request('GET', `/incubator/admin/${a.id}/`, { token: api.staffToken })
    expect(again.body.is_active).toBe(false)
  })

  it('leaves exactly one active after 20 concurrent set-active calls on different records', async () => {
    const ids: number[] = []
    for (let n = 10; n < 30; n++) ids.push((await create(n)).body.id)
    const results = await Promise.all(ids.map((id) => api.request('POST', `/incubator/admin/${id}/set-active/`, { token: api.staffToken })))
    expect(results.map((r) => r.status)).toEqual(ids.map(() => 200))
    const active = await activeIds()
    expect(active).toHaveLength(1)
    expect(ids).toContain(active[0])
  })

  it('answers 404 for a record that does not exist and changes nothing', async () => {
    const before = await activeIds()
    const res = await api.request('POST', '/incubator/admin/999999/set-active/', { token: api.staffToken })
    expect(res.status).toBe(404)
    expect(await activeIds()).toEqual(before)
  })

  it('is for staff only', async () => {
    const id = (await activeIds())[0]
    expect((await api.request('POST', `/incubator/admin/${id}/set-active/`)).status).toBe(401)
    expect((await api.request('POST', `/incubator/admin/${id}/set-active/`, { token: api.visitorToken })).status).toBe(403)
  })
})

describe('saving a record with is_active=true', () => {
  it('deactivates the others when a record is created active', async () => {
    const created = (await create(40, { is_active: true })).body
    expect(await activeIds()).toEqual([created.id])
  })

  it('deactivates the others when a record is updated to active', async () => {
    const other = (await create(41)).body
    const res = await api.request('PATCH', `/incubator/admin/${other.id}/`, { token: api.staffToken, body: { is_active: true } })
    expect(res.status).toBe(200)
    expect(await activeIds()).toEqual([other.id])
  })

  it('keeps exactly one under concurrent creates and updates that activate', async () => {
    const ids: number[] = []
    for (let n = 50; n < 60; n++) ids.push((await create(n)).body.id)
    await Promise.all([
      ...ids.map((id) => api.request('PATCH', `/incubator/admin/${id}/`, { token: api.staffToken, body: { is_active: true } })),
      ...[60, 61, 62].map((n) => create(n, { is_active: true })),
    ])
    expect(await activeIds()).toHaveLength(1)
  })
})

describe('public incubator reads', () => {
  let activeId: number

  beforeAll(async () => {
    activeId = (await create(70, { is_active: true, title_en: '', call_to_action_sl: 'Prijavite se', call_to_action_en: 'Apply now' })).body.id
    await create(71)
  })

  it('lists only the active record, in the language asked for', async () => {
    const res = await api.request('GET', '/incubator/?lang=en')
    expect(res.status).toBe(200)
    expect(res.body.count).toBe(1)
    expect(res.body.results[0]).toMatchObject({ id: activeId, call_to_action: 'Apply now', body: 'Text 70' })
    expect(res.body.results[0]).not.toHaveProperty('title_sl')
  })

  it('falls back to Slovenian where the English text is empty', async () => {
    const res = await api.request('GET', '/incubator/?lang=en')
    expect(res.body.results[0].title).toBe('Inkubator 70')
    expect(res.body.results[0].available_languages).toEqual(['sl'])
  })

  it('hides inactive records from visitors on the detail', async () => {
    const inactive = (await create(72)).body.id
    expect((await api.request('GET', `/incubator/${inactive}/`)).status).toBe(404)
    expect((await api.request('GET', `/incubator/${activeId}/`)).status).toBe(200)
  })

  it('active/ returns the active record localized by ?lang=', async () => {
    const sl = await api.request('GET', '/incubator/active/?lang=sl')
    const en = await api.request('GET', '/incubator/active/?lang=en')
    expect(sl.status).toBe(200)
    expect(sl.body).toMatchObject({ id: activeId, call_to_action: 'Prijavite se', is_active: true })
    expect(en.body).toMatchObject({ id: activeId, call_to_action: 'Apply now' })
  })

  it('lang/{lang}/ returns the active record in that language', async () => {
    const res = await api.request('GET', '/incubator/lang/en/')
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ id: activeId, call_to_action: 'Apply now' })
  })

  it('lang/{lang}/ answers 404 for a language other than sl and en', async () => {
    expect((await api.request('GET', '/incubator/lang/de/')).status).toBe(404)
  })

  it('active/ answers 404 when no record is active', async () => {
    await api.request('PATCH', `/incubator/admin/${activeId}/`, { token: api.staffToken, body: { is_active: false } })
    expect((await api.request('GET', '/incubator/active/')).status).toBe(404)
    expect((await api.request('GET', '/incubator/')).body.count).toBe(0)
  })
})
