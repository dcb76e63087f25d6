/**
 * Issue 24.12: an account given an initial password (the team screen's "shown once", the command
 * line's create and set-password) chooses its own at its first sign-in. Until then its token may
 * read its own account, change its own password and sign out; everything else, public reads
 * included, is a 403 with `code: password_change_required` and a message saying what to do.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApi, type TestApi } from './helper'

let api: TestApi
beforeAll(async () => {
  api = await startApi()
})
afterAll(async () => api.close())

const login = (username: string, password: string) => api.request('POST', '/api-token-auth/', { body: { username, password } })

async function newMember(username: string, role = 'editor'): Promise<{ id: number; password: string; token: string }> {
  const made = await api.request('POST', '/accounts/users/', { token: api.staffToken, body: { username, role, invite: 'password' } })
  expect(made.status).toBe(201)
  const signedIn = await login(username, made.body.initial_password)
  expect(signedIn.status).toBe(200)
  expect(signedIn.body.must_change_password).toBe(true)
  return { id: made.body.id, password: made.body.initial_password, token: signedIn.body.token }
}

describe('an initial password', () => {
  it('holds the account to its password change: every other call is a 403 saying so, in the caller’s language', async () => {
    const member = await newMember('nova-urednica')
    const info = await api.request('GET', '/accounts/account-info/', { token: member.token })
    expect(info.status).toBe(200)
    expect(info.body).toMatchObject({ id: member.id, must_change_password: true })
    for (const [method, url] of [
      ['GET', '/news/admin/news/'],
      ['POST', '/news/admin/news/'],
      ['GET', '/news/'], // a public read with the token: still held, so no client works around the change
      ['GET', '/accounts/sessions/'],
      ['GET', '/site/build/'],
      ['GET', `/accounts/users/${member.id}/`],
    ] as const) {
      const res = await api.request(method, url, { token: member.token, body: method === 'POST' ? { title: 'x' } : undefined, language: 'sl' })
      expect([url, res.status, res.body.code], url).toEqual([url, 403, 'password_change_required'])
      expect(res.body.detail).toMatch(/začetno geslo/)
    }
    const english = await api.request('GET', '/news/admin/news/', { token: member.token, language: 'en' })
    expect(english.body.detail).toMatch(/initial password: choose your own password first/)
    // the same call without the token is an anonymous one, as before
    expect((await api.request('GET', '/news/')).status).toBe(200)
  })

  it('lets through only the account’s own password change, to a password other than the initial one', async () => {
    const member = await newMember('drugi-urednik')
    const patch = (id: number, body: Record<string, unknown>) => api.request('PATCH', `/accounts/users/${id}/`, { token: member.token, body, language: 'sl' })
    expect((await patch(member.id, { first_name: 'Janez' })).body.code).toBe('password_change_required')
    expect((await patch(member.id, { first_name: 'Janez', password: 'moje-geslo-123', current_password: member.password })).status).toBe(403)
    const staffId = (await api.request('GET', '/accounts/account-info/', { token: api.staffToken })).body.id
    expect((await patch(staffId, { password: 'moje-geslo-123', current_password: member.password })).status).toBe(403)
    expect((await patch(member.id, { current_password: member.password })).body).toEqual({ password: [expect.any(String)] })
    expect((await patch(member.id, { password: 'moje-geslo-123', current_password: 'napačno-geslo' })).status).toBe(400)
    const same = await patch(member.id, { password: member.password, current_password: member.password })
    expect([same.status, same.body]).toEqual([400, { password: ['Izberite geslo, ki ni enako začetnemu.'] }])

    const changed = await patch(member.id, { password: 'moje-geslo-123', current_password: member.password })
    expect(changed.status).toBe(200)
    expect(changed.body.must_change_password).toBe(false)
    // the same sign-in now works as any other
    expect((await api.request('GET', '/news/admin/news/', { token: member.token })).status).toBe(200)
    const again = await login('drugi-urednik', 'moje-geslo-123')
    expect(again.body).not.toHaveProperty('must_change_password')
    expect((await api.request('GET', '/accounts/account-info/', { token: again.body.token })).body.must_change_password).toBe(false)
  })

  it('lets the account sign out before the change', async () => {
    const member = await newMember('odjava')
    const out = await api.request('POST', '/rest-auth/logout/', { token: member.token, body: {} })
    expect(out.status).toBe(200)
    expect((await api.request('GET', '/accounts/account-info/', { token: member.token })).status).toBe(401)
  })

  it('does not hold accounts whose owners chose their password: an invitation link, a sign-up, the first administrator', async () => {
    expect((await api.request('GET', '/accounts/account-info/', { token: api.staffToken })).body.must_change_password).toBe(false)
    expect((await api.request('GET', '/accounts/account-info/', { token: api.visitorToken })).body.must_change_password).toBe(false)
    // a reset link (the way an invitation ends) is the owner's own choice
    const member = await newMember('ponastavitev')
    const key = await api.app.accounts.issueResetToken(member.id, 60_000)
    expect((await api.request('POST', '/accounts/password-reset/confirm/', { body: { token: key, new_password: 'izbrano-geslo-9' } })).status).toBe(200)
    const signedIn = await login('ponastavitev', 'izbrano-geslo-9')
    expect((await api.request('GET', '/news/admin/news/', { token: signedIn.body.token })).status).toBe(200)
  })
})
