/**
 * The staff team (issue 12 point 2): accounts created by invitation or with an initial password,
 * roles as named scope lists, nobody granting what they do not hold or changing someone above
 * them, the last active administrator kept, deactivation ending sign-ins, deletion.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { findRole } from '../../shared/roles'
import { startApi, type TestApi } from './helper'
import { startSmtp, type TestSmtp } from './smtp'

let api: TestApi
let smtp: TestSmtp
beforeAll(async () => {
  smtp = await startSmtp()
  api = await startApi({ SMTP_URL: smtp.url, SITE_URL: 'https://rudnik.example' })
})
afterAll(async () => {
  await api.close()
  await smtp.close()
})

const create = (token: string, body: Record<string, unknown>) => api.request('POST', '/accounts/users/', { token, body })
const login = (username: string, password: string) => api.request('POST', '/api-token-auth/', { body: { username, password } })
/** Signs in with the initial password and chooses an own one, as an account's first sign-in must (issue 24.12): that sign-in's token. */
async function firstSignIn(username: string, initial: string): Promise<string> {
  const { token } = (await login(username, initial)).body
  const { id } = (await api.request('GET', '/accounts/account-info/', { token })).body
  const changed = await api.request('PATCH', `/accounts/users/${id}/`, { token, body: { current_password: initial, password: `${initial}-own` } })
  expect(changed.status).toBe(200)
  return token
}
const staffId = async () => (await api.request('GET', '/accounts/account-info/', { token: api.staffToken })).body.id as number

describe('creating staff accounts', () => {
  it("with an initial password shown once: the account signs in with it and holds its role's scopes", async () => {
    const res = await create(api.staffToken, { username: 'urednica', first_name: 'Ana', role: 'editor', invite: 'password' })
    expect(res.status).toBe(201)
    expect(res.headers['cache-control']).toBe('no-store')
    expect(res.body).toMatchObject({ username: 'urednica', is_staff: true, is_active: true, role: 'editor', scope: [...findRole('editor')!.scope] })
    expect(res.body.initial_password).toMatch(/^[\w-]{16}$/)
    const signedIn = await login('urednica', res.body.initial_password)
    expect(signedIn.status).toBe(200)
    expect((await api.request('GET', `/accounts/users/${res.body.id}/`, { token: api.staffToken })).body).not.toHaveProperty('initial_password')
  })

  it('by invitation: a set-password link to the back office reaches the mailbox only, and the account has no password until then', async () => {
    const res = await create(api.staffToken, { username: 'objavitelj', email: 'objavitelj@rudnik.example', role: 'publisher' })
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({ role: 'publisher', invitation: 'sent' })
    expect(res.body).not.toHaveProperty('initial_password')
    const mail = smtp.messages.find((m) => m.to.includes('objavitelj@rudnik.example'))!
    const key = /admin\/password-reset#token=([0-9a-f]{64})/.exec(mail.text)![1]
    const outbox = await api.request('GET', '/mail/outbox/', { token: api.staffToken })
    expect(JSON.stringify(outbox.body)).not.toContain(key)
    expect((await login('objavitelj', '!')).status).toBe(400)
    expect((await api.request('POST', '/accounts/password-reset/confirm/', { body: { token: key, new_password: 'objava-geslo-1' } })).status).toBe(200)
    expect((await login('objavitelj', 'objava-geslo-1')).status).toBe(200)
  })

  it('refuses an invitation without SMTP (409 saying why), a missing role, unknown roles and scopes, a taken user name', async () => {
    const offline = await startApi()
    try {
      const res = await offline.request('POST', '/accounts/users/', {
        token: offline.staffToken,
        body: { username: 'x', email: 'x@rudnik.example', role: 'editor', invite: 'email' },
      })
      expect(res.status).toBe(409)
      expect(res.body.detail).toMatch(/SMTP_URL/)
      expect((await offline.request('GET', '/accounts/users/?search=x', { token: offline.staffToken })).body.count).toBe(0)
    } finally {
      await offline.close()
    }
    expect((await create(api.staffToken, { username: 'brez-vloge' })).body).toEqual({ role: ['This field is required.'] })
    expect((await create(api.staffToken, { username: 'y', role: 'boss' })).body).toEqual({ role: ['"boss" is not a valid choice.'] })
    expect((await create(api.staffToken, { username: 'y', scope: ['news', 'root'] })).body).toEqual({ scope: ['"root" is not a valid choice.'] })
    expect((await create(api.staffToken, { username: 'staff', role: 'editor' })).body).toEqual({ username: ['A user with that username already exists.'] })
  })

  it('needs the users scope', async () => {
    expect((await create(api.visitorToken, { username: 'z', role: 'editor' })).status).toBe(403)
    expect((await create(await api.scopedStaffToken(['news']), { username: 'z', role: 'editor' })).status).toBe(403)
  })
})

describe('granting', () => {
  it("nobody grants a scope they do not hold; '*' only from '*'", async () => {
    const manager = await api.scopedStaffToken(['users', 'news', 'tags'])
    const tooMuch = await create(manager, { username: 'preveč', role: 'editor', invite: 'password' })
    expect(tooMuch.status).toBe(403)
    expect(tooMuch.body.detail).toMatch(/^You cannot give permissions you do not hold: /)
    expect((await create(manager, { username: 'skrbnik2', role: 'administrator', invite: 'password' })).status).toBe(403)
    const fits = await create(manager, { username: 'novice', scope: ['news', 'tags'], invite: 'password' })
    expect([fits.status, fits.body.role]).toEqual([201, 'custom'])
    const raise = await api.request('PATCH', `/accounts/users/${fits.body.id}/`, { token: manager, body: { scope: ['news', 'events'] } })
    expect(raise.status).toBe(403)
  })

  it('nobody changes, deactivates, resets or deletes an account above them', async () => {
    const manager = await api.scopedStaffToken(['users', 'news'])
    const admin = await staffId()
    for (const [method, url, body] of [
      ['PATCH', `/accounts/users/${admin}/`, { first_name: 'X' }],
      ['PATCH', `/accounts/users/${admin}/`, { is_active: false }],
      ['POST', `/accounts/users/${admin}/password_reset/`, undefined],
      ['DELETE', `/accounts/users/${admin}/`, undefined],
    ] as const) {
      const res = await api.request(method, url, { token: manager, body })
      expect(res.status, `${method} ${url}`).toBe(403)
    }
    expect((await api.request('GET', '/accounts/account-info/', { token: api.staffToken })).body).toMatchObject({ is_active: true, first_name: null })
  })
})

describe('the last active administrator', () => {
  it('cannot be demoted, deactivated, made non-staff or deleted (409); with a second one, can', { timeout: 120_000 }, async () => {
    const admin = await staffId()
    for (const body of [{ role: 'editor' }, { scope: ['users'] }, { is_active: false }, { is_staff: false }]) {
      const res = await api.request('PATCH', `/accounts/users/${admin}/`, { token: api.staffToken, body })
      expect([res.status, res.body.detail], JSON.stringify(body)).toEqual([
        409,
        'This is the last active administrator: make another account an administrator first.',
      ])
    }
    expect((await api.request('DELETE', `/accounts/users/${admin}/`, { token: api.staffToken })).status).toBe(409)
    expect((await api.request('GET', '/accounts/account-info/', { token: api.staffToken })).body).toMatchObject({ role: 'administrator', is_active: true })

    const second = await create(api.staffToken, { username: 'drugi-skrbnik', role: 'administrator', invite: 'password' })
    const secondToken = await firstSignIn('drugi-skrbnik', second.body.initial_password)
    // Both try to demote the other at the same moment: one of them stays an administrator.
    const both = await Promise.all([
      api.request('PATCH', `/accounts/users/${second.body.id}/`, { token: api.staffToken, body: { role: 'editor' } }),
      api.request('PATCH', `/accounts/users/${admin}/`, { token: secondToken, body: { role: 'editor' } }),
    ])
    // The loser gets 409 when both checks ran before either write, or 403 when the winner's write landed before the
    // loser's permission check (it is no longer an administrator): both leave exactly one administrator.
    const statuses = both.map((res) => res.status).sort()
    expect(statuses[0]).toBe(200)
    expect([403, 409]).toContain(statuses[1])
    const remaining = both[0].status === 200 ? api.staffToken : secondToken
    const left = await api.request('GET', '/accounts/users/?is_staff=true&page_size=100', { token: remaining })
    expect(left.body.results.filter((u: { role: string; is_active: boolean }) => u.role === 'administrator' && u.is_active)).toHaveLength(1)
    // The suite's staff account is the administrator again for the tests below (whichever won).
    expect((await api.request('PATCH', `/accounts/users/${admin}/`, { token: remaining, body: { role: 'administrator' } })).status).toBe(200)
  })
})

describe('deactivating, reactivating, deleting', () => {
  it('deactivation ends every sign-in at once; reactivation lets the person sign in again', async () => {
    const made = await create(api.staffToken, { username: 'začasni', role: 'editor', invite: 'password' })
    const token = (await login('začasni', made.body.initial_password)).body.token
    const off = await api.request('PATCH', `/accounts/users/${made.body.id}/`, { token: api.staffToken, body: { is_active: false } })
    expect([off.status, off.body.is_active]).toEqual([200, false])
    expect((await api.request('GET', '/accounts/account-info/', { token })).status).toBe(401)
    expect((await login('začasni', made.body.initial_password)).body).toEqual({ non_field_errors: ['User account is disabled.'] })
    await api.request('PATCH', `/accounts/users/${made.body.id}/`, { token: api.staffToken, body: { is_active: true } })
    expect((await login('začasni', made.body.initial_password)).status).toBe(200)
  })

  it('deletion removes the account and its sign-ins; what it wrote stays', { timeout: 120_000 }, async () => {
    const made = await create(api.staffToken, { username: 'odhajajoči', role: 'publisher', invite: 'password' })
    const token = await firstSignIn('odhajajoči', made.body.initial_password)
    const news = await api.request('POST', '/news/admin/news/', {
      token,
      body: { title: 'Zadnja novica', lang: 'sl', date_made: '2025-09-13', body: 'Besedilo', is_published: true },
    })
    expect(news.status).toBe(201)
    expect((await api.request('DELETE', `/accounts/users/${made.body.id}/`, { token: api.staffToken })).status).toBe(204)
    expect((await api.request('GET', '/accounts/account-info/', { token })).status).toBe(401)
    expect((await api.request('GET', `/accounts/users/${made.body.id}/`, { token: api.staffToken })).status).toBe(404)
    expect((await api.request('GET', `/news/${news.body.id}/`)).body.title).toBe('Zadnja novica')
    expect(await api.app.context.database.db.selectFrom('auth_sessions').select('id').where('user_id', '=', made.body.id).execute()).toEqual([])
  })
})

describe('roles at work', () => {
  it('an editor writes content but does not publish; a publisher does', { timeout: 120_000 }, async () => {
    const made = await create(api.staffToken, { username: 'urednik-3', role: 'editor', invite: 'password' })
    const token = await firstSignIn('urednik-3', made.body.initial_password)
    const draft = await api.request('POST', '/news/admin/news/', { token, body: { title: 'Osnutek', lang: 'sl', date_made: '2025-09-13', body: 'B' } })
    expect([draft.status, draft.body.is_published]).toEqual([201, false])
    expect(
      (await api.request('POST', '/news/admin/news/', { token, body: { title: 'Takoj', lang: 'sl', date_made: '2025-09-13', body: 'B', is_published: true } }))
        .body.detail,
    ).toMatch(/publishing permission/)
    expect((await api.request('PATCH', `/news/admin/news/${draft.body.id}/`, { token, body: { is_published: true } })).status).toBe(403)
    expect((await api.request('PATCH', `/news/admin/news/${draft.body.id}/`, { token, body: { title: 'Osnutek 2', is_published: false } })).status).toBe(200)
    // A type shown by default (employees are active unless unticked) starts hidden when an editor makes it.
    const employee = await api.request('POST', '/employees/', {
      token,
      body: { first_name: 'Nina', last_name: 'Kos', lang: 'sl', position: 'Svetovalka', department: 'incubator', hire_date: '2025-09-13' },
    })
    expect([employee.status, employee.body.is_active]).toEqual([201, false])
    expect((await api.request('POST', '/incubator/admin/1/set-active/', { token })).status).toBe(403)

    const publisher = await create(api.staffToken, { username: 'objavitelj-2', role: 'publisher', invite: 'password' })
    const publisherToken = await firstSignIn('objavitelj-2', publisher.body.initial_password)
    const published = await api.request('PATCH', `/news/admin/news/${draft.body.id}/`, { token: publisherToken, body: { is_published: true } })
    expect([published.status, published.body.is_published]).toEqual([200, true])
    // The editor edits the published item; sending its state back unchanged is no publishing.
    expect((await api.request('PATCH', `/news/admin/news/${draft.body.id}/`, { token, body: { title: 'Popravek', is_published: true } })).status).toBe(200)
    expect((await api.request('PATCH', `/news/admin/news/${draft.body.id}/`, { token, body: { is_published: false } })).status).toBe(403)
  })

  it("each role reaches only its screens' calls: the rest answer 403", { timeout: 120_000 }, async () => {
    const made = await create(api.staffToken, { username: 'pisarna', role: 'office', invite: 'password' })
    const office = await firstSignIn('pisarna', made.body.initial_password)
    expect((await api.request('GET', '/orders/', { token: office })).status).toBe(200)
    expect((await api.request('GET', '/mail/outbox/', { token: office })).status).toBe(200)
    expect((await api.request('GET', '/news/admin/news/', { token: office })).status).toBe(403)
    expect((await api.request('GET', '/accounts/users/', { token: office })).status).toBe(403)
  })
})

describe('the user list', () => {
  it("filters by is_staff and is_active and shows each account's role", async () => {
    const staff = await api.request('GET', '/accounts/users/?is_staff=true&page_size=100', { token: api.staffToken })
    expect(staff.body.results.every((u: { is_staff: boolean; role: string }) => u.is_staff && typeof u.role === 'string')).toBe(true)
    const visitors = await api.request('GET', '/accounts/users/?is_staff=false', { token: api.staffToken })
    expect(visitors.body.results.map((u: { username: string; role: null }) => [u.username, u.role])).toEqual([['visitor', null]])
    expect((await api.request('GET', '/accounts/users/?is_active=perhaps', { token: api.staffToken })).status).toBe(400)
  })
})
