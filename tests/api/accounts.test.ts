import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../server/app'
import { loadConfig } from '../../server/config'
import { MAX_ATTEMPTS } from '../../server/mail/mailer'
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
  it("lets a user update their own names; a visitor's new e-mail goes through a link, a staff member's needs the current password", async () => {
    const body = { username: 'visitor', first_name: 'Vid', last_name: 'Obiskovalec' }
    const names = await api.request('PUT', `/accounts/users/${visitorId}/`, { token: api.visitorToken, body })
    expect(names.status).toBe(200)
    expect(names.body).toMatchObject({ username: 'visitor', first_name: 'Vid', last_name: 'Obiskovalec', is_staff: false })
    const byPatch = await api.request('PUT', `/accounts/users/${visitorId}/`, {
      token: api.visitorToken,
      body: { ...body, email: 'visitor@example.com', current_password: VISITOR.password },
    })
    expect([byPatch.status, byPatch.body]).toEqual([400, { email: ['A new address is confirmed by a link: use POST accounts/me/email/.'] }])
    expect((await api.request('GET', `/accounts/users/${visitorId}/`, { token: api.visitorToken })).body.email).toBeNull()

    const editor = await api.app.accounts.create({ username: 'editor-self', password: 'editor-password-1', is_staff: true, scope: ['news'] })
    const token = (await login('editor-self', 'editor-password-1')).body.token
    const own = { username: 'editor-self', email: 'editor@example.com', first_name: 'Eva' }
    const without = await api.request('PUT', `/accounts/users/${editor.id}/`, { token, body: own })
    expect([without.status, without.body]).toEqual([400, { current_password: ['This field is required.'] }])
    const wrong = await api.request('PUT', `/accounts/users/${editor.id}/`, { token, body: { ...own, current_password: 'not-it' } })
    expect([wrong.status, wrong.body]).toEqual([400, { current_password: ['Your current password was entered incorrectly.'] }])
    const res = await api.request('PUT', `/accounts/users/${editor.id}/`, { token, body: { ...own, current_password: 'editor-password-1' } })
    expect([res.status, res.body.email]).toEqual([200, 'editor@example.com'])
    // The same address sent back (a whole record on save) is no change: no password needed.
    const again = await api.request('PUT', `/accounts/users/${editor.id}/`, { token, body: { ...own, first_name: 'Eva Marija' } })
    expect([again.status, again.body.first_name]).toEqual([200, 'Eva Marija'])
  })

  it("lets staff who manage users change another account's e-mail without that account's password", async () => {
    const res = await api.request('PATCH', `/accounts/users/${visitorId}/`, { token: api.staffToken, body: { email: 'vid@example.com' } })
    expect([res.status, res.body.email]).toEqual([200, 'vid@example.com'])
    await api.request('PATCH', `/accounts/users/${visitorId}/`, { token: api.staffToken, body: { email: 'visitor@example.com' } })
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
    const wrong = await api.request('PATCH', `/accounts/users/${visitorId}/`, {
      token: api.visitorToken,
      body: { password: 'a-new-password-1', current_password: 'nope' },
    })
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
    const token = /password-reset#token=([0-9a-f]{64})/.exec(mail.text)![1]
    // A visitor sets the password on the site; staff in the back office (team.test.ts).
    expect(mail.text).toContain('https://rudnik.example/password-reset#token=')
    // The key reached the mailbox only: not the outbox (a staff screen), not the database.
    const outbox = await api.request('GET', '/mail/outbox/', { token: api.staffToken })
    const copy = outbox.body.results.find((m: { to: string; subject: string }) => m.to === 'visitor@example.com' && /Password reset/.test(m.subject))
    expect(copy.text).toContain('password-reset#token=[hidden]')
    expect(copy.status).toBe('sent')
    expect(JSON.stringify(outbox.body)).not.toContain(token)
    for (const table of ['mail_outbox', 'password_resets']) {
      const rows = await api.app.context.database.db.selectFrom(table).selectAll().execute()
      expect(JSON.stringify(rows), table).not.toContain(token)
    }

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
    expect(own).toBeTruthy()
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

describe('password reset keys', () => {
  it('expire: a key past its hour sets nothing', async () => {
    const key = await api.app.accounts.issueResetToken(visitorId, -1000)
    const res = await api.request('POST', '/accounts/password-reset/confirm/', { body: { token: key, new_password: 'too-late-password' } })
    expect([res.status, res.body]).toEqual([400, { token: ['This password reset link is invalid or has expired.'] }])
  })

  it('are stored as digests only', async () => {
    const key = await api.app.accounts.issueResetToken(visitorId, 60_000)
    const rows = await api.app.context.database.db.selectFrom('password_resets').selectAll().execute()
    expect(JSON.stringify(rows)).not.toContain(key)
    expect(rows.some((row) => row.token_hash === crypto.createHash('sha256').update(key).digest('hex'))).toBe(true)
  })

  it('without SMTP: no reset (409, saying why), and nothing that holds a key waits in the outbox', async () => {
    const offline = await startApi({ SITE_URL: 'https://rudnik.example' })
    try {
      const id = (await offline.request('GET', '/accounts/account-info/', { token: offline.visitorToken })).body.id
      await offline.request('PATCH', `/accounts/users/${id}/`, { token: offline.staffToken, body: { email: 'v@example.com' } })
      const res = await offline.request('POST', `/accounts/users/${id}/password_reset/`, { token: offline.staffToken })
      expect(res.status).toBe(409)
      expect(res.body.detail).toMatch(/SMTP_URL/)
      expect((await offline.request('GET', '/mail/outbox/', { token: offline.staffToken })).body.count).toBe(0)
    } finally {
      await offline.close()
    }
  })

  it('when SMTP refuses: 502, the outbox copy is failed, hidden and never retried', async () => {
    smtp.refuse(true)
    try {
      const res = await api.request('POST', `/accounts/users/${visitorId}/password_reset/`, { token: api.staffToken })
      expect(res.status).toBe(502)
    } finally {
      smtp.refuse(false)
    }
    const [failed] = (await api.request('GET', '/mail/outbox/?status=failed', { token: api.staffToken })).body.results
    expect(failed.text).toContain('#token=[hidden]')
    expect(failed.attempts).toBeGreaterThanOrEqual(MAX_ATTEMPTS)
    const sent = smtp.messages.length
    await api.request('POST', '/common/send-email/', { body: { name: 'A', email: 'a@example.com', subject: 'S', message: 'M' } }) // sending retries pending mail
    await api.app.context.afterAnswer.idle() // the retry this send started has run
    expect(smtp.messages.slice(sent).filter((m) => /Password reset/.test(m.subject))).toEqual([])
  })
})

describe('the log', () => {
  it('holds no password, session token or key, whatever the request carried', async () => {
    const lines: string[] = []
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'log-secrets-'))
    // Every level, debug included: a back-office page that answers 200 (admin/dist built) is logged at debug.
    const level = process.env.LOG_LEVEL
    process.env.LOG_LEVEL = 'debug'
    const logged = await buildApp(
      loadConfig({ SITE_BUILD: 'off', SEED_DEMO: 'off', ADMIN_USERNAME: 'chief', ADMIN_PASSWORD: 'chief-password-77' }, { dataDir }),
      {
        logger: true,
        logStream: { write: (line) => void lines.push(line) },
      },
    ).finally(() => (level === undefined ? delete process.env.LOG_LEVEL : (process.env.LOG_LEVEL = level)))
    try {
      const login = await logged.inject({ method: 'POST', url: '/api/v1/api-token-auth/', payload: { username: 'chief', password: 'chief-password-77' } })
      const token = login.json().token as string
      const secrets = ['chief-password-77', token, 'a'.repeat(48), 'b'.repeat(64)]
      await logged.inject({ method: 'GET', url: '/api/v1/accounts/account-info/', headers: { authorization: `Token ${token}` } })
      await logged.inject({ method: 'GET', url: `/api/v1/common/newsletter/confirm/${'a'.repeat(48)}/` })
      await logged.inject({ method: 'GET', url: `/admin/password-reset?token=${'b'.repeat(64)}&x=1` })
      await logged.inject({
        method: 'POST',
        url: '/api/v1/accounts/password-reset/confirm/',
        payload: { token: 'b'.repeat(64), new_password: 'chief-password-77' },
      })
      // one line per answered request (server/http/request-log.ts): each of the five is there, masked
      for (const path of [
        '/api/v1/api-token-auth/',
        '/api/v1/accounts/account-info/',
        '/api/v1/common/newsletter/confirm/',
        '/admin/password-reset?token=',
        '/api/v1/accounts/password-reset/confirm/',
      ]) {
        expect(
          lines.some((line) => line.includes(path)),
          path,
        ).toBe(true)
      }
      for (const secret of secrets) expect(lines.filter((line) => line.includes(secret))).toEqual([])
      expect(lines.join('\n')).toContain('/api/v1/common/newsletter/confirm/***/')
    } finally {
      await logged.close()
      fs.rmSync(dataDir, { recursive: true, force: true })
    }
  })
})
