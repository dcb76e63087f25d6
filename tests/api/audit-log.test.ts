/**
 * The audit log (issue 13 point 4): every action is recorded with who did it, staff with the
 * `audit` scope read and export it, and nobody changes it through the API.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EXPORT_LIMIT } from '../../server/audit/routes'
import { AUDIT_TABLE } from '../../server/audit/table'
import { currentActor, requestsHoldingActors } from '../../server/http/request-actor'
import { ResourceService } from '../../server/resources/service'
import { wallClock } from '../../shared/event-status'
import { STAFF, startApi, VISITOR, type TestApi } from './helper'

let api: TestApi
let auditorToken: string
beforeAll(async () => {
  api = await startApi()
  auditorToken = await api.scopedStaffToken(['audit'])
})
afterAll(() => api.close())

const news = { title: 'Razpis za prostore', lang: 'sl', date_made: '2025-09-13', body: 'Besedilo', is_published: false }
const meId = async (token: string) => (await api.request('GET', '/accounts/me/', { token })).body.id
const entries = async (query: string) => {
  const res = await api.request('GET', `/audit-log/?page_size=100&${query}`, { token: api.staffToken })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return res.body.results as any[]
}
const exportCsv = (query = '', token = api.staffToken) =>
  api.app.inject({ method: 'GET', url: `/api/v1/audit-log/export/?${query}`, headers: { authorization: `Token ${token}` } })

describe('what is recorded', () => {
  it('create, update (changed fields), publish, unpublish and delete (the record kept), with the staff member who did it', async () => {
    const staffId = await meId(api.staffToken)
    const created = await api.request('POST', '/news/admin/news/', { token: api.staffToken, body: news })
    expect(created.status).toBe(201)
    const id = created.body.id
    await api.request('PATCH', `/news/admin/news/${id}/`, { token: api.staffToken, body: { title: 'Razpis 2026', body: 'Novo' } })
    await api.request('PATCH', `/news/admin/news/${id}/`, { token: api.staffToken, body: { is_published: true } })
    await api.request('PATCH', `/news/admin/news/${id}/`, { token: api.staffToken, body: { is_published: false } })
    await api.request('DELETE', `/news/admin/news/${id}/`, { token: api.staffToken })
    const trail = (await entries(`resource=news&record_id=${id}`)).reverse()
    expect(trail.map((e) => e.action)).toEqual(['create', 'update', 'publish', 'unpublish', 'delete'])
    for (const entry of trail) expect(entry).toMatchObject({ actor_id: staffId, actor_name: STAFF.username, resource: 'news', record_id: String(id) })
    expect(trail[1].changed_fields.sort()).toEqual(['body', 'title'])
    expect(trail[1].data).toMatchObject({ from: { title: 'Razpis za prostore' }, to: { title: 'Razpis 2026' } })
    expect(trail[1].record_title).toBe('Razpis 2026')
    expect(trail[4].data.deleted).toMatchObject({ id, title: 'Razpis 2026', body: 'Novo' })
    expect(trail[0].ip).toBe('127.0.0.1')
  })

  it('a save that changes nothing and a refused save leave no entry; a write outside any request is the system', async () => {
    const created = await api.request('POST', '/news/admin/news/', { token: api.staffToken, body: news })
    const id = created.body.id
    await api.request('PATCH', `/news/admin/news/${id}/`, { token: api.staffToken, body: { title: news.title } })
    await api.request('POST', '/news/admin/news/', { token: api.staffToken, body: { ...news, lang: 'xx' }, conformance: 'error' })
    expect((await entries(`resource=news&record_id=${id}`)).map((e) => e.action)).toEqual(['create'])
    const byServer = await ResourceService.of(api.app.context, 'news').create({ values: { ...news, title: 'Sistemska' }, files: {}, fromForm: false })
    const [entry] = await entries(`resource=news&record_id=${(byServer as { id: number }).id}`)
    expect(entry).toMatchObject({ action: 'create', actor_id: null, actor_name: 'system', ip: null })
  })

  it('writes at the same moment each name their own staff member; every request lets the actor store go, a read never takes it', async () => {
    const editorToken = await api.scopedStaffToken(['news'])
    const [staffId, editorId] = [await meId(api.staffToken), await meId(editorToken)]
    const writes = Array.from({ length: 6 }, (_, i) =>
      api.request('POST', '/news/admin/news/', { token: i % 2 ? editorToken : api.staffToken, body: { ...news, title: `Hkrati ${i}` } }),
    )
    // A visitor's read and a refused write in between.
    const reads = [api.request('GET', '/news/?lang=sl&search=hkrati'), api.request('POST', '/news/admin/news/', { token: editorToken, body: { lang: 'xx' } })]
    const created = await Promise.all(writes)
    expect((await Promise.all(reads)).map((res) => res.status)).toEqual([200, 400])
    for (const [i, res] of created.entries()) {
      expect(res.status).toBe(201)
      const [entry] = await entries(`resource=news&record_id=${res.body.id}`)
      expect(entry.actor_id, `write ${i}`).toBe(i % 2 ? editorId : staffId)
    }
    expect(requestsHoldingActors()).toBe(0)
    expect(currentActor()).toBeNull()
  })

  it('the footer (info) is a settings change', async () => {
    const created = await api.request('POST', '/info/', {
      token: api.staffToken,
      body: { title: 'Informacije', lang: 'sl', body: 'B', email: 'info@rudnik.example' },
    })
    expect(created.status).toBe(201)
    await api.request('PATCH', `/info/${created.body.id}/`, { token: api.staffToken, body: { email: 'pisarna@rudnik.example' } })
    const [latest] = await entries(`resource=info&record_id=${created.body.id}`)
    expect(latest).toMatchObject({ action: 'settings', changed_fields: ['email'], data: { to: { email: 'pisarna@rudnik.example' } } })
  })

  it('log in, failed log in (the username tried, never the password) and log out', async () => {
    const wrong = 'Wrong-Secret-Pass-9'
    expect((await api.request('POST', '/api-token-auth/', { body: { username: VISITOR.username, password: wrong }, conformance: 'error' })).status).toBe(400)
    const [failed] = await entries('action=login_failed')
    expect(failed).toMatchObject({ actor_id: null, actor_name: 'anonymous', data: { username: VISITOR.username, reason: 'credentials' } })
    const row = await api.app.context.database.db.selectFrom(AUDIT_TABLE).selectAll().where('id', '=', failed.id).executeTakeFirstOrThrow()
    expect(JSON.stringify(row)).not.toContain(wrong)
    const signIn = await api.request('POST', '/api-token-auth/', { body: VISITOR })
    const visitorId = await meId(signIn.body.token)
    const [login] = await entries('action=login')
    expect(login).toMatchObject({ actor_id: visitorId, actor_name: VISITOR.username, record_id: String(visitorId) })
    expect(JSON.stringify(login)).not.toContain(VISITOR.password)
    await api.request('POST', '/rest-auth/logout/', { token: signIn.body.token })
    expect((await entries('action=logout'))[0]).toMatchObject({ actor_id: visitorId })
  })

  it('accounts: created, role changed, password changed (named only), deleted', async () => {
    const made = await api.request('POST', '/accounts/users/', { token: api.staffToken, body: { username: 'urednica', role: 'editor', invite: 'password' } })
    expect(made.status).toBe(201)
    const id = made.body.id
    await api.request('PATCH', `/accounts/users/${id}/`, { token: api.staffToken, body: { role: 'publisher' } })
    await api.request('PATCH', `/accounts/users/${id}/`, {
      token: api.staffToken,
      body: { first_name: 'Ana', email: 'ana.urednica@example.com', password: 'Novo-geslo-123' },
    })
    const before = (await entries(`resource=users&record_id=${id}`)).reverse()
    expect(before[1].data).toMatchObject({ from: { role: 'editor' }, to: { role: 'publisher' } })
    expect(before[2].changed_fields).toEqual(['email', 'first_name', 'password'])
    expect(JSON.stringify(before)).not.toContain('Novo-geslo-123')
    expect(JSON.stringify(before)).not.toContain(made.body.initial_password)
    await api.request('DELETE', `/accounts/users/${id}/`, { token: api.staffToken })
    // Deleting erases the person: what was done stays, their values and name go (GDPR), earlier entries too.
    const trail = (await entries(`resource=users&record_id=${id}`)).reverse()
    expect(trail.map((e) => e.action)).toEqual(['user_create', 'user_role', 'user_update', 'user_delete'])
    expect(trail.slice(0, 3).map((e) => [e.data, e.record_title])).toEqual([
      [null, null],
      [null, null],
      [null, null],
    ])
    expect(trail[3].data.deleted).toEqual({ id, username: 'urednica', role: 'publisher' })
    expect(JSON.stringify(trail)).not.toContain('ana.urednica@example.com')
  })

  it('a password set with a reset link names the account, never the password or the link', async () => {
    // an account of its own: the new password ends the account's sign-ins
    const visitorId = (await api.app.accounts.create({ username: 'pozabljiva', password: 'Staro-geslo-123', is_staff: false })).id
    const key = await api.app.accounts.issueResetToken(visitorId, 60_000)
    const password = 'Ponastavljeno-geslo-7'
    expect((await api.request('POST', '/accounts/password-reset/confirm/', { body: { token: key, new_password: password } })).status).toBe(200)
    const [entry] = await entries('action=password_reset')
    expect(entry).toMatchObject({ resource: 'users', record_id: String(visitorId), record_title: 'pozabljiva', actor_name: 'anonymous' })
    expect(JSON.stringify(entry)).not.toContain(password)
    expect(JSON.stringify(entry)).not.toContain(key)
  })
})

describe('who may read it', () => {
  it('an auditor without an office scope sees who did what to an inquiry or an account, not its contents', async () => {
    const sent = await api.request('POST', '/common/inquiry/', {
      body: { name: 'Ana Osebna', email: 'ana.osebna@example.com', message: 'Moja telefonska', language: 'sl' },
    })
    expect(sent.status).toBe(201)
    const made = await api.request('POST', '/accounts/users/', {
      token: api.staffToken,
      body: { username: 'zasebna', email: 'zasebna@example.com', role: 'editor', invite: 'password' },
    })
    expect(made.status).toBe(201)
    const withOffice = await api.scopedStaffToken(['audit', 'inquiries'])
    const read = async (token: string, query: string) => (await api.request('GET', `/audit-log/?page_size=100&${query}`, { token })).body.results as any[]
    const [inquiry] = await read(auditorToken, `resource=inquiries&record_id=${sent.body.id}`)
    expect(inquiry).toMatchObject({ action: 'create', record_title: null, data: null })
    const [account] = await read(auditorToken, `resource=users&record_id=${made.body.id}`)
    expect(account).toMatchObject({ action: 'user_create', record_title: null, data: null })
    expect((await api.request('GET', `/audit-log/${inquiry.id}/`, { token: auditorToken })).body.data).toBeNull()
    const csv = await exportCsv(`resource=inquiries&record_id=${sent.body.id}`, auditorToken)
    expect(csv.body).not.toContain('ana.osebna@example.com')
    // With the type's scope (or '*'), the contents are there.
    expect((await read(withOffice, `resource=inquiries&record_id=${sent.body.id}`))[0].data.record).toMatchObject({ email: 'ana.osebna@example.com' })
    expect((await read(api.staffToken, `resource=users&record_id=${made.body.id}`))[0].record_title).toBe('zasebna')
  })

  it("an auditor without the users scope sees a visitor's sign-ins and orders as a visitor's: no name, e-mail, address or typed name", async () => {
    const person = { username: 'vida.zasebna@example.com', password: 'vida-password-1', first_name: 'Vida', last_name: 'Zasebna', is_staff: false }
    const vida = await api.app.accounts.create(person)
    await api.request('POST', '/api-token-auth/', { body: { username: person.username, password: 'not-hers-1' }, conformance: 'error' })
    const signIn = await api.request('POST', '/api-token-auth/', { body: { username: person.username, password: person.password } })
    expect(signIn.status).toBe(200)
    const read = async (token: string, query: string) => (await api.request('GET', `/audit-log/?page_size=100&${query}`, { token })).body.results as any[]
    const personal = /Vida|Zasebna|vida\.zasebna/
    const [login] = await read(auditorToken, `actor=${vida.id}&action=login`)
    expect(login).toMatchObject({ actor_id: vida.id, actor_name: 'visitor', ip: null })
    const [failed] = (await read(auditorToken, 'action=login_failed')).filter((entry) => entry.data === null)
    expect(failed).toMatchObject({ actor_name: 'anonymous', data: null })
    for (const query of [`actor=${vida.id}`, 'action=login_failed', 'resource=sessions'])
      expect(JSON.stringify(await read(auditorToken, query))).not.toMatch(personal)
    expect(JSON.stringify((await api.request('GET', `/audit-log/${login.id}/`, { token: auditorToken })).body)).not.toMatch(personal)
    expect(JSON.stringify((await api.request('GET', '/audit-log/actors/', { token: auditorToken })).body)).not.toMatch(personal)
    expect((await exportCsv(`actor=${vida.id}`, auditorToken)).body).not.toMatch(personal)
    // Staff who may see people (users scope, or '*') see who it was; a staff member's own name shows to every auditor.
    const withUsers = await api.scopedStaffToken(['audit', 'users'])
    expect((await read(withUsers, `actor=${vida.id}&action=login`))[0].actor_name).toMatch(personal)
    expect(JSON.stringify(await read(api.staffToken, 'action=login_failed'))).toContain(person.username)
    const staffLogin = (await read(auditorToken, 'action=login')).find((entry) => entry.actor_name !== 'visitor')
    expect(staffLogin?.actor_name).toBeTruthy()
  })

  it('anonymous 401, a visitor 403, staff without the scope 403, staff with it and administrators 200', async () => {
    const withoutScope = await api.scopedStaffToken(['news', 'users', 'publish'])
    for (const url of ['/audit-log/', '/audit-log/1/', '/audit-log/export/', '/audit-log/actors/']) {
      expect((await api.request('GET', url)).status, url).toBe(401)
      expect((await api.request('GET', url, { token: api.visitorToken })).status, url).toBe(403)
      expect((await api.request('GET', url, { token: withoutScope })).status, url).toBe(403)
      expect((await api.request('GET', url, { token: auditorToken })).status, url).toBe(200)
      expect((await api.request('GET', url, { token: api.staffToken })).status, url).toBe(200)
    }
  })

  it('nobody writes it: POST, PUT, PATCH and DELETE answer 405, and the entry is unchanged', async () => {
    const before = await api.request('GET', '/audit-log/1/', { token: api.staffToken })
    for (const url of ['/audit-log/', '/audit-log/1/', '/audit-log/export/', '/audit-log/actors/']) {
      for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
        const res = await api.request(method, url, { token: api.staffToken, body: { action: 'login' } })
        expect(res.status, `${method} ${url}`).toBe(405)
        expect(res.headers.allow).toMatch(/^GET/)
      }
    }
    expect((await api.request('GET', '/audit-log/1/', { token: api.staffToken })).body).toEqual(before.body)
    expect((await api.request('GET', '/audit-log/999999/', { token: api.staffToken })).status).toBe(404)
    expect((await api.request('GET', '/audit-log/abc/', { token: api.staffToken })).status).toBe(404)
  })
})

describe('filters', () => {
  it('actor, action, resource, record id and dates narrow the list', async () => {
    const staffId = await meId(api.staffToken)
    const all = await entries('')
    expect((await entries(`actor=${staffId}`)).every((e) => e.actor_id === staffId)).toBe(true)
    expect((await entries('action=user_role')).every((e) => e.action === 'user_role')).toBe(true)
    expect((await entries('resource=info')).every((e) => e.resource === 'info')).toBe(true)
    // A bare date is a day on Ljubljana's clock (server/audit/filters.ts), not UTC's.
    const today = wallClock(new Date()).slice(0, 10)
    expect(await entries(`from=${today}&to=${today}`)).toHaveLength(all.length)
    expect(await entries('to=2001-01-01')).toHaveLength(0)
    const [newest] = all
    expect((await entries(`from=${encodeURIComponent(newest.at)}`))[0].id).toBe(newest.id)
    expect(await entries(`from=${encodeURIComponent(new Date(Date.parse(newest.at) + 1).toISOString())}`)).toHaveLength(0)
  })

  it('the actor choices: everyone who acted, once, by their latest name', async () => {
    const staffId = await meId(api.staffToken)
    const actors = (await api.request('GET', '/audit-log/actors/', { token: auditorToken })).body as { id: number; name: string }[]
    expect(actors.filter((a) => a.id === staffId)).toEqual([{ id: staffId, name: STAFF.username }])
    expect(new Set(actors.map((a) => a.id)).size).toBe(actors.length)
  })

  it('bad values answer 400 naming the parameter; hostile keys and huge pages are refused or capped', async () => {
    const bad: [string, string][] = [
      ['action=drop', 'action'],
      ['actor=abc', 'actor'],
      ['actor=1e9999', 'actor'],
      ['from=2025-02-30', 'from'],
      ['from=yesterday', 'from'],
      ['to=99999-01-01', 'to'],
      ['resource=%27%20OR%201%3D1', 'resource'],
      ['action=login&action=logout', 'action'],
      [`record_id=${'x'.repeat(101)}`, 'record_id'],
      ['page_size=0', 'page_size'],
    ]
    for (const [query, field] of bad) {
      const res = await api.request('GET', `/audit-log/?${query}`, { token: api.staffToken, conformance: 'error' })
      expect(res.status, query).toBe(400)
      expect(Object.keys(res.body), query).toContain(field)
      expect((await exportCsv(query.startsWith('page_size') ? 'action=drop' : query)).statusCode, query).toBe(400)
    }
    expect((await api.request('GET', `/audit-log/?record_id=${'x'.repeat(100)}`, { token: api.staffToken })).status).toBe(200)
    expect((await api.request('GET', '/audit-log/?__proto__=x&action=login', { token: api.staffToken, conformance: 'error' })).status).toBe(400)
    expect((await api.request('GET', '/audit-log/?__proto__[action]=login', { token: api.staffToken, conformance: 'error' })).status).toBe(400)
    const huge = await api.request('GET', '/audit-log/?page_size=100000000', { token: api.staffToken })
    expect(huge.status).toBe(200)
    expect(huge.body.results.length).toBeLessThanOrEqual(100)
    expect((await api.request('GET', '/audit-log/?page=99999', { token: api.staffToken, conformance: 'error' })).status).toBe(404)
  })
})

describe('CSV export', () => {
  it('UTF-8 with BOM, filtered, and a title starting with = stays text', async () => {
    const created = await api.request('POST', '/news/admin/news/', {
      token: api.staffToken,
      body: { ...news, title: '=HYPERLINK("http://x.example","klik") čšž' },
    })
    const res = await exportCsv(`resource=news&record_id=${created.body.id}`)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/)
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"$/)
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]))
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(lines[0]).toBe('"id","at","actor_id","actor_name","ip","action","resource","record_id","record_title","changed_fields","data"')
    expect(lines).toHaveLength(2)
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://x.example"",""klik"") čšž"`)
    expect(lines[1]).not.toMatch(/,"=/)
    expect(res.headers['x-export-truncated']).toBe('false')
  })

  it(`stops at ${EXPORT_LIMIT} rows and says so; at the limit it is whole`, async () => {
    const db = api.app.context.database.db
    const row = (i: number) => ({ at: '2001-01-01T00:00:00.000Z', actor_name: 'system', action: 'update', resource: 'bulk', record_id: String(i) })
    for (let start = 0; start < EXPORT_LIMIT; start += 500) {
      await db
        .insertInto(AUDIT_TABLE)
        .values(Array.from({ length: 500 }, (_, i) => row(start + i)))
        .execute()
    }
    const atLimit = await exportCsv('resource=bulk')
    expect(atLimit.headers['x-export-truncated']).toBe('false')
    expect(atLimit.body.trim().split('\r\n')).toHaveLength(EXPORT_LIMIT + 1)
    await db.insertInto(AUDIT_TABLE).values(row(EXPORT_LIMIT)).execute()
    const past = await exportCsv('resource=bulk')
    expect(past.headers['x-export-truncated']).toBe('true')
    expect(past.body.trim().split('\r\n')).toHaveLength(EXPORT_LIMIT + 1)
  })
})
