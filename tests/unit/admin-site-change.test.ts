/**
 * "Is my change live?" (issue 13, point 7): the notice after a save follows the build that carries
 * it (one that began reading content after the save committed), says when it went live and where
 * the page is, or why it failed; a build that began before the save never counts.
 */
import type { DataProvider } from 'react-admin'
import { beforeEach, describe, expect, it } from 'vitest'
import { withPublicPages } from '../../admin/data/with-public-pages'
import type { SiteBuild } from '../../admin/layout/site-build-view'
import { dismissSiteChange, latestSiteChange, noteSiteChange } from '../../admin/layout/site-change-store'
import { siteChangeView } from '../../admin/layout/site-change-view'
import { publicationState } from '../../shared/publication-state'
import { publicPagePath } from '../../shared/public-page'
import { resources } from '../../shared/resources'

const SAVED = '2026-11-24T10:02:58.114Z'
const change = { at: SAVED, page: '/news/nova-hala/' }
const build = (extra: Partial<SiteBuild>): SiteBuild => ({
  state: 'live',
  progress: 1,
  message: '',
  log_tail: [],
  started_at: null,
  finished_at: null,
  live_build_at: null,
  live_data_from: null,
  live_at: null,
  ...extra,
})

describe('the notice after a save', () => {
  it('is publishing while the build that carries the save is queued or under way, with its progress', () => {
    expect(siteChangeView(change, build({ state: 'queued', progress: 0 }))).toMatchObject({ phase: 'publishing', percent: 0 })
    expect(siteChangeView(change, build({ state: 'building', progress: 0.4, started_at: '2026-11-24T10:02:59.000Z' }))).toMatchObject({
      phase: 'publishing',
      percent: 40,
    })
  })

  it('does not count a build that began before the save (its progress, its success, its failure)', () => {
    const before = '2026-11-24T10:02:58.000Z'
    expect(siteChangeView(change, build({ state: 'building', progress: 0.9, started_at: before }))).toMatchObject({ phase: 'publishing', percent: 0 })
    expect(siteChangeView(change, build({ state: 'live', started_at: before, live_data_from: before, live_at: '2026-11-24T10:03:05.000Z' })).phase).toBe(
      'publishing',
    )
    expect(siteChangeView(change, build({ state: 'failed', started_at: before, message: 'gatsby build ended with exit code 1' })).phase).toBe('publishing')
  })

  it('is live once the live site was built from content read after the save, at the time it went live', () => {
    const view = siteChangeView(change, build({ live_data_from: '2026-11-24T10:02:59.500Z', live_at: '2026-11-24T10:03:12.000Z' }))
    expect(view).toEqual({ phase: 'live', percent: 100, liveAt: '2026-11-24T10:03:12.000Z', reason: '' })
    // a later build still running does not hide that the change is live
    expect(siteChangeView(change, build({ state: 'building', progress: 0.2, live_data_from: '2026-11-24T10:03:00.000Z' })).phase).toBe('live')
  })

  it('says why a build that should carry the save failed: its message and its last error line', () => {
    const view = siteChangeView(
      change,
      build({
        state: 'failed',
        started_at: '2026-11-24T10:03:00.000Z',
        message: 'gatsby build ended with exit code 1',
        log_tail: ['success x', 'ERROR #85923 GRAPHQL: the API is down', ''],
      }),
    )
    expect(view).toMatchObject({ phase: 'failed', reason: 'gatsby build ended with exit code 1: ERROR #85923 GRAPHQL: the API is down' })
  })
})

describe('what the notice says is what the site serves', () => {
  const liveAfter = build({ live_data_from: '2026-11-24T10:02:59.500Z', live_at: '2026-11-24T10:03:12.000Z' })

  it('a draft is never "published": once the build is live it says the record is not shown, and links nothing', () => {
    const view = siteChangeView({ ...change, state: { kind: 'draft' } }, liveAfter)
    expect(view.phase).toBe('hidden')
    expect(view.at).toBeUndefined()
  })

  it('a record withdrawn by its unpublish time says so, with the time', () => {
    expect(siteChangeView({ ...change, state: { kind: 'withdrawn', at: '2026-11-24T09:00:00' } }, liveAfter)).toMatchObject({
      phase: 'hidden',
      at: '2026-11-24T09:00:00',
    })
  })

  it('a record scheduled for later is "scheduled" until a build that read content after its time is live, then live', () => {
    // 12:00 in Ljubljana on 24 November (winter time) is 11:00 UTC
    const scheduled = { ...change, state: { kind: 'scheduled', at: '2026-11-24T12:00:00' } as const }
    expect(siteChangeView(scheduled, liveAfter)).toMatchObject({ phase: 'scheduled', at: '2026-11-24T12:00:00', liveAt: null })
    expect(siteChangeView(scheduled, build({ live_data_from: '2026-11-24T10:59:59.000Z', live_at: '2026-11-24T11:00:10.000Z' })).phase).toBe('scheduled')
    const live = siteChangeView(scheduled, build({ live_data_from: '2026-11-24T11:00:01.000Z', live_at: '2026-11-24T11:00:20.000Z' }))
    expect(live).toEqual({ phase: 'live', percent: 100, liveAt: '2026-11-24T11:00:20.000Z', reason: '' })
  })
})

describe('the publication state', () => {
  const news = resources.find((resource) => resource.name === 'news')!
  const inquiries = resources.find((resource) => resource.name === 'inquiries')!
  // 28 November 2026, 19:18:40 UTC = 20:18:40 in Ljubljana
  const now = new Date('2026-11-28T19:18:40.000Z')

  it('reads the visibility field and the publishing times on the zone clock, at the boundaries', () => {
    expect(publicationState(news, { is_published: false, publish_at: '2026-11-28T20:00:00' }, now)).toEqual({ kind: 'draft' })
    expect(publicationState(news, { is_published: true }, now)).toEqual({ kind: 'published' })
    expect(publicationState(news, { is_published: true, publish_at: '2026-11-28T20:18:41' }, now)).toEqual({ kind: 'scheduled', at: '2026-11-28T20:18:41' })
    expect(publicationState(news, { is_published: true, publish_at: '2026-11-28T20:18:40' }, now)).toEqual({ kind: 'published' })
    expect(publicationState(news, { is_published: true, unpublish_at: '2026-11-28T20:18:40' }, now)).toEqual({ kind: 'withdrawn', at: '2026-11-28T20:18:40' })
    expect(publicationState(news, { is_published: true, unpublish_at: '2026-11-28T20:18:41' }, now)).toEqual({ kind: 'published' })
    expect(publicationState(inquiries, { name: 'Ana' }, now)).toBeNull()
  })
})

describe('the saved record', () => {
  const news = resources.find((resource) => resource.name === 'news')!
  const withoutSite = resources.find((resource) => resource.name === 'inquiries')!

  it('has its public page in its own language, when it is published', () => {
    expect(publicPagePath(news, { id: 1, lang: 'sl', slug: 'nova-hala', is_published: true })).toBe('/news/nova-hala/')
    expect(publicPagePath(news, { id: 1, lang: 'en', slug: 'new-hall', is_published: true })).toBe('/en/news/new-hall/')
    expect(publicPagePath(news, { id: 1, lang: 'sl', slug: 'nova-hala', is_published: false })).toBeNull()
    expect(publicPagePath(news, { id: 1, lang: 'sl', slug: '', is_published: true })).toBeNull()
    expect(publicPagePath(withoutSite, { id: 1, name: 'Ana' })).toBeNull()
  })

  it('is linked to the change its save made, and a save that changed nothing on the site links nothing', async () => {
    const saved = { id: 3, lang: 'sl', slug: 'nova-hala', is_published: true }
    let header: string | null = SAVED
    const inner = {
      update: async () => {
        noteSiteChange(header) // as the http client does with the answer's X-Site-Changed-At
        return { data: saved }
      },
      delete: async () => {
        noteSiteChange(header)
        return { data: saved }
      },
    } as unknown as DataProvider
    const provider = withPublicPages(inner, (_resource, record) => ({ page: publicPagePath(news, record), state: publicationState(news, record, new Date()) }))
    await provider.update('news', { id: 3, data: saved, previousData: saved })
    expect(latestSiteChange()).toEqual({ at: SAVED, page: '/news/nova-hala/', state: { kind: 'published' } })
    header = '2026-11-24T10:05:00.000Z'
    await provider.delete('news', { id: 3, previousData: saved })
    expect(latestSiteChange()).toEqual({ at: header, page: null, state: null })
    header = null
    dismissSiteChange()
    await provider.update('news', { id: 3, data: saved, previousData: saved })
    expect(latestSiteChange()).toBeNull()
  })
})

beforeEach(() => dismissSiteChange())
