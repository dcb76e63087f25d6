/**
 * The public site's refresh keeps a visitor signed in when a navigation threw its answer away: the
 * next page sends the same used refresh token with the retry key kept beside it (shared/refresh-retry.ts),
 * against the real API (server/auth/sessions.ts).
 */
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest'
import { RETRY_KEY_STORAGE } from '../../shared/refresh-retry'
import { REFRESH_TOKEN_KEY, refreshedToken, saveSession, storedToken } from '../../site/session'
import { STAFF, startApi, type TestApi } from '../api/helper'

const g = globalThis as Record<string, unknown>
const realFetch = globalThis.fetch
let api: TestApi
const items = new Map<string, string>()

beforeAll(async () => {
  api = await startApi()
})
afterAll(() => api.close())

/** fetch() answered by the real app; `dropAnswer`: the server does the work, the page never reads the answer. */
function serve(dropAnswer: boolean) {
  globalThis.fetch = (async (input: string, init: RequestInit = {}) => {
    const res = await api.app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: String(input),
      headers: Object.fromEntries(new Headers(init.headers as HeadersInit).entries()),
      payload: String(init.body ?? ''),
    })
    if (dropAnswer) throw new TypeError('Failed to fetch')
    return new Response(res.body, { status: res.statusCode })
  }) as typeof fetch
}

beforeEach(() => {
  items.clear()
  g.window = Object.assign(new EventTarget(), {
    localStorage: {
      getItem: (k: string) => items.get(k) ?? null,
      setItem: (k: string, v: string) => void items.set(k, v),
      removeItem: (k: string) => void items.delete(k),
    },
  })
  g.document = { cookie: '' }
})
afterEach(() => {
  globalThis.fetch = realFetch
  delete g.window
  delete g.document
})

it('asks again with the kept retry key after a lost answer, and the visitor stays signed in', async () => {
  const pair = (await api.request('POST', '/api-token-auth/', { body: STAFF })).body
  saveSession(pair.token, pair.refresh_token)
  serve(true)
  expect(await refreshedToken(storedToken())).toBeNull()
  expect(items.get(REFRESH_TOKEN_KEY)).toBe(pair.refresh_token) // not cleared: the server may have answered
  expect(items.get(RETRY_KEY_STORAGE)).toMatch(new RegExp(`^${pair.refresh_token} [0-9a-f]{64}$`))
  serve(false)
  const token = await refreshedToken(storedToken())
  expect(token).toMatch(/^Token [0-9a-f]{40}$/)
  expect(items.has(RETRY_KEY_STORAGE)).toBe(false)
  expect((await api.request('GET', '/accounts/account-info/', { token: token!.slice('Token '.length) })).status).toBe(200)
})
