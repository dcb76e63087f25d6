/**
 * The back office's dataProvider for Django-REST-Framework-shaped APIs: ra-data-simple-rest with
 * the DRF HTTP adapter as its httpClient (drf-http-adapter.ts: DRF paths, trailing slashes,
 * page/page_size/ordering and filters, `count` as the Content-Range simple-rest reads). It knows
 * no resource names: `pathOf(resource)` gives each collection path ('news' -> 'news/admin/news/').
 *
 *   const dataProvider = drfDataProvider({ apiUrl: '/api/v1', pathOf: staffPathOf, httpClient })
 *
 * Around simple-rest, what DRF and the forms need besides:
 * - create sends no server-owned column (id, created_at, updated_at); update sends only the
 *   fields that differ from previousData (the adapter makes simple-rest's PUT a PATCH);
 * - a FormData body (a save with a file, see with-file-uploads.ts) goes to `multipart` (the
 *   upload-progress sender) or the http client as multipart: simple-rest JSON-encodes every body;
 * - update sends If-Match with the version the form was loaded with (save-events.ts: a 409 opens
 *   the conflict dialog; meta.ifMatch overwrites a newer version knowingly);
 * - delete answers previousData, deleteMany and updateMany the ids asked for (DRF's 204 has no body);
 * - a 400 answer becomes react-admin's field errors (drf-errors.ts).
 */
import simpleRestProvider from 'ra-data-simple-rest'
import type { DataProvider, Identifier } from 'react-admin'
import { changedFields, withoutReadOnly } from './changes'
import { drfHttpAdapter } from './drf-http-adapter'
import { toValidationError } from './drf-errors'
import type { HttpClient } from './http-client'
import { announceSave, conflictOf, versionHeaders } from './save-events'

export { toValidationError } from './drf-errors'

export interface DrfDataProviderOptions {
  apiUrl: string
  pathOf: (resource: string) => string
  httpClient: HttpClient
  /**
   * Sends a multipart body and resolves with the answer's JSON (default: the http client). The
   * back office passes the XHR sender of upload-progress.ts, so file saves show their progress.
   */
  multipart?: (url: string, method: string, form: FormData, resource: string, headers?: Record<string, string>) => Promise<unknown>
}

/** Every method rejects with react-admin's validation error for DRF's 400. */
function withDrfErrors(provider: DataProvider): DataProvider {
  const wrapped: Record<string, unknown> = {}
  for (const [name, method] of Object.entries(provider)) {
    wrapped[name] =
      typeof method === 'function'
        ? (...args: unknown[]) => Promise.resolve(method(...args)).catch((error: unknown) => Promise.reject(toValidationError(error)))
        : method
  }
  return wrapped as DataProvider
}

export function drfDataProvider({ apiUrl, pathOf, httpClient, multipart }: DrfDataProviderOptions): DataProvider {
  const rest = simpleRestProvider(apiUrl, drfHttpAdapter({ apiUrl, pathOf, httpClient }))
  const collectionUrl = (resource: string) => `${apiUrl}/${pathOf(resource)}`
  const itemUrl = (resource: string, id: Identifier) => `${collectionUrl(resource)}${encodeURIComponent(String(id))}/`

  const sendForm = async (resource: string, url: string, method: string, form: FormData, headers?: Record<string, string>) => ({
    data: multipart
      ? await multipart(url, method, form, resource, headers)
      : (await httpClient(url, { method, body: form, ...(headers ? { headers } : {}) })).json,
  })
  // A save carries the version it started from (If-Match); a 409 opens the conflict dialog, a success drops the kept draft.
  const versionedUpdate = async (resource: string, params: Parameters<DataProvider['update']>[1]) => {
    const version = versionHeaders(params)
    const headers = Object.keys(version).length ? version : undefined
    try {
      const saved =
        params.data instanceof FormData
          ? await sendForm(resource, itemUrl(resource, params.id), 'PATCH', params.data, headers)
          : {
              data: (
                await httpClient(itemUrl(resource, params.id), {
                  method: 'PATCH',
                  body: JSON.stringify(changedFields(params.data, params.previousData)),
                  headers: { 'Content-Type': 'application/json', ...headers },
                })
              ).json,
            }
      announceSave({ kind: 'saved', resource, id: String(params.id) })
      return saved
    } catch (error) {
      const conflict = conflictOf(resource, params.id, error)
      if (conflict) announceSave({ kind: 'conflict', conflict })
      throw error
    }
  }

  const provider: DataProvider = {
    ...rest,
    create: async (resource, params) => {
      const created =
        params.data instanceof FormData
          ? ((await sendForm(resource, collectionUrl(resource), 'POST', params.data)) as never)
          : await rest.create(resource, { ...params, data: withoutReadOnly(params.data) })
      announceSave({ kind: 'saved', resource, id: null })
      return created
    },
    update: (resource, params) => versionedUpdate(resource, params) as never,
    updateMany: async (resource, params) => {
      await rest.updateMany(resource, { ...params, data: withoutReadOnly(params.data) })
      return { data: params.ids }
    },
    delete: async (resource, params) => {
      await rest.delete(resource, params)
      return { data: (params.previousData ?? { id: params.id }) as never }
    },
    deleteMany: async (resource, params) => {
      await rest.deleteMany(resource, params)
      return { data: params.ids }
    },
  }
  return withDrfErrors(provider)
}
