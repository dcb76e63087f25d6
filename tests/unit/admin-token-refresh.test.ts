/**
 * The back office's silent refresh (issue 12 point 4) against the real API (rotation and reuse
 * detection as the server does them): a call answering 401 is sent again after one refresh; calls
 * failing together, and tabs failing together, share one refresh (a second use of a refresh token
 * would end the sign-in); when the refresh fails the 401 stands and is reported once.
 */
import crypto from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isSessionCall } from '../../admin/auth/session-expiry'
import { createTokenRefresher, type TokenRefresherOptions } from '../../admin/auth/token-refresh'
import { createHttpClient } from '../../admin/data/http-client'
import type { FailedRequest } from '../../admin/data/http-errors'
import { STAFF, startApi, type TestApi } from '../api/helper'

let api: TestApi
beforeAll(async () => {
  api = await startApi()
})
afterAll(() => api.close())

const db = () => api.app.context.database.db
const digest = (key: string) => crypto.createHash('sha256').update(key).digest('hex')

/** fetch() answered by the real app (Fastify inject), so the tokens meet the server's own rules. */
const refreshCalls: string[] = []
const injectFetch: typeof fetch = async (input, init = {}) => {
  const url = String(input)
  if (url.includes('api-token-refresh')) refreshCalls.push(String(init.body))
  const res = await api.app.inject({
    method: (init.method ?? 'GET') as 'GET',
    url,
    headers: Object.fromEntries(new Headers(init.headers as HeadersInit).entries()),
    payload: init.body as string | undefined,
  })
  return new Response(res.statusCode === 204 ? null : res.body, { status: res.statusCode, statusText: res.statusMessage })
}

/** One browser's localStorage: the Authorization value and the refresh token, as auth/session.ts keeps them. */
function browserStorage() {
  const store = { token: null as string | null, refresh: null as string | null }
  return {
    store,
    getToken: () => store.token,
    getRefreshToken: () => store.refresh,
    saveTokens: (token: string, refresh: string | null) => {
      store.token = `Token ${token}`
      store.refresh = refresh
    },
  }
}

/** navigator.locks.request for one name, shared by the "tabs" of a test. */
function sharedLock() {
  let tail: Promise<unknown> = Promise.resolve()
  return <T>(task: () => Promise<T>): Promise<T> => {
    const run = tail.then(task, task)
    tail = run.catch(() => undefined)
    return run
  }
}

async function signIn(storage: ReturnType<typeof browserStorage>) {
  const res = await api.app.inject({ method: 'POST', url: '/api/v1/api-token-auth/', payload: STAFF })
  const pair = res.json() as { token: string; refresh_token: string }
  storage.saveTokens(pair.token, pair.refresh_token)
  return pair
}

async function expireAccess(token: string) {
  await db()
    .updateTable('auth_tokens')
    .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
    .where('key_hash', '=', digest(token))
    .execute()
}

function tab(storage: ReturnType<typeof browserStorage>, exclusive?: TokenRefresherOptions['exclusive']) {
  const failures: FailedRequest[] = []
  const refresher = createTokenRefresher({ url: '/api/v1/api-token-refresh/', ...storage, fetch: injectFetch, exclusive: exclusive ?? ((task) => task()) })
  const http = createHttpClient({
    getToken: storage.getToken,
    getLanguage: () => 'en',
    fetch: injectFetch,
    refreshSession: refresher.refresh,
    skipRefresh: isSessionCall,
    onError: (failure) => void failures.push(failure),
    onSuccess: () => {},
  })
  return { http, failures }
}

const accountInfo = '/api/v1/accounts/account-info/'
const statusOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 200,
    (error: { status: number }) => error.status,
  )

describe('a call whose access token expired', () => {
  it('is sent again after one refresh; the new pair is stored and the old refresh token is spent', async () => {
    const storage = browserStorage()
    const first = await signIn(storage)
    await expireAccess(first.token)
    const { http, failures } = tab(storage)
    refreshCalls.length = 0
    const { json } = await http(accountInfo)
    expect(json.username).toBe(STAFF.username)
    expect(refreshCalls).toHaveLength(1)
    expect(failures).toEqual([])
    expect(storage.store.token).not.toBe(`Token ${first.token}`)
    expect(storage.store.refresh).not.toBe(first.refresh_token)
    expect(
      (await db().selectFrom('refresh_tokens').select('used_at').where('token_hash', '=', digest(first.refresh_token)).executeTakeFirstOrThrow()).used_at,
    ).not.toBeNull()
  })

  it('shares one refresh among calls failing together, and the sign-in lives on (no reuse detected)', async () => {
    const storage = browserStorage()
    const first = await signIn(storage)
    await expireAccess(first.token)
    const { http, failures } = tab(storage)
    refreshCalls.length = 0
    const statuses = await Promise.all(Array.from({ length: 5 }, () => statusOf(http(accountInfo))))
    expect(statuses).toEqual([200, 200, 200, 200, 200])
    expect(refreshCalls).toHaveLength(1)
    expect(failures).toEqual([])
    expect(await statusOf(http(accountInfo))).toBe(200)
  })

  it('a call that failed with a token already replaced is only sent again', async () => {
    const storage = browserStorage()
    const first = await signIn(storage)
    const { http } = tab(storage)
    await expireAccess(first.token)
    await http(accountInfo) // refreshed here
    refreshCalls.length = 0
    const refresher = createTokenRefresher({ url: '/api/v1/api-token-refresh/', ...storage, fetch: injectFetch })
    expect(await refresher.refresh(`Token ${first.token}`)).toBe(true)
    expect(refreshCalls).toEqual([])
  })

  it('two tabs of one browser refresh once between them (a lock), and both go on', async () => {
    const storage = browserStorage()
    const first = await signIn(storage)
    await expireAccess(first.token)
    const lock = sharedLock()
    const [a, b] = [tab(storage, lock), tab(storage, lock)]
    refreshCalls.length = 0
    expect(await Promise.all([statusOf(a.http(accountInfo)), statusOf(b.http(accountInfo))])).toEqual([200, 200])
    expect(refreshCalls).toHaveLength(1)
    expect(await statusOf(b.http(accountInfo))).toBe(200)
  })
})

describe('a refresh whose answer a navigation threw away', () => {
  it('is asked again by the next page with the kept retry key: the sign-in lives on', async () => {
    const storage = browserStorage()
    const first = await signIn(storage)
    await expireAccess(first.token)
    const keyStore = new Map<string, string>()
    const kept = {
      getItem: (k: string) => keyStore.get(k) ?? null,
      setItem: (k: string, v: string) => void keyStore.set(k, v),
      removeItem: (k: string) => void keyStore.delete(k),
    }
    // the first page: the server exchanges the token, but the page is gone before the answer is read
    const leaving = createTokenRefresher({
      url: '/api/v1/api-token-refresh/',
      ...storage,
      keyStore: kept,
      fetch: async (input, init) => {
        await injectFetch(input, init)
        throw new TypeError('Failed to fetch')
      },
    })
    await expect(leaving.refresh(`Token ${first.token}`)).rejects.toThrow('Failed to fetch') // a network error, not an ended sign-in
    expect(storage.store.refresh).toBe(first.refresh_token) // the used token is all this browser holds
    // the next page: the same storage, a new refresher
    const next = createTokenRefresher({ url: '/api/v1/api-token-refresh/', ...storage, keyStore: kept, fetch: injectFetch })
    expect(await next.refresh(`Token ${first.token}`)).toBe(true)
    expect(keyStore.size).toBe(0)
    const { http, failures } = tab(storage)
    expect(await statusOf(http(accountInfo))).toBe(200)
    expect(failures).toEqual([])
  })
})

describe('when the refresh fails', () => {
  it('the 401 stands, reported once per call, with one refresh attempt and no loop (the sign-in was ended)', async () => {
    const storage = browserStorage()
    const first = await signIn(storage)
    await api.app.inject({ method: 'POST', url: '/api/v1/rest-auth/logout/', headers: { authorization: `Token ${first.token}` } })
    const { http, failures } = tab(storage)
    refreshCalls.length = 0
    expect(await statusOf(http(accountInfo))).toBe(401)
    expect(refreshCalls).toHaveLength(1)
    expect(failures.map((f) => f.status)).toEqual([401])
    expect(storage.store.token).toBe(`Token ${first.token}`) // nothing cleared (spec section 8): the login page replaces it
  })

  it('without a refresh token nothing is asked: the 401 is reported', async () => {
    const storage = browserStorage()
    const first = await signIn(storage)
    storage.store.refresh = null
    await expireAccess(first.token)
    const { http, failures } = tab(storage)
    refreshCalls.length = 0
    expect(await statusOf(http(accountInfo))).toBe(401)
    expect(refreshCalls).toEqual([])
    expect(failures.map((f) => f.status)).toEqual([401])
  })

  it('signing in with a wrong password is never a reason to refresh', async () => {
    const storage = browserStorage()
    await signIn(storage)
    const { http } = tab(storage)
    refreshCalls.length = 0
    const status = await statusOf(
      http('/api/v1/api-token-auth/', {
        method: 'POST',
        body: JSON.stringify({ username: STAFF.username, password: 'wrong-password' }),
        headers: { 'Content-Type': 'application/json' },
      }),
    )
    expect(status).toBe(400)
    expect(refreshCalls).toEqual([])
  })
})
