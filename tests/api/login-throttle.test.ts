/**
 * Issue 10.3: a login throttle attackers cannot use against staff. Addresses are set per request
 * (inject's remoteAddress), so a stranger and the real user come from different places.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LOGIN_LIMITS, LoginThrottle, ThrottledError } from '../../server/auth/login-throttle'
import { MemoryCounterStore, type CounterStore } from '../../server/cluster/counter-store'
import { DatabaseCounterStore } from '../../server/cluster/database-counter-store'
import { connectDatabase } from '../../server/db/connect'
import { freshDatabase, startApi, STAFF, VISITOR, type TestApi } from './helper'

let api: TestApi
beforeAll(async () => {
  api = await startApi()
})
afterAll(() => api.close())

function login(username: string, password: string, address: string) {
  return api.app.inject({
    method: 'POST',
    url: '/api/v1/api-token-auth/',
    remoteAddress: address,
    headers: { 'content-type': 'application/json', 'accept-language': 'en' },
    payload: JSON.stringify({ username, password }),
  })
}

const retryAfter = (res: { headers: Record<string, unknown> }) => Number(res.headers['retry-after'])

describe('login throttle (API)', () => {
  it('counts parallel guesses before checking the password: 5 of 12 are checked, the rest 429 with Retry-After', async () => {
    const accounts = api.app.accounts
    const authenticate = accounts.authenticate
    let checked = 0
    accounts.authenticate = (...args) => {
      checked++
      return authenticate.apply(accounts, args)
    }
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => login(VISITOR.username, `wrong-${i}`, '203.0.113.10'))).finally(() => {
      accounts.authenticate = authenticate
    })
    expect(checked).toBe(LOGIN_LIMITS.perUserAndAddress)
    const codes = answers.map((res) => res.statusCode).sort()
    expect(codes.filter((code) => code === 400)).toHaveLength(LOGIN_LIMITS.perUserAndAddress)
    expect(codes.filter((code) => code === 429)).toHaveLength(12 - LOGIN_LIMITS.perUserAndAddress)
    for (const res of answers.filter((r) => r.statusCode === 429)) {
      expect(retryAfter(res)).toBeGreaterThan(0)
      // The wait in words, as Retry-After says it (rounded up to minutes).
      expect(res.json().detail).toBe(`Too many password attempts. Try again in ${Math.ceil(retryAfter(res) / 60)} min.`)
    }
  })

  it('a stranger locking out a user name from their address does not lock the real user out at theirs', async () => {
    for (let i = 0; i < LOGIN_LIMITS.perUserAndAddress; i++) expect((await login(STAFF.username, `guess-${i}`, '198.51.100.66')).statusCode).toBe(400)
    const stranger = await login(STAFF.username, STAFF.password, '198.51.100.66') // even the right password: the pair is locked
    expect(stranger.statusCode).toBe(429)
    expect((await login(STAFF.username, STAFF.password, '192.0.2.1')).statusCode).toBe(200)
  })

  it('backs off: each try while refused doubles the wait, up to an hour', async () => {
    const address = '203.0.113.20'
    for (let i = 0; i < 5; i++) await login(VISITOR.username, `wrong-${i}`, address)
    const first = retryAfter(await login(VISITOR.username, 'wrong', address))
    const second = retryAfter(await login(VISITOR.username, 'wrong', address))
    const third = retryAfter(await login(VISITOR.username, 'wrong', address))
    // The first refusal waits for the end of the window that began with the first try...
    expect(first).toBeGreaterThan(LOGIN_LIMITS.windowMs / 1000 - 120)
    expect(first).toBeLessThanOrEqual(LOGIN_LIMITS.windowMs / 1000)
    // ...each further try while refused starts a window twice as long as the one before, up to the cap.
    expect(second).toBeGreaterThan((2 * LOGIN_LIMITS.windowMs) / 1000 - 10)
    expect(second).toBeLessThanOrEqual((2 * LOGIN_LIMITS.windowMs) / 1000)
    expect(third).toBeGreaterThan(LOGIN_LIMITS.maxBackoffMs / 1000 - 10)
    expect(third).toBeLessThanOrEqual(LOGIN_LIMITS.maxBackoffMs / 1000)
  })

  it('a success takes its attempt back: 4 typos, a good login, then 5 more tries before the lock', async () => {
    const username = 'typist'
    await api.app.accounts.create({ username, password: 'typist-password-1', is_staff: false })
    const address = '203.0.113.30'
    for (let i = 0; i < 4; i++) expect((await login(username, `typo-${i}`, address)).statusCode).toBe(400)
    expect((await login(username, 'typist-password-1', address)).statusCode).toBe(200)
    for (let i = 0; i < 5; i++) expect((await login(username, `typo-${i}`, address)).statusCode).toBe(400)
    expect((await login(username, 'typist-password-1', address)).statusCode).toBe(429)
  })

  it(`refuses a user name after ${LOGIN_LIMITS.perUsername} tries from elsewhere, but not at an address where it signed in`, async () => {
    const username = 'targeted'
    const password = 'targeted-password-1'
    await api.app.accounts.create({ username, password, is_staff: true })
    expect((await login(username, password, '192.0.2.50')).statusCode).toBe(200) // the real user's usual place
    const perAddress = LOGIN_LIMITS.perUserAndAddress
    const addresses = Array.from({ length: LOGIN_LIMITS.perUsername / perAddress }, (_, i) => `198.18.0.${i + 1}`)
    for (const address of addresses) {
      const answers = await Promise.all(Array.from({ length: perAddress }, (_, i) => login(username, `guess-${i}`, address)))
      expect(answers.map((res) => res.statusCode)).toEqual(Array(perAddress).fill(400))
    }
    // At the ceiling: the next try from a new address is refused, even with the right password...
    const fresh = await login(username, password, '198.18.1.1')
    expect(fresh.statusCode).toBe(429)
    expect(retryAfter(fresh)).toBeGreaterThan(0)
    // ...but the real user at their usual address still gets in.
    expect((await login(username, password, '192.0.2.50')).statusCode).toBe(200)
  }, 240_000)

  it('counts an account once, whether its user name or its e-mail address is typed: 5 tries in all, not 5 each', async () => {
    await api.app.accounts.create({ username: 'two-names', password: 'two-names-pass-1', is_staff: false, email: 'Two.Names@example.com' })
    const address = '203.0.113.50'
    const names = ['two-names', 'two.names@example.com', 'TWO.NAMES@example.com', 'two-names', 'two.names@example.com']
    for (const name of names) expect((await login(name, 'wrong-guess', address)).statusCode).toBe(400)
    expect((await login('two-names', 'wrong-guess', address)).statusCode).toBe(429)
    expect((await login('two.names@example.com', 'two-names-pass-1', address)).statusCode).toBe(429)
    // Elsewhere the account is not locked.
    expect((await login('two.names@example.com', 'two-names-pass-1', '192.0.2.51')).statusCode).toBe(200)
  }, 120_000)

  it('counts a name that is no account as typed, with the same answers as an account: 5 tries, then 429', async () => {
    const address = '203.0.113.51'
    for (const name of ['nobody-here', 'nobody@example.com']) {
      for (let i = 0; i < LOGIN_LIMITS.perUserAndAddress; i++) expect((await login(name, `guess-${i}`, address)).statusCode).toBe(400)
      const refused = await login(name, 'guess', address)
      expect(refused.statusCode).toBe(429)
      expect(retryAfter(refused)).toBeGreaterThan(0)
    }
  }, 120_000)

  it(`strangers' ${LOGIN_LIMITS.perAddress} failures from a shared address refuse newcomers there, not an account that signed in there before`, async () => {
    const shared = '198.51.100.200' // an office, a mobile carrier
    await api.app.accounts.create({ username: 'regular', password: 'regular-pass-1', is_staff: false, email: 'regular@example.com' })
    await api.app.accounts.create({ username: 'newcomer', password: 'newcomer-pass-1', is_staff: false })
    expect((await login('regular@example.com', 'regular-pass-1', shared)).statusCode).toBe(200)
    // Anonymous strangers sweep user names from the same address, up to the limit and past it.
    for (let i = 0; i < LOGIN_LIMITS.perAddress; i++) expect((await login(`sweep-${i}`, 'wrong-password', shared)).statusCode).toBe(400)
    expect((await login('sweep-last', 'wrong-password', shared)).statusCode).toBe(429)
    // An account never seen at this address is refused even with its password (the address is busy)...
    expect((await login('newcomer', 'newcomer-pass-1', shared)).statusCode).toBe(429)
    // ...a wrong password for the regular is refused just the same (the answer tells a stranger nothing)...
    const wrong = await login('regular', 'wrong-password', shared)
    expect(wrong.statusCode).toBe(429)
    expect(retryAfter(wrong)).toBeGreaterThan(0)
    // ...and the regular's right password, by user name or e-mail, gets in.
    expect((await login('regular', 'regular-pass-1', shared)).statusCode).toBe(200)
    expect((await login('regular@example.com', 'regular-pass-1', shared)).statusCode).toBe(200)
  }, 120_000)

  it('at a shared address over its limit, guesses on an account that signed in there still stop at 5', async () => {
    const shared = '198.51.100.201'
    await api.app.accounts.create({ username: 'office-user', password: 'office-pass-1', is_staff: true })
    expect((await login('office-user', 'office-pass-1', shared)).statusCode).toBe(200)
    for (let i = 0; i < LOGIN_LIMITS.perAddress; i++) await login(`sweep2-${i}`, 'wrong-password', shared)
    for (let i = 0; i < LOGIN_LIMITS.perUserAndAddress; i++) expect((await login('office-user', `guess-${i}`, shared)).statusCode).toBe(429)
    // The account + address counter is spent: now even the right password waits.
    expect((await login('office-user', 'office-pass-1', shared)).statusCode).toBe(429)
  }, 120_000)

  it('limits user names to 150 characters, refused before anything is counted', async () => {
    const long = await login('u'.repeat(151), 'whatever-password', '203.0.113.40')
    expect(long.statusCode).toBe(400)
    expect(long.json()).toEqual({ username: ['Ensure this field has no more than 150 characters.'] })
    expect((await api.app.context.counters.read('login-addr:203.0.113.40')).count).toBe(0)
    const atLimit = await login('u'.repeat(150), 'whatever-password', '203.0.113.40')
    expect(atLimit.statusCode).toBe(400)
    expect(atLimit.json().non_field_errors).toBeDefined()
  })

  it('keeps its counters in a bounded LRU in memory (one instance on SQLite)', async () => {
    const counters = api.app.context.counters
    if (!(counters instanceof MemoryCounterStore)) return expect(counters).toBeInstanceOf(DatabaseCounterStore) // PostgreSQL: a table, shared
    for (let i = 0; i < 50_500; i++) await counters.increment(`flood:${i}`, { windowMs: 60_000 })
    expect(counters.size).toBe(50_000)
  })
})

/** The same rules on both stores, with a clock the test moves. */
describe.each(['memory', 'database'] as const)('login throttle over the %s counters', (kind) => {
  let now = 1_000_000
  let store: CounterStore
  let close = async () => {}
  beforeAll(async () => {
    if (kind === 'memory') store = new MemoryCounterStore(100, () => now)
    else {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'counters-'))
      const fresh = await freshDatabase()
      const database = connectDatabase({ databaseUrl: fresh.url, dataDir })
      const opened = await DatabaseCounterStore.open(database, () => now)
      store = opened
      close = async () => {
        opened.close()
        await database.close()
        await fresh.drop()
        fs.rmSync(dataDir, { recursive: true, force: true })
      }
    }
  })
  afterAll(() => close())

  const limits = { ...LOGIN_LIMITS, perUserAndAddress: 3, perAddress: 5, perUsername: 4, windowMs: 1000, maxBackoffMs: 4000 }

  it('refuses past each limit and forgets when the window has passed', async () => {
    const throttle = new LoginThrottle(store, limits)
    for (let i = 0; i < 3; i++) await throttle.begin('10.0.0.1', { name: 'ana' })
    await expect(throttle.begin('10.0.0.1', { name: 'ana' })).rejects.toBeInstanceOf(ThrottledError)
    await throttle.begin('10.0.0.2', { name: 'ana' }) // 4th try on the user name, from elsewhere
    await expect(throttle.begin('10.0.0.3', { name: 'ana' })).rejects.toMatchObject({ statusCode: 429 }) // past the ceiling
    now += 5000
    await throttle.begin('10.0.0.1', { name: 'ana' })
  })

  it('an address sweeping user names is refused past its limit', async () => {
    const throttle = new LoginThrottle(store, limits)
    for (let i = 0; i < 5; i++) await throttle.begin('10.0.9.9', { name: `user-${i}` })
    await expect(throttle.begin('10.0.9.9', { name: 'someone-else' })).rejects.toMatchObject({ retryAfterSeconds: 1 })
    await throttle.begin('10.0.9.10', { name: 'someone-else' })
    now += 5000
  })

  it('back-off doubles each refused try, capped', async () => {
    const throttle = new LoginThrottle(store, { ...limits, perAddress: 100, perUsername: 100 })
    for (let i = 0; i < 3; i++) await throttle.begin('10.0.1.1', { name: 'bor' })
    const waits: number[] = []
    for (let i = 0; i < 5; i++)
      waits.push(
        await throttle.begin('10.0.1.1', { name: 'bor' }).then(
          () => 0,
          (error: ThrottledError) => error.retryAfterSeconds,
        ),
      )
    expect(waits).toEqual([1, 2, 4, 4, 4])
    now += 5000
  })

  it('counts parallel attempts exactly', async () => {
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => store.increment('parallel', { windowMs: 1000 })))
    const counts = results.map((r) => (r.status === 'fulfilled' ? r.value.count : -1)).sort((a, b) => a - b)
    expect(counts).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
  })
})
