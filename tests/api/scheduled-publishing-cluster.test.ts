/**
 * Scheduled publishing with two instances on one PostgreSQL (`npm run test:postgres -- <this file>`):
 * at the due moment both empty their answer caches, and the site build is asked for once, not
 * once per instance. Skipped on SQLite (one instance).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { buildApp, type BuiltApp } from '../../server/app'
import { startApi, type TestApi } from './helper'
import { ManualClock } from './manual-clock'

const START = '2026-03-02T07:59:00+01:00'
const onPostgres = Boolean(process.env.TEST_DATABASE_URL)

describe.skipIf(!onPostgres)('a due moment with two instances', () => {
  let api: TestApi
  let other: BuiltApp
  const clocks = [new ManualClock(START), new ManualClock(START)]

  beforeAll(async () => {
    api = await startApi({ SITE_BUILD: 'on', SITE_BUILD_DEBOUNCE_MS: '3600000' }, { clock: clocks[0] })
    other = await buildApp(api.app.context.config, { clock: clocks[1] })
    // The retention purge sets its own timer on the same clock: stopped, so only publishing timers are counted.
    await Promise.all([api.app.retentionPurge.close(), other.retentionPurge.close()])
    const body = { title: 'Ob osmih', lang: 'sl', date_made: '2026-03-01', body: 'x', is_published: true, publish_at: '2026-03-02T08:00:00' }
    expect((await api.request('POST', '/news/admin/news/', { token: api.staffToken, body })).status).toBe(201)
    await api.app.publishingSchedule.settled()
  })
  afterAll(async () => {
    await other?.close()
    await api?.close()
  })

  const list = (app: BuiltApp) => app.inject({ method: 'GET', url: '/api/v1/news/?lang=sl' })

  it('empties both caches and asks for one build', async () => {
    // The other instance heard of the save through the channel and set its own timer.
    await vi.waitFor(() => expect(clocks[1].pendingTimers).toBe(1))
    await other.publishingSchedule.settled()
    for (const app of [api.app, other]) {
      expect((await list(app)).json().count).toBe(0)
      expect((await list(app)).headers['x-cache']).toBe('hit')
    }
    const queues = [vi.spyOn(api.app.publisher, 'queue'), vi.spyOn(other.publisher, 'queue')]
    for (const clock of clocks) clock.advance(60_000)
    await Promise.all([api.app.publishingSchedule.settled(), other.publishingSchedule.settled()])
    expect(queues[0].mock.calls.length + queues[1].mock.calls.length).toBe(1)
    for (const app of [api.app, other]) {
      const fresh = await list(app)
      expect(fresh.headers['x-cache']).toBeUndefined()
      expect(fresh.json().count).toBe(1)
    }
  })
})
