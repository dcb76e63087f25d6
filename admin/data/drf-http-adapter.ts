/**
 * The HTTP adapter that lets ra-data-simple-rest talk to a Django-REST-Framework-shaped API: it is
 * the provider's `httpClient`, reads each request simple-rest makes and sends the DRF request
 * instead, then answers in the shape simple-rest expects. `pathOf(resource)` gives a react-admin
 * resource's collection path ('news' -> 'news/admin/news/').
 *
 * | simple-rest asks                                          | DRF gets (through `httpClient`)                  |
 * |-----------------------------------------------------------|--------------------------------------------------|
 * | GET  {apiUrl}/news?sort=["date_made","DESC"]&range=[6,11]&filter={"lang":"sl"} | GET {apiUrl}/news/admin/news/?page=2&page_size=6&ordering=-date_made&lang=sl; `{count, results}` answers `results` with `Content-Range: items 6-11/14` |
 * | GET  {apiUrl}/tags?filter={"id":[1,4]}       (getMany)    | GET {apiUrl}/news/admin/tags/1/ and .../4/, in parallel; answers the array |
 * | GET  {apiUrl}/news/7                                      | GET {apiUrl}/news/admin/news/7/                   |
 * | POST {apiUrl}/news                 JSON                   | POST {apiUrl}/news/admin/news/  JSON              |
 * | PUT  {apiUrl}/news/7               JSON                   | PATCH {apiUrl}/news/admin/news/7/  JSON (the provider sends only the changed fields) |
 * | DELETE {apiUrl}/news/7                                    | DELETE {apiUrl}/news/admin/news/7/; DRF's empty 204 answers `{id}` |
 *
 * Filter values become query parameters as they are (their names are the API's: `search`,
 * `lang`, `date_made__gte`); arrays repeat the key, booleans are 'true'/'false', empty values are
 * left out. simple-rest's own headers (`Range`, a text/plain DELETE) mean nothing to DRF and are
 * not sent; the http client adds the token and the language.
 */
import type { HttpClient, HttpResponse } from './http-client'

export interface DrfAdapterOptions {
  apiUrl: string
  pathOf: (resource: string) => string
  httpClient: HttpClient
}

/** What simple-rest passes (react-admin's fetchUtils.Options, the part it uses). */
export interface SimpleRestRequest {
  method?: string
  body?: BodyInit | null
  headers?: HeadersInit
  signal?: AbortSignal | null
}

type Query = Record<string, unknown>

function appendParam(query: URLSearchParams, key: string, value: unknown): void {
  if (value === undefined || value === null || value === '') return
  if (Array.isArray(value)) value.forEach((item) => appendParam(query, key, item))
  else if (typeof value === 'object') query.append(key, JSON.stringify(value))
  else query.append(key, String(value))
}

/** page, page_size, ordering and the filters of a DRF list, from simple-rest's range, sort and filter. */
export function drfListQuery({ range, sort, filter }: { range?: [number, number]; sort?: [string, string]; filter?: Query }): string {
  const query = new URLSearchParams()
  if (range) {
    const [start, end] = range
    const size = end - start + 1
    if (!(size > 0) || start % size !== 0) throw new Error(`drf adapter: range [${start},${end}] is no DRF page`)
    query.set('page', String(start / size + 1))
    query.set('page_size', String(size))
  }
  if (sort?.[0]) query.set('ordering', `${sort[1] === 'DESC' ? '-' : ''}${sort[0]}`)
  for (const [key, value] of Object.entries(filter ?? {})) appendParam(query, key, value)
  return query.toString()
}

const jsonParam = (params: URLSearchParams, name: string) => (params.has(name) ? JSON.parse(params.get(name)!) : undefined)

/** The Content-Range simple-rest reads its total from: 'items 6-11/14' (an empty page has a star for its range). */
const contentRange = (start: number, length: number, total: number) => `items ${length ? `${start}-${start + length - 1}` : '*'}/${total}`

export function drfHttpAdapter({ apiUrl, pathOf, httpClient }: DrfAdapterOptions) {
  return async (url: string, options: SimpleRestRequest = {}): Promise<HttpResponse> => {
    if (!url.startsWith(`${apiUrl}/`)) throw new Error(`drf adapter: ${url} is not under ${apiUrl}/`)
    const [pathPart, search] = url.slice(apiUrl.length + 1).split('?') as [string, string | undefined]
    const params = new URLSearchParams(search ?? '')
    const method = (options.method ?? 'GET').toUpperCase()
    const signal = options.signal ?? undefined
    const isCollection = method === 'POST' || params.has('range') || params.has('filter') || params.has('sort')

    if (isCollection) {
      const collection = `${apiUrl}/${pathOf(pathPart)}`
      if (method === 'POST') return httpClient(collection, { method, body: options.body as string, headers: { 'Content-Type': 'application/json' } })
      const filter = jsonParam(params, 'filter') as Query | undefined
      const range = jsonParam(params, 'range') as [number, number] | undefined
      if (!range && filter && Object.keys(filter).length === 1 && Array.isArray(filter.id)) {
        // getMany: one GET per id (DRF has no id list filter here), in parallel.
        const answers = await Promise.all(filter.id.map((id) => httpClient(`${collection}${encodeURIComponent(String(id))}/`, { signal })))
        const json = answers.map((answer) => answer.json)
        return { status: 200, headers: new Headers(), body: JSON.stringify(json), json }
      }
      const query = drfListQuery({ range, sort: jsonParam(params, 'sort'), filter })
      const answer = await httpClient(`${collection}${query ? `?${query}` : ''}`, { signal })
      const rows: unknown[] = Array.isArray(answer.json) ? answer.json : (answer.json?.results ?? [])
      const total = Array.isArray(answer.json) ? rows.length : Number(answer.json?.count ?? rows.length)
      const headers = new Headers(answer.headers)
      headers.set('Content-Range', contentRange(range?.[0] ?? 0, rows.length, total))
      return { ...answer, headers, json: rows }
    }

    const slash = pathPart.lastIndexOf('/')
    if (slash < 1) throw new Error(`drf adapter: ${method} ${url} names no record`)
    const idSegment = pathPart.slice(slash + 1) // simple-rest encoded it with encodeURIComponent, as DRF paths want
    const item = `${apiUrl}/${pathOf(pathPart.slice(0, slash))}${idSegment}/`
    if (method === 'GET') return httpClient(item, { signal })
    if (method === 'PUT' || method === 'PATCH') {
      return httpClient(item, { method: 'PATCH', body: options.body as string, headers: { 'Content-Type': 'application/json' } })
    }
    if (method === 'DELETE') {
      const answer = await httpClient(item, { method })
      return { ...answer, json: answer.json ?? { id: decodeURIComponent(idSegment) } }
    }
    throw new Error(`drf adapter: simple-rest does not send ${method}`)
  }
}
