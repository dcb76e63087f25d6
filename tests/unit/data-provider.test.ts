/**
 * The generic DRF dataProvider (admin/data/drf-data-provider.ts: ra-data-simple-rest on the DRF
 * HTTP adapter): exact URLs, methods, headers and bodies through a recording fake http client,
 * and the http client's own headers.
 */
import { describe, expect, it } from 'vitest'
import { HttpError } from 'react-admin'
import { drfDataProvider } from '../../admin/data/drf-data-provider'
import { MAX_PAGE_SIZE, fetchAllRows } from '../../admin/data/export-all'
import { createHttpClient, type HttpClient, type HttpRequest } from '../../admin/data/http-client'

interface Call {
  url: string
  method: string
  headers: Record<string, string>
  body: HttpRequest['body']
}

/** Answers each call with the next queued reply (or `{}`), remembering what was asked. */
function recordingClient(...replies: Array<unknown | Error>) {
  const calls: Call[] = []
  const client: HttpClient = async (url, request = {}) => {
    calls.push({ url, method: request.method ?? 'GET', headers: request.headers ?? {}, body: request.body })
    const reply = replies.length ? replies.shift() : {}
    if (reply instanceof Error) throw reply
    return { status: 200, headers: new Headers(), body: JSON.stringify(reply), json: reply }
  }
  return { client, calls }
}

const paths: Record<string, string> = { news: 'news/admin/news/', tags: 'news/admin/tags/' }
const provider = (client: HttpClient) => drfDataProvider({ apiUrl: '/api/v1', pathOf: (r) => paths[r], httpClient: client })

const JSON_HEADERS = { 'Content-Type': 'application/json' }

describe('getList', () => {
  it('asks for the page, page size, ordering and filters, and reads {count, results}', async () => {
    const { client, calls } = recordingClient({ count: 14, next: null, previous: null, results: [{ id: 3 }, { id: 2 }] })
    const result = await provider(client).getList('news', {
      pagination: { page: 2, perPage: 6 },
      sort: { field: 'date_made', order: 'DESC' },
      filter: { search: 'rudnik zona', lang: 'sl', is_published: true, date_made__gte: '2025-01-01' },
    })
    expect(calls).toEqual([
      {
        url: '/api/v1/news/admin/news/?page=2&page_size=6&ordering=-date_made&search=rudnik+zona&lang=sl&is_published=true&date_made__gte=2025-01-01',
        method: 'GET',
        headers: {},
        body: undefined,
      },
    ])
    expect(result).toEqual({ data: [{ id: 3 }, { id: 2 }], total: 14 })
  })

  it('orders ascending without a minus sign', async () => {
    const { client, calls } = recordingClient({ count: 0, results: [] })
    await provider(client).getList('tags', { pagination: { page: 1, perPage: 100 }, sort: { field: 'name', order: 'ASC' }, filter: {} })
    expect(calls[0].url).toBe('/api/v1/news/admin/tags/?page=1&page_size=100&ordering=name')
  })

  it('repeats the key for array filter values and leaves out empty ones', async () => {
    const { client, calls } = recordingClient({ count: 0, results: [] })
    await provider(client).getList('news', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'title', order: 'ASC' },
      filter: { tag: [1, 'industrija'], lang: '', search: null, is_published: false },
    })
    expect(calls[0].url).toBe('/api/v1/news/admin/news/?page=1&page_size=25&ordering=title&tag=1&tag=industrija&is_published=false')
  })
})

describe('getOne, getMany, getManyReference', () => {
  it('getOne reads {path}{id}/', async () => {
    const { client, calls } = recordingClient({ id: 7, title: 'Nova hala' })
    const result = await provider(client).getOne('news', { id: 7 })
    expect(calls.map((c) => [c.method, c.url])).toEqual([['GET', '/api/v1/news/admin/news/7/']])
    expect(result).toEqual({ data: { id: 7, title: 'Nova hala' } })
  })

  it('getMany reads each id', async () => {
    const { client, calls } = recordingClient({ id: 1, name: 'a' }, { id: 4, name: 'b' })
    const result = await provider(client).getMany('tags', { ids: [1, 4] })
    expect(calls.map((c) => [c.method, c.url])).toEqual([
      ['GET', '/api/v1/news/admin/tags/1/'],
      ['GET', '/api/v1/news/admin/tags/4/'],
    ])
    expect(result).toEqual({
      data: [
        { id: 1, name: 'a' },
        { id: 4, name: 'b' },
      ],
    })
  })

  it('getManyReference lists with {target}={id}', async () => {
    const { client, calls } = recordingClient({ count: 1, results: [{ id: 9 }] })
    const result = await provider(client).getManyReference('news', {
      target: 'tag',
      id: 5,
      pagination: { page: 1, perPage: 6 },
      sort: { field: 'date_made', order: 'DESC' },
      filter: { lang: 'en' },
    })
    expect(calls[0].url).toBe('/api/v1/news/admin/news/?page=1&page_size=6&ordering=-date_made&lang=en&tag=5')
    expect(result).toEqual({ data: [{ id: 9 }], total: 1 })
  })
})

describe('create, update, delete', () => {
  it('create POSTs JSON without the server-owned columns', async () => {
    const { client, calls } = recordingClient({ id: 11, name: 'Les' })
    const result = await provider(client).create('tags', { data: { id: 99, name: 'Les', lang: 'sl', created_at: 'x' } })
    expect(calls).toEqual([{ url: '/api/v1/news/admin/tags/', method: 'POST', headers: JSON_HEADERS, body: JSON.stringify({ name: 'Les', lang: 'sl' }) }])
    expect(result).toEqual({ data: { id: 11, name: 'Les' } })
  })

  it('update PATCHes only the fields that changed, with the version it started from (If-Match)', async () => {
    const { client, calls } = recordingClient({ id: 3, title: 'Novo' })
    const previousData = { id: 3, title: 'Staro', tags: [1, 2], is_published: false, updated_at: 'a' }
    const result = await provider(client).update('news', {
      id: 3,
      data: { id: 3, title: 'Novo', tags: [1, 2], is_published: true, updated_at: 'a' },
      previousData,
    })
    expect(calls).toEqual([
      {
        url: '/api/v1/news/admin/news/3/',
        method: 'PATCH',
        headers: { ...JSON_HEADERS, 'If-Match': '"a"' },
        body: JSON.stringify({ title: 'Novo', is_published: true }),
      },
    ])
    expect(result).toEqual({ data: { id: 3, title: 'Novo' } })
  })

  it('create and update pass FormData through untouched, without a JSON content type', async () => {
    const { client, calls } = recordingClient({ id: 1 }, { id: 1 })
    const form = new FormData()
    form.append('title', 'x')
    await provider(client).create('news', { data: form })
    await provider(client).update('news', { id: 1, data: form, previousData: { id: 1 } })
    expect(calls.map((c) => [c.method, c.url, c.body, c.headers])).toEqual([
      ['POST', '/api/v1/news/admin/news/', form, {}],
      ['PATCH', '/api/v1/news/admin/news/1/', form, {}],
    ])
  })

  it('updateMany PATCHes each id with the same body', async () => {
    const { client, calls } = recordingClient()
    const result = await provider(client).updateMany('news', { ids: [1, 2], data: { is_published: true } })
    expect(calls.map((c) => [c.method, c.url, c.body])).toEqual([
      ['PATCH', '/api/v1/news/admin/news/1/', '{"is_published":true}'],
      ['PATCH', '/api/v1/news/admin/news/2/', '{"is_published":true}'],
    ])
    expect(result).toEqual({ data: [1, 2] })
  })

  it('delete and deleteMany send DELETE {path}{id}/', async () => {
    const { client, calls } = recordingClient()
    const one = await provider(client).delete('tags', { id: 4, previousData: { id: 4, name: 'Les' } })
    const many = await provider(client).deleteMany('tags', { ids: [5, 6] })
    expect(calls.map((c) => [c.method, c.url, c.body])).toEqual([
      ['DELETE', '/api/v1/news/admin/tags/4/', undefined],
      ['DELETE', '/api/v1/news/admin/tags/5/', undefined],
      ['DELETE', '/api/v1/news/admin/tags/6/', undefined],
    ])
    expect(one).toEqual({ data: { id: 4, name: 'Les' } })
    expect(many).toEqual({ data: [5, 6] })
  })
})

describe('server field errors (400)', () => {
  it('become HttpError body.errors with the first message of each field, non-field errors as root.serverError', async () => {
    const drfError = new HttpError('Bad Request', 400, {
      title: ['To polje je obvezno.', 'Predolgo.'],
      date_made: ['Neveljaven datum.'],
      non_field_errors: ['Naslov URL že obstaja.', 'Drugo.'],
    })
    const { client } = recordingClient(drfError)
    const error = await provider(client)
      .create('news', { data: { title: '' } })
      .catch((e) => e)
    expect(error).toBeInstanceOf(HttpError)
    expect(error.status).toBe(400)
    expect(error.message).toBe('Naslov URL že obstaja.')
    expect(error.body).toEqual({
      errors: { title: 'To polje je obvezno.', date_made: 'Neveljaven datum.', root: { serverError: 'Naslov URL že obstaja.' } },
    })
  })

  it('field errors alone carry the first field message', async () => {
    const { client } = recordingClient(new HttpError('Bad Request', 400, { name: ['Ime že obstaja.'] }))
    const error = await provider(client)
      .update('tags', { id: 1, data: { name: 'x' }, previousData: { id: 1 } })
      .catch((e) => e)
    expect(error.message).toBe('Ime že obstaja.')
    expect(error.body).toEqual({ errors: { name: 'Ime že obstaja.' } })
  })

  it('other errors pass unchanged', async () => {
    const forbidden = new HttpError('Nimate dovoljenja.', 403, { detail: 'Nimate dovoljenja.' })
    const { client } = recordingClient(forbidden)
    await expect(provider(client).getOne('news', { id: 1 })).rejects.toBe(forbidden)
  })
})

describe('http client', () => {
  function fakeFetch(status: number, body: string) {
    const requests: { url: string; init: RequestInit }[] = []
    const fetchImpl = (async (url: string, init: RequestInit) => {
      requests.push({ url, init })
      return new Response(body || null, { status, statusText: status === 200 ? 'OK' : 'Error' })
    }) as unknown as typeof fetch
    return { fetchImpl, requests }
  }

  it('sends Authorization: Token <key> and Accept-Language with every request', async () => {
    const { fetchImpl, requests } = fakeFetch(200, '{"count":0,"results":[]}')
    const client = createHttpClient({ getToken: () => 'Token abc123', getLanguage: () => 'en', fetch: fetchImpl })
    await provider(client).getList('news', { pagination: { page: 1, perPage: 6 }, sort: { field: 'id', order: 'ASC' }, filter: {} })
    const headers = new Headers(requests[0].init.headers)
    expect(requests[0].url).toBe('/api/v1/news/admin/news/?page=1&page_size=6&ordering=id')
    expect(headers.get('Authorization')).toBe('Token abc123')
    expect(headers.get('Accept-Language')).toBe('en')
    expect(headers.get('Accept')).toBe('application/json')
  })

  it("hands react-admin's abort signal to fetch, so a query nobody waits for is cancelled", async () => {
    const { fetchImpl, requests } = fakeFetch(200, '{"count":0,"results":[]}')
    const client = createHttpClient({ getToken: () => null, getLanguage: () => 'sl', fetch: fetchImpl })
    const signal = new AbortController().signal
    await provider(client).getList('news', { pagination: { page: 1, perPage: 6 }, sort: { field: 'id', order: 'ASC' }, filter: {}, signal })
    expect(requests[0].init.signal).toBe(signal)
  })

  it('sends no Authorization header when logged out', async () => {
    const { fetchImpl, requests } = fakeFetch(200, '{}')
    const client = createHttpClient({ getToken: () => null, getLanguage: () => 'sl', fetch: fetchImpl })
    await client('/api/v1/x/')
    const headers = new Headers(requests[0].init.headers)
    expect(headers.has('Authorization')).toBe(false)
    expect(headers.get('Accept-Language')).toBe('sl')
  })

  it('rejects a non-2xx answer with HttpError(detail, status, json)', async () => {
    const { fetchImpl } = fakeFetch(401, '{"detail":"Neveljaven žeton."}')
    const client = createHttpClient({ getToken: () => 'Token old', getLanguage: () => 'sl', fetch: fetchImpl })
    const error = await client('/api/v1/news/admin/news/').catch((e) => e)
    expect(error).toBeInstanceOf(HttpError)
    expect(error.status).toBe(401)
    expect(error.message).toBe('Neveljaven žeton.')
    expect(error.body).toEqual({ detail: 'Neveljaven žeton.' })
  })

  it('accepts an empty 204', async () => {
    const { fetchImpl } = fakeFetch(204, '')
    const client = createHttpClient({ getToken: () => null, getLanguage: () => 'sl', fetch: fetchImpl })
    await expect(client('/api/v1/news/admin/tags/1/', { method: 'DELETE' })).resolves.toMatchObject({ status: 204, json: null })
  })
})

describe('CSV export of every row (the server gives at most 100 a page)', () => {
  it('pages through the list with its filters and sort until the count is reached', async () => {
    const page = (from: number, count: number) => Array.from({ length: count }, (_, i) => ({ id: from + i }))
    const { client, calls } = recordingClient(
      { count: 230, results: page(1, 100) },
      { count: 230, results: page(101, 100) },
      { count: 230, results: page(201, 30) },
    )
    const rows = await fetchAllRows(provider(client), 'news', { filter: { lang: 'sl' }, sort: { field: 'id', order: 'ASC' } })
    expect(rows.map((row) => row.id)).toEqual(page(1, 230).map((row) => row.id))
    expect(calls.map((call) => call.url)).toEqual([1, 2, 3].map((n) => `/api/v1/news/admin/news/?page=${n}&page_size=${MAX_PAGE_SIZE}&ordering=id&lang=sl`))
  })

  it('stops at a short page even when the count says more (rows deleted meanwhile)', async () => {
    const { client, calls } = recordingClient({ count: 500, results: [{ id: 1 }, { id: 2 }] })
    await expect(fetchAllRows(provider(client), 'news', {})).resolves.toHaveLength(2)
    expect(calls).toHaveLength(1)
  })
})
