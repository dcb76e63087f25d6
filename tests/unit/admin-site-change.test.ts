/**
 * "Is my change live?" (issue 13, point 7): the notice after a save follows the build that carries
 * it (one that began reading content after the save committed), says when it went live and where
 * the page is, or why it failed; a build that began before the save never counts.
 * Issue 24.8: it says what the live build serves of the record: "published" only for a record the
 * site shows (never a draft, a scheduled item before a build after its time, a withdrawn one).
 */
import type { DataProvider } from 'react-admin'
import { beforeEach, describe, expect, it } from 'vitest'
import { savedOnSite, withPublicPages } from '../../admin/data/with-public-pages'
import type { SiteBuild } from '../../admin/layout/site-build-view'
import { dismissSiteChange, latestSiteChange, noteSiteChange } from '../../admin/layout/site-change-store'
import { siteChangeView } from '../../admin/layout/site-change-view'
import { publicPagePath } from '../../shared/public-page'
import { resources } from '../../shared/resources'

const SAVED = '2026-11-24T10:02:58.114Z'
const published = { visible: true, publishAt: null, unpublishAt: null }
const change = { at: SAVED, page: '/news/nova-hala/', shown: published }
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
    expect(view).toEqual({ phase: 'live', percent: 100, liveAt: '2026-11-24T10:03:12.000Z', at: null, reason: '' })
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
    const provider = withPublicPages(inner, (_resource, record) => savedOnSite(news, record))
    await provider.update('news', { id: 3, data: saved, previousData: saved })
    expect(latestSiteChange()).toEqual({ at: SAVED, page: '/news/nova-hala/', shown: published })
    header = '2026-11-24T10:05:00.000Z'
    await provider.delete('news', { id: 3, previousData: saved })
    expect(latestSiteChange()).toEqual({ at: header, page: null, shown: 'removed' })
    header = null
    dismissSiteChange()
    await provider.update('news', { id: 3, data: saved, previousData: saved })
    expect(latestSiteChange()).toBeNull()
  })
})

describe('what the live build serves of the saved record (issue 24.8)', () => {
  const news = resources.find((resource) => resource.name === 'news')!
  const galleryImages = resources.find((resource) => resource.name === 'gallery_images')!
  // the save at 10:02:58 UTC (11:02:58 in Ljubljana); a build that read content at 10:03:00 went live at 10:03:12
  const carried = build({ live_data_from: '2026-11-24T10:03:00.000Z', live_at: '2026-11-24T10:03:12.000Z' })
  const saved = (record: Record<string, unknown>) => ({ at: SAVED, ...savedOnSite(news, { id: 3, lang: 'sl', slug: 'nova-hala', ...record }) })

  it('never calls a draft published, nor links to a page that does not exist', () => {
    const draft = saved({ is_published: false })
    expect(draft.page).toBeNull()
    expect(siteChangeView(draft, carried)).toMatchObject({ phase: 'draft', liveAt: '2026-11-24T10:03:12.000Z' })
  })

  it('says a scheduled item is scheduled, until a live build read content after its publish time; then published', () => {
    const scheduled = saved({ is_published: true, publish_at: '2026-11-24T12:00:00' }) // 11:00 UTC
    expect(siteChangeView(scheduled, carried)).toMatchObject({ phase: 'scheduled', at: '2026-11-24T12:00:00' })
    // the schedule's build under way at the publish time: still scheduled
    const starting = build({ ...carried, state: 'building', started_at: '2026-11-24T11:00:01.000Z', progress: 0.5 })
    expect(siteChangeView(scheduled, starting).phase).toBe('scheduled')
    // a build that read content one second before the publish time does not serve it
    expect(siteChangeView(scheduled, build({ live_data_from: '2026-11-24T10:59:59.000Z', live_at: '2026-11-24T11:00:09.000Z' })).phase).toBe('scheduled')
    const wentLive = build({ live_data_from: '2026-11-24T11:00:00.000Z', live_at: '2026-11-24T11:00:09.000Z' })
    expect(siteChangeView(scheduled, wentLive)).toMatchObject({ phase: 'live', liveAt: '2026-11-24T11:00:09.000Z' })
    expect(scheduled.page).toBe('/news/nova-hala/')
  })

  it('says a record whose unpublish time has passed is withdrawn, and a deleted one removed', () => {
    expect(siteChangeView(saved({ is_published: true, unpublish_at: '2026-11-24T11:00:00' }), carried)).toMatchObject({
      phase: 'withdrawn',
      at: '2026-11-24T11:00:00',
    })
    expect(siteChangeView({ at: SAVED, ...savedOnSite(news, null) }, carried).phase).toBe('removed')
  })

  it('claims nothing about a record whose visibility follows another (a gallery picture): the site was updated', () => {
    const picture = { at: SAVED, ...savedOnSite(galleryImages, { id: 1, gallery: 2, is_active: true }) }
    expect(picture.shown).toBeNull()
    expect(siteChangeView(picture, carried).phase).toBe('updated')
  })
})

beforeEach(() => dismissSiteChange())
