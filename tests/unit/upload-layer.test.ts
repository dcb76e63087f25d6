/**
 * The upload layer (admin/data/with-file-uploads.ts): JSON unless a value holds a new File,
 * then multipart with DRF-readable encodings; stored files are never sent back.
 */
import { describe, expect, it, vi } from 'vitest'
import type { DataProvider } from 'react-admin'
import { drfDataProvider } from '../../admin/data/drf-data-provider'
import type { HttpClient, HttpRequest } from '../../admin/data/http-client'
import { withFileUploads } from '../../admin/data/with-file-uploads'

function setup() {
  const requests: { url: string; request: HttpRequest }[] = []
  const httpClient: HttpClient = async (url, request = {}) => {
    requests.push({ url, request })
    return { status: 200, headers: new Headers(), body: '{"id":1}', json: { id: 1 } }
  }
  const inner = drfDataProvider({ apiUrl: '/api/v1', pathOf: (r) => `${r}/admin/${r}/`, httpClient })
  const dataProvider: DataProvider = withFileUploads(inner, { fileFields: (r) => (r === 'news' ? ['image'] : []) })
  return { dataProvider, requests }
}

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'hala.png', { type: 'image/png' })
const upload = (file: File) => ({ rawFile: file, src: 'blob:http://localhost/1', title: file.name })

function entries(body: unknown): [string, FormDataEntryValue][] {
  expect(body).toBeInstanceOf(FormData)
  return [...(body as FormData).entries()]
}

describe('JSON when no file is present', () => {
  it('create sends JSON', async () => {
    const { dataProvider, requests } = setup()
    await dataProvider.create('news', { data: { title: 'Brez slike', tags: [], image: null } })
    expect(requests[0].request.headers).toEqual({ 'Content-Type': 'application/json' })
    expect(requests[0].request.body).toBe(JSON.stringify({ title: 'Brez slike', tags: [], image: null }))
  })

  it('update leaves the stored image (URL string) out of the JSON', async () => {
    const { dataProvider, requests } = setup()
    const previousData = { id: 1, title: 'A', image: '/media/news/a.png' }
    await dataProvider.update('news', { id: 1, data: { id: 1, title: 'B', image: '/media/news/a.png' }, previousData })
    expect(requests[0].url).toBe('/api/v1/news/admin/news/1/')
    expect(requests[0].request.body).toBe('{"title":"B"}')
  })

  it('a stored image shown as a {src, title} preview is left out too', async () => {
    const { dataProvider, requests } = setup()
    await dataProvider.create('news', { data: { title: 'A', image: { src: '/media/news/a.png', title: 'a.png' } } })
    expect(requests[0].request.body).toBe('{"title":"A"}')
  })

  it('null in the image field removes the image', async () => {
    const { dataProvider, requests } = setup()
    await dataProvider.update('news', { id: 1, data: { id: 1, image: null }, previousData: { id: 1, image: '/media/news/a.png' } })
    expect(requests[0].request.body).toBe('{"image":null}')
  })
})

describe('multipart/form-data when a field holds a File', () => {
  it('create sends every field, the file as a file part, with the encodings DRF reads', async () => {
    const { dataProvider, requests } = setup()
    const file = png()
    await dataProvider.create('news', {
      data: { title: 'Nova hala', tags: [3, 5], is_published: true, summary: null, date_made: '2025-09-13', image: upload(file) },
    })
    const { request, url } = requests[0]
    expect(url).toBe('/api/v1/news/admin/news/')
    expect(request.method).toBe('POST')
    expect(request.headers).toBeUndefined() // the browser sets multipart/form-data with its boundary
    const sent = entries(request.body)
    expect(sent.map(([key, value]) => [key, typeof value === 'string' ? value : 'FILE'])).toEqual([
      ['title', 'Nova hala'],
      ['tags', '3'],
      ['tags', '5'],
      ['is_published', 'true'],
      ['summary', ''],
      ['date_made', '2025-09-13'],
      ['image', 'FILE'],
    ])
    const image = sent.find(([key]) => key === 'image')![1] as File
    expect(image.name).toBe('hala.png')
    expect(image.type).toBe('image/png')
    expect(image.size).toBe(4)
  })

  it('an empty array sends its key once with an empty value; false is "false"', async () => {
    const { dataProvider, requests } = setup()
    await dataProvider.create('news', { data: { tags: [], is_published: false, image: upload(png()) } })
    expect(entries(requests[0].request.body).filter(([key]) => key !== 'image')).toEqual([
      ['tags', ''],
      ['is_published', 'false'],
    ])
  })

  it('update sends only the changed fields, with the new file', async () => {
    const { dataProvider, requests } = setup()
    const previousData = { id: 1, title: 'A', tags: [1], image: '/media/news/a.png', updated_at: 'x' }
    await dataProvider.update('news', {
      id: 1,
      data: { id: 1, title: 'A', tags: [1, 2], image: upload(png()), updated_at: 'x' },
      previousData,
    })
    expect(requests[0].url).toBe('/api/v1/news/admin/news/1/')
    expect(requests[0].request.method).toBe('PATCH')
    expect(entries(requests[0].request.body).map(([key, value]) => [key, typeof value === 'string' ? value : 'FILE'])).toEqual([
      ['tags', '1'],
      ['tags', '2'],
      ['image', 'FILE'],
    ])
  })

  it('a plain File value (not wrapped by ImageInput) is uploaded as well', async () => {
    const { dataProvider, requests } = setup()
    await dataProvider.create('news', { data: { image: png() } })
    expect(entries(requests[0].request.body)[0][0]).toBe('image')
  })
})

describe('reads pass through', () => {
  it("getOne is the inner provider's", async () => {
    const { dataProvider, requests } = setup()
    await expect(dataProvider.getOne('news', { id: 1 })).resolves.toEqual({ data: { id: 1 } })
    expect(requests[0].url).toBe('/api/v1/news/admin/news/1/')
  })
})

// biome-ignore lint/correctness/usePlaywrightValidDescribeCallback: Vitest collects async describe callbacks (this is not Playwright)
describe('upload progress (XMLHttpRequest)', async () => {
  const { postWithProgress } = await import('../../admin/data/upload-progress')
  const { latestSiteChange } = await import('../../admin/layout/site-change-store')

  function fakeXhr(status: number, response: unknown, offline = false) {
    const sent: { headers: Record<string, string>; method?: string; url?: string } = { headers: {} }
    const xhr: any = {
      upload: {},
      status,
      statusText: status === 201 ? 'Created' : 'Bad Request',
      responseText: JSON.stringify(response),
      open: (method: string, url: string) => Object.assign(sent, { method, url }),
      setRequestHeader: (name: string, value: string) => (sent.headers[name] = value),
      // as the server answers a save the site shows (server/site/site-change-header.ts)
      getResponseHeader: (name: string) => (name.toLowerCase() === 'x-site-changed-at' && status < 300 ? '2026-11-24T10:02:58.114Z' : null),
      send: () => {
        xhr.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 })
        if (offline) xhr.onerror()
        else xhr.onload()
      },
    }
    return { xhr, sent }
  }

  it('reports progress, sends the token and language, resolves with the JSON answer', async () => {
    const { xhr, sent } = fakeXhr(201, { id: 7 })
    const seen: number[] = []
    const answer = await postWithProgress('/api/v1/gallery-images/', new FormData(), {
      getToken: () => 'Token abc',
      getLanguage: () => 'sl',
      onProgress: (fraction) => seen.push(fraction),
      xhr: () => xhr,
    })
    expect(answer).toEqual({ id: 7 })
    expect(seen).toEqual([0.5, 1])
    // the "is my change live?" notice follows this save too
    expect(latestSiteChange()).toEqual({ at: '2026-11-24T10:02:58.114Z', page: null, shown: null })
    expect(sent).toMatchObject({ method: 'POST', url: '/api/v1/gallery-images/', headers: { Authorization: 'Token abc', 'Accept-Language': 'sl' } })
  })

  it('rejects a refused file with the status and the field errors', async () => {
    const { xhr } = fakeXhr(400, { image: ['Not an image.'] })
    const error = await postWithProgress('/x/', new FormData(), { getToken: () => null, getLanguage: () => 'en', xhr: () => xhr }).catch((e) => e)
    expect(error.status).toBe(400)
    expect(error.body).toEqual({ image: ['Not an image.'] })
  })

  it('reports a lost connection centrally and rejects with the translated network message, not raw English', async () => {
    const { onHttpError } = await import('../../admin/data/http-errors')
    const announced: number[] = []
    const stop = onHttpError((failure) => void announced.push(failure.status))
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { xhr } = fakeXhr(0, null, true)
    const error = await postWithProgress('/api/v1/news/admin/news/', new FormData(), { getToken: () => null, getLanguage: () => 'sl', xhr: () => xhr }).catch(
      (e) => e,
    )
    stop()
    quiet.mockRestore()
    expect(error).toMatchObject({ status: 0, message: 'app.errors.network' })
    expect(announced).toEqual([0])
  })

  it('a 401 during an upload is announced centrally like any other request (back to login, draft kept)', async () => {
    const { onHttpError } = await import('../../admin/data/http-errors')
    const announced: number[] = []
    const stop = onHttpError((failure) => void announced.push(failure.status))
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { xhr } = fakeXhr(401, { detail: 'Neveljaven žeton.' })
    await postWithProgress('/api/v1/gallery-images/', new FormData(), { getToken: () => 'Token old', getLanguage: () => 'sl', xhr: () => xhr }).catch(
      () => undefined,
    )
    stop()
    quiet.mockRestore()
    expect(announced).toEqual([401])
  })
})

describe('saves with files go through the progress sender', () => {
  it('create and update hand a multipart body to `multipart` with its resource; JSON saves do not', async () => {
    const sent: { url: string; method: string; resource: string; keys: string[] }[] = []
    const requests: string[] = []
    const httpClient: HttpClient = async (url, request = {}) => {
      requests.push(`${request.method ?? 'GET'} ${url}`)
      return { status: 200, headers: new Headers(), body: '{"id":1}', json: { id: 1 } }
    }
    const multipart = async (url: string, method: string, form: FormData, resource: string) => {
      sent.push({ url, method, resource, keys: [...form.keys()] })
      return { id: 9, image: '/media/news/hala.png' }
    }
    const inner = drfDataProvider({ apiUrl: '/api/v1', pathOf: (r) => `${r}/admin/${r}/`, httpClient, multipart })
    const dataProvider = withFileUploads(inner, { fileFields: () => ['image'] })
    await expect(dataProvider.create('news', { data: { title: 'S sliko', image: upload(png()) } })).resolves.toEqual({
      data: { id: 9, image: '/media/news/hala.png' },
    })
    await dataProvider.update('news', {
      id: 9,
      data: { id: 9, title: 'B', image: upload(png()) },
      previousData: { id: 9, title: 'A', image: '/media/news/a.png' },
    })
    await dataProvider.update('news', { id: 9, data: { id: 9, title: 'C' }, previousData: { id: 9, title: 'B' } })
    expect(sent).toEqual([
      { url: '/api/v1/news/admin/news/', method: 'POST', resource: 'news', keys: ['title', 'image'] },
      { url: '/api/v1/news/admin/news/9/', method: 'PATCH', resource: 'news', keys: ['title', 'image'] },
    ])
    expect(requests).toEqual(['PATCH /api/v1/news/admin/news/9/'])
  })

  it('a refused file comes back as the field error of the form', async () => {
    const { HttpError } = await import('react-admin')
    const httpClient: HttpClient = async () => ({ status: 200, headers: new Headers(), body: '', json: null })
    const multipart = async () => Promise.reject(new HttpError('Bad Request', 400, { image: ['Datoteka ni slika.'] }))
    const dataProvider = withFileUploads(drfDataProvider({ apiUrl: '/api/v1', pathOf: (r) => `${r}/`, httpClient, multipart }), { fileFields: () => ['image'] })
    const error = await dataProvider.create('news', { data: { image: upload(png()) } }).catch((e) => e)
    expect(error.body).toEqual({ errors: { image: 'Datoteka ni slika.' } })
  })
})
