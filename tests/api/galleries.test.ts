import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pngImage, startApi, type TestApi } from './helper'

let api: TestApi
let active: number
let hidden: number
beforeAll(async () => {
  api = await startApi()
  active = (await api.request('POST', '/galleries/', { token: api.staffToken, body: { title: 'Odprtje hale', lang: 'sl', is_active: true } })).body.id
  hidden = (await api.request('POST', '/galleries/', { token: api.staffToken, body: { title: 'Skrita', lang: 'sl', is_active: false } })).body.id
})
afterAll(() => api.close())

async function upload(gallery: number, extra: Record<string, string> = {}) {
  const form = new FormData()
  form.append('gallery', String(gallery))
  for (const [key, value] of Object.entries(extra)) form.append(key, value)
  form.append('image', new Blob([new Uint8Array(await pngImage(10, 6))]), 'a.png')
  return api.request('POST', '/gallery-images/', { token: api.staffToken, multipart: form })
}

const mediaFiles = () => {
  const dir = path.join(api.dataDir, 'media', 'gallery_images')
  return fs.existsSync(dir) ? fs.readdirSync(dir).length : 0
}

describe('galleries', () => {
  it('visitors see active galleries only; filters lang and is_active work for staff', async () => {
    const pub = await api.request('GET', '/galleries/')
    expect(pub.body.results.map((g: any) => g.id)).toEqual([active])
    const staff = await api.request('GET', '/galleries/?is_active=false', { token: api.staffToken })
    expect(staff.body.results.map((g: any) => g.id)).toEqual([hidden])
    expect((await api.request('GET', '/galleries/?lang=en')).body.count).toBe(0)
    expect((await api.request('GET', '/galleries/?search=hale')).body.count).toBe(1)
  })

  it('a gallery is found by slug too', async () => {
    expect((await api.request('GET', '/galleries/odprtje-hale/')).body.id).toBe(active)
  })

  it('per-file POST of a gallery image works (multipart, staff only)', async () => {
    const res = await upload(active, { caption: 'Prva', order: '3' })
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({ gallery: active, caption: 'Prva', order: 3, is_active: true })
    expect(res.body.image).toMatch(/^\/media\/gallery_images\//)
    const form = new FormData()
    form.append('gallery', String(active))
    expect((await api.request('POST', '/gallery-images/', { token: api.visitorToken, multipart: form })).status).toBe(403)
  })

  it('PATCH a gallery image as multipart', async () => {
    const made = await upload(active)
    const form = new FormData()
    form.append('caption', 'Popravljeno')
    const res = await api.request('PATCH', `/gallery-images/${made.body.id}/`, { token: api.staffToken, multipart: form })
    expect(res.status).toBe(200)
    expect(res.body.caption).toBe('Popravljeno')
    expect((await api.request('DELETE', `/gallery-images/${made.body.id}/`, { token: api.staffToken })).status).toBe(204)
  })

  it('lists images by gallery', async () => {
    await upload(hidden, { caption: 'V skriti' })
    const res = await api.request('GET', `/gallery-images/?gallery=${active}`, { token: api.staffToken })
    expect(res.body.results.every((i: any) => i.gallery === active)).toBe(true)
    expect(res.body.count).toBeGreaterThan(0)
  })

  it('public lists show active images of active galleries only', async () => {
    await upload(active, { caption: 'Neaktivna', is_active: 'false' })
    const pub = await api.request('GET', '/gallery-images/')
    const captions = pub.body.results.map((i: any) => i.caption)
    expect(captions).toContain('Prva')
    expect(captions).not.toContain('Neaktivna')
    expect(captions).not.toContain('V skriti')
    const staff = await api.request('GET', '/gallery-images/', { token: api.staffToken })
    expect(staff.body.results.map((i: any) => i.caption)).toEqual(expect.arrayContaining(['Neaktivna', 'V skriti']))
  })

  it('bulk upload creates one row per file, orders counting up', async () => {
    const form = new FormData()
    form.append('gallery', String(active))
    form.append('order', '10')
    form.append('is_active', 'true')
    for (let i = 0; i < 3; i++) form.append('image', new Blob([new Uint8Array(await pngImage(8 + i, 8))]), `p${i}.png`)
    const res = await api.request('POST', '/gallery-images/bulk/', { token: api.staffToken, multipart: form })
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    expect(res.body.map((r: any) => r.order)).toEqual([10, 11, 12])
    expect(res.body.every((r: any) => r.gallery === active && r.is_active)).toBe(true)
  })

  it('bulk upload takes per-file order and is_active when repeated once per file', async () => {
    const form = new FormData()
    form.append('gallery', String(active))
    for (const [order, activeFlag] of [
      ['5', 'true'],
      ['2', 'false'],
    ]) {
      form.append('image', new Blob([new Uint8Array(await pngImage())]), 'x.png')
      form.append('order', order)
      form.append('is_active', activeFlag)
    }
    const res = await api.request('POST', '/gallery-images/bulk/', { token: api.staffToken, multipart: form })
    expect(res.status).toBe(201)
    expect(res.body.map((r: any) => [r.order, r.is_active])).toEqual([
      [5, true],
      [2, false],
    ])
  })

  it('bulk upload is all-or-nothing: one bad file stores nothing and is named by index', async () => {
    const before = (await api.request('GET', `/gallery-images/?gallery=${active}`, { token: api.staffToken })).body.count
    const filesBefore = mediaFiles()
    const form = new FormData()
    form.append('gallery', String(active))
    form.append('image', new Blob([new Uint8Array(await pngImage())]), 'good.png')
    form.append('image', new Blob(['not a picture']), 'bad.png')
    form.append('image', new Blob([new Uint8Array(await pngImage())]), 'good2.png')
    const res = await api.request('POST', '/gallery-images/bulk/', { token: api.staffToken, multipart: form })
    expect(res.status).toBe(400)
    expect(res.body.images[0]).toEqual({})
    expect(res.body.images[1].image).toHaveLength(1)
    expect(res.body.images[2]).toEqual({})
    expect((await api.request('GET', `/gallery-images/?gallery=${active}`, { token: api.staffToken })).body.count).toBe(before)
    expect(mediaFiles()).toBe(filesBefore)
  })

  it('bulk upload needs a known gallery, files, and staff', async () => {
    const form = new FormData()
    form.append('gallery', '99999')
    form.append('image', new Blob([new Uint8Array(await pngImage())]), 'x.png')
    const res = await api.request('POST', '/gallery-images/bulk/', { token: api.staffToken, multipart: form })
    expect(res.status).toBe(400)
    expect(res.body.gallery).toHaveLength(1)
    const empty = new FormData()
    empty.append('gallery', String(active))
    expect((await api.request('POST', '/gallery-images/bulk/', { token: api.staffToken, multipart: empty })).body.image).toHaveLength(1)
    expect((await api.request('POST', '/gallery-images/bulk/', { token: api.visitorToken, multipart: empty })).status).toBe(403)
  })
})
