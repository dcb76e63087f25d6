/**
 * A refresh whose answer was lost (a page navigated away while its exchange was under way): the
 * same client asks again with the same used refresh token and its retry key (shared/refresh-retry.ts,
 * server/auth/sessions.ts) and keeps its sign-in; a copy without that key, a retry after a newer
 * token was used, or one too late is a reuse and ends the sign-in as before.
 */
import crypto from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RETRY_WINDOW_MS } from '../../server/auth/sessions'
import { STAFF, startApi, type TestApi } from './helper'

let api: TestApi
beforeAll(async () => {
  api = await startApi({ SESSION_ACCESS_MINUTES: '15', SESSION_IDLE_DAYS: '14', SESSION_MAX_DAYS: '30' })
})
afterAll(() => api.close())

type Pair = { token: string; refresh_token: string }
const login = async (): Promise<Pair> => (await api.request('POST', '/api-token-auth/', { body: STAFF })).body
const newKey = () => crypto.randomBytes(32).toString('hex')
const refresh = (refreshToken: string, retryKey?: string) =>
  api.request('POST', '/api-token-refresh/', {
    body: retryKey === undefined ? { refresh_token: refreshToken } : { refresh_token: refreshToken, retry_key: retryKey },
  })
const works = async (token: string) => (await api.request('GET', '/accounts/account-info/', { token })).status === 200
const refused = { status: 401, body: { detail: 'Invalid token.' } }
const answer = (res: { status: number; body: unknown }) => ({ status: res.status, body: res.body })

describe('a refresh whose answer was lost', () => {
  it('is asked again with the same key: a new pair that works, and the pair never received stops working', async () => {
    const first = await login()
    const key = newKey()
    const lost = (await refresh(first.refresh_token, key)).body as Pair
    const again = await refresh(first.refresh_token, key)
    expect(again.status).toBe(200)
    expect(await works(again.body.token)).toBe(true)
    expect(await works(lost.token)).toBe(false)
    expect(answer(await refresh(lost.refresh_token))).toEqual(refused)
    // the sign-in lives on and rotates as before
    const next = await refresh(again.body.refresh_token)
    expect(next.status).toBe(200)
    expect(await works(next.body.token)).toBe(true)
  })

  it('ends the sign-in when asked again after a newer token was used (the answer did arrive), or with another key, or none', async () => {
    for (const replay of ['newer used', 'other key', 'no key'] as const) {
      const first = await login()
      const key = newKey()
      const second = (await refresh(first.refresh_token, key)).body as Pair
      let live = second
      if (replay === 'newer used') live = (await refresh(second.refresh_token, newKey())).body
      const again = await refresh(first.refresh_token, replay === 'newer used' ? key : replay === 'other key' ? newKey() : undefined)
      expect(answer(again), replay).toEqual(refused)
      expect(await works(live.token), replay).toBe(false)
      expect(answer(await refresh(live.refresh_token)), replay).toEqual(refused)
    }
  })

  it('ends the sign-in when asked again past the window', async () => {
    const first = await login()
    const key = newKey()
    const second = (await refresh(first.refresh_token, key)).body as Pair
    const digest = crypto.createHash('sha256').update(first.refresh_token).digest('hex')
    const longAgo = new Date(Date.now() - RETRY_WINDOW_MS - 1000).toISOString()
    await api.app.context.database.db.updateTable('refresh_tokens').set({ used_at: longAgo }).where('token_hash', '=', digest).execute()
    expect(answer(await refresh(first.refresh_token, key))).toEqual(refused)
    expect(await works(second.token)).toBe(false)
  })

  it('sent several times at once with the same key: the sign-in lives, one answered pair works', async () => {
    const first = await login()
    const key = newKey()
    const answers = await Promise.all([1, 2, 3].map(() => refresh(first.refresh_token, key)))
    expect(answers.every((res) => res.status === 200 || (res.status === 401 && JSON.stringify(res.body) === JSON.stringify(refused.body)))).toBe(true)
    const working = []
    for (const res of answers) if (res.status === 200 && (await works(res.body.token))) working.push(res.body as Pair)
    expect(working).toHaveLength(1)
    expect((await refresh(working[0].refresh_token)).status).toBe(200)
  })

  it('refuses a retry key that is not 64 hex (400, in the language asked) and leaves the refresh token unused', async () => {
    const first = await login()
    for (const bad of ['abc', 'G'.repeat(64), 'a'.repeat(65), 12, ['a'.repeat(64)], { key: 'a' }]) {
      const res = await api.request('POST', '/api-token-refresh/', { body: { refresh_token: first.refresh_token, retry_key: bad } })
      expect(res.status, JSON.stringify(bad)).toBe(400)
      expect(Object.keys(res.body), JSON.stringify(bad)).toContain('retry_key')
    }
    const sl = await api.request('POST', '/api-token-refresh/', {
      body: { refresh_token: first.refresh_token, retry_key: 'abc' },
      language: 'sl',
    })
    expect(sl.body.retry_key[0]).toContain('šestnajstiških')
    expect((await refresh(first.refresh_token)).status).toBe(200)
  })
})
