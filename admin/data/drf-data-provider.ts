/**
 * A react-admin dataProvider for Django-REST-Framework-shaped APIs. It knows no resource
 * names: `pathOf(resource)` gives each resource's collection path (e.g. 'news/admin/news/').
 *
 *   const dataProvider = drfDataProvider({ apiUrl: '/api/v1', pathOf: staffPathOf, httpClient })
 *
 * | Method            | HTTP call                                                                     |
 * |-------------------|-------------------------------------------------------------------------------|
 * | getList           | GET    {apiUrl}/{path}?page=2&page_size=25&ordering=-date_made&lang=sl&tag=1&tag=2 |
 * |                   |        reads {count, results} -> {data: results, total: count}                |
 * | getOne            | GET    {apiUrl}/{path}{id}/                                                   |
 * | getMany           | GET    {apiUrl}/{path}{id}/ for each id, in parallel                          |
 * | getManyReference  | GET    {apiUrl}/{path}?...&{target}={id} (as getList)                         |
 * | create            | POST   {apiUrl}/{path}        JSON body (FormData as multipart, see `multipart`) |
 * | update            | PATCH  {apiUrl}/{path}{id}/   only the fields that differ from previousData   |
 * | updateMany        | PATCH  {apiUrl}/{path}{id}/   for each id, the same body                      |
 * | delete            | DELETE {apiUrl}/{path}{id}/   (204, no body)                                  |
 * | deleteMany        | DELETE {apiUrl}/{path}{id}/   for each id                                     |
 *
 * Filter values become query parameters as they are (their names are the API's: `search`,
 * `lang`, `date_made__gte`); arrays repeat the key, booleans are 'true'/'false', empty values
 * are left out. id, created_at and updated_at are never sent.
 *
 * A 400 answer `{field: ["message", ...], non_field_errors: ["message"]}` rejects with
 * HttpError(message, 400, {errors: {field: 'first message', root: {serverError: 'first non-field message'}}}):
 * react-admin puts each message under its field and shows root.serverError as the notification.
 */
import { HttpError, type DataProvider, type Identifier } from 'react-admin'
import { changedFields, withoutReadOnly } from './changes'
import type { HttpClient, HttpRequest } from './http-client'

export interface DrfDataProviderOptions {
  apiUrl: string
  pathOf: (resource: string) => string
  httpClient: HttpClient
  /**
   * Sends a multipart body and resolves with the answer's JSON (default: the http client). The
   * back office passes the XHR sender of upload-progress.ts, so file saves show their progress.
   */
  multipart?: (url: string, method: string, form: FormData, resource: string) => Promise<unknown>
}

type Data = Record<string, unknown>

function appendParam(query: URLSearchParams, key: string, value: unknown): void {
  if (value === undefined || value === null || value === '') return
  if (Array.isArray(value)) value.forEach((item) => appendParam(query, key, item))
  else if (typeof value === 'object') query.append(key, JSON.stringify(value))
  else query.append(key, String(value))
}

export function listQuery(params: {
  pagination?: { page: number; perPage: number }
  sort?: { field: string; order: string }
  filter?: Data
}): string {
  const query = new URLSearchParams()
  if (params.pagination) {
    query.set('page', String(params.pagination.page))
    query.set('page_size', String(params.pagination.perPage))
  }
  if (params.sort?.field) query.set('ordering', `${params.sort.order === 'DESC' ? '-' : ''}${params.sort.field}`)
  for (const [key, value] of Object.entries(params.filter ?? {})) appendParam(query, key, value)
  return query.toString()
}

/** The first message of a DRF error value: ["a", "b"] -> "a"; nested objects keep their shape. */
function firstMessages(value: unknown): unknown {
  if (Array.isArray(value)) {
    const first = value.find((item) => item !== null && item !== undefined && !(typeof item === 'object' && Object.keys(item).length === 0))
    return typeof first === 'object' && first !== null ? firstMessages(first) : String(first ?? '')
  }
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, firstMessages(inner)]))
  }
  return String(value)
}

function firstString(value: unknown): string | undefined {
  if (typeof value === 'string') return value
  if (value && typeof value === 'object') {
    for (const inner of Object.values(value)) {
      const found = firstString(inner)
      if (found) return found
    }
  }
  return undefined
}

/** Turns DRF's 400 body into react-admin's validation error; anything else passes unchanged. */
export function toValidationError(error: unknown): unknown {
  const { status, body } = (error ?? {}) as { status?: number; body?: unknown }
  if (status !== 400 || !body || typeof body !== 'object' || Array.isArray(body)) return error
  const { non_field_errors: nonField, detail, ...fields } = body as Data
  const errors = firstMessages(fields) as Data
  const serverError = nonField !== undefined ? (firstMessages(nonField) as string) : typeof detail === 'string' ? detail : undefined
  if (serverError) errors.root = { serverError }
  if (Object.keys(errors).length === 0) return error
  return new HttpError(serverError ?? firstString(errors) ?? 'Bad Request', 400, { errors })
}

export function drfDataProvider({ apiUrl, pathOf, httpClient, multipart }: DrfDataProviderOptions): DataProvider {
  const collectionUrl = (resource: string) => `${apiUrl}/${pathOf(resource)}`
  const itemUrl = (resource: string, id: Identifier) => `${collectionUrl(resource)}${encodeURIComponent(String(id))}/`

  const call = async (url: string, request?: HttpRequest) => {
    try {
      return await httpClient(url, request)
    } catch (error) {
      throw toValidationError(error)
    }
  }

  const send = async (resource: string, url: string, method: string, data: Data | FormData): Promise<{ json: any }> => {
    if (!(data instanceof FormData)) return call(url, { method, body: JSON.stringify(data), headers: { 'Content-Type': 'application/json' } })
    if (!multipart) return call(url, { method, body: data })
    try {
      return { json: await multipart(url, method, data, resource) }
    } catch (error) {
      throw toValidationError(error)
    }
  }

  const getList = async (resource: string, params: Parameters<DataProvider['getList']>[1]) => {
    const query = listQuery(params)
    const { json } = await call(`${collectionUrl(resource)}${query ? `?${query}` : ''}`)
    if (Array.isArray(json)) return { data: json, total: json.length }
    return { data: json.results, total: json.count }
  }

  return {
    getList,

    getOne: async (resource, params) => {
      const { json } = await call(itemUrl(resource, params.id))
      return { data: json }
    },

    getMany: async (resource, params) => {
      const responses = await Promise.all(params.ids.map((id) => call(itemUrl(resource, id))))
      return { data: responses.map(({ json }) => json) }
    },

    getManyReference: (resource, params) =>
      getList(resource, { ...params, filter: { ...params.filter, [params.target]: params.id } }),

    create: async (resource, params) => {
      const data = params.data instanceof FormData ? params.data : withoutReadOnly(params.data)
      const { json } = await send(resource, collectionUrl(resource), 'POST', data)
      return { data: json }
    },

    update: async (resource, params) => {
      const data = params.data instanceof FormData ? params.data : changedFields(params.data, params.previousData)
      const { json } = await send(resource, itemUrl(resource, params.id), 'PATCH', data)
      return { data: json }
    },

    updateMany: async (resource, params) => {
      const data = withoutReadOnly(params.data)
      await Promise.all(params.ids.map((id) => send(resource, itemUrl(resource, id), 'PATCH', data)))
      return { data: params.ids }
    },

    delete: async (resource, params) => {
      await call(itemUrl(resource, params.id), { method: 'DELETE' })
      return { data: (params.previousData ?? { id: params.id }) as any }
    },

    deleteMany: async (resource, params) => {
      await Promise.all(params.ids.map((id) => call(itemUrl(resource, id), { method: 'DELETE' })))
      return { data: params.ids }
    },
  }
}
