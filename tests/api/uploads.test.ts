import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { UPLOADS_PER_ACCOUNT, uploadsFor } from '../../server/media/uploads'
import { startApi, type TestApi } from './helper'
import { fakeMp4 } from './samples'

let api: TestApi
beforeAll(async () => {
  api = await startApi({ UPLOAD_MAX_BYTES: String(64 * 1024) })
})
afterAll(() => api.close())

const fakePdf = () => Buffer.concat([Buffer.from('%PDF-1.7\n'), crypto.randomBytes(500), Buffer.from('\n%%EOF\n')])

async function putChunk(id: number, data: Buffer, range: string, token = api.staffToken) {
  const res = await api.app.inject({
    method: 'PUT',
    url: `/api/v1/uploads/${id}/`,
    headers: { authorization: `Token ${token}`, 'content-type': 'application/octet-stream', 'content-range': range, 'accept-language': 'en' },
    payload: data,
  })
  return { status: res.statusCode, body: res.json(), headers: res.headers }
}

const start = async (filename = 'film.mp4', token = api.staffToken) => (await api.request('POST', '/uploads/', { token, body: { filename } })).body

/** Sends a whole file in `chunk`-sized pieces; the body of the last answer. */
async function uploadWhole(data: Buffer, chunk = 4096) {
  const { id } = await start()
  let last: any
  for (let offset = 0; offset < data.length; offset += chunk) {
    const end = Math.min(offset + chunk, data.length) - 1
    last = (await putChunk(id, data.subarray(offset, end + 1), `bytes ${offset}-${end}/${data.length}`)).body
  }
  return last
}

const mediaFiles = () =>
  fs.existsSync(path.join(api.dataDir, 'media')) ? fs.readdirSync(path.join(api.dataDir, 'media'), { recursive: true }).map(String) : []

describe('resumable uploads with Content-Range', () => {
  it('assembles a file sent in 3 chunks, resuming from the offset the server reports after a broken connection, and keeps it private', async () => {
    const file = fakeMp4(10_000)
    const upload = await start()
    expect(upload).toMatchObject({ status: 'receiving', received: 0, filename: 'film.mp4' })

    expect((await putChunk(upload.id, file.subarray(0, 4000), 'bytes 0-3999/10000')).body).toMatchObject({ received: 4000, total: 10000 })
    // The connection breaks during chunk 2: only part of its body arrives, and the server refuses it.
    const broken = await putChunk(upload.id, file.subarray(4000, 5000), 'bytes 4000-7999/10000')
    expect(broken.status).toBe(400)

    const progress = await api.app.inject({ method: 'HEAD', url: `/api/v1/uploads/${upload.id}/`, headers: { authorization: `Token ${api.staffToken}` } })
    expect(progress.headers['upload-offset']).toBe('4000')
    const status = await api.request('GET', `/uploads/${upload.id}/`, { token: api.staffToken })
    expect(status.body).toMatchObject({ received: 4000, status: 'receiving' })
    expect(status.headers.range).toBe('bytes=0-3999')

    const from = status.body.received
    expect((await putChunk(upload.id, file.subarray(from, 8000), `bytes ${from}-7999/10000`)).body.received).toBe(8000)
    const done = await putChunk(upload.id, file.subarray(8000), 'bytes 8000-9999/10000')
    expect(done.status).toBe(200)
    expect(done.body).toMatchObject({ status: 'complete', received: 10000, kind: 'video', value: `upload:${upload.id}` })
    expect(done.body.file).toBeUndefined()
    // Private until a record uses it: in DATA_DIR/uploads, nothing under /media.
    expect(Buffer.compare(fs.readFileSync(path.join(api.dataDir, 'uploads', `${upload.id}.mp4`)), file)).toBe(0)
    expect(mediaFiles().filter((name) => name.endsWith('.mp4'))).toEqual([])
  })

  it('refuses a chunk that skips ahead or overlaps with 416 and the offset to resume from', async () => {
    const file = fakeMp4(3000)
    const { id } = await start()
    await putChunk(id, file.subarray(0, 1000), 'bytes 0-999/3000')
    const ahead = await putChunk(id, file.subarray(2000), 'bytes 2000-2999/3000')
    expect(ahead.status).toBe(416)
    expect(ahead.body.detail).toBe('This chunk starts at byte 2000, but the upload has 1000 bytes: send the bytes from 1000 on.')
    const overlap = await putChunk(id, file.subarray(500, 1500), 'bytes 500-1499/3000')
    expect(overlap.status).toBe(416)
    expect((await api.request('GET', `/uploads/${id}/`, { token: api.staffToken })).body.received).toBe(1000)
  })

  it('refuses a malformed Content-Range or one that does not match the body', async () => {
    const { id } = await start()
    const data = fakeMp4(100)
    expect((await putChunk(id, data, 'bytes 0-99')).status).toBe(400)
    expect((await putChunk(id, data, 'bytes 0-49/100')).status).toBe(400)
    const res = await putChunk(id, data, 'bytes 50-10/100')
    expect(res.status).toBe(400)
    expect(res.body.detail).toMatch(/Content-Range/)
  })

  it.each([
    ['a script', Buffer.from('#!/bin/sh\nrm -rf / # pretending to be a video\n')],
    ['an mp4 header with noise after it', Buffer.concat([fakeMp4(100).subarray(0, 24), crypto.randomBytes(2000)])],
    ['an HTML page behind a PDF header', Buffer.from('%PDF-1.4\n<html><script>alert(1)</script></html>')],
    ['a PNG signature on garbage', Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), crypto.randomBytes(3000)])],
  ])('refuses %s, and the upload starts over', async (_name, bad) => {
    const { id } = await start('evil.mp4')
    const res = await putChunk(id, bad, `bytes 0-${bad.length - 1}/${bad.length}`)
    expect(res.status).toBe(400)
    expect(res.body.detail).toMatch(/^This type of file is not accepted here/)
    expect((await api.request('GET', `/uploads/${id}/`, { token: api.staffToken })).body).toMatchObject({ received: 0, status: 'receiving' })
  })

  it('refuses a file larger than UPLOAD_MAX_BYTES with 413', async () => {
    const { id } = await start()
    const res = await putChunk(id, fakeMp4(1000), `bytes 0-999/${65 * 1024}`)
    expect(res.status).toBe(413)
  })

  it('is for staff only', async () => {
    expect((await api.request('POST', '/uploads/', { token: api.visitorToken, body: {} })).status).toBe(403)
    const { id } = await start()
    expect((await putChunk(id, fakeMp4(100), 'bytes 0-99/100', api.visitorToken)).status).toBe(403)
    expect((await api.request('GET', `/uploads/${id}/`)).status).toBe(401)
  })

  it('belongs to the staff account that started it: another one may not send, read or use it (403)', async () => {
    const other = await api.scopedStaffToken(['*'])
    const { id } = await start()
    expect((await putChunk(id, fakeMp4(1000), 'bytes 0-999/1000', other)).status).toBe(403)
    expect((await api.request('GET', `/uploads/${id}/`, { token: other })).status).toBe(403)
    expect((await putChunk(id, fakeMp4(1000), 'bytes 0-999/1000')).body.status).toBe('complete')
    const taken = await api.request('POST', '/videos/', { token: other, body: { title_sl: 'Tuje', file: `upload:${id}` } })
    expect(taken.status).toBe(400)
    expect(taken.body.file[0]).toMatch(/does not exist, is not complete or was already used/)
    expect((await api.request('GET', '/uploads/999999/', { token: other })).status).toBe(404)
  })

  it('removes uploads nobody used after a day, with their bytes', async () => {
    const unfinished = await start()
    await putChunk(unfinished.id, fakeMp4(3000).subarray(0, 1000), 'bytes 0-999/3000')
    const finished = await uploadWhole(fakeMp4(2000))
    const fresh = await start()
    const { db } = api.app.context.database
    const old = new Date(Date.now() - 25 * 60 * 60 * 1000).toISOString()
    await db.updateTable('uploads').set({ updated_at: old }).where('id', 'in', [unfinished.id, finished.id]).execute()
    expect(await uploadsFor(api.app.context).removeStale()).toBeGreaterThanOrEqual(2)
    const left = (await db.selectFrom('uploads').select('id').execute()).map((r) => Number(r.id))
    expect(left).not.toContain(unfinished.id)
    expect(left).not.toContain(finished.id)
    expect(left).toContain(fresh.id)
    expect(fs.existsSync(path.join(api.dataDir, 'uploads', `${unfinished.id}.part`))).toBe(false)
    expect(fs.existsSync(path.join(api.dataDir, 'uploads', `${finished.id}.mp4`))).toBe(false)
  })
})

describe('a file field takes a completed upload', () => {
  it('stores upload:<id> in a video record, moves it under /media/ and serves it there', async () => {
    const file = fakeMp4(9000)
    const done = await uploadWhole(file)
    const res = await api.request('POST', '/videos/', { token: api.staffToken, body: { title_sl: 'Cona iz zraka', file: `upload:${done.id}` } })
    expect(res.status).toBe(201)
    expect(res.body.file).toMatch(/^\/media\/videos\/[0-9a-f]{24}\.mp4$/)
    const served = await api.app.inject({ method: 'GET', url: res.body.file })
    expect(Buffer.compare(served.rawPayload, file)).toBe(0)
    expect((await api.request('GET', `/uploads/${done.id}/`, { token: api.staffToken })).body.status).toBe('used')
    expect(fs.existsSync(path.join(api.dataDir, 'uploads', `${done.id}.mp4`))).toBe(false)
  })

  it('refuses an upload used twice, unfinished or unknown', async () => {
    const done = await uploadWhole(fakeMp4(5000))
    await api.request('POST', '/videos/', { token: api.staffToken, body: { title_sl: 'Prvi', file: `upload:${done.id}` } })
    const twice = await api.request('POST', '/videos/', { token: api.staffToken, body: { title_sl: 'Drugi', file: `upload:${done.id}` } })
    expect(twice.status).toBe(400)
    expect(twice.body).toEqual({ file: [`Upload ${done.id} does not exist, is not complete or was already used.`] })
    const { id } = await start()
    expect((await api.request('POST', '/videos/', { token: api.staffToken, body: { title_sl: 'Tretji', file: `upload:${id}` } })).status).toBe(400)
    expect((await api.request('POST', '/videos/', { token: api.staffToken, body: { title_sl: 'Četrti', file: 'upload:99999' } })).status).toBe(400)
  })

  it('refuses an upload of a kind the field does not accept (a PDF for a video), and does not use it up', async () => {
    const done = await uploadWhole(fakePdf())
    expect(done.kind).toBe('pdf')
    const res = await api.request('POST', '/videos/', { token: api.staffToken, body: { title_sl: 'Napačno', file: `upload:${done.id}` } })
    expect(res.status).toBe(400)
    expect(res.body.file[0]).toMatch(/^This type of file is not accepted here. Allowed: video/)
    expect((await api.request('GET', `/uploads/${done.id}/`, { token: api.staffToken })).body.status).toBe('complete')
  })

  it('also takes a small file as a multipart part, checked by content and structure', async () => {
    const form = new FormData()
    form.append('title_sl', 'Kratek posnetek')
    form.append('file', new Blob([new Uint8Array(fakeMp4(2000))]), 'clip.bin')
    const res = await api.request('POST', '/videos/', { token: api.staffToken, multipart: form })
    expect(res.body).toMatchObject({ title_sl: 'Kratek posnetek' })
    expect(res.status).toBe(201)
    expect(res.body.file).toMatch(/^\/media\/videos\/[0-9a-f]{24}\.mp4$/)

    for (const bad of [Buffer.from('<html>not a video</html>'), Buffer.concat([fakeMp4(100).subarray(0, 24), Buffer.from('<script>alert(1)</script>')])]) {
      const form = new FormData()
      form.append('title_sl', 'Ni video')
      form.append('file', new Blob([new Uint8Array(bad)]), 'clip.mp4')
      const refused = await api.request('POST', '/videos/', { token: api.staffToken, multipart: form })
      expect(refused.status).toBe(400)
      expect(refused.body.file[0]).toMatch(/^This type of file is not accepted here/)
    }
  })

  it('refuses any other text in a file field, and keeps the file when its own URL is sent back', async () => {
    const res = await api.request('POST', '/videos/', { token: api.staffToken, body: { title_sl: 'Besedilo', file: 'http://elsewhere.example/v.mp4' } })
    expect(res.status).toBe(400)
    expect(res.body).toEqual({ file: ['The submitted data was not a file.'] })
    const done = await uploadWhole(fakeMp4(3000))
    const made = (await api.request('POST', '/videos/', { token: api.staffToken, body: { title_sl: 'Z datoteko', file: `upload:${done.id}` } })).body
    const kept = await api.request('PUT', `/videos/${made.id}/`, { token: api.staffToken, body: { title_sl: 'Preimenovano', file: made.file } })
    expect(kept.body).toMatchObject({ title_sl: 'Preimenovano', file: made.file })
    const another = await api.request('PATCH', `/videos/${made.id}/`, { token: api.staffToken, body: { file: '/media/videos/someone-elses.mp4' } })
    expect(another.body).toEqual({ file: ['The submitted data was not a file.'] })
  })
})

describe('videos', () => {
  it('shows visitors active videos only', async () => {
    await api.request('POST', '/videos/', { token: api.staffToken, body: { title_sl: 'Skrit', title_en: 'Hidden', is_active: false } })
    const res = await api.request('GET', '/videos/?page_size=100')
    expect(res.status).toBe(200)
    expect(res.body.results.map((v: { title_sl: string }) => v.title_sl)).not.toContain('Skrit')
    const staff = await api.request('GET', '/videos/?page_size=100', { token: api.staffToken })
    expect(staff.body.results.map((v: { title_sl: string }) => v.title_sl)).toContain('Skrit')
  })

  it('may be written by staff only', async () => {
    expect((await api.request('POST', '/videos/', { token: api.visitorToken, body: { title_sl: 'X' } })).status).toBe(403)
  })
})

describe('per-account quota of unused uploads', () => {
  let quota: TestApi
  beforeAll(async () => {
    quota = await startApi({ UPLOAD_MAX_BYTES: String(64 * 1024), UPLOAD_QUOTA_BYTES: String(100 * 1024) })
  })
  afterAll(() => quota.close())

  const begin = async (token: string) => (await quota.request('POST', '/uploads/', { token, body: { filename: 'film.mp4' } })).body
  const put = async (id: number, data: Buffer, range: string, token: string) => {
    const res = await quota.app.inject({
      method: 'PUT',
      url: `/api/v1/uploads/${id}/`,
      headers: { authorization: `Token ${token}`, 'content-type': 'application/octet-stream', 'content-range': range, 'accept-language': 'en' },
      payload: data,
    })
    return { status: res.statusCode, body: res.json() }
  }

  it('an upload that would take the account past UPLOAD_QUOTA_BYTES is refused (413); at the quota it is taken; other accounts are not affected', async () => {
    const first = fakeMp4(60 * 1024)
    const a = await begin(quota.staffToken)
    expect((await put(a.id, first, `bytes 0-${first.length - 1}/${first.length}`, quota.staffToken)).body.status).toBe('complete')
    const b = await begin(quota.staffToken)
    const past = fakeMp4(40 * 1024 + 1)
    const refused = await put(b.id, past.subarray(0, 1024), `bytes 0-1023/${past.length}`, quota.staffToken)
    expect([refused.status, refused.body]).toEqual([
      413,
      { detail: 'Your unused uploads would pass 0.1 MB. Use them in a record or wait until they are removed (after a day).' },
    ])
    const fits = fakeMp4(40 * 1024)
    expect((await put(b.id, fits.subarray(0, 1024), `bytes 0-1023/${fits.length}`, quota.staffToken)).status).toBe(200)

    const other = await quota.scopedStaffToken(['*'])
    const c = await begin(other)
    expect((await put(c.id, past.subarray(0, 1024), `bytes 0-1023/${past.length}`, other)).status).toBe(200)

    // A record takes the first upload: its bytes are the record's now, and the account has room again.
    const video = await quota.request('POST', '/videos/', { token: quota.staffToken, body: { title_sl: 'Film', file: `upload:${a.id}` } })
    expect(video.status).toBe(201)
    const d = await begin(quota.staffToken)
    expect((await put(d.id, past.subarray(0, 1024), `bytes 0-1023/${past.length}`, quota.staffToken)).status).toBe(200)
  })

  it('an account holds at most UPLOADS_PER_ACCOUNT unused uploads (429), others still may start theirs', async () => {
    const token = await quota.scopedStaffToken(['*'])
    for (let i = 0; i < UPLOADS_PER_ACCOUNT; i++)
      expect((await quota.request('POST', '/uploads/', { token, body: { filename: `f${i}.mp4` } })).status).toBe(201)
    const refused = await quota.request('POST', '/uploads/', { token, body: { filename: 'one-more.mp4' } })
    expect([refused.status, refused.body.detail]).toEqual([429, `You have ${UPLOADS_PER_ACCOUNT} unused uploads: use them or wait until they are removed.`])
    expect((await quota.request('POST', '/uploads/', { token: await quota.scopedStaffToken(['*']), body: { filename: 'x.mp4' } })).status).toBe(201)
  })
})
