/**
 * Sign-ins that end (issue 12 point 4): short-lived access tokens, refresh tokens that rotate on
 * every use, a reused refresh token ending its whole sign-in, idle and absolute lifetimes, logout,
 * and the signed-in devices a user sees and ends.
 */
import crypto from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { STAFF, startApi, type TestApi } from './helper'

let api: TestApi
beforeAll(async () => {
  api = await startApi({ SESSION_ACCESS_MINUTES: '15', SESSION_IDLE_DAYS: '14', SESSION_MAX_DAYS: '30' })
})
afterAll(() => api.close())

const db = () => api.app.context.database.db
const login = async (userAgent = 'Vitest') => {
  const res = await api.app.inject({ method: 'POST', url: '/api/v1/api-token-auth/', headers: { 'user-agent': userAgent }, payload: STAFF })
  return res.json() as { token: string; refresh_token: string; expires_in: number; refresh_expires_in: number }
}
const refresh = (refreshToken: string) => api.request('POST', '/api-token-refresh/', { body: { refresh_token: refreshToken } })
const works = async (token: string) => (await api.request('GET', '/accounts/account-info/', { token })).status === 200
const sessionOf = async (token: string) =>
  Number(
    (
      await db()
        .selectFrom('auth_tokens')
        .select('session_id')
        .where('key_hash', '=', crypto.createHash('sha256').update(token).digest('hex'))
        .executeTakeFirstOrThrow()
    ).session_id,
  )

describe('signing in', () => {
  it('answers the access token as `token` (as before) and a refresh token beside it, with their lifetimes', async () => {
    const pair = await login()
    expect(pair.token).toMatch(/^[0-9a-f]{40}$/)
    expect(pair.refresh_token).toMatch(/^[0-9a-f]{64}$/)
    expect(pair.expires_in).toBe(15 * 60)
    expect(pair.refresh_expires_in).toBe(14 * 86_400)
    expect(await works(pair.token)).toBe(true)
  })

  it('stores only digests of both tokens', async () => {
    const pair = await login()
    const stored = JSON.stringify([await db().selectFrom('auth_tokens').selectAll().execute(), await db().selectFrom('refresh_tokens').selectAll().execute()])
    expect(stored).not.toContain(pair.token)
    expect(stored).not.toContain(pair.refresh_token)
  })
})

describe('access tokens', () => {
  it('stop working when they expire (401), and a refresh gives a new pair that works', async () => {
    const pair = await login()
    await db()
      .updateTable('auth_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('session_id', '=', await sessionOf(pair.token))
      .execute()
    const expired = await api.request('GET', '/accounts/account-info/', { token: pair.token })
    expect([expired.status, expired.body]).toEqual([401, { detail: 'Invalid token.' }])
    const next = await refresh(pair.refresh_token)
    expect(next.status).toBe(200)
    expect(await works(next.body.token)).toBe(true)
  })

  it("never outlive the sign-in's absolute lifetime", async () => {
    const short = await startApi({ SESSION_ACCESS_MINUTES: '15', SESSION_MAX_DAYS: String(30 / 86_400) }) // 30 seconds
    try {
      const pair = (await short.request('POST', '/api-token-auth/', { body: STAFF })).body
      expect(pair.expires_in).toBeLessThanOrEqual(30)
      expect(pair.refresh_expires_in).toBeLessThanOrEqual(30)
    } finally {
      await short.close()
    }
  })

  it('made before sign-ins had lifetimes no longer work', async () => {
    const key = crypto.randomBytes(20).toString('hex')
    const staff = await db().selectFrom('users').select('id').where('username', '=', STAFF.username).executeTakeFirstOrThrow()
    await db()
      .insertInto('auth_tokens')
      .values({ key_hash: crypto.createHash('sha256').update(key).digest('hex'), user_id: staff.id, created_at: new Date().toISOString() })
      .execute()
    expect(await works(key)).toBe(false)
  })
})

describe('refresh tokens', () => {
  it('rotate: each use answers a new pair, and the pair it replaces stops working', async () => {
    const first = await login()
    const second = (await refresh(first.refresh_token)).body
    expect(second.refresh_token).not.toBe(first.refresh_token)
    expect(second.token).not.toBe(first.token)
    expect(await works(first.token)).toBe(false)
    const third = await refresh(second.refresh_token)
    expect(third.status).toBe(200)
    expect(await works(third.body.token)).toBe(true)
  })

  it('used a second time end the whole sign-in: the thief and the owner both have to sign in again', async () => {
    const stolen = await login()
    const owner = (await refresh(stolen.refresh_token)).body // the owner's client refreshed
    const thief = await refresh(stolen.refresh_token) // the copy is replayed
    expect([thief.status, thief.body]).toEqual([401, { detail: 'Invalid token.' }])
    expect(await works(owner.token)).toBe(false)
    expect((await refresh(owner.refresh_token)).status).toBe(401)
  })

  it('sent twice at once: one answer wins the race and the sign-in ends all the same', async () => {
    const pair = await login()
    const answers = await Promise.all([refresh(pair.refresh_token), refresh(pair.refresh_token), refresh(pair.refresh_token)])
    const won = answers.filter((res) => res.status === 200)
    expect(won.length).toBeLessThanOrEqual(1)
    expect(answers.filter((res) => res.status === 401).length).toBeGreaterThanOrEqual(2)
    for (const res of won) expect(await works(res.body.token)).toBe(false)
  })

  it('end after the idle lifetime without a refresh, and at the absolute lifetime whatever the refreshes', async () => {
    const idle = await login()
    await db()
      .updateTable('auth_sessions')
      .set({ idle_expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', await sessionOf(idle.token))
      .execute()
    expect((await refresh(idle.refresh_token)).status).toBe(401)
    const old = await login()
    await db()
      .updateTable('auth_sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', await sessionOf(old.token))
      .execute()
    expect((await refresh(old.refresh_token)).status).toBe(401)
  })

  it('refuse what is not one (400 without it, 401 for an unknown or malformed one)', async () => {
    expect((await api.request('POST', '/api-token-refresh/', { body: {} })).body).toEqual({ refresh_token: ['This field is required.'] })
    expect((await refresh('f'.repeat(64))).status).toBe(401)
    expect((await refresh('not-a-token')).status).toBe(401)
  })
})

describe('logout', () => {
  it('ends the sign-in: its access and refresh tokens stop working', async () => {
    const pair = await login()
    expect((await api.request('POST', '/rest-auth/logout/', { token: pair.token })).status).toBe(200)
    expect(await works(pair.token)).toBe(false)
    expect((await refresh(pair.refresh_token)).status).toBe(401)
  })

  it('with an expired access token, ends the sign-in named by the refresh token', async () => {
    const pair = await login()
    await db()
      .updateTable('auth_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('session_id', '=', await sessionOf(pair.token))
      .execute()
    expect((await api.request('POST', '/rest-auth/logout/', { body: { refresh_token: pair.refresh_token } })).status).toBe(200)
    expect((await refresh(pair.refresh_token)).status).toBe(401)
  })
})

describe('signed-in devices', () => {
  it("lists the user's live sign-ins with their browser, marks the current one, and ends another", async () => {
    const phone = await login('Telefon (Android)')
    const laptop = await login('Prenosnik (Firefox)')
    const list = await api.request('GET', '/accounts/sessions/', { token: laptop.token })
    expect(list.status).toBe(200)
    const agents = list.body.map((s: { user_agent: string }) => s.user_agent)
    expect(agents).toEqual(expect.arrayContaining(['Telefon (Android)', 'Prenosnik (Firefox)']))
    const current = list.body.filter((s: { current: boolean }) => s.current)
    expect(current.map((s: { user_agent: string }) => s.user_agent)).toEqual(['Prenosnik (Firefox)'])
    expect(JSON.stringify(list.body)).not.toContain(phone.refresh_token)

    const phoneSession = await sessionOf(phone.token)
    expect((await api.request('DELETE', `/accounts/sessions/${phoneSession}/`, { token: laptop.token })).status).toBe(204)
    expect(await works(phone.token)).toBe(false)
    expect((await refresh(phone.refresh_token)).status).toBe(401)
    expect(await works(laptop.token)).toBe(true)
    expect((await api.request('DELETE', `/accounts/sessions/${phoneSession}/`, { token: laptop.token })).status).toBe(404)
    expect((await api.request('DELETE', '/accounts/sessions/abc/', { token: laptop.token })).status).toBe(404)
  })

  it('do not show sign-ins past their lifetime', async () => {
    const gone = await login('Stari brskalnik')
    await db()
      .updateTable('auth_sessions')
      .set({ idle_expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', await sessionOf(gone.token))
      .execute()
    const list = await api.request('GET', '/accounts/sessions/', { token: (await login()).token })
    expect(list.body.map((s: { user_agent: string }) => s.user_agent)).not.toContain('Stari brskalnik')
  })
})
