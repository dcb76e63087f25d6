/**
 * Image fields: each held to its own size limit; a large picture may come in chunks
 * (`upload:<id>`) to every upload call of the spec; any other text is refused unless it is the
 * record's own current picture sent back; answers carry an absolute `<field>_url` too.
 */
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { resourcesByName } from '../../shared/resources'
import { pngImage, startApi, type TestApi } from './helper'
import { fakeMp4, SampleFactory, send } from './samples'

let api: TestApi
let samples: SampleFactory
beforeAll(async () => {
  api = await startApi({ SITE_URL: 'https://cona.example' })
  samples = new SampleFactory(api)
})
afterAll(() => api.close())

/** Sends `data` as a resumable upload in two chunks; its id. */
async function uploadInChunks(data: Buffer, token = api.staffToken): Promise<number> {
  const { id } = (await api.request('POST', '/uploads/', { token, body: { filename: 'photo.jpg' } })).body
  const half = Math.floor(data.length / 2)
  for (const [start, end] of [
    [0, half - 1],
    [half, data.length - 1],
  ]) {
    const res = await api.app.inject({
      method: 'PUT',
      url: `/api/v1/uploads/${id}/`,
      headers: { authorization: `Token ${token}`, 'content-type': 'application/octet-stream', 'content-range': `bytes ${start}-${end}/${data.length}` },
      payload: data.subarray(start, end + 1),
    })
    expect(res.statusCode, res.body).toBe(200)
  }
  return id
}

const photo = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#4a7c59' } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'Somebody' } })
    .toBuffer()

describe('upload:<id> in the image field of every upload call of the spec', () => {
  it.each([
    ['events/full/', 'events', 'image'],
    ['projects/project-image/', 'project_images', 'image'],
    ['galleries/', 'galleries', 'cover_image'],
    ['gallery-images/', 'gallery_images', 'image'],
    ['images/', 'images', 'image'],
    ['news/admin/news/', 'news', 'image'],
  ])('POST %s', async (path, name, field) => {
    const { values } = await samples.payload(resourcesByName[name])
    const id = await uploadInChunks(await photo())
    const res = await api.request('POST', `/${path}`, { token: api.staffToken, body: { ...values, [field]: `upload:${id}` } })
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    expect(res.body[field]).toMatch(new RegExp(`^/media/${name}/[0-9a-f]{24}\\.jpg$`))
    expect(res.body[`${field}_url`]).toBe(`https://cona.example${res.body[field]}`)
    const served = await api.app.inject({ method: 'GET', url: res.body[field] })
    const meta = await sharp(served.rawPayload).metadata()
    expect(meta).toMatchObject({ format: 'jpeg', width: 64, height: 48 })
    expect(meta.exif).toBeUndefined()
  })

  it('refuses a video upload in an image field', async () => {
    const { values } = await samples.payload(resourcesByName.images)
    const id = await uploadInChunks(fakeMp4(4000))
    const res = await api.request('POST', '/images/', { token: api.staffToken, body: { ...values, image: `upload:${id}` } })
    expect(res.body).toEqual({ image: ['This type of file is not accepted here. Allowed: image (png, jpeg, gif, webp).'] })
  })

  it('takes only the uploads of the account that sent them', async () => {
    const { values } = await samples.payload(resourcesByName.images)
    const png = await pngImage(8, 8)
    const id = await uploadInChunks(png)
    const other = await api.scopedStaffToken(['*'])
    const foreign = await api.request('POST', '/images/', { token: other, body: { ...values, image: `upload:${id}` } })
    expect(foreign.body.image[0]).toMatch(/does not exist, is not complete or was already used/)
    expect((await api.request('POST', '/images/', { token: api.staffToken, body: { ...values, image: `upload:${id}` } })).status).toBe(201)
  })
})

describe('each image field has its own size limit', () => {
  it('a poster (10 MB) beyond its limit is refused as too large, though the video field takes more', async () => {
    const form = new FormData()
    form.append('title_sl', 'Velik plakat')
    form.append('poster', new Blob([new Uint8Array(Buffer.alloc(11 * 1024 * 1024))]), 'poster.png')
    const res = await api.request('POST', '/videos/', { token: api.staffToken, multipart: form })
    expect(res.status).toBe(400)
    expect(res.body).toEqual({ poster: ['The file is too large: at most 10 MB.'] })
  })
})

describe('text in an image field', () => {
  let record: Record<string, any>
  beforeAll(async () => {
    const { values, files } = await samples.payload(resourcesByName.images)
    record = (await send(api, 'POST', '/images/', values, files)).body
  })

  it('keeps the picture when its own URL, relative or absolute, is sent back', async () => {
    for (const image of [record.image, record.image_url]) {
      const res = await api.request('PATCH', `/images/${record.id}/`, { token: api.staffToken, body: { title_sl: 'Ohranjena', image } })
      expect(res.status, JSON.stringify(res.body)).toBe(200)
      expect(res.body.image).toBe(record.image)
    }
  })

  it('refuses any other URL or text (400), instead of ignoring it', async () => {
    for (const image of ['/media/images/another.png', 'https://elsewhere.example/x.png', 'hello']) {
      const res = await api.request('PATCH', `/images/${record.id}/`, { token: api.staffToken, body: { image } })
      expect(res.status, image).toBe(400)
      expect(res.body).toEqual({ image: ['The submitted data was not a file.'] })
    }
    const created = await api.request('POST', '/images/', { token: api.staffToken, body: { title_sl: 'Nova', image: record.image } })
    expect(created.body).toEqual({ image: ['The submitted data was not a file.'] })
  })
})
