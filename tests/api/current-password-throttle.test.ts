/**
 * Issue 24 item 6: `current_password` (own password, own e-mail, deleting one's account) is a
 * password check like a sign-in, behind the same throttle, on the same account + address counter:
 * 5 wrong tries, then 429 with Retry-After even for the right password, and nothing changed.
 * Attackers: anonymous (not counted), a visitor and staff guessing with their own session (a
 * stolen one), and user A, whose tries never count against user B.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LOGIN_LIMITS } from '../../server/auth/login-throttle'
import { startApi, type TestApi } from './helper'

let api: TestApi
beforeAll(async () => {
  api = await startApi()
})
afterAll(() => api.close())

const LIMIT = LOGIN_LIMITS.perUserAndAddress
/** Each test hashes a dozen passwords or more (scrypt): slow on a busy machine, slower on PostgreSQL. */
const SLOW = 120_000
let serial = 0

function call(method: 'POST' | 'PATCH' | 'DELETE', url: string, body: unknown, address: string, token?: string) {
  return api.app.inject({
    method,
    url: `/api/v1${url}`,
    remoteAddress: address,
    headers: { 'content-type': 'application/json', 'accept-language': 'en', ...(token ? { authorization: `Token ${token}` } : {}) },
    payload: JSON.stringify(body),
  })
}

/** A fresh account with its token (signed in from 192.0.2.200) and id. */
async function account(isStaff: boolean, scope: string[] = []) {
  const username = `cp-${isStaff ? 'staff' : 'visitor'}-${++serial}`
  const password = `${username}-pass-1`
  const created = await api.app.accounts.create({ username, password, is_staff: isStaff, scope, email: `${username}@example.com` })
  const login = await call('POST', '/api-token-auth/', { username, password }, '192.0.2.200')
  expect(login.statusCode).toBe(200)
  return { id: created.id, username, password, token: login.json().token as string }
}

type Who = Awaited<ReturnType<typeof account>>
/** The password checks a signed-in account can make, each with the current password given. */
const checks: Record<string, (who: Who, current: string, address: string) => ReturnType<typeof call>> = {
  'a new password (PATCH accounts/users/{id}/)': (who, current, address) =>
    call('PATCH', `/accounts/users/${who.id}/`, { password: 'a-brand-new-pass-1', current_password: current }, address, who.token),
  'a new e-mail address (POST accounts/me/email/)': (who, current, address) =>
    call('POST', '/accounts/me/email/', { email: `new-${who.username}@example.com`, current_password: current }, address, who.token),
  'deleting the account (DELETE accounts/me/)': (who, current, address) => call('DELETE', '/accounts/me/', { current_password: current }, address, who.token),
  "staff's own new e-mail (PATCH accounts/users/{id}/)": (who, current, address) =>
    call('PATCH', `/accounts/users/${who.id}/`, { email: `new-${who.username}@example.com`, current_password: current }, address, who.token),
}

const cases: [string, boolean][] = [
  ['a new password (PATCH accounts/users/{id}/)', false],
  ['a new e-mail address (POST accounts/me/email/)', false],
  ['deleting the account (DELETE accounts/me/)', false],
  ['a new password (PATCH accounts/users/{id}/)', true],
  ["staff's own new e-mail (PATCH accounts/users/{id}/)", true],
]

describe('current_password behind the login throttle', () => {
  it.each(cases)(
    '%s (staff: %s): 5 wrong tries answer 400, the next is 429 even with the right password, and nothing changes',
    async (name, isStaff) => {
      const who = await account(isStaff, isStaff ? ['news'] : [])
      const address = `203.0.113.${100 + serial}`
      for (let i = 0; i < LIMIT; i++) {
        const wrong = await checks[name](who, `wrong-${i}`, address)
        expect(wrong.statusCode).toBe(400)
        expect(wrong.json()).toEqual({ current_password: ['Your current password was entered incorrectly.'] })
      }
      const refused = await checks[name](who, who.password, address)
      expect(refused.statusCode).toBe(429)
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
      expect(refused.json().detail).toBe(`Too many password attempts. Try again in ${Math.ceil(Number(refused.headers['retry-after']) / 60)} min.`)
      // Nothing changed: the account is there, its password and address are what they were.
      const row = await api.app.context.database.db.selectFrom('users').select(['email']).where('id', '=', who.id).executeTakeFirstOrThrow()
      expect(row.email).toBe(`${who.username}@example.com`)
      expect(await api.app.accounts.checkPassword(who.id, who.password)).toBe(true)
      expect(await api.app.context.database.db.selectFrom('email_changes').select('id').where('user_id', '=', who.id).execute()).toEqual([])
      // The same throttle as the sign-in: from this address the sign-in is refused too...
      expect((await call('POST', '/api-token-auth/', { username: who.username, password: who.password }, address)).statusCode).toBe(429)
      // ...while from the owner's own address the right password still works.
      expect([200, 202, 204]).toContain((await checks[name](who, who.password, '192.0.2.200')).statusCode)
    },
    SLOW,
  )

  it(
    'counts parallel tries before checking: of 12 wrong ones at once, 5 are checked and 7 refused',
    async () => {
      const who = await account(false)
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, i) => checks['a new password (PATCH accounts/users/{id}/)'](who, `wrong-${i}`, '203.0.113.150')),
      )
      const codes = answers.map((res) => res.statusCode)
      expect(codes.filter((code) => code === 400)).toHaveLength(LIMIT)
      expect(codes.filter((code) => code === 429)).toHaveLength(12 - LIMIT)
    },
    SLOW,
  )

  it(
    'shares its count with the sign-in: 3 wrong sign-ins and 2 wrong current passwords spend the 5 tries',
    async () => {
      const who = await account(false)
      const address = '203.0.113.151'
      for (let i = 0; i < 3; i++)
        expect((await call('POST', '/api-token-auth/', { username: `${who.username}@example.com`, password: 'nope-nope' }, address)).statusCode).toBe(400)
      for (let i = 0; i < 2; i++) expect((await checks['deleting the account (DELETE accounts/me/)'](who, 'nope-nope', address)).statusCode).toBe(400)
      expect((await checks['deleting the account (DELETE accounts/me/)'](who, who.password, address)).statusCode).toBe(429)
    },
    SLOW,
  )

  it(
    "user A's wrong tries count on A's account only: B, at the same address, is not slowed; A cannot try B's password at all",
    async () => {
      const a = await account(false)
      const b = await account(false)
      const address = '203.0.113.152'
      for (let i = 0; i < LIMIT; i++) expect((await checks['a new password (PATCH accounts/users/{id}/)'](a, `guess-${i}`, address)).statusCode).toBe(400)
      expect((await checks['a new password (PATCH accounts/users/{id}/)'](a, a.password, address)).statusCode).toBe(429)
      // A aims at B's account: refused before any password is checked, and nothing is counted on B.
      const aimed = await call('PATCH', `/accounts/users/${b.id}/`, { password: 'taken-over-1', current_password: b.password }, address, a.token)
      expect([403, 404]).toContain(aimed.statusCode)
      expect((await api.app.context.counters.read(`login-pair:account:${b.id}|${address}`)).count).toBe(0)
      expect((await checks['a new password (PATCH accounts/users/{id}/)'](b, b.password, address)).statusCode).toBe(200)
    },
    SLOW,
  )

  it(
    'a missing current password is refused without counting; anonymous callers are refused before anything',
    async () => {
      const who = await account(false)
      const address = '203.0.113.153'
      for (let i = 0; i < LIMIT + 2; i++) {
        const missing = await call('DELETE', '/accounts/me/', {}, address, who.token)
        expect(missing.json()).toEqual({ current_password: ['This field is required.'] })
      }
      for (let i = 0; i < LIMIT + 2; i++) expect((await call('DELETE', '/accounts/me/', { current_password: who.password }, address)).statusCode).toBe(401)
      expect((await api.app.context.counters.read(`login-pair:account:${who.id}|${address}`)).count).toBe(0)
      expect((await checks['deleting the account (DELETE accounts/me/)'](who, who.password, address)).statusCode).toBe(204)
    },
    SLOW,
  )
})
