/**
 * The browser's calls to the API on the same origin: urlencoded form posts (spec section 7) and
 * GETs, PATCHes and DELETEs, with the page's Accept-Language and `Token <key>` when signed in. A 401
 * to a call sent with a token is answered by one refresh of the sign-in (session.ts) and the call
 * sent again; when the sign-in is over the call goes once more without a token (an order or a
 * newsletter sign-up still goes through; an account's call answers 401: the page sends to /login).
 *
 *   const answer = await postForm('common/inquiry/', { name, email, message }, 'sl')
 *   if (answer.ok) ... else answer.errors.email   // ['Vnesite veljaven e-naslov.']
 *   const me = await getJson('accounts/account-info/', 'sl')   // me.status 401: the token is no longer valid
 */
import { API_BASE_PATH, AUTHORIZATION_PREFIX } from '../shared/constants'
import type { Language } from '../shared/languages'
import { refreshedToken, storedToken } from './session'

export type FieldErrors = Record<string, string[]>

export interface FormAnswer<T = unknown> {
  ok: boolean
  status: number
  data: T | null
  /** 400 field errors (and `non_field_errors` / `detail`). */
  errors: FieldErrors
}

export { TOKEN_KEY, storedToken } from './session'

function headersFor(language: Language, token: string | null): Record<string, string> {
  const headers: Record<string, string> = { accept: 'application/json', 'accept-language': language }
  if (token) headers.authorization = token.startsWith(AUTHORIZATION_PREFIX) ? token : `${AUTHORIZATION_PREFIX} ${token}`
  return headers
}

/** Flattens `{lines: [{product: 3, quantity: 2}]}` into `lines[0][product]=3&lines[0][quantity]=2`. */
export function urlencoded(values: Record<string, unknown>): URLSearchParams {
  const body = new URLSearchParams()
  const put = (key: string, value: unknown) => {
    if (value === undefined || value === null || value === '') return
    if (Array.isArray(value)) value.forEach((item, index) => put(`${key}[${index}]`, item))
    else if (typeof value === 'object') Object.entries(value as Record<string, unknown>).forEach(([name, item]) => put(`${key}[${name}]`, item))
    else body.append(key, String(value))
  }
  Object.entries(values).forEach(([key, value]) => put(key, value))
  return body
}

export async function postForm<T = unknown>(path: string, values: Record<string, unknown>, language: Language): Promise<FormAnswer<T>> {
  return send<T>('POST', path, language, urlencoded(values))
}

export async function getJson<T = unknown>(path: string, language: Language): Promise<FormAnswer<T>> {
  return send<T>('GET', path, language)
}

/** Flat fields, empty ones included: a PATCH clears a field sent empty. */
export async function patchForm<T = unknown>(path: string, values: Record<string, string>, language: Language): Promise<FormAnswer<T>> {
  return send<T>('PATCH', path, language, new URLSearchParams(values))
}

export async function deleteCall(path: string, values: Record<string, unknown>, language: Language): Promise<FormAnswer> {
  return send('DELETE', path, language, urlencoded(values))
}

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE'

export async function send<T>(method: Method, path: string, language: Language, body?: URLSearchParams, { withToken = true } = {}): Promise<FormAnswer<T>> {
  const token = withToken ? storedToken() : null
  let answer = await sendOnce<T>(method, path, language, token, body)
  if (answer.status === 401 && token) answer = await sendOnce<T>(method, path, language, await refreshedToken(token), body)
  return answer
}

/** A failed request answers status 0; the status and status text of a refused one are logged (spec section 8). */
async function sendOnce<T>(method: Method, path: string, language: Language, token: string | null, body?: URLSearchParams): Promise<FormAnswer<T>> {
  let response: Response
  try {
    response = await fetch(`${API_BASE_PATH}/${path}`, { method, headers: headersFor(language, token), body })
  } catch {
    return { ok: false, status: 0, data: null, errors: {} }
  }
  let data: unknown = null
  try {
    data = await response.json()
  } catch {
    // An empty or non-JSON answer: only the status counts.
  }
  if (!response.ok) console.warn(`${method} ${path}: ${response.status} ${response.statusText}`)
  const errors: FieldErrors = {}
  if (!response.ok && data && typeof data === 'object') {
    for (const [key, value] of Object.entries(data as Record<string, unknown>)) {
      if (Array.isArray(value)) errors[key] = value.map(String)
      else if (typeof value === 'string') errors[key] = [value]
    }
  }
  return { ok: response.ok, status: response.status, data: response.ok ? (data as T) : null, errors }
}
