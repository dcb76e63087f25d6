/**
 * Previews (server/preview/): a record, saved or not, as its public page's context; shared links
 * that expire, are revoked, carry noindex and show only their record.
 */
import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { resources } from '../../shared/resources'
import { viewOf } from '../../shared/pages/model'
import { startApi, type TestApi } from './helper'
import { SampleFactory } from './samples'

const ADMIN = '/news/admin/news/'
let api: TestApi
let saved: { id: number; slug: string }
let other: { id: number }

const news = (overrides: Record<string, unknown> = {}) => ({
  title: 'Shranjena novica',
  lang: 'sl',
  date_made: '2026-01-02',
  body: 'Besedilo',
  is_published: false,
  ...overrides,
})
const tokenOf = (res: { body: { token: string } }) => res.body.token
const read = (token: string) => api.request('GET', `/previews/${token}/`)

beforeAll(async () => {
  api = await startApi()
  saved = (await api.request('POST', ADMIN, { token: api.staffToken, body: news() })).body
  other = (await api.request('POST', ADMIN, { token: api.staffToken, body: news({ title: 'Druga novica', is_published: true }) })).body
})
afterAll(() => api.close())

describe('previews of unsaved values', () => {
  it("shows the form's values in the page context the news template receives, storing nothing", async () => {
    const res = await api.request('POST', '/previews/', {
      token: api.staffToken,
      body: { resource: 'news', id: saved.id, values: { ...news(), title: 'Še ne shranjeno' } },
    })
    expect(res.status).toBe(201)
    expect(res.body.token).toMatch(/^[0-9a-f]{64}$/)
    expect(res.body.urls).toEqual({ sl: `/predogled/#${res.body.token}`, en: `/en/predogled/#${res.body.token}` })
    expect(res.body.languages).toEqual(['sl'])
    const page = await read(tokenOf(res))
    expect(page.status).toBe(200)
    expect(page.headers['x-robots-tag']).toBe('noindex')
    expect(Object.keys(page.body.pages)).toEqual(['sl']) // news are kept per language
    const sl = page.body.pages.sl
    expect(sl).toMatchObject({ view: 'news', title: 'Še ne shranjeno', noindex: true, language: 'sl' })
    expect(sl.data.record).toMatchObject({ id: saved.id, title: 'Še ne shranjeno', body: 'Besedilo' })
    expect((await api.request('GET', `${ADMIN}${saved.id}/`, { token: api.staffToken })).body.title).toBe('Shranjena novica')
  })

  it('gives the page the footer the live pages of its language show (the info record staff edit at /admin/footer)', async () => {
    const footer = { address: 'Rudniška 1, 3320 Velenje', opening_hours: 'pon–pet 7–15', phone: '03 000 00 00', email: 'cona@rudnik.example' }
    const location = 'Vhod s severne strani.'
    const put = await api.request('PATCH', '/info/admin/', { token: api.staffToken, body: { sl: { title: 'Informacije', ...footer, location } } })
    expect(put.status, JSON.stringify(put.body)).toBe(200)
    const res = await api.request('POST', '/previews/', { token: api.staffToken, body: { resource: 'news', id: saved.id, values: news() } })
    const page = (await read(tokenOf(res))).body.pages.sl
    expect(page.footer).toEqual({ ...footer, location })
  })

  it('previews a record not saved yet, in English when its language is English', async () => {
    const res = await api.request('POST', '/previews/', {
      token: api.staffToken,
      body: { resource: 'news', values: news({ title: 'Brand new', lang: 'en', slug: 'brand-new' }) },
    })
    expect(res.status).toBe(201)
    const page = await read(tokenOf(res))
    expect(Object.keys(page.body.pages)).toEqual(['en'])
    expect(page.body.pages.en.data.record.title).toBe('Brand new')
    expect(page.body.pages.en.i18n).toMatchObject({ language: 'en', path: '/en/news/brand-new/' })
  })

  it('checks the values like a save: too long a title is a 400 and nothing is made', async () => {
    const res = await api.request('POST', '/previews/', { token: api.staffToken, body: { resource: 'news', values: news({ title: 'x'.repeat(201) }) } })
    expect(res.status).toBe(400)
    expect(res.body.title).toHaveLength(1)
    const limit = await api.request('POST', '/previews/', { token: api.staffToken, body: { resource: 'news', values: news({ title: 'x'.repeat(200) }) } })
    expect(limit.status).toBe(201)
  })

  it("refuses values past the type's input limits (bytes a value, fields) and bodies past the body limit", async () => {
    const big = await api.request('POST', '/previews/', { token: api.staffToken, body: { resource: 'news', values: news({ body: 'é'.repeat(300_000) }) } })
    expect(big.status).toBe(400)
    expect(big.body.body).toHaveLength(1)
    const many = Object.fromEntries(Array.from({ length: 500 }, (_, i) => [`x${i}`, 1]))
    const wide = await api.request('POST', '/previews/', { token: api.staffToken, body: { resource: 'news', values: many } })
    expect(wide.status).toBe(400)
    const huge = await api.request('POST', '/previews/', {
      token: api.staffToken,
      body: { resource: 'news', values: { body: 'x'.repeat(3 * 1024 * 1024) } },
      conformance: 'error',
    })
    expect(huge.status).toBe(413)
  })

  it('refuses types without public pages and unknown records', async () => {
    expect((await api.request('POST', '/previews/', { token: api.staffToken, body: { resource: 'users' } })).status).toBe(400)
    expect((await api.request('POST', '/previews/', { token: api.staffToken, body: { resource: '__proto__' } })).status).toBe(400)
    expect((await api.request('POST', '/previews/', { token: api.staffToken, body: { resource: 'news', id: 999999 } })).status).toBe(404)
  })
})

describe('shared links', () => {
  it('open a saved record without an account for 7 days by default, listed until revoked', async () => {
    const made = await api.request('POST', '/previews/', { token: api.staffToken, body: { resource: 'news', id: saved.id, shared: true } })
    expect(made.status).toBe(201)
    const days = (Date.parse(made.body.expires_at) - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(6.99)
    expect(days).toBeLessThanOrEqual(7)
    const page = await read(tokenOf(made))
    expect(page.status).toBe(200)
    expect(page.headers['x-robots-tag']).toBe('noindex')
    expect(page.body.pages.sl.data.record.title).toBe('Shranjena novica')
    const listed = await api.request('GET', `/previews/?resource=news&id=${saved.id}`, { token: api.staffToken })
    expect(listed.body.map((link: { id: number }) => link.id)).toContain(made.body.id)
    expect(JSON.stringify(listed.body)).not.toContain(made.body.token)

    expect((await api.request('DELETE', `/previews/links/${made.body.id}/`, { token: api.staffToken })).status).toBe(204)
    const revoked = await read(tokenOf(made))
    expect(revoked.status).toBe(410)
    expect(revoked.body.detail).toMatch(/expired or was revoked/)
    expect(revoked.headers['x-robots-tag']).toBe('noindex')
    const after = await api.request('GET', `/previews/?resource=news&id=${saved.id}`, { token: api.staffToken })
    expect(after.body.map((link: { id: number }) => link.id)).not.toContain(made.body.id)
  })

  it('expire: a link past its time answers 410', async () => {
    const made = await api.request('POST', '/previews/', { token: api.staffToken, body: { resource: 'news', id: saved.id, shared: true, days: 1 } })
    await api.app.context.database.db
      .updateTable('preview_links')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', made.body.id)
      .execute()
    expect((await read(tokenOf(made))).status).toBe(410)
  })

  it('take 1 to 30 days and need a saved record', async () => {
    for (const days of [0, 31, 1.5, '7']) {
      const res = await api.request('POST', '/previews/', { token: api.staffToken, body: { resource: 'news', id: saved.id, shared: true, days } })
      expect(res.status, String(days)).toBe(400)
    }
    expect((await api.request('POST', '/previews/', { token: api.staffToken, body: { resource: 'news', id: saved.id, shared: true, days: 30 } })).status).toBe(
      201,
    )
    expect((await api.request('POST', '/previews/', { token: api.staffToken, body: { resource: 'news', shared: true } })).status).toBe(400)
  })

  it('are at most 20 live per record', async () => {
    const target = (await api.request('POST', ADMIN, { token: api.staffToken, body: news({ title: 'Mnogo povezav' }) })).body
    const make = () => api.request('POST', '/previews/', { token: api.staffToken, body: { resource: 'news', id: target.id, shared: true } })
    for (let i = 0; i < 20; i++) expect((await make()).status).toBe(201)
    const past = await make()
    expect(past.status).toBe(400)
    expect(past.body.shared).toHaveLength(1)
  })
})

describe('who may do what', () => {
  it('anonymous and visitors 401/403, staff without the scope 403, staff with it 201', async () => {
    const body = { resource: 'news', id: saved.id, shared: true }
    expect((await api.request('POST', '/previews/', { body })).status).toBe(401)
    expect((await api.request('POST', '/previews/', { token: api.visitorToken, body })).status).toBe(403)
    const events = await api.scopedStaffToken(['events'])
    expect((await api.request('POST', '/previews/', { token: events, body })).status).toBe(403)
    expect((await api.request('GET', `/previews/?resource=news&id=${saved.id}`, { token: events })).status).toBe(403)
    const newsStaff = await api.scopedStaffToken(['news'])
    const made = await api.request('POST', '/previews/', { token: newsStaff, body })
    expect(made.status).toBe(201)
    expect((await api.request('DELETE', `/previews/links/${made.body.id}/`, { token: events })).status).toBe(403)
    expect((await api.request('DELETE', `/previews/links/${made.body.id}/`, { token: api.visitorToken })).status).toBe(403)
    expect((await api.request('DELETE', `/previews/links/${made.body.id}/`)).status).toBe(401)
    expect((await read(tokenOf(made))).status).toBe(200)
  })

  it("a token shows only its record: nothing of record B travels with record A's preview", async () => {
    const made = await api.request('POST', '/previews/', { token: api.staffToken, body: { resource: 'news', id: saved.id, shared: true } })
    const page = await read(tokenOf(made))
    const text = JSON.stringify(page.body)
    expect(text).toContain('Shranjena novica')
    expect(text).not.toContain('Druga novica')
    expect(page.body.pages.sl.data.record.id).toBe(saved.id)
    expect(page.body.pages.sl.data.record.id).not.toBe(other.id)
  })

  it('hostile tokens are 404s, never an error or another record', async () => {
    const made = await api.request('POST', '/previews/', { token: api.staffToken, body: { resource: 'news', id: saved.id, shared: true } })
    const token = tokenOf(made)
    for (const hostile of ['x', token.toUpperCase(), `${token}0`, token.slice(0, 63), '..%2F..%2Fnews', "' OR 1=1 --", '%00', 'a'.repeat(2000)]) {
      const res = await api.request('GET', `/previews/${encodeURIComponent(hostile)}/`, { conformance: 'error' })
      expect([400, 404], hostile.slice(0, 20)).toContain(res.status)
    }
    const row = await api.app.context.database.db.selectFrom('preview_links').selectAll().where('id', '=', made.body.id).executeTakeFirstOrThrow()
    expect(JSON.stringify(row)).not.toContain(token) // stored hashed
  })
})

describe('every type with public pages', () => {
  const shown = resources.filter((resource) => resource.site)

  it('previews a saved record of each in its own view', async () => {
    const samples = new SampleFactory(api)
    for (const resource of shown) {
      const record = await samples.fresh(resource.name)
      const made = await api.request('POST', '/previews/', { token: api.staffToken, body: { resource: resource.name, id: record.id } })
      expect(made.status, resource.name).toBe(201)
      const page = await read(tokenOf(made))
      expect(page.status, resource.name).toBe(200)
      const contexts = Object.values(page.body.pages) as { view: string; noindex: boolean }[]
      expect(contexts.length, resource.name).toBeGreaterThan(0)
      for (const context of contexts) expect(context, resource.name).toMatchObject({ view: viewOf(resource.name), noindex: true })
    }
  })

  it("has its view on the site's preview page (site/preview/views.ts)", () => {
    const views = readFileSync('site/preview/views.ts', 'utf8')
    for (const resource of shown) expect(views, resource.name).toContain(`import('../views/${viewOf(resource.name)}')`)
  })
})
