/**
 * The browser's calls to the API on the same origin: urlencoded form posts (spec section 7) and
 * GETs, with the page's Accept-Language and `Token <key>` when signed in.
 *
 *   const answer = await postForm('common/inquiry/', { name, email, message }, 'sl')
 *   if (answer.ok) ... else answer.errors.email   // ['Vnesite veljaven e-naslov.']
 *   const me = await getJson('accounts/account-info/', 'sl')   // me.status 401: the token is no longer valid
 */
import { API_BASE_PATH, AUTH_STORAGE, AUTHORIZATION_PREFIX } from '../shared/constants'
import type { Language } from '../shared/languages'

export type FieldErrors = Record<string, string[]>

export interface FormAnswer<T = unknown> {
  ok: boolean
  status: number
  data: T | null
  /** 400 field errors (and `non_field_errors` / `detail`). */
  errors: FieldErrors
}

export const TOKEN_KEY = `${AUTH_STORAGE.prefix}${AUTH_STORAGE.tokenPrefix}${AUTH_STORAGE.strategy}`

export function storedToken(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_KEY)
  } catch {
    return null
  }
}

/** Keeps the login token (only after a login: the visitor asked for it). */
export function storeToken(token: string) {
  try {
    window.localStorage.setItem(TOKEN_KEY, `${AUTHORIZATION_PREFIX} ${token}`)
  } catch {
    // no storage: the session ends with the page
  }
}

export function forgetToken() {
  try {
    window.localStorage.removeItem(TOKEN_KEY)
  } catch {
    // nothing stored
  }
}

function headersFor(language: Language): Record<string, string> {
  const headers: Record<string, string> = { accept: 'application/json', 'accept-language': language }
  const token = storedToken()
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

/** A failed request answers status 0; the status and status text of a refused one are logged (spec section 8). */
async function send<T>(method: 'GET' | 'POST', path: string, language: Language, body?: URLSearchParams): Promise<FormAnswer<T>> {
  let response: Response
  try {
    response = await fetch(`${API_BASE_PATH}/${path}`, { method, headers: headersFor(language), body })
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
