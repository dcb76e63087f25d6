/**
 * The one HTTP client of the back office: JSON in and out, the session token and the UI
 * language on every request, and an HttpError (react-admin's) for any non-2xx answer or a
 * request that got no answer at all (status 0). Every failure is reported to data/http-errors.ts
 * first, which handles it centrally (401, 403, 5xx, network).
 *
 *   const http = createHttpClient({ getToken: () => 'Token abc', getLanguage: () => 'sl' })
 *   const { json } = await http('/api/v1/news/admin/news/?page=1')
 *   await http('/api/v1/site/build/', { background: true })   // a poll: a lasting failure is announced once
 */
import { HttpError } from 'react-admin'
import { NETWORK_ERROR_MESSAGE, SERVER_ERROR_MESSAGE, reportHttpError, reportHttpSuccess, type FailedRequest } from './http-errors'
import { noteSiteChange, SITE_CHANGE_HEADER } from '../layout/site-change-store'

export interface HttpRequest {
  method?: string
  body?: string | FormData
  headers?: Record<string, string>
  /** Not asked for by the user (a poll); see http-errors.ts. */
  background?: boolean
  /** React-admin's signal to cancel a query nobody waits for any more. */
  signal?: AbortSignal
}

export interface HttpResponse {
  status: number
  headers: Headers
  body: string
  json: any
}

export type HttpClient = (url: string, request?: HttpRequest) => Promise<HttpResponse>

export interface HttpClientOptions {
  /** The whole Authorization value ('Token <key>'), or null when logged out. */
  getToken: () => string | null
  getLanguage: () => string
  fetch?: typeof fetch
  /** Told of every failed request (default: log it and tell the listeners of http-errors.ts). */
  onError?: (failure: FailedRequest) => void
  /** Told of every 2xx answer (default: http-errors.ts, which ends a background request's failing streak). */
  onSuccess?: (method: string, url: string) => void
  /**
   * Asked when a call answers 401, with the Authorization value it carried: true when a newer
   * token is stored (auth/token-refresh.ts), and the call is sent once more with it. Not asked
   * for the calls that sign in and out (`skipRefresh`). Without it, or when it says false, the
   * 401 is reported as any failure (and ends the session, auth/session-expiry.ts).
   */
  refreshSession?: (failedToken: string | null) => Promise<boolean>
  skipRefresh?: (url: string) => boolean
}

export function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null
  } catch {
    return null // an HTML error page or an empty 204: no JSON, no harm
  }
}

export const detailOf = (json: unknown): string | undefined =>
  json && typeof json === 'object' && typeof (json as { detail?: unknown }).detail === 'string' ? (json as { detail: string }).detail : undefined

/**
 * The error a failed answer rejects with. Its message is what the user may read in a notification:
 * the server's `detail`, or a message key for a server error (5xx) and a lost connection (0), so
 * that react-admin's notification and the central one (HttpErrorNotifier) say the same words and
 * are shown once (layout/NotificationDeduper.tsx).
 */
export function httpErrorOf(status: number, statusText: string, json: unknown): HttpError {
  if (status === 0) return new HttpError(NETWORK_ERROR_MESSAGE, 0, null)
  if (status >= 500) return new HttpError(SERVER_ERROR_MESSAGE, status, json)
  return new HttpError(detailOf(json) || statusText || `HTTP ${status}`, status, json)
}

export function createHttpClient({
  getToken,
  getLanguage,
  fetch: fetchImpl = (...args) => fetch(...args),
  onError = reportHttpError,
  onSuccess = reportHttpSuccess,
  refreshSession,
  skipRefresh = () => false,
}: HttpClientOptions): HttpClient {
  return async (url, request = {}) => {
    const method = request.method ?? 'GET'
    const send = async (): Promise<{ response: Response; body: string; token: string | null }> => {
      const headers = new Headers({ Accept: 'application/json', ...request.headers })
      headers.set('Accept-Language', getLanguage())
      const token = getToken()
      if (token) headers.set('Authorization', token)
      const response = await fetchImpl(url, { method, body: request.body, headers, signal: request.signal })
      return { response, body: await response.text(), token }
    }
    let response: Response
    let body: string
    try {
      let sent = await send()
      // The access token expired (or its sign-in was refreshed elsewhere): a new pair, the same call once more.
      if (sent.response.status === 401 && refreshSession && !skipRefresh(url) && (await refreshSession(sent.token))) sent = await send()
      ;({ response, body } = sent)
    } catch {
      onError({ url, method, status: 0, statusText: 'Network error', background: request.background })
      throw httpErrorOf(0, '', null)
    }
    const json = parseJson(body) as any
    if (response.status < 200 || response.status >= 300) {
      onError({ url, method, status: response.status, statusText: response.statusText, detail: detailOf(json), background: request.background })
      throw httpErrorOf(response.status, response.statusText, json)
    }
    onSuccess(method, url)
    noteSiteChange(response.headers.get(SITE_CHANGE_HEADER))
    return { status: response.status, headers: response.headers, body, json }
  }
}
