import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApi, VISITOR, type TestApi } from './helper'
import { startSmtp, type TestSmtp } from './smtp'

let smtp: TestSmtp
let api: TestApi
let visitorId: number
let staffId: number
beforeAll(async () => {
  smtp = await startSmtp()
  api = await startApi({ SMTP_URL: smtp.url, SITE_URL: 'https://rudnik.example' })
  visitorId = (await api.request('GET', '/accounts/account-info/', { token: api.visitorToken })).body.id
  staffId = (await api.request('GET', '/accounts/account-info/', { token: api.staffToken })).body.id
})
afterAll(async () => {
  await api.close()
  await smtp.close()
})

const login = async (username: string, password: string) => api.request('POST', '/api-token-auth/', { body: { username, password } })

describe('GET accounts/users/', () => {
  it('is for staff only', async () => {
    expect((await api.request('GET', '/accounts/users/')).status).toBe(401)
    expect((await api.request('GET', '/accounts/users/', { token: api.visitorToken })).status).toBe(403)
  })

  it('lists accounts as a page, without password hashes', async () => {
    const res = await api.request('GET', '/accounts/users/', { token: api.staffToken })
    expect(res.status).toBe(200)
    expect(res.body.count).toBe(2)
    expect(res.body.results.map((u: { username: string }) => u.username)).toEqual(['staff', 'visitor'])
    expect(res.body.results[0]).not.toHaveProperty('password_hash')
    expect(res.body.results[0]).toMatchObject({ is_staff: true, scope: ['*'] })
  })

  it('searches and orders', async () => {
    const found = await api.request('GET', '/accounts/users/?search=visi', { token: api.staffToken })
    expect(found.body.results.map((u: { username: string }) => u.username)).toEqual(['visitor'])
    const ordered = await api.request('GET', '/accounts/users/?ordering=-username', { token: api.staffToken })
    expect(ordered.body.results.map((u: { username: string }) => u.username)).toEqual(['visitor', 'staff'])
    const bad = await api.request('GET', '/accounts/users/?ordering=password_hash', { token: api.staffToken })
    expect(bad.status).toBe(400)
    expect(bad.body.ordering[0]).toMatch(/Cannot order by "password_hash"/)
  })
})

describe('GET accounts/users/{id}/', () => {
  it('shows a user their own account, staff any account, and nobody else', async () => {
    expect((await api.request('GET', `/accounts/users/${visitorId}/`, { token: api.visitorToken })).body.username).toBe('visitor')
    expect((await api.request('GET', `/accounts/users/${visitorId}/?expand=scope`, { token: api.staffToken })).status).toBe(200)
    expect((await api.request('GET', `/accounts/users/${staffId}/`, { token: api.visitorToken })).status).toBe(403)
    expect((await api.request('GET', '/accounts/users/9999/', { token: api.staffToken })).status).toBe(404)
  })
})

describe('PUT accounts/users/{id}/', () => {
  it('lets a user update their own names and e-mail', async () => {
    const res = await api.request('PUT', `/accounts/users/${visitorId}/`, {
      token: api.visitorToken,
      body: { username: 'visitor', email: 'visitor@example.com', first_name: 'Vid', last_name: 'Obiskovalec' },
    })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ username: 'visitor', email: 'visitor@example.com', first_name: 'Vid', last_name: 'Obiskovalec', is_staff: false })
  })

  it('does not let a non-staff user change is_staff or scope', async () => {
    const res = await api.request('PUT', `/accounts/users/${visitorId}/`, { token: api.visitorToken, body: { username: 'visitor', is_staff: true } })
    expect(res.status).toBe(403)
    const scope = await api.request('PATCH', `/accounts/users/${visitorId}/`, { token: api.visitorToken, body: { scope: ['*'] } })
    expect(scope.status).toBe(403)
    expect((await api.request('GET', `/accounts/users/${visitorId}/`, { token: api.visitorToken })).body).toMatchObject({ is_staff: false, scope: [] })
  })

  it('accepts is_staff sent back unchanged by a non-staff user', async () => {
    const res = await api.request('PUT', `/accounts/users/${visitorId}/`, { token: api.visitorToken, body: { username: 'visitor', is_staff: false } })
    expect(res.status).toBe(200)
  })

  it('lets staff change is_staff and scope of another account', async () => {
    const res = await api.request('PATCH', `/accounts/users/${visitorId}/`, { token: api.staffToken, body: { scope: ['news', 'events'] } })
    expect(res.status).toBe(200)
    expect(res.body.scope).toEqual(['news', 'events'])
    await api.request('PATCH', `/accounts/users/${visitorId}/`, { token: api.staffToken, body: { scope: [] } })
  })

  it('does not let a user edit another account', async () => {
    expect((await api.request('PUT', `/accounts/users/${staffId}/`, { token: api.visitorToken, body: { username: 'taken-over' } })).status).toBe(403)
  })

  it('refuses a username that is taken, with a field error', async () => {
    const res = await api.request('PUT', `/accounts/users/${visitorId}/`, { token: api.visitorToken, body: { username: 'staff' } })
    expect(res.status).toBe(400)
    expect(res.body).toEqual({ username: ['A user with that username already exists.'] })
  })

  it('changes the own password only with the current password, and keeps the session that did it', async () => {
    const wrong = await api.request('PATCH', `/accounts/users/${visitorId}/`, { token: api.visitorToken, body: { password: 'a-new-password-1', current_password: 'nope' } })
    expect(wrong.status).toBe(400)
    expect(wrong.body).toEqual({ current_password: ['Your current password was entered incorrectly.'] })
    const other = (await login(VISITOR.username, VISITOR.password)).body.token
    const res = await api.request('PATCH', `/accounts/users/${visitorId}/`, {
      token: api.visitorToken,
      body: { password: 'a-new-password-1', current_password: VISITOR.password },
    })
    expect(res.status).toBe(200)
    expect((await login('visitor', 'a-new-password-1')).status).toBe(200)
    expect((await api.request('GET', '/accounts/account-info/', { token: api.visitorToken })).status).toBe(200)
    expect((await api.request('GET', '/accounts/account-info/', { token: other })).status).toBe(401)
  })
})

describe('password reset', () => {
  it('mails a one-time link to the account, and the token sets a new password and ends every session', async () => {
    const res = await api.request('POST', `/accounts/users/${visitorId}/password_reset/`, { token: api.staffToken })
    expect(res.status).toBe(200)
    expect(res.body.detail).toMatch(/password reset link was sent/)
    const mail = smtp.messages.find((m) => m.to.includes('visitor@example.com'))!
    const token = /password-reset\?token=([0-9a-f]{64})/.exec(mail.text)![1]
    expect(mail.text).toContain('https://rudnik.example/admin/password-reset?token=')

    const session = (await login('visitor', 'a-new-password-1')).body.token
    const confirm = await api.request('POST', '/accounts/password-reset/confirm/', { body: { token, new_password: 'reset-password-2' } })
    expect(confirm.status).toBe(200)
    expect((await login('visitor', 'reset-password-2')).status).toBe(200)
    expect((await login('visitor', 'a-new-password-1')).status).toBe(400)
    expect((await api.request('GET', '/accounts/account-info/', { token: session })).status).toBe(401)

    const again = await api.request('POST', '/accounts/password-reset/confirm/', { body: { token, new_password: 'reset-password-3' } })
    expect(again.status).toBe(400)
    expect(again.body).toEqual({ token: ['This password reset link is invalid or has expired.'] })
  })

  it('may be asked by the user for their own account, not for someone else', async () => {
    const own = (await login('visitor', 'reset-password-2')).body.token
    expect((await api.request('POST', `/accounts/users/${visitorId}/password_reset/`, { token: own })).status).toBe(200)
    expect((await api.request('POST', `/accounts/users/${staffId}/password_reset/`, { token: own })).status).toBe(403)
  })

  it('needs an e-mail address on the account', async () => {
    const res = await api.request('POST', `/accounts/users/${staffId}/password_reset/`, { token: api.staffToken })
    expect(res.status).toBe(400)
    expect(res.body).toEqual({ email: ['The account has no email address.'] })
  })

  it('refuses a short new password', async () => {
    const res = await api.request('POST', '/accounts/password-reset/confirm/', { body: { token: 'f'.repeat(64), new_password: 'short' } })
    expect(res.status).toBe(400)
    expect(res.body).toEqual({ new_password: ['Ensure this field has at least 8 characters.'] })
  })
})
