import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pngImage, startApi, type TestApi } from './helper'

let api: TestApi
let chairs: any
let tables: any
let chair: any
beforeAll(async () => {
  api = await startApi()
  const category = (body: object) => api.request('POST', '/products/categories/full/', { token: api.staffToken, body })
  chairs = (await category({ name_sl: 'Stoli', name_en: 'Chairs', slug: 'stoli', en_slug: 'chairs' })).body
  tables = (await category({ name_sl: 'Mize', name_en: 'Tables' })).body
  const product = (body: object) => api.request('POST', '/products/full/', { token: api.staffToken, body })
  chair = (await product({ name_sl: 'Hrastov stol', name_en: 'Oak chair', category: chairs.id, price: 149.9, sku: 'ST-1' })).body
  await product({ name_sl: 'Jedilna miza', name_en: 'Dining table', category: tables.id, price: 890 })
  await product({ name_sl: 'Skriti stol', category: chairs.id, price: 10, is_active: false })
})
afterAll(() => api.close())

describe('product categories', () => {
  it('carry both languages, a slug and an en_slug (made from the English name when empty)', () => {
    expect(chairs).toMatchObject({ name_sl: 'Stoli', name_en: 'Chairs', slug: 'stoli', en_slug: 'chairs', available_languages: ['sl', 'en'] })
    expect(tables).toMatchObject({ slug: 'mize', en_slug: 'tables' })
  })

  it('categories/ answers localized names with language', async () => {
    const en = await api.request('GET', '/products/categories/?language=en')
    expect(en.body.results.map((c: any) => c.name)).toEqual(expect.arrayContaining(['Chairs', 'Tables']))
    expect(en.body.results[0].name_sl).toBeUndefined()
    const sl = await api.request('GET', '/products/categories/?language=sl')
    expect(sl.body.results.map((c: any) => c.name)).toEqual(expect.arrayContaining(['Stoli', 'Mize']))
  })

  it('categories/ POST and categories/full/ are for staff', async () => {
    expect((await api.request('POST', '/products/categories/', { token: api.visitorToken, body: { name_sl: 'X' } })).status).toBe(403)
    expect((await api.request('GET', '/products/categories/full/')).status).toBe(401)
    const made = await api.request('POST', '/products/categories/', { token: api.staffToken, body: { name_sl: 'Omare', name_en: 'Wardrobes' } })
    expect(made.status).toBe(201)
    const put = await api.request('PUT', `/products/categories/full/${made.body.id}/`, {
      token: api.staffToken,
      body: { name_sl: 'Omare', name_en: 'Cupboards', en_slug: 'cupboards' },
    })
    expect(put.body.en_slug).toBe('cupboards')
    expect((await api.request('DELETE', `/products/categories/full/${made.body.id}/`, { token: api.staffToken })).status).toBe(204)
  })

  it('en_slug is unique', async () => {
    const res = await api.request('POST', '/products/categories/full/', { token: api.staffToken, body: { name_sl: 'Drugi stoli', en_slug: 'chairs' } })
    expect(res.status).toBe(400)
    expect(res.body.en_slug).toHaveLength(1)
  })
})

describe('products', () => {
  it('full/ filters by category__en_slug', async () => {
    const res = await api.request('GET', '/products/full/?category__en_slug=chairs', { token: api.staffToken })
    expect(res.body.results.map((p: any) => p.name_sl).sort()).toEqual(['Hrastov stol', 'Skriti stol'])
    const none = await api.request('GET', '/products/full/?category__en_slug=sofas', { token: api.staffToken })
    expect(none.body.count).toBe(0)
  })

  it('root products/ is public, localized, active products only', async () => {
    const en = await api.request('GET', '/products/?language=en')
    expect(en.status).toBe(200)
    expect(en.body.results.map((p: any) => p.name).sort()).toEqual(['Dining table', 'Oak chair'])
    const sl = await api.request('GET', `/products/${chair.id}/?language=sl`)
    expect(sl.body).toMatchObject({ name: 'Hrastov stol', price: 149.9, currency: 'EUR' })
  })

  it('root products/ POST is for staff', async () => {
    expect((await api.request('POST', '/products/', { body: { name_sl: 'X', price: 1, category: chairs.id } })).status).toBe(401)
    const res = await api.request('POST', '/products/', { token: api.staffToken, body: { name_sl: 'Klop', price: 99, category: chairs.id } })
    expect(res.status).toBe(201)
  })

  it('price is required and not negative; stock a whole number from 0', async () => {
    const missing = await api.request('POST', '/products/full/', { token: api.staffToken, body: { name_sl: 'Brez cene', category: chairs.id } })
    expect(missing.body.price).toHaveLength(1)
    const negative = await api.request('POST', '/products/full/', { token: api.staffToken, body: { name_sl: 'X', category: chairs.id, price: -1, stock: -2 } })
    expect(negative.body.price).toHaveLength(1)
    expect(negative.body.stock).toHaveLength(1)
  })

  it("full/{id}/images/ answers the product's images in order (staff)", async () => {
    for (const order of [2, 1]) {
      const form = new FormData()
      form.append('product', String(chair.id))
      form.append('order', String(order))
      form.append('alt', `Slika ${order}`)
      form.append('image', new Blob([new Uint8Array(await pngImage())]), 'x.png')
      expect((await api.request('POST', '/products/images/', { token: api.staffToken, multipart: form })).status).toBe(201)
    }
    const res = await api.request('GET', `/products/full/${chair.id}/images/`, { token: api.staffToken })
    expect(res.status).toBe(200)
    expect(res.body.results.map((i: any) => i.alt)).toEqual(['Slika 1', 'Slika 2'])
    expect((await api.request('GET', `/products/full/${chair.id}/images/`, { token: api.visitorToken })).status).toBe(403)
    expect((await api.request('GET', '/products/full/99999/images/', { token: api.staffToken })).status).toBe(404)
  })

  it('full/{id}/ PUT and DELETE', async () => {
    const made = await api.request('POST', '/products/full/', { token: api.staffToken, body: { name_sl: 'Polica', category: tables.id, price: 40 } })
    const put = await api.request('PUT', `/products/full/${made.body.id}/`, {
      token: api.staffToken,
      body: { name_sl: 'Polica', category: tables.id, price: 45 },
    })
    expect(put.body.price).toBe(45)
    expect((await api.request('DELETE', `/products/full/${made.body.id}/`, { token: api.staffToken })).status).toBe(204)
  })
})
