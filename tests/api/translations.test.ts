/**
 * Translations that know each other (server/translations): linking records of a translatable type,
 * who may, hostile input, the out-of-date flag (set by a Slovenian content change, not by publishing)
 * and "mark up to date", and the public groups the site's language switch reads.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApi, type TestApi } from './helper'
import { SampleFactory } from './samples'

let api: TestApi
beforeAll(async () => {
  api = await startApi()
})
afterAll(() => api.close())

const NEWS = '/news/admin/news/'
let serial = 0
async function createNews(lang: 'sl' | 'en', values: Record<string, unknown> = {}) {
  serial++
  const body = { title: `Novica ${serial}`, lang, date_made: '2025-09-13', body: 'Besedilo', is_published: true, ...values }
  const res = await api.request('POST', NEWS, { token: api.staffToken, body })
  expect(res.status).toBe(201)
  return res.body.id as number
}
const base = (id: number, rest = '') => `/translations/news/${id}/${rest}`
const link = (id: number, body: unknown, token?: string) => api.request('POST', base(id, 'link/'), { token: token ?? api.staffToken, body })
const status = async (id: number) => (await api.request('GET', base(id), { token: api.staffToken })).body
const patch = (id: number, body: Record<string, unknown>) => api.request('PATCH', `${NEWS}${id}/`, { token: api.staffToken, body })
const later = () => new Promise((resolve) => setTimeout(resolve, 5))

describe('who may link, unlink and read', () => {
  it('anonymous 401, a visitor 403, staff without the type scope 403, staff with it 200', async () => {
    const sl = await createNews('sl')
    const en = await createNews('en')
    const otherStaff = await api.scopedStaffToken(['events'])
    const newsStaff = await api.scopedStaffToken(['news'])
    const calls: [string, string, unknown][] = [
      ['POST', base(sl, 'link/'), { record: en }],
      ['GET', base(sl), undefined],
      ['GET', `/translations/news/?ids=${sl}`, undefined],
      ['GET', '/translations/news/problems/', undefined],
      ['POST', base(en, 'up-to-date/'), undefined],
      ['POST', base(sl, 'unlink/'), undefined],
    ]
    for (const [method, url, body] of calls) {
      expect((await api.request(method, url, { body })).status, `${method} ${url}`).toBe(401)
      expect((await api.request(method, url, { token: api.visitorToken, body })).status).toBe(403)
      expect((await api.request(method, url, { token: otherStaff, body })).status).toBe(403)
      expect((await api.request(method, url, { token: newsStaff, body })).status, `${method} ${url}`).toBe(200)
    }
    expect((await status(sl)).translations).toEqual({ sl: expect.objectContaining({ id: sl }) })
  })

  it('types that are not translatable have no translation routes', async () => {
    expect((await api.request('GET', '/translations/events/problems/', { token: api.staffToken })).status).toBe(404)
  })
})

describe('linking', () => {
  it('links two records both ways; a third language-free record cannot join; unlink leaves the other alone', async () => {
    const sl = await createNews('sl')
    const en = await createNews('en')
    const res = await link(en, { record: String(sl) })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ id: en, lang: 'en', missing: [], out_of_date: false })
    expect((await status(sl)).translations).toMatchObject({ sl: { id: sl }, en: { id: en } })
    // Linking again is harmless.
    expect((await link(sl, { record: en })).status).toBe(200)
    const listed = await api.request('GET', `/translations/news/?ids=${sl},${en}`, { token: api.staffToken })
    expect(listed.body.results.map((r: { missing: string[] }) => r.missing)).toEqual([[], []])
    expect((await api.request('POST', base(en, 'unlink/'), { token: api.staffToken })).body.missing).toEqual(['sl'])
    expect((await status(sl)).missing).toEqual(['en'])
  })

  it('refuses hostile input: itself, another type, two of one language, unknown ids, odd bodies', async () => {
    const sl = await createNews('sl')
    const en = await createNews('en')
    const en2 = await createNews('en')
    const employee = await new SampleFactory(api).record('employees')
    expect((await link(sl, { record: sl })).body).toEqual({ record: ['A record cannot be its own translation.'] })
    expect((await link(sl, { record: employee, resource: 'employees' }, undefined)).body).toEqual({
      resource: ['A translation must be a record of the same type.'],
    })
    // A news record linked from the employees' path is no employee: not linked.
    const fromEmployees = await api.request('POST', `/translations/employees/${employee}/link/`, { token: api.staffToken, body: { record: sl } })
    expect([400, 404]).toContain(fromEmployees.status)
    expect((await api.request('GET', `/translations/employees/${employee}/`, { token: api.staffToken })).body.missing).toHaveLength(1)
    expect((await link(sl, { record: 999_999_999 })).body.record[0]).toContain('does not exist')
    expect((await api.request('POST', base(999_999, 'link/'), { token: api.staffToken, body: { record: sl } })).status).toBe(404)
    expect((await api.request('POST', '/translations/news/abc/link/', { token: api.staffToken, body: { record: sl } })).status).toBe(404)
    for (const body of [[], 'x', { record: -1 }, { record: 1.5 }, { record: '12a' }, { record: 1_000_000_000 }, { record: null }, {}, { record: en, extra: 1 }])
      expect((await link(sl, body)).status, JSON.stringify(body)).toBe(400)
    expect((await link(sl, JSON.parse('{"__proto__": {"record": 1}}'))).status).toBe(400)
    expect((await link(sl, { record: en })).status).toBe(200)
    // A second English record: the group would hold two.
    const twice = await link(en2, { record: sl })
    expect(twice.status).toBe(400)
    expect(twice.body.record[0]).toContain('at most one per language')
    const sameLanguage = await createNews('sl')
    expect((await link(sameLanguage, { record: sl })).status).toBe(400)
    expect((await status(sl)).translations).toEqual({ sl: expect.objectContaining({ id: sl }), en: expect.objectContaining({ id: en }) })
    // ?ids= is limited: at and past MAX_IDS.
    const ids = (n: number) => Array.from({ length: n }, (_, i) => i + 1).join(',')
    expect((await api.request('GET', `/translations/news/?ids=${ids(100)}`, { token: api.staffToken })).status).toBe(200)
    expect((await api.request('GET', `/translations/news/?ids=${ids(101)}`, { token: api.staffToken })).status).toBe(400)
    expect((await api.request('GET', '/translations/news/?ids=1,x', { token: api.staffToken })).status).toBe(400)
  })

  it('a deleted record leaves its group', async () => {
    const sl = await createNews('sl')
    const en = await createNews('en')
    await link(sl, { record: en })
    expect((await api.request('DELETE', `${NEWS}${en}/`, { token: api.staffToken })).status).toBe(204)
    expect((await status(sl)).missing).toEqual(['en'])
  })
})

describe('out of date', () => {
  it('a Slovenian content change flags the English one with the fields changed; publishing does not; marking clears it', async () => {
    const sl = await createNews('sl')
    const en = await createNews('en')
    await link(en, { record: sl })
    await later()
    expect((await patch(sl, { is_published: false })).status).toBe(200)
    expect((await status(en)).out_of_date).toBe(false)
    expect((await patch(sl, { is_published: true, publish_at: '2025-01-01T10:00' })).status).toBe(200)
    expect((await status(en)).out_of_date).toBe(false)
    await later()
    expect((await patch(sl, { title: 'Spremenjen naslov', summary: 'Nov povzetek' })).status).toBe(200)
    const flagged = await status(en)
    expect(flagged).toMatchObject({ out_of_date: true, changed_fields: ['title', 'summary'] })
    expect((await status(sl)).out_of_date).toBe(false)
    const problems = (await api.request('GET', '/translations/news/problems/', { token: api.staffToken })).body
    expect(problems.out_of_date).toContainEqual(expect.objectContaining({ id: en, changed_fields: ['title', 'summary'] }))
    expect(problems.missing.some((row: { id: number }) => row.id === en || row.id === sl)).toBe(false)
    // The Slovenian record cannot be "marked up to date": it is the source.
    expect((await api.request('POST', base(sl, 'up-to-date/'), { token: api.staffToken })).status).toBe(400)
    await later()
    const marked = await api.request('POST', base(en, 'up-to-date/'), { token: api.staffToken })
    expect(marked.body).toMatchObject({ out_of_date: false, changed_fields: [] })
    await later()
    await patch(sl, { body: 'Novo besedilo' })
    expect(await status(en)).toMatchObject({ out_of_date: true, changed_fields: ['body'] })
    // Editing the translation after its source counts as bringing it up to date.
    await later()
    await patch(en, { body: 'New text' })
    expect((await status(en)).out_of_date).toBe(false)
  })
})

describe('the public groups (site build)', () => {
  it('lists groups of visible records only', async () => {
    const sl = await createNews('sl')
    const en = await createNews('en')
    const hidden = await createNews('en', { is_published: false })
    const slHidden = await createNews('sl')
    await link(sl, { record: en })
    await link(slHidden, { record: hidden })
    const groups = (await api.request('GET', '/translations/news/links/')).body.groups as number[][]
    expect(groups).toContainEqual([sl, en])
    expect(groups.flat()).not.toContain(hidden)
    expect(groups.flat()).not.toContain(slHidden)
  })

  it('leaves out a record whose publishing time is still ahead', async () => {
    const sl = await createNews('sl')
    const soon = await createNews('en', { publish_at: '2099-01-01T08:00:00' })
    await link(sl, { record: soon })
    const groups = (await api.request('GET', '/translations/news/links/')).body.groups as number[][]
    expect(groups.flat()).not.toContain(soon)
  })
})
