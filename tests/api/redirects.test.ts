/**
 * Redirects (shared/resources/redirects.ts, server/redirects/): managed by staff with the scope
 * only, site-local paths only, no loops, limits at and past them; a changed slug leaves a 301
 * that the static site answers, without chains when it moves again or back.
 */
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { REDIRECT_PATH_MAX, REDIRECTS_MAX } from '../../shared/resources/redirects'
import { MAX_HOPS } from '../../server/redirects/redirect-rules'
import { startApi, type TestApi } from './helper'

const BASE = '/redirects/admin/'
let api: TestApi
let noScope: string
let redirectsOnly: string

beforeAll(async () => {
  api = await startApi()
  noScope = await api.scopedStaffToken(['news'])
  redirectsOnly = await api.scopedStaffToken(['redirects'])
  // A live build with one page, so the static site answers (and 404s) as in production.
  const build = path.join(api.dataDir, 'site', 'builds', 'b1')
  fs.mkdirSync(path.join(build, 'news', 'here'), { recursive: true })
  fs.writeFileSync(path.join(build, 'news', 'here', 'index.html'), '<!doctype html><title>here</title>')
  fs.writeFileSync(path.join(build, '404.html'), '<!doctype html><title>404</title>')
  fs.symlinkSync(build, path.join(api.dataDir, 'site', 'live'))
  // The publisher reads the live link when the app starts; this one appeared after (startApi makes the folder).
  ;(api.app.publisher as unknown as { live: string }).live = build
})
afterAll(() => api.close())

const create = (body: unknown, token = api.staffToken) => api.request('POST', BASE, { token, body })
const site = (url: string) => api.app.inject({ method: 'GET', url })

describe('redirects API', () => {
  it('anonymous, non-staff and staff without the scope can neither list nor create; staff with it can', async () => {
    const body = { from_path: '/old/', to_path: '/news/here/' }
    for (const token of [undefined, api.visitorToken, noScope]) {
      expect((await api.request('GET', BASE, { token, conformance: 'error' })).status, String(token)).toBeGreaterThanOrEqual(401)
      expect((await api.request('POST', BASE, { token, body, conformance: 'error' })).status).toBeGreaterThanOrEqual(401)
    }
    const made = await create(body, redirectsOnly)
    expect(made.status).toBe(201)
    expect(made.body).toMatchObject({ from_path: '/old/', to_path: '/news/here/' })
    expect(made.body.created_at).toBeTruthy()
    const list = await api.request('GET', BASE, { token: redirectsOnly })
    expect(list.body.results.map((row: any) => row.from_path)).toContain('/old/')
    expect((await api.request('DELETE', `${BASE}${made.body.id}/`, { token: noScope, conformance: 'error' })).status).toBe(403)
  })

  it('refuses anything but a path on this site, the back office, the API and media', async () => {
    for (const hostile of [
      'https://evil.example/',
      '//evil.example/',
      '/\\evil.example/',
      '/%2Fevil.example/',
      '/%5Cevil.example',
      'news/x/',
      'javascript:alert(1)',
      '/a b/',
      '/a\r\nLocation: https://evil.example/',
      '/x/../../etc/',
      '/x?y=1',
      '/x#y',
      '/bad%zz/',
      '',
    ]) {
      const res = await create({ from_path: '/legit/', to_path: hostile })
      expect([hostile, res.status], hostile).toEqual([hostile, 400])
      expect(res.body.to_path).toBeDefined()
      const back = await create({ from_path: hostile, to_path: '/news/here/' })
      expect(back.status, hostile).toBe(400)
    }
    for (const reserved of ['/admin/', '/en/admin/x', '/api/v1/news/', '/media/x.png', '/sl/API/'])
      expect((await create({ from_path: reserved, to_path: '/news/here/' })).status, reserved).toBe(400)
    expect((await create({ from_path: '/same/', to_path: '/same/' })).status).toBe(400)
  })

  it('limits the length of a path: at the limit saved, past it refused', async () => {
    const at = `/${'a'.repeat(REDIRECT_PATH_MAX - 1)}`
    expect((await create({ from_path: at, to_path: '/news/here/' })).status).toBe(201)
    expect((await create({ from_path: `${at}b`, to_path: '/news/here/' })).status).toBe(400)
    expect((await create({ from_path: '/long/', to_path: `${at}b` })).status).toBe(400)
  })

  it('refuses a loop, directly or through others, and a chain past MAX_HOPS', async () => {
    expect((await create({ from_path: '/loop-a/', to_path: '/loop-b/' })).status).toBe(201)
    expect((await create({ from_path: '/loop-b/', to_path: '/loop-c/' })).status).toBe(201)
    const loop = await create({ from_path: '/loop-c/', to_path: '/loop-a/' })
    expect(loop.status).toBe(400)
    expect(loop.body.to_path[0]).toContain('loop')
    const first = await create({ from_path: '/chain-0/', to_path: '/chain-1/' })
    for (let hop = 1; hop <= MAX_HOPS; hop++) expect((await create({ from_path: `/chain-${hop}/`, to_path: `/chain-${hop + 1}/` })).status).toBe(201)
    // From /chain-start/: /chain-0/ and MAX_HOPS more hops lie ahead, one too many.
    expect((await create({ from_path: '/chain-start/', to_path: '/chain-0/' })).status).toBe(400)
    // Changing an existing one into a loop is refused as well.
    const loopB = (await api.request('GET', `${BASE}?from_path=${encodeURIComponent('/loop-b/')}`, { token: api.staffToken })).body.results[0]
    expect((await api.request('PATCH', `${BASE}${loopB.id}/`, { token: api.staffToken, body: { to_path: '/loop-a/' } })).status).toBe(400)
    expect((await api.request('PATCH', `${BASE}${first.body.id}/`, { token: api.staffToken, body: { to_path: '/elsewhere/' } })).status).toBe(200)
  })

  it('holds at most REDIRECTS_MAX: the last one fits, one more is refused', async () => {
    const db = api.app.context.database.db
    const { count } = await db
      .selectFrom('redirects')
      .select((eb) => eb.fn.countAll().as('count'))
      .executeTakeFirstOrThrow()
    const now = new Date().toISOString()
    const missing = REDIRECTS_MAX - 1 - Number(count)
    for (let start = 0; start < missing; start += 500)
      await db
        .insertInto('redirects')
        .values(
          Array.from({ length: Math.min(500, missing - start) }, (_, index) => ({
            from_path: `/bulk-${start + index}/`,
            to_path: '/news/here/',
            created_at: now,
            updated_at: now,
          })),
        )
        .execute()
    expect((await create({ from_path: '/last/', to_path: '/news/here/' })).status).toBe(201)
    const over = await create({ from_path: '/one-more/', to_path: '/news/here/' })
    expect(over.status).toBe(400)
    await db.deleteFrom('redirects').where('from_path', 'like', '/bulk-%').execute()
  })
})

describe('301 on the public site', () => {
  it('answers a redirect for an address the site does not have, keeping the query; a page that exists wins', async () => {
    await create({ from_path: '/gone/', to_path: '/news/here/' })
    const res = await site('/gone/?utm=1')
    expect([res.statusCode, res.headers.location]).toEqual([301, '/news/here/?utm=1'])
    expect((await site('/sl/gone/')).headers.location).toBe('/news/here/')
    expect((await site('/news/here/')).statusCode).toBe(200)
    expect((await site('/never-was/')).statusCode).toBe(404)
  })

  it('a changed slug of a published news item leaves a 301; moving again or back leaves no chain or loop', async () => {
    const made = await api.request('POST', '/news/admin/news/', {
      token: api.staffToken,
      body: { title: 'First name', slug: 'first-name', lang: 'en', date_made: '2026-01-02', body: '<p>x</p>', is_published: true },
    })
    expect(made.status).toBe(201)
    const rename = (slug: string) => api.request('PATCH', `/news/admin/news/${made.body.id}/`, { token: api.staffToken, body: { slug } })
    expect((await rename('second-name')).status).toBe(200)
    expect((await site('/en/news/first-name/')).headers.location).toBe('/en/news/second-name/')
    await rename('third-name')
    expect((await site('/en/news/first-name/')).headers.location).toBe('/en/news/third-name/')
    expect((await site('/en/news/second-name/')).headers.location).toBe('/en/news/third-name/')
    await rename('first-name')
    expect((await site('/en/news/first-name/')).statusCode).toBe(404) // the page is there again (not built in this test)
    expect((await site('/en/news/third-name/')).headers.location).toBe('/en/news/first-name/')
    const rows = await api.app.context.database.db.selectFrom('redirects').selectAll().where('from_path', 'like', '/en/news/%').execute()
    for (const row of rows)
      expect(
        rows.some((other) => other.from_path === row.to_path),
        row.from_path,
      ).toBe(false)
  })

  it('a draft renamed leaves nothing: it was never public', async () => {
    const made = await api.request('POST', '/news/admin/news/', {
      token: api.staffToken,
      body: { title: 'Draft', slug: 'draft-one', lang: 'en', date_made: '2026-01-02', body: '<p>x</p>', is_published: false },
    })
    await api.request('PATCH', `/news/admin/news/${made.body.id}/`, { token: api.staffToken, body: { slug: 'draft-two' } })
    expect((await site('/en/news/draft-one/')).statusCode).toBe(404)
  })

  it('a published item whose publishing time is still ahead, renamed, leaves nothing: its new address is not told early', async () => {
    const made = await api.request('POST', '/news/admin/news/', {
      token: api.staffToken,
      body: { title: 'Soon', slug: 'soon-one', lang: 'en', date_made: '2026-01-02', body: '<p>x</p>', is_published: true, publish_at: '2099-01-01T08:00:00' },
    })
    expect(made.status, JSON.stringify(made.body)).toBe(201)
    await api.request('PATCH', `/news/admin/news/${made.body.id}/`, { token: api.staffToken, body: { slug: 'soon-two' } })
    expect((await site('/en/news/soon-one/')).statusCode).toBe(404)
  })
})
