/**
 * The HTTP adapter under ra-data-simple-rest (admin/data/drf-http-adapter.ts): simple-rest's own
 * requests (`?sort=[...]&range=[...]&filter={...}`, Content-Range expected) in, exact DRF requests
 * out. First with the URLs written out as simple-rest sends them, then with the real library.
 */
import { describe, expect, it } from 'vitest'
import simpleRestProvider from 'ra-data-simple-rest'
import { drfHttpAdapter, drfListQuery } from '../../admin/data/drf-http-adapter'
import type { HttpClient, HttpRequest } from '../../admin/data/http-client'

interface Call {
  url: string
  method: string
  headers?: Record<string, string>
  body: HttpRequest['body']
}

function recordingClient(...replies: Array<{ json: unknown; status?: number }>) {
  const calls: Call[] = []
  const client: HttpClient = async (url, request = {}) => {
    calls.push({ url, method: request.method ?? 'GET', headers: request.headers, body: request.body })
    const { json, status = 200 } = replies.shift() ?? { json: {} }
    return { status, headers: new Headers({ 'Content-Type': 'application/json' }), body: json === null ? '' : JSON.stringify(json), json }
  }
  return { client, calls }
}

const paths: Record<string, string> = { news: 'news/admin/news/', tags: 'news/admin/tags/', 'event-images': 'events/images/' }
const adapterOf = (client: HttpClient) => drfHttpAdapter({ apiUrl: '/api/v1', pathOf: (r) => paths[r], httpClient: client })
const q = (value: unknown) => encodeURIComponent(JSON.stringify(value))

describe('a list: sort, range and filter become DRF page, page_size, ordering and filters', () => {
  it('answers results with the Content-Range simple-rest reads the total from', async () => {
    const { client, calls } = recordingClient({ json: { count: 14, next: null, previous: null, results: [{ id: 3 }, { id: 2 }] } })
    const url = `/api/v1/news?filter=${q({ lang: 'sl', search: 'rudnik zona', is_published: true })}&range=${q([6, 11])}&sort=${q(['date_made', 'DESC'])}`
    const answer = await adapterOf(client)(url, { headers: new Headers({ Range: 'news=6-11' }) })
    expect(calls).toEqual([
      {
        url: '/api/v1/news/admin/news/?page=2&page_size=6&ordering=-date_made&lang=sl&search=rudnik+zona&is_published=true',
        method: 'GET',
        headers: undefined,
        body: undefined,
      },
    ])
    expect(answer.json).toEqual([{ id: 3 }, { id: 2 }])
    expect(answer.headers.get('Content-Range')).toBe('items 6-7/14')
  })

  it('an empty page says its total with a star for its range; a plain array is its own total', async () => {
    const { client } = recordingClient({ json: { count: 0, results: [] } }, { json: [{ id: 1 }, { id: 2 }, { id: 3 }] })
    const list = `/api/v1/tags?filter=${q({})}&range=${q([0, 9])}&sort=${q(['name', 'ASC'])}`
    expect((await adapterOf(client)(list)).headers.get('Content-Range')).toBe('items */0')
    const plain = await adapterOf(client)(list)
    expect([plain.json.length, plain.headers.get('Content-Range')]).toEqual([3, 'items 0-2/3'])
  })

  it('makes the DRF query: arrays repeat their key, empty values are left out, no sort field no ordering', () => {
    expect(drfListQuery({ range: [0, 24], sort: ['title', 'ASC'], filter: { tag: [1, 'industrija'], lang: '', search: null, is_published: false } })).toBe(
      'page=1&page_size=25&ordering=title&tag=1&tag=industrija&is_published=false',
    )
    expect(drfListQuery({ range: [100, 199], sort: ['', 'ASC'] })).toBe('page=2&page_size=100')
  })

  it('refuses a range that is no DRF page, and a URL outside the API', async () => {
    expect(() => drfListQuery({ range: [5, 14] })).toThrow(/no DRF page/)
    const { client, calls } = recordingClient()
    await expect(adapterOf(client)('/elsewhere/news/1')).rejects.toThrow(/not under \/api\/v1/)
    expect(calls).toEqual([])
  })
})

describe('records', () => {
  it('getMany asks for each id; getOne for {path}{id}/', async () => {
    const { client, calls } = recordingClient({ json: { id: 1 } }, { json: { id: 4 } }, { json: { id: 7 } })
    const many = await adapterOf(client)(`/api/v1/tags?filter=${q({ id: [1, 4] })}`)
    const one = await adapterOf(client)('/api/v1/event-images/7')
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET /api/v1/news/admin/tags/1/',
      'GET /api/v1/news/admin/tags/4/',
      'GET /api/v1/events/images/7/',
    ])
    expect([many.json, one.json]).toEqual([[{ id: 1 }, { id: 4 }], { id: 7 }])
  })

  it("POST stays a JSON POST, PUT becomes PATCH, DELETE answers the id DRF's empty 204 leaves out", async () => {
    const { client, calls } = recordingClient({ json: { id: 9 }, status: 201 }, { json: { id: 9, name: 'B' } }, { json: null, status: 204 })
    const adapter = adapterOf(client)
    await adapter('/api/v1/tags', { method: 'POST', body: '{"name":"A"}' })
    await adapter('/api/v1/tags/9', { method: 'PUT', body: '{"name":"B"}' })
    const deleted = await adapter('/api/v1/tags/9', { method: 'DELETE', headers: new Headers({ 'Content-Type': 'text/plain' }) })
    expect(calls).toEqual([
      { url: '/api/v1/news/admin/tags/', method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"name":"A"}' },
      { url: '/api/v1/news/admin/tags/9/', method: 'PATCH', headers: { 'Content-Type': 'application/json' }, body: '{"name":"B"}' },
      { url: '/api/v1/news/admin/tags/9/', method: 'DELETE', headers: undefined, body: undefined },
    ])
    expect(deleted.json).toEqual({ id: '9' })
  })
})

describe('ra-data-simple-rest itself, on the adapter', () => {
  it('getList, getManyReference, getMany and deleteMany reach DRF and read the total', async () => {
    const { client, calls } = recordingClient(
      { json: { count: 31, results: [{ id: 1 }] } },
      { json: { count: 1, results: [{ id: 8 }] } },
      { json: { id: 2 } },
      { json: { id: 3 } },
      { json: null, status: 204 },
      { json: null, status: 204 },
    )
    const provider = simpleRestProvider('/api/v1', adapterOf(client))
    const list = await provider.getList('news', { pagination: { page: 3, perPage: 10 }, sort: { field: 'date_made', order: 'DESC' }, filter: { lang: 'en' } })
    const related = await provider.getManyReference('news', {
      target: 'tag',
      id: 5,
      pagination: { page: 1, perPage: 6 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    })
    const many = await provider.getMany('tags', { ids: [2, 3] })
    const gone = await provider.deleteMany('tags', { ids: [4, 5] })
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET /api/v1/news/admin/news/?page=3&page_size=10&ordering=-date_made&lang=en',
      'GET /api/v1/news/admin/news/?page=1&page_size=6&ordering=id&tag=5',
      'GET /api/v1/news/admin/tags/2/',
      'GET /api/v1/news/admin/tags/3/',
      'DELETE /api/v1/news/admin/tags/4/',
      'DELETE /api/v1/news/admin/tags/5/',
    ])
    expect([list.total, related.total, many.data, gone.data]).toEqual([31, 1, [{ id: 2 }, { id: 3 }], ['4', '5']])
  })
})
