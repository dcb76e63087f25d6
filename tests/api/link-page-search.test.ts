/**
 * The rich-text link dialog's page search (admin/features/rich-text/public-page-search.ts) against the
 * real API through the back office's own data provider: only pages visitors can open now (no draft,
 * no item scheduled for later), at the public paths the site builds, list pages by their names, and
 * a type the staff member may not read left out instead of failing the search.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HttpError } from 'react-admin'
import { drfDataProvider } from '../../admin/data/drf-data-provider'
import { searchPublicPages } from '../../admin/features/rich-text/public-page-search'
import { declarations, staffPathOf } from '../../admin/registry'
import { startApi, type TestApi } from './helper'

let api: TestApi

/** The back office's data provider, its requests answered by the real app (no network). */
function backOffice(token: string) {
  return drfDataProvider({
    apiUrl: '/api/v1',
    pathOf: staffPathOf,
    httpClient: async (url, request = {}) => {
      const response = await api.app.inject({ method: (request.method ?? 'GET') as 'GET', url, headers: { authorization: `Token ${token}` } })
      const json = response.body ? JSON.parse(response.body) : null
      if (response.statusCode >= 300) throw new HttpError(json?.detail ?? 'failed', response.statusCode, json)
      return { status: response.statusCode, headers: new Headers(), body: response.body, json }
    },
  })
}

const news = (values: Record<string, unknown>) =>
  api.request('POST', '/news/admin/news/', { token: api.staffToken, body: { date_made: '2026-03-02', body: '<p>Besedilo.</p>', ...values } })

beforeAll(async () => {
  api = await startApi()
  for (const values of [
    { title: 'Nova proizvodna hala', lang: 'sl', is_published: true },
    { title: 'Hala v pripravi', lang: 'sl', is_published: false },
    { title: 'Hala za naslednje leto', lang: 'sl', is_published: true, publish_at: '2099-01-01T10:00:00' },
    { title: 'New production hall', lang: 'en', is_published: true },
  ])
    expect((await news(values)).status).toBe(201)
})
afterAll(() => api?.close())

const paths = (found: { path: string }[]) => found.map((page) => page.path)

describe("the link dialog's page search", () => {
  it('finds published records by title at their public paths, in their own language', async () => {
    const found = await searchPublicPages(backOffice(api.staffToken), declarations, 'hala', new Date())
    expect(paths(found)).toEqual(['/news/nova-proizvodna-hala/'])
    expect(found[0]).toMatchObject({ title: 'Nova proizvodna hala', language: 'sl', list: false })
    expect(paths(await searchPublicPages(backOffice(api.staffToken), declarations, 'production hall', new Date()))).toEqual(['/en/news/new-production-hall/'])
  })

  it('offers no draft and no item scheduled for later (their pages answer 404)', async () => {
    const found = paths(await searchPublicPages(backOffice(api.staffToken), declarations, 'hala pripravi', new Date()))
    expect(found).toEqual([])
    expect(paths(await searchPublicPages(backOffice(api.staffToken), declarations, 'naslednje leto', new Date()))).toEqual([])
    // the scheduled one is offered once it is live
    expect(paths(await searchPublicPages(backOffice(api.staffToken), declarations, 'naslednje leto', new Date('2099-01-02T12:00:00Z')))).toEqual([
      '/news/hala-za-naslednje-leto/',
    ])
  })

  it("offers a type's list page by its name, in each language", async () => {
    expect(paths(await searchPublicPages(backOffice(api.staffToken), declarations, 'novice', new Date()))).toEqual(['/news/'])
    expect(paths(await searchPublicPages(backOffice(api.staffToken), declarations, 'events', new Date()))).toEqual(['/en/events/'])
  })

  it('leaves out what the staff member may not read, and searches nothing for one letter', async () => {
    const unscoped = backOffice(await api.scopedStaffToken([]))
    expect(paths(await searchPublicPages(unscoped, declarations, 'hala', new Date()))).toEqual([])
    expect(paths(await searchPublicPages(unscoped, declarations, 'novice', new Date()))).toEqual(['/news/'])
    expect(await searchPublicPages(backOffice(api.staffToken), declarations, 'h', new Date())).toEqual([])
  })
})
