import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pngImage, startApi, type TestApi } from './helper'

let api: TestApi
const spaces: Record<string, any> = {}

const space = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  lang: 'sl',
  offer: 'rent',
  category: 'office',
  size: 42.5,
  floor: 1,
  is_published: true,
  ...extra,
})

const imageForm = async (fields: Record<string, string> = {}) => {
  const form = new FormData()
  form.append('image', new Blob([new Uint8Array(await pngImage(16, 9))]), 'photo.png')
  for (const [key, value] of Object.entries(fields)) form.append(key, value)
  return form
}

beforeAll(async () => {
  api = await startApi()
  for (const [key, body] of [
    ['office', space('Pisarna v upravni stavbi')],
    ['hall', space('Proizvodna hala', { offer: 'sale', category: 'production', size: 1200, floor: 0, price: 450000 })],
    ['basement', space('Skladišče v kleti', { category: 'storage', floor: -1, size: 80 })],
    ['hidden', space('Lokal v pripravi', { category: 'commercial', is_published: false })],
    ['english', space('Office in the old mine building', { lang: 'en' })],
  ] as const) {
    const res = await api.request('POST', '/empty_spaces/full/', { token: api.staffToken, body })
    expect(res.status).toBe(201)
    spaces[key] = res.body
  }
})
afterAll(() => api.close())

const titles = (list: any[]) => list.map((s) => s.title)

describe('empty spaces: public reads', () => {
  it('lists published spaces only, filtered by language', async () => {
    const res = await api.request('GET', '/empty_spaces/?language=sl')
    expect(res.status).toBe(200)
    expect(res.body.count).toBe(3)
    expect(titles(res.body.results)).not.toContain('Lokal v pripravi')
    expect(titles((await api.request('GET', '/empty_spaces/?lang=en')).body.results)).toEqual(['Office in the old mine building'])
  })

  it('filters by offer, category and size', async () => {
    expect(titles((await api.request('GET', '/empty_spaces/?offer=sale')).body.results)).toEqual(['Proizvodna hala'])
    expect(titles((await api.request('GET', '/empty_spaces/?category=storage')).body.results)).toEqual(['Skladišče v kleti'])
    const large = await api.request('GET', '/empty_spaces/?size__gte=100')
    expect(titles(large.body.results)).toEqual(['Proizvodna hala'])
  })

  it("answers a missing or unpublished space with 404 'Space not found.'", async () => {
    const missing = await api.request('GET', '/empty_spaces/999999/')
    expect(missing.status).toBe(404)
    expect(missing.body).toEqual({ detail: 'Space not found.' })
    const hidden = await api.request('GET', `/empty_spaces/${spaces.hidden.id}/`, { language: 'sl' })
    expect(hidden.status).toBe(404)
    expect(hidden.body).toEqual({ detail: 'Prostor ni najden.' })
    expect((await api.request('GET', `/empty_spaces/${spaces.hidden.id}/`, { token: api.staffToken })).status).toBe(200)
  })

  it('returns a space by id or slug with its size, floor and offer', async () => {
    const res = await api.request('GET', `/empty_spaces/${spaces.basement.slug}/`)
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ id: spaces.basement.id, size: 80, floor: -1, offer: 'rent', category: 'storage', images: [] })
  })

  it('latest/ returns the three newest published spaces', async () => {
    const res = await api.request('GET', '/empty_spaces/latest/')
    expect(res.status).toBe(200)
    expect(res.body.map((s: any) => s.id)).toEqual([spaces.english.id, spaces.basement.id, spaces.hall.id])
    const sl = await api.request('GET', '/empty_spaces/latest/?lang=sl')
    expect(titles(sl.body)).toEqual(['Skladišče v kleti', 'Proizvodna hala', 'Pisarna v upravni stavbi'])
  })
})

describe('empty spaces: writes and rules', () => {
  it('refuses a size of zero or less', async () => {
    const res = await api.request('POST', '/empty_spaces/full/', { token: api.staffToken, body: space('Nič', { size: 0 }) })
    expect(res.status).toBe(400)
    expect(Object.keys(res.body)).toEqual(['size'])
  })

  it('refuses an offer other than rent or sale', async () => {
    const res = await api.request('POST', '/empty_spaces/', { token: api.staffToken, body: space('Menjava', { offer: 'swap' }) })
    expect(res.status).toBe(400)
    expect(Object.keys(res.body)).toEqual(['offer'])
  })

  it('lets staff write on the plain path and nobody else', async () => {
    const created = await api.request('POST', '/empty_spaces/', { token: api.staffToken, body: space('Nova pisarna', { is_published: false }) })
    expect(created.status).toBe(201)
    const patched = await api.request('PATCH', `/empty_spaces/${created.body.id}/`, { token: api.staffToken, body: { floor: 2 } })
    expect(patched.body.floor).toBe(2)
    expect((await api.request('PATCH', `/empty_spaces/${created.body.id}/`, { body: { floor: 3 } })).status).toBe(401)
    expect((await api.request('POST', '/empty_spaces/', { token: api.visitorToken, body: space('X') })).status).toBe(403)
    expect((await api.request('GET', '/empty_spaces/full/', { token: api.visitorToken })).status).toBe(403)
    expect((await api.request('DELETE', `/empty_spaces/${created.body.id}/`, { token: api.staffToken })).status).toBe(204)
  })
})

describe('empty spaces: nested images', () => {
  const base = () => `/empty_spaces/full/${spaces.office.id}/images/`

  it('creates an image of a space from multipart and lists it under that space only', async () => {
    const res = await api.request('POST', base(), { token: api.staffToken, multipart: await imageForm({ alt: 'Pogled z okna', order: '2' }) })
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({ space: spaces.office.id, alt: 'Pogled z okna', order: 2, is_main: false })
    expect(res.body.image).toMatch(/^\/media\//)
    const list = await api.request('GET', base(), { token: api.staffToken })
    expect(list.body.results.map((i: any) => i.id)).toEqual([res.body.id])
    const other = await api.request('GET', `/empty_spaces/full/${spaces.hall.id}/images/`, { token: api.staffToken })
    expect(other.body.count).toBe(0)
  })

  it('ignores a space id in the body: the image belongs to the space of the path', async () => {
    const res = await api.request('POST', base(), { token: api.staffToken, multipart: await imageForm({ space: String(spaces.hall.id) }) })
    expect(res.body.space).toBe(spaces.office.id)
  })

  it('answers 404 for an image reached through another space', async () => {
    const image = (await api.request('POST', base(), { token: api.staffToken, multipart: await imageForm() })).body
    const wrong = `/empty_spaces/full/${spaces.hall.id}/images/${image.id}/`
    expect((await api.request('GET', wrong, { token: api.staffToken })).status).toBe(404)
    expect((await api.request('PATCH', wrong, { token: api.staffToken, body: { alt: 'x' } })).status).toBe(404)
    expect((await api.request('DELETE', wrong, { token: api.staffToken })).status).toBe(404)
    expect((await api.request('GET', `${base()}${image.id}/`, { token: api.staffToken })).status).toBe(200)
  })

  it("answers 404 'Space not found.' for images of a missing space", async () => {
    const res = await api.request('GET', '/empty_spaces/full/999999/images/', { token: api.staffToken })
    expect(res.status).toBe(404)
    expect(res.body.detail).toBe('Space not found.')
  })

  it('patches an image with a new file and alt text (multipart)', async () => {
    const image = (await api.request('POST', base(), { token: api.staffToken, multipart: await imageForm() })).body
    const res = await api.request('PATCH', `${base()}${image.id}/`, { token: api.staffToken, multipart: await imageForm({ alt: 'Nova slika' }) })
    expect(res.status).toBe(200)
    expect(res.body.alt).toBe('Nova slika')
    expect(res.body.image).not.toBe(image.image)
  })

  it('keeps one main image per space', async () => {
    const first = (await api.request('POST', base(), { token: api.staffToken, multipart: await imageForm({ is_main: 'true' }) })).body
    const second = (await api.request('POST', base(), { token: api.staffToken, multipart: await imageForm({ is_main: 'true' }) })).body
    const elsewhere = await api.request('POST', `/empty_spaces/full/${spaces.hall.id}/images/`, {
      token: api.staffToken,
      multipart: await imageForm({ is_main: 'true' }),
    })
    const mains = (await api.request('GET', `${base()}?is_main=true`, { token: api.staffToken })).body.results.map((i: any) => i.id)
    expect(mains).toEqual([second.id])
    expect((await api.request('GET', `${base()}${first.id}/`, { token: api.staffToken })).body.is_main).toBe(false)
    expect((await api.request('GET', `/empty_spaces/full/${spaces.hall.id}/images/${elsewhere.body.id}/`, { token: api.staffToken })).body.is_main).toBe(true)
  })

  it('shows a published space with its images, ordered, on the public detail', async () => {
    const res = await api.request('GET', `/empty_spaces/${spaces.office.id}/`)
    const orders = res.body.images.map((i: any) => i.order)
    expect(res.body.images.length).toBeGreaterThan(1)
    expect(orders).toEqual([...orders].sort((a, b) => a - b))
    expect(res.body.images.every((i: any) => i.space === spaces.office.id)).toBe(true)
  })

  it('deletes an image', async () => {
    const image = (await api.request('POST', base(), { token: api.staffToken, multipart: await imageForm() })).body
    expect((await api.request('DELETE', `${base()}${image.id}/`, { token: api.staffToken })).status).toBe(204)
    expect((await api.request('GET', `${base()}${image.id}/`, { token: api.staffToken })).status).toBe(404)
  })

  it('is for staff only', async () => {
    expect((await api.request('GET', base())).status).toBe(401)
    expect((await api.request('POST', base(), { token: api.visitorToken, multipart: await imageForm() })).status).toBe(403)
  })

  it('deleting a space deletes its images', async () => {
    const doomed = (await api.request('POST', '/empty_spaces/full/', { token: api.staffToken, body: space('Za rušenje') })).body
    const image = (await api.request('POST', `/empty_spaces/full/${doomed.id}/images/`, { token: api.staffToken, multipart: await imageForm() })).body
    expect((await api.request('DELETE', `/empty_spaces/full/${doomed.id}/`, { token: api.staffToken })).status).toBe(204)
    let remaining = -1
    for (let attempt = 0; attempt < 50 && remaining !== 0; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 10))
      remaining = (await api.request('GET', `/empty_spaces/images/${image.id}/`, { token: api.staffToken })).status === 200 ? 1 : 0
    }
    expect(remaining).toBe(0)
  })
})
