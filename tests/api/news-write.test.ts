import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pngImage, startApi, type TestApi } from './helper'

const ADMIN = '/news/admin/news/'
let api: TestApi
beforeAll(async () => {
  api = await startApi()
})
afterAll(() => api.close())

const item = (overrides: Record<string, unknown> = {}) => ({
  title: 'Nova hala',
  lang: 'sl',
  date_made: '2025-09-13',
  body: 'Besedilo',
  is_published: true,
  ...overrides,
})

describe('staff news writes', () => {
  it('creates from JSON, makes a slug and answers 201', async () => {
    const res = await api.request('POST', ADMIN, { token: api.staffToken, body: item({ title: 'Odprtje cone Žerjav' }) })
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({ title: 'Odprtje cone Žerjav', slug: 'odprtje-cone-zerjav', lang: 'sl', tags: [], image: null })
  })

  it('keeps slugs unique within a language', async () => {
    const first = await api.request('POST', ADMIN, { token: api.staffToken, body: item({ title: 'Ista novica' }) })
    const second = await api.request('POST', ADMIN, { token: api.staffToken, body: item({ title: 'Ista novica' }) })
    expect(second.body.slug).toBe(`${first.body.slug}-2`)
    const taken = await api.request('POST', ADMIN, { token: api.staffToken, body: item({ slug: first.body.slug }) })
    expect(taken.status).toBe(400)
    expect(taken.body.slug).toHaveLength(1)
  })

  it('accepts the spec date variants and stores YYYY-MM-DD', async () => {
    for (const [typed, stored] of [
      ['13.9.2025', '2025-09-13'],
      ['2025/09/13', '2025-09-13'],
      ['13-09-25', '2025-09-13'],
    ]) {
      const res = await api.request('POST', ADMIN, { token: api.staffToken, body: item({ date_made: typed }) })
      expect(res.status, typed).toBe(201)
      expect(res.body.date_made).toBe(stored)
    }
  })

  it('creates from an urlencoded form with repeated tag keys', async () => {
    const tag1 = await api.request('POST', '/news/admin/tags/', { token: api.staffToken, body: { name: 'Ena', lang: 'sl' } })
    const tag2 = await api.request('POST', '/news/admin/tags/', { token: api.staffToken, body: { name: 'Dve', lang: 'sl' } })
    const res = await api.request('POST', ADMIN, {
      token: api.staffToken,
      form: { title: 'Iz obrazca', lang: 'sl', date_made: '2025-01-02', body: 'x', is_published: 'true', tags: [String(tag1.body.id), String(tag2.body.id)] },
    })
    expect(res.status).toBe(201)
    expect(res.body.tags).toEqual([tag1.body.id, tag2.body.id])
    expect(res.body.is_published).toBe(true)
  })

  it('uploads an image as multipart, checked by content, served under /media/', async () => {
    const form = new FormData()
    for (const [key, value] of Object.entries(item({ title: 'S sliko' }))) form.append(key, String(value))
    form.append('image', new Blob([new Uint8Array(await pngImage(16, 9))]), 'whatever.bin')
    const res = await api.request('POST', ADMIN, { token: api.staffToken, multipart: form })
    expect(res.status).toBe(201)
    expect(res.body.image).toMatch(/^\/media\/news\/[0-9a-f]{24}\.png$/)
    const file = await api.app.inject({ method: 'GET', url: res.body.image })
    expect(file.statusCode).toBe(200)
    expect(file.headers['content-type']).toBe('image/png')
  })

  it('refuses a file that only claims to be an image, and stores nothing', async () => {
    const form = new FormData()
    for (const [key, value] of Object.entries(item({ title: 'Ponaredek' }))) form.append(key, String(value))
    form.append('image', new Blob(['<script>alert(1)</script>'], { type: 'image/png' }), 'photo.png')
    const res = await api.request('POST', ADMIN, { token: api.staffToken, multipart: form })
    expect(res.status).toBe(400)
    expect(res.body.image[0]).toMatch(/valid image/)
    const list = await api.request('GET', `${ADMIN}?search=Ponaredek`, { token: api.staffToken })
    expect(list.body.count).toBe(0)
  })

  it('refuses an image over the size limit with a field message', async () => {
    const form = new FormData()
    for (const [key, value] of Object.entries(item())) form.append(key, String(value))
    form.append('image', new Blob([new Uint8Array(11 * 1024 * 1024).fill(1)]), 'big.png')
    const res = await api.request('POST', ADMIN, { token: api.staffToken, multipart: form })
    expect(res.status).toBe(400)
    expect(res.body.image[0]).toMatch(/too large/)
  })

  it('names every bad field at once in DRF shape', async () => {
    const res = await api.request('POST', ADMIN, {
      token: api.staffToken,
      body: { title: 'x'.repeat(201), lang: 'de', date_made: '31.02.2025', tags: [999], is_published: 'maybe' },
    })
    expect(res.status).toBe(400)
    expect(Object.keys(res.body).sort()).toEqual(['body', 'date_made', 'is_published', 'lang', 'tags', 'title'])
    for (const messages of Object.values(res.body)) expect(messages).toEqual([expect.any(String)])
    expect(res.body.title[0]).toBe('Ensure this field has no more than 200 characters.')
  })

  it('clears a date outside the allowed range with a message', async () => {
    const res = await api.request('POST', ADMIN, { token: api.staffToken, body: item({ date_made: '0000-01-01' }) })
    expect(res.status).toBe(400)
    expect(res.body.date_made).toHaveLength(1)
  })

  it('answers 400 with a parse message for broken JSON', async () => {
    const res = await api.app.inject({
      method: 'POST',
      url: `/api/v1${ADMIN}`,
      headers: { authorization: `Token ${api.staffToken}`, 'content-type': 'application/json', 'accept-language': 'en' },
      payload: '{"title": ',
    })
    expect(res.statusCode).toBe(400)
    expect(JSON.parse(res.body).detail).toMatch(/Malformed request/)
  })

  it('updates with PUT, partially with PATCH, and deletes', async () => {
    const created = await api.request('POST', ADMIN, { token: api.staffToken, body: item({ title: 'Za urejanje' }) })
    const url = `${ADMIN}${created.body.id}/`
    const put = await api.request('PUT', url, { token: api.staffToken, body: item({ title: 'Urejeno', body: 'Novo' }) })
    expect(put.status).toBe(200)
    expect(put.body).toMatchObject({ title: 'Urejeno', body: 'Novo', slug: created.body.slug })
    const putMissing = await api.request('PUT', url, { token: api.staffToken, body: { title: 'Brez ostalega' } })
    expect(putMissing.status).toBe(400)
    const patch = await api.request('PATCH', url, { token: api.staffToken, body: { is_published: false } })
    expect(patch.body).toMatchObject({ title: 'Urejeno', is_published: false })
    expect((await api.request('DELETE', url, { token: api.staffToken })).status).toBe(204)
    const gone = await api.request('GET', url, { token: api.staffToken })
    expect(gone.status).toBe(404)
    expect(gone.body).toEqual({ detail: 'Not found.' })
  })

  it('removes the image when asked with null, and the file with it', async () => {
    const form = new FormData()
    for (const [key, value] of Object.entries(item({ title: 'Slika gre' }))) form.append(key, String(value))
    form.append('image', new Blob([new Uint8Array(await pngImage())]), 'a.png')
    const created = await api.request('POST', ADMIN, { token: api.staffToken, multipart: form })
    const patch = await api.request('PATCH', `${ADMIN}${created.body.id}/`, { token: api.staffToken, body: { image: null } })
    expect(patch.body.image).toBeNull()
    expect((await api.app.inject({ method: 'GET', url: created.body.image })).statusCode).toBe(404)
  })
})

describe('news write permissions', () => {
  it('answers 401 to anonymous writes and 403 to non-staff tokens', async () => {
    expect((await api.request('POST', ADMIN, { body: item() })).status).toBe(401)
    const forbidden = await api.request('POST', ADMIN, { token: api.visitorToken, body: item() })
    expect(forbidden.status).toBe(403)
    expect(forbidden.body).toEqual({ detail: 'You do not have permission to perform this action.' })
    expect((await api.request('GET', ADMIN, { token: api.visitorToken })).status).toBe(403)
    expect((await api.request('GET', '/news/admin/tags/')).status).toBe(401)
  })

  it('offers no write method on the public path (405, as DRF)', async () => {
    const res = await api.request('POST', '/news/', { token: api.staffToken, body: item() })
    expect(res.status).toBe(405)
    expect(res.headers.allow).toBe('GET, HEAD')
  })
})
