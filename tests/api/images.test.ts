import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pngImage, startApi, type TestApi } from './helper'

let api: TestApi
const ids: Record<string, number> = {}

async function upload(fields: Record<string, string>) {
  const form = new FormData()
  for (const [key, value] of Object.entries(fields)) form.append(key, value)
  form.append('image', new Blob([new Uint8Array(await pngImage(20, 10))]), 'picture.png')
  const res = await api.request('POST', '/images/', { token: api.staffToken, multipart: form })
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  return res.body
}

beforeAll(async () => {
  api = await startApi()
  ids.plateau = (await upload({ title_sl: 'Plato', title_en: 'Plateau', is_main: 'true', order: '2' })).id
  ids.tower = (await upload({ title_sl: 'Stolp', title_en: 'Tower', is_main: 'true', order: '1' })).id
  ids.hall = (await upload({ title_sl: 'Hala', order: '0' })).id
})
afterAll(() => api.close())

describe('images', () => {
  it('lists and retrieves publicly, with both languages', async () => {
    const list = await api.request('GET', '/images/')
    expect(list.body.results.map((i: any) => i.title_sl)).toEqual(['Hala', 'Stolp', 'Plato'])
    const one = await api.request('GET', `/images/${ids.plateau}/`)
    expect(one.body).toMatchObject({ title_sl: 'Plato', title_en: 'Plateau', available_languages: ['sl', 'en'], is_main: true })
    expect(one.body.image).toMatch(/^\/media\//)
  })

  it('main lists the main images in order', async () => {
    const res = await api.request('GET', '/images/main/')
    expect(res.status).toBe(200)
    expect(res.body.map((i: any) => i.id)).toEqual([ids.tower, ids.plateau])
  })

  it('DELETE main/{id}/ deletes that main image, staff only', async () => {
    expect((await api.request('DELETE', `/images/main/${ids.tower}/`)).status).toBe(401)
    expect((await api.request('DELETE', `/images/main/${ids.tower}/`, { token: api.visitorToken })).status).toBe(403)
    expect((await api.request('DELETE', `/images/main/${ids.tower}/`, { token: api.staffToken })).status).toBe(204)
    expect((await api.request('GET', `/images/${ids.tower}/`)).status).toBe(404)
    expect((await api.request('GET', '/images/main/')).body.map((i: any) => i.id)).toEqual([ids.plateau])
  })

  it('DELETE main/{id}/ is 404 for an image that is not a main image', async () => {
    expect((await api.request('DELETE', `/images/main/${ids.hall}/`, { token: api.staffToken })).status).toBe(404)
    expect((await api.request('GET', `/images/${ids.hall}/`)).status).toBe(200)
  })

  it('PUT and DELETE on {id}/ are for staff', async () => {
    const put = await api.request('PUT', `/images/${ids.hall}/`, { token: api.staffToken, body: { title_sl: 'Nova hala', order: 3 } })
    expect(put.status, JSON.stringify(put.body)).toBe(200)
    expect(put.body).toMatchObject({ title_sl: 'Nova hala', order: 3 })
    expect((await api.request('PUT', `/images/${ids.hall}/`, { token: api.visitorToken, body: { title_sl: 'X' } })).status).toBe(403)
    expect((await api.request('DELETE', `/images/${ids.hall}/`, { token: api.staffToken })).status).toBe(204)
  })
})
