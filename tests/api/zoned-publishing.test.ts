/**
 * Issue 24, dates: a publish time sent with a zone ('2026-11-28T18:18:40.000Z', what toISOString() sends) goes
 * live at that instant, not an hour or two early (the zone was dropped and the time read as Ljubljana's), and the
 * public answers change at that instant, not from a stale cache an hour later (the publishing timer waited the
 * difference of two clock readings, an hour too long across the spring switch). On a clock the test moves, at the
 * spring switch, the autumn switch and in winter.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApi, type TestApi } from './helper'
import { ManualClock } from './manual-clock'

const SECOND = 1000
const MINUTE = 60 * SECOND

const item = (title: string, publish_at: string) => ({ title, lang: 'sl', date_made: '2026-03-01', body: 'Besedilo', is_published: true, publish_at })
const titles = (body: any) => (body.results ?? body).map((row: any) => row.title)

/** One app on a clock started at `start`; `publicTitles` reads the anonymous list (through the answer cache). */
function onClockAt(start: string) {
  const context = {} as { api: TestApi; clock: ManualClock }
  beforeAll(async () => {
    context.clock = new ManualClock(start)
    context.api = await startApi({}, { clock: context.clock })
  })
  afterAll(() => context.api.close())
  const publish = async (title: string, publishAt: string) => {
    const res = await context.api.request('POST', '/news/admin/news/', { token: context.api.staffToken, body: item(title, publishAt) })
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    await context.api.app.publishingSchedule.settled()
    return res.body as { id: number; publish_at: string }
  }
  const publicTitles = async () => {
    const res = await context.api.app.inject({ method: 'GET', url: '/api/v1/news/?lang=sl', headers: { 'accept-language': 'sl' } })
    return titles(res.json())
  }
  /** Moves the clock on and lets the due publishing run. */
  const advance = async (ms: number) => {
    context.clock.advance(ms)
    await context.api.app.publishingSchedule.settled()
  }
  return { context, publish, publicTitles, advance }
}

describe('at the spring switch (2026-03-29, 02:00 CET -> 03:00 CEST)', () => {
  // 01:30 in Ljubljana (CET)
  const { publish, publicTitles, advance } = onClockAt('2026-03-29T00:30:00Z')

  it('a publish time of 01:00 UTC is 03:00 in Ljubljana: hidden until then, shown at once then', async () => {
    const created = await publish('Ob treh', '2026-03-29T01:00:00Z')
    expect(created.publish_at).toBe('2026-03-29T03:00:00')
    expect(await publicTitles()).toEqual([])
    expect(await publicTitles()).toEqual([]) // now from the cache
    await advance(30 * MINUTE - SECOND)
    expect(await publicTitles()).toEqual([])
    await advance(SECOND)
    expect(await publicTitles()).toEqual(['Ob treh'])
  })
})

describe('at the autumn switch (2026-10-25, 03:00 CEST -> 02:00 CET)', () => {
  // 02:00 in Ljubljana, the first time (CEST)
  const { publish, publicTitles, advance } = onClockAt('2026-10-25T00:00:00Z')

  it('00:30 UTC is the first 02:30; 02:00 UTC is 03:00, after the repeated hour', async () => {
    expect((await publish('Prva pol treh', '2026-10-25T00:30:00.000Z')).publish_at).toBe('2026-10-25T02:30:00')
    expect((await publish('Ob treh', '2026-10-25T02:00:00.000Z')).publish_at).toBe('2026-10-25T03:00:00')
    expect(await publicTitles()).toEqual([])
    await advance(30 * MINUTE - SECOND)
    expect(await publicTitles()).toEqual([])
    await advance(SECOND)
    expect(await publicTitles()).toEqual(['Prva pol treh'])
    // Through 02:30 CEST to 03:00 CEST = 02:00 CET, and the repeated hour to 02:59:59 CET.
    await advance(90 * MINUTE - SECOND)
    expect(await publicTitles()).toEqual(['Prva pol treh'])
    await advance(SECOND)
    expect((await publicTitles()).sort()).toEqual(['Ob treh', 'Prva pol treh'])
  })
})

describe('in winter (UTC+1): the issue`s own value', () => {
  // 19:00 in Ljubljana
  const { publish, publicTitles, advance } = onClockAt('2026-11-28T18:00:00Z')

  it('2026-11-28T18:18:40.000Z is 19:18:40 in Ljubljana, not 18:18:40 (then already past)', async () => {
    expect((await publish('Zvečer', '2026-11-28T18:18:40.000Z')).publish_at).toBe('2026-11-28T19:18:40')
    expect(await publicTitles()).toEqual([])
    await advance(18 * MINUTE + 39 * SECOND)
    expect(await publicTitles()).toEqual([])
    await advance(SECOND)
    expect(await publicTitles()).toEqual(['Zvečer'])
  })
})
