/**
 * Scheduled publishing (issue 13.2): publish and unpublish times, on a clock the test moves.
 * Europe/Ljubljana is UTC+1 in March, so the wall-clock times below are the clock's minus one hour.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { buildApp } from '../../server/app'
import { startApi, type TestApi } from './helper'
import { ManualClock } from './manual-clock'

const START = '2026-03-02T07:59:00+01:00'
const PUBLISH = '2026-03-02T08:00:00'
const UNPUBLISH = '2026-03-02T09:00:00'
const MINUTE = 60_000

let api: TestApi
let clock: ManualClock
let scheduledId: number
let noScope: string

const item = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  lang: 'sl',
  date_made: '2026-03-01',
  body: 'Besedilo',
  is_published: true,
  ...extra,
})
const anonymous = (url: string) => api.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { 'accept-language': 'sl' } })
const titles = (body: any) => (body.results ?? body).map((row: any) => row.title)

/** What each kind of caller sees of the scheduled item on the public paths. */
async function publicView(token?: string) {
  const get = (url: string) => api.request('GET', url, { token })
  return {
    list: titles((await get('/news/?lang=sl')).body),
    count: (await get('/news/?lang=sl')).body.count,
    search: titles((await get('/news/?search=Ponedeljek')).body),
    latest: titles((await get('/news/latest/?lang=sl')).body),
    detail: (await get(`/news/${scheduledId}/`)).status,
  }
}

const hidden = { list: ['Vedno'], count: 1, search: [], latest: ['Vedno'], detail: 404 }
const shown = { list: ['Ponedeljek ob osmih', 'Vedno'], count: 2, search: ['Ponedeljek ob osmih'], latest: ['Ponedeljek ob osmih', 'Vedno'], detail: 200 }

beforeAll(async () => {
  clock = new ManualClock(START)
  // Builds on, debounced for an hour: a requested build waits (queued) and never runs in the test.
  api = await startApi({ SITE_BUILD: 'on', SITE_BUILD_DEBOUNCE_MS: '3600000' }, { clock })
  noScope = await api.scopedStaffToken([])
  expect((await api.request('POST', '/news/admin/news/', { token: api.staffToken, body: item('Vedno', { date_made: '2026-02-01' }) })).status).toBe(201)
  const created = await api.request('POST', '/news/admin/news/', {
    token: api.staffToken,
    body: item('Ponedeljek ob osmih', { publish_at: PUBLISH, unpublish_at: UNPUBLISH }),
  })
  expect(created.status).toBe(201)
  scheduledId = created.body.id
  await api.app.publishingSchedule.settled()
})
afterAll(() => api.close())

describe('publish and unpublish times', () => {
  it('are read and written like every field, unpublish strictly after publish', async () => {
    const row = (await api.request('GET', `/news/admin/news/${scheduledId}/`, { token: api.staffToken })).body
    expect([row.publish_at, row.unpublish_at]).toEqual([PUBLISH, UNPUBLISH])
    for (const unpublish_at of [PUBLISH, '2026-03-02T07:00:00']) {
      const refused = await api.request('PATCH', `/news/admin/news/${scheduledId}/`, { token: api.staffToken, body: { unpublish_at }, conformance: 'error' })
      expect(refused.status).toBe(400)
      expect(refused.body.unpublish_at[0]).toContain('later than "Publish at"')
    }
    const bad = await api.request('POST', '/news/admin/news/', { token: api.staffToken, body: item('Napačno', { publish_at: 'jutri' }), conformance: 'error' })
    expect(bad.status).toBe(400)
    expect(Object.keys(bad.body)).toEqual(['publish_at'])
  })

  it('settled() waits for a re-arming asked for while it waited (as a due run asks for one)', async () => {
    const schedule = api.app.publishingSchedule
    let later = false
    void schedule.reschedule().then(() => schedule.reschedule().then(() => void (later = true)))
    await schedule.settled()
    expect(later).toBe(true)
  })

  it('are documented in openapi.json', async () => {
    const doc = (await api.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json()
    const text = JSON.stringify(doc.paths['/api/v1/news/admin/news/'])
    expect(text).toContain('publish_at')
    expect(text).toContain('unpublish_at')
    expect(JSON.stringify(doc.paths['/api/v1/news/'])).toContain('publish_at empty or past')
  })

  it('refuse callers who may not write the type', async () => {
    for (const token of [undefined, api.visitorToken, noScope]) {
      const res = await api.request('PATCH', `/news/admin/news/${scheduledId}/`, { token, body: { publish_at: null }, conformance: 'error' })
      expect([401, 403]).toContain(res.status)
    }
  })

  it('moving the time of a published record needs the publish scope', async () => {
    const editor = await api.scopedStaffToken(['news'])
    const res = await api.request('PATCH', `/news/admin/news/${scheduledId}/`, { token: editor, body: { publish_at: null }, conformance: 'error' })
    expect(res.status).toBe(403)
    const untouched = await api.request('PATCH', `/news/admin/news/${scheduledId}/`, { token: editor, body: { summary: 'Povzetek' } })
    expect(untouched.status).toBe(200)
  })
})

describe('the schedule, on the moved clock', () => {
  it('hides the item from anonymous callers, visitors and staff without the scope before its time; staff see it', async () => {
    for (const token of [undefined, api.visitorToken, noScope]) expect(await publicView(token)).toEqual(hidden)
    expect((await api.request('GET', `/news/${scheduledId}/`, { token: api.staffToken })).status).toBe(200)
    expect((await api.request('GET', '/news/admin/news/', { token: api.staffToken })).body.count).toBe(2)
    // The back office's "Scheduled" filter: a publish time after now.
    const scheduled = await api.request('GET', '/news/admin/news/?publish_at__gt=2026-03-02T07:59:00', { token: api.staffToken })
    expect(titles(scheduled.body)).toEqual(['Ponedeljek ob osmih'])
  })

  it('at the publish time: shows it, never from the stale cache, and asks for a site build', async () => {
    expect(titles((await anonymous('/news/?lang=sl')).json())).toEqual(['Vedno'])
    expect((await anonymous('/news/?lang=sl')).headers['x-cache']).toBe('hit')
    const queue = vi.spyOn(api.app.publisher, 'queue')
    clock.advance(MINUTE - 1000)
    await api.app.publishingSchedule.settled()
    expect(queue).not.toHaveBeenCalled()
    expect((await anonymous('/news/?lang=sl')).headers['x-cache']).toBe('hit')
    clock.advance(1000)
    await api.app.publishingSchedule.settled()
    expect(queue).toHaveBeenCalledTimes(1)
    queue.mockRestore()
    const fresh = await anonymous('/news/?lang=sl')
    expect(fresh.headers['x-cache']).toBeUndefined()
    expect(titles(fresh.json())).toEqual(['Ponedeljek ob osmih', 'Vedno'])
    for (const token of [undefined, api.visitorToken, noScope]) expect(await publicView(token)).toEqual(shown)
  })

  it('at the unpublish time: hides it again', async () => {
    expect((await anonymous(`/news/${scheduledId}/`)).statusCode).toBe(200)
    expect((await anonymous(`/news/${scheduledId}/`)).headers['x-cache']).toBe('hit')
    const queue = vi.spyOn(api.app.publisher, 'queue')
    clock.advance(60 * MINUTE)
    await api.app.publishingSchedule.settled()
    expect(queue).toHaveBeenCalledTimes(1)
    queue.mockRestore()
    expect((await anonymous(`/news/${scheduledId}/`)).statusCode).toBe(404)
    for (const token of [undefined, api.visitorToken, noScope]) expect(await publicView(token)).toEqual(hidden)
    expect((await api.request('GET', `/news/${scheduledId}/`, { token: api.staffToken })).status).toBe(200)
  })

  it('a save moves the timer: a time set later is honoured without a restart', async () => {
    const saved = await api.request('PATCH', `/news/admin/news/${scheduledId}/`, {
      token: api.staffToken,
      body: { publish_at: '2026-03-02T09:30:00', unpublish_at: null },
    })
    expect(saved.status).toBe(200)
    await api.app.publishingSchedule.settled()
    expect(await publicView()).toEqual(hidden)
    clock.advance(30 * MINUTE)
    await api.app.publishingSchedule.settled()
    expect(await publicView()).toEqual(shown)
  })

  it('catches up after a restart: what fell due while it was down is public and a build is asked for', async () => {
    const later = await api.request('POST', '/news/admin/news/', { token: api.staffToken, body: item('Med izpadom', { publish_at: '2026-03-02T10:00:00' }) })
    expect(later.status).toBe(201)
    await api.app.publishingSchedule.settled()
    const config = api.app.context.config
    await api.app.close()
    // Down from 09:30 to 11:00: the 10:00 publish time passes unseen.
    const restartClock = new ManualClock('2026-03-02T11:00:00+01:00')
    const restarted = await buildApp(config, { clock: restartClock })
    try {
      await restarted.publishingSchedule.settled()
      expect(restarted.publisher.status.state).toBe('queued')
      const list = await restarted.inject({ method: 'GET', url: '/api/v1/news/?lang=sl' })
      expect(titles(list.json())).toContain('Med izpadom')
    } finally {
      await restarted.close()
    }
  })
})
