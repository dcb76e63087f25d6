/**
 * Names an account signs in with (issue 24 point 5, server/auth/sign-in-names.ts): user names are
 * unique whatever the case, and no account's user name is another account's e-mail (nor the
 * reverse), on every path that sets one: the account's own update, the team screen, the CLI (in
 * user-cli.test.ts), sign-up confirmation and e-mail change (visitor-accounts.test.ts). Tried as a
 * visitor, as user A on user B's name, as staff without the `users` scope and as staff with it;
 * concurrent saves too (the database's key decides); accounts that already collide do not stop
 * start-up.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fillSignInNames } from '../../server/auth/sign-in-names'
import { startAppOn } from './restart'
import { startApi, STAFF, type TestApi } from './helper'

let api: TestApi
let owner: { id: number; token: string }
let visitor: { id: number; token: string }
const PASSWORD = 'names-pass-1'

beforeAll(async () => {
  api = await startApi()
  owner = await account('lastnica', 'lastnica@example.com')
  visitor = await account('obiskovalec', 'obiskovalec@example.com')
})
afterAll(() => api.close())

async function account(username: string, email: string) {
  const created = await api.app.accounts.create({ username, email, password: PASSWORD, is_staff: false })
  return { id: created.id, token: (await signIn(username, PASSWORD)).body.token as string }
}
const signIn = (username: string, password: string) => api.request('POST', '/api-token-auth/', { body: { username, password } })
const rename = (token: string, id: number, body: Record<string, unknown>) => api.request('PATCH', `/accounts/users/${id}/`, { token, body })

describe('a visitor renaming themselves (issue 24.5)', () => {
  it("cannot take another account's e-mail as user name: the owner's e-mail sign-in stays theirs", async () => {
    for (const name of ['lastnica@example.com', 'LASTNICA@Example.com']) {
      const answer = await rename(visitor.token, visitor.id, { username: name })
      expect(answer.status, name).toBe(400)
      expect(Object.keys(answer.body), name).toEqual(['username'])
    }
    expect((await signIn('lastnica@example.com', PASSWORD)).body.token).toBeDefined()
    const user = await api.app.context.database.db.selectFrom('users').select('username').where('id', '=', visitor.id).executeTakeFirstOrThrow()
    expect(user.username).toBe('obiskovalec')
  })

  it("cannot take another account's user name in other letter case (Admin beside admin, Staff beside staff)", async () => {
    for (const name of [STAFF.username.toUpperCase(), 'Lastnica', 'LASTNICA']) {
      const answer = await rename(visitor.token, visitor.id, { username: name })
      expect(answer.status, name).toBe(400)
      expect(answer.body.username, name).toEqual(['A user with that username already exists.'])
    }
    // Its own name in other letters is its own.
    expect((await rename(visitor.token, visitor.id, { username: 'Obiskovalec' })).status).toBe(200)
    expect((await signIn('Obiskovalec', PASSWORD)).status).toBe(200)
  })

  it('cannot squat an address nobody registered: a user name that is an address must be its own', async () => {
    const answer = await rename(visitor.token, visitor.id, { username: 'prost@example.com' })
    expect(answer.status).toBe(400)
    expect(answer.body.username).toEqual(["A user name that is an e-mail address must be the account's own e-mail address."])
    // Its own address is allowed.
    expect((await rename(visitor.token, visitor.id, { username: 'OBISKOVALEC@example.com' })).status).toBe(200)
  })

  it('user A cannot rename user B, and staff without the users scope cannot either', async () => {
    expect((await rename(visitor.token, owner.id, { username: 'ukradeno' })).status).toBe(403)
    const scopeless = await api.scopedStaffToken(['news'])
    expect((await rename(scopeless, owner.id, { username: 'ukradeno' })).status).toBe(403)
  })
})

describe('staff on the team screen (issue 24.5)', () => {
  it("a new account may not take another's name or address, in any letter case", async () => {
    const create = (body: Record<string, unknown>) =>
      api.request('POST', '/accounts/users/', { token: api.staffToken, body: { invite: 'password', role: 'editor', ...body } })
    expect((await create({ username: 'LastNica' })).body.username).toEqual(['A user with that username already exists.'])
    expect((await create({ username: 'lastnica@EXAMPLE.com', email: 'lastnica@example.com' })).body.username).toEqual([
      'A user with that username already exists.',
    ])
    expect((await create({ username: 'urednik', email: 'Lastnica@example.com' })).body.email).toEqual(['Another account signs in with this address.'])
    // An address that is another account's user name: that account's sign-in would check this one's password.
    await api.app.accounts.create({ username: 'ime@example.si', email: 'ime@example.si', password: PASSWORD, is_staff: false })
    expect((await create({ username: 'urednica', email: 'IME@example.si' })).body.email).toEqual(['Another account signs in with this address.'])
    expect((await create({ username: 'urednica', email: 'urednica@example.si' })).status).toBe(201)
  })

  it("changing an account's e-mail to another's name is refused; a user name that was the address follows it", async () => {
    expect((await rename(api.staffToken, owner.id, { email: 'OBISKOVALEC@example.com' })).body.email).toEqual(['Another account signs in with this address.'])
    const follower = await api.app.accounts.create({ username: 'sledi@example.com', email: 'sledi@example.com', password: PASSWORD, is_staff: false })
    const moved = await rename(api.staffToken, follower.id, { email: 'novi-naslov@example.com' })
    expect(moved.status).toBe(200)
    expect(moved.body).toMatchObject({ username: 'novi-naslov@example.com', email: 'novi-naslov@example.com' })
    // The old address is free again: a new account may have it.
    expect(
      (await api.app.accounts.create({ username: 'sledi@example.com', email: 'sledi@example.com', password: PASSWORD, is_staff: false })).id,
    ).toBeGreaterThan(0)
  })
})

describe('a deleted account (issue 24.5)', () => {
  it('frees its names: the address and the user name can be had again', async () => {
    const leaving = await account('odhajam', 'odhajam@example.com')
    expect((await api.request('DELETE', '/accounts/me/', { token: leaving.token, body: { current_password: PASSWORD } })).status).toBe(204)
    expect((await api.app.accounts.create({ username: 'ODHAJAM', email: 'Odhajam@example.com', password: PASSWORD, is_staff: false })).id).toBeGreaterThan(0)
  })
})

describe('concurrent saves (issue 24.5)', () => {
  it('eight accounts renamed at once to one name in eight letter cases: one wins, the others get 400, none 500', async () => {
    const names = ['tekma', 'TEKMA', 'Tekma', 'tEkma', 'teKma', 'tekMa', 'tekmA', 'TeKmA']
    const racers = await Promise.all(names.map((_, i) => account(`tekmovalec-${i}`, `tekmovalec-${i}@example.com`)))
    const renamed = await Promise.all(racers.map((racer, i) => rename(racer.token, racer.id, { username: names[i] })))
    expect(renamed.map((answer) => answer.status).sort()).toEqual([200, 400, 400, 400, 400, 400, 400, 400])
    const holders = await api.app.context.database.db
      .selectFrom('users')
      .select('username')
      .where((eb) => eb(eb.fn('lower', ['username']), '=', 'tekma'))
      .execute()
    expect(holders).toHaveLength(1)
  }, 60_000)

  it('eight accounts made at once with one name in different cases: one is made', async () => {
    const made = await Promise.allSettled(
      ['dvojnik', 'DVOJNIK', 'Dvojnik', 'dVojnik', 'dvOjnik', 'dvoJnik', 'dvojNik', 'DvOjNiK'].map((username) =>
        api.request('POST', '/accounts/users/', { token: api.staffToken, body: { username, invite: 'password', role: 'editor' } }),
      ),
    )
    const statuses = made.map((result) => (result.status === 'fulfilled' ? result.value.status : 0)).sort()
    expect(statuses).toEqual([201, 400, 400, 400, 400, 400, 400, 400])
  }, 60_000)
})

describe('accounts that already collide (issue 24.5)', () => {
  it('do not stop start-up: the older keeps the name, the newer is reported, sign-in by the name stays with the older', async () => {
    const { db } = api.app.context.database
    // As an older version could store them: written around the checks.
    const clash = await db
      .insertInto('users')
      .values({ username: 'LASTNICA', password_hash: '!', is_staff: 0, is_active: 1, scope: '[]', date_joined: new Date().toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow()
    const collisions = await fillSignInNames(db)
    expect(collisions).toEqual([{ id: Number(clash.id), username: 'LASTNICA', name: 'lastnica', heldBy: owner.id }])
    const { config } = api.app.context
    const again = await startAppOn(config.dataDir, config.databaseUrl)
    try {
      expect((await again.inject({ method: 'POST', url: '/api/v1/api-token-auth/', payload: { username: 'lastnica', password: PASSWORD } })).statusCode).toBe(
        200,
      )
    } finally {
      await again.close()
    }
    // The newer one can be renamed to a free name, and not to the older one's.
    expect((await rename(api.staffToken, Number(clash.id), { username: 'lastnica' })).status).toBe(400)
    expect((await rename(api.staffToken, Number(clash.id), { username: 'lastnica-2' })).status).toBe(200)
    expect(await fillSignInNames(db)).toEqual([])
  })
})
