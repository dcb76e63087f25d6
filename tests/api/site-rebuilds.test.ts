/** Only changes the public site can show queue a rebuild; visitors' form posts do not. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { resources } from '../../shared/resources'
import { resourcesShownOnSite } from '../../server/site/site-resources'
import { startApi, type TestApi } from './helper'

let api: TestApi
beforeAll(async () => {
  // Builds on, but the debounce is long enough that none starts during the test.
  api = await startApi({ SITE_BUILD: 'on', SITE_BUILD_DEBOUNCE_MS: '600000' })
})
afterAll(() => api.close())

const buildState = async () => (await api.request('GET', '/site/build/', { token: api.staffToken })).body.state

describe('site rebuilds', () => {
  it('are derived from the routes: types visitors can read, and those shown with them', () => {
    const shown = resourcesShownOnSite(api.app.registeredRoutes, resources)
    for (const name of ['news', 'tags', 'events', 'empty_spaces', 'empty_space_images', 'gallery_images', 'info']) expect(shown, name).toContain(name)
    for (const name of ['inquiries', 'clients', 'orders', 'order_lines']) expect(shown, name).not.toContain(name)
  })

  it('are not queued by a visitor posting an inquiry or registering as a client', async () => {
    const inquiry = await api.request('POST', '/common/inquiry/', { body: { name: 'Ana', email: 'ana@example.com', message: 'Pozdravljeni', language: 'sl' } })
    expect(inquiry.status).toBe(201)
    const client = await api.request('POST', '/accounts/clients/', { body: { name: 'Ana', email: 'ana@example.com' } })
    expect(client.status).toBe(202)
    expect(await buildState()).toBe('idle')
    // nor do their answers say the site changed
    expect(inquiry.headers['x-site-changed-at']).toBeUndefined()
    expect(client.headers['x-site-changed-at']).toBeUndefined()
  })

  it('are queued by saving news, and the answer says when the change was committed', async () => {
    const before = Date.now()
    const res = await api.request('POST', '/news/admin/news/', {
      token: api.staffToken,
      body: { title: 'Nova hala', lang: 'sl', date_made: '2025-09-13', body: 'Besedilo' },
    })
    expect(res.status).toBe(201)
    const changedAt = Date.parse(String(res.headers['x-site-changed-at']))
    expect(changedAt).toBeGreaterThanOrEqual(before)
    expect(changedAt).toBeLessThanOrEqual(Date.now())
    expect(await buildState()).toBe('queued')
    // a refused save changed nothing: no header
    const refused = await api.request('PATCH', `/news/admin/news/${res.body.id}/`, { token: api.staffToken, body: { date_made: 'not a date' } })
    expect(refused.status).toBe(400)
    expect(refused.headers['x-site-changed-at']).toBeUndefined()
  })

  it('the answer of a read never carries the header, even right after a change', async () => {
    const read = await api.request('GET', '/news/?lang=sl')
    expect(read.status).toBe(200)
    expect(read.headers['x-site-changed-at']).toBeUndefined()
  })
})
