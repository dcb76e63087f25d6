/**
 * The scope list on a staff account (spec section 6, "a scope check"): each content type's
 * staff calls need its name in the list (or '*'), accounts need `users`, the outbox `mail`.
 * A staff account without a type's scope is a visitor there: it sees published records only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApi, STAFF, type TestApi } from './helper'

let api: TestApi
let newsOnly: string
let newsOnlyId: number
beforeAll(async () => {
  api = await startApi()
  newsOnly = await api.scopedStaffToken(['news'])
  newsOnlyId = (await api.request('GET', '/accounts/account-info/', { token: newsOnly })).body.id
})
afterAll(() => api.close())

const event = { title: 'Dan odprtih vrat', lang: 'sl', start: '2025-09-13T10:00:00', is_published: false }

describe('content types', () => {
  it('a news-scoped staff account writes news', async () => {
    const res = await api.request('POST', '/news/admin/news/', {
      token: newsOnly,
      body: { title: 'Nova hala', lang: 'sl', date_made: '2025-09-13', body: 'Besedilo' },
    })
    expect(res.status).toBe(201)
  })

  it('but not events: every write and the staff reads answer 403', async () => {
    const made = await api.request('POST', '/events/full/', { token: api.staffToken, body: event })
    expect(made.status).toBe(201)
    const id = made.body.id
    expect((await api.request('POST', '/events/full/', { token: newsOnly, body: event })).status).toBe(403)
    expect((await api.request('PUT', `/events/full/${id}/`, { token: newsOnly, body: event })).status).toBe(403)
    expect((await api.request('PATCH', `/events/full/${id}/`, { token: newsOnly, body: { title: 'X' } })).status).toBe(403)
    expect((await api.request('DELETE', `/events/full/${id}/`, { token: newsOnly })).status).toBe(403)
    expect((await api.request('GET', '/events/full/', { token: newsOnly })).status).toBe(403)
    expect((await api.request('POST', '/events/update-last-events/', { token: newsOnly, body: { ids: [id] } })).status).toBe(403)
  })

  it('and sees unpublished events no more than a visitor does', async () => {
    const titles = async (token?: string) => (await api.request('GET', '/events/?page_size=100', { token })).body.results.map((e: any) => e.title)
    expect(await titles(api.staffToken)).toContain(event.title)
    expect(await titles(newsOnly)).not.toContain(event.title)
    expect((await api.request('GET', '/events/on-key-events-full/', { token: newsOnly })).status).toBe(200)
  })

  it("named actions check their type's scope too", async () => {
    expect((await api.request('GET', '/mail/outbox/', { token: newsOnly })).status).toBe(403)
    expect((await api.request('GET', '/common/newsletter/subscribers/', { token: newsOnly })).status).toBe(403)
    expect((await api.request('GET', '/info/admin/', { token: newsOnly })).status).toBe(403)
    expect((await api.request('POST', '/incubator/admin/1/set-active/', { token: newsOnly })).status).toBe(403)
  })

  it('uploads and site builds are open to any staff account', async () => {
    expect((await api.request('POST', '/uploads/', { token: newsOnly, body: { filename: 'a.mp4' } })).status).toBe(201)
    expect((await api.request('GET', '/site/build/', { token: newsOnly })).status).toBe(200)
  })
})

describe('accounts', () => {
  it('a staff account without the users scope cannot list, read or change other accounts', async () => {
    expect((await api.request('GET', '/accounts/users/', { token: newsOnly })).status).toBe(403)
    expect((await api.request('GET', '/accounts/users/1/', { token: newsOnly })).status).toBe(403)
    expect((await api.request('PATCH', '/accounts/users/1/', { token: newsOnly, body: { first_name: 'Miha' } })).status).toBe(403)
    expect((await api.request('PUT', '/accounts/users/1/', { token: newsOnly, body: { username: STAFF.username } })).status).toBe(403)
    expect((await api.request('POST', '/accounts/users/1/password_reset/', { token: newsOnly })).status).toBe(403)
  })

  it('nor raise its own scope or flags, while it may edit its own name', async () => {
    expect((await api.request('PATCH', `/accounts/users/${newsOnlyId}/`, { token: newsOnly, body: { scope: ['*'] } })).status).toBe(403)
    expect((await api.request('PATCH', `/accounts/users/${newsOnlyId}/`, { token: newsOnly, body: { scope: ['news', 'users'] } })).status).toBe(403)
    expect((await api.request('PATCH', `/accounts/users/${newsOnlyId}/`, { token: newsOnly, body: { is_active: false } })).status).toBe(403)
    const own = await api.request('PATCH', `/accounts/users/${newsOnlyId}/`, { token: newsOnly, body: { first_name: 'Nina', scope: ['news'] } })
    expect(own.status).toBe(200)
    expect(own.body).toMatchObject({ first_name: 'Nina', scope: ['news'] })
  })

  it('staff with the users scope manage the accounts they outrank, granting only scopes they hold', async () => {
    const narrow = await api.scopedStaffToken(['users', 'events'])
    const refused = await api.request('PATCH', `/accounts/users/${newsOnlyId}/`, { token: narrow, body: { scope: ['news', 'events'] } })
    expect([refused.status, refused.body.detail]).toEqual([403, 'This account holds permissions you do not hold: only someone who holds them may change it.'])
    const manager = await api.scopedStaffToken(['users', 'news', 'events'])
    const res = await api.request('PATCH', `/accounts/users/${newsOnlyId}/`, { token: manager, body: { scope: ['news', 'events'] } })
    expect(res.status).toBe(200)
    expect(res.body.scope).toEqual(['news', 'events'])
    expect((await api.request('GET', '/events/full/', { token: newsOnly })).status).toBe(200)
    expect((await api.request('GET', '/accounts/users/', { token: manager })).status).toBe(200)
  })
})
