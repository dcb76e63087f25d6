/**
 * "Ustvari prevod" and the link picker (issue 24 point 11): POST translations/{type}/{id}/translate/
 * makes the translation from the original (content copied, a picture of its own, hidden, linked at
 * once) for every translatable type; GET .../candidates/ offers only records of the other language
 * not yet linked; who may; bad input.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { resources } from '../../shared/resources'
import { translatableTypes } from '../../server/translations/declared'
import { pngImage, startApi, type TestApi } from './helper'
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
  const body = { title: `Novica ${serial}`, lang, date_made: '2025-09-13', body: '<p>Besedilo</p>', is_published: true, ...values }
  const res = await api.request('POST', NEWS, { token: api.staffToken, body })
  expect(res.status).toBe(201)
  return res.body.id as number
}
const base = (id: number, rest = '') => `/translations/news/${id}/${rest}`
const translate = (id: number, body: unknown, token = api.staffToken) => api.request('POST', base(id, 'translate/'), { token, body })
const candidates = async (id: number, language: string) =>
  (await api.request('GET', `${base(id, 'candidates/')}?language=${language}`, { token: api.staffToken })).body.results.map((r: { id: number }) => r.id)

describe('creating the translation of a record', () => {
  it('copies the content into a hidden record of the other language, with a picture of its own, linked at once', async () => {
    const form = new FormData()
    for (const [name, value] of Object.entries({
      title: 'Nova hala',
      lang: 'sl',
      date_made: '2025-10-02',
      body: '<p>Hala je odprta.</p>',
      summary: 'Kratko',
      is_published: 'true',
      image_alt: 'Hala',
    }))
      form.append(name, value)
    form.append('image', new Blob([new Uint8Array(await pngImage(12, 8))], { type: 'image/png' }), 'hala.png')
    const original = await api.request('POST', NEWS, { token: api.staffToken, multipart: form })
    expect(original.status).toBe(201)

    const res = await translate(original.body.id, { language: 'en' })
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({ lang: 'en', title: 'Nova hala', missing: [], translations: { sl: { id: original.body.id } } })
    const copy = (await api.request('GET', `${NEWS}${res.body.id}/`, { token: api.staffToken })).body
    expect(copy).toMatchObject({
      lang: 'en',
      title: 'Nova hala',
      body: '<p>Hala je odprta.</p>',
      summary: 'Kratko',
      date_made: '2025-10-02',
      image_alt: 'Hala',
      is_published: false,
    })
    expect(copy.image).toMatch(/^\/media\//)
    expect(copy.image).not.toBe(original.body.image) // its own file: deleting one record leaves the other's picture
    expect((await api.request('GET', base(original.body.id), { token: api.staffToken })).body.translations.en).toMatchObject({ id: res.body.id })
    // Deleting the copy leaves the original's picture served.
    expect((await api.request('DELETE', `${NEWS}${res.body.id}/`, { token: api.staffToken })).status).toBe(204)
    expect((await api.app.inject({ method: 'GET', url: original.body.image })).statusCode).toBe(200)
  })

  it('works for every translatable type', async () => {
    const types = translatableTypes(resources).map((type) => type.name)
    expect(types).toEqual(expect.arrayContaining(['news', 'employees', 'projects', 'entrepreneurs']))
    const samples = new SampleFactory(api)
    for (const name of types) {
      const original = await samples.fresh(name, { lang: 'sl' })
      const res = await api.request('POST', `/translations/${name}/${original.id}/translate/`, { token: api.staffToken, body: { language: 'en' } })
      expect(res.status, `${name}: ${JSON.stringify(res.body)}`).toBe(201)
      expect(res.body, name).toMatchObject({ lang: 'en', missing: [], translations: { sl: { id: original.id } } })
    }
  })

  it('refuses a language the group already has, the own language, a bad body and an unknown record', async () => {
    const sl = await createNews('sl')
    expect((await translate(sl, { language: 'sl' })).status).toBe(400)
    expect((await translate(sl, { language: 'en' })).status).toBe(201)
    const again = await translate(sl, { language: 'en' })
    expect(again.status).toBe(400)
    expect(again.body.language[0]).toMatch(/at most one per language/)
    expect((await translate(sl, { language: 'de' })).body).toEqual({ language: ['"de" is not a valid choice.'] })
    expect((await translate(sl, {})).body).toEqual({ language: ['This field is required.'] })
    expect((await translate(sl, { language: 'en', __proto__: { x: 1 }, record: 3 })).status).toBe(400)
    expect((await translate(999_999, { language: 'en' })).status).toBe(404)
  })
})

describe('the records a link may join', () => {
  it('offers only records of the asked language that are not linked yet', async () => {
    const sl = await createNews('sl')
    const free = await createNews('en')
    const linkedElsewhere = await createNews('en')
    const otherSl = await createNews('sl')
    expect((await api.request('POST', base(otherSl, 'link/'), { token: api.staffToken, body: { record: linkedElsewhere } })).status).toBe(200)
    const offered = await candidates(sl, 'en')
    expect(offered).toContain(free)
    expect(offered).not.toContain(linkedElsewhere)
    expect(offered).not.toContain(sl)
    expect(await candidates(sl, 'sl')).not.toContain(otherSl) // a record of its own language never joins it
    expect((await api.request('GET', `${base(sl, 'candidates/')}?language=xx`, { token: api.staffToken })).status).toBe(400)
    expect((await api.request('GET', base(sl, 'candidates/'), { token: api.staffToken })).status).toBe(400)
  })
})

describe('who may', () => {
  it('anonymous 401, a visitor 403, staff without the type scope 403 (nothing created); staff with it', async () => {
    const sl = await createNews('sl')
    const otherStaff = await api.scopedStaffToken(['events'])
    const newsStaff = await api.scopedStaffToken(['news'])
    const count = async () => Number((await api.request('GET', `${NEWS}?page_size=1`, { token: api.staffToken })).body.count)
    const before = await count()
    for (const token of [undefined, api.visitorToken, otherStaff]) {
      const expected = token ? 403 : 401
      expect((await api.request('POST', base(sl, 'translate/'), { token, body: { language: 'en' } })).status).toBe(expected)
      expect((await api.request('GET', `${base(sl, 'candidates/')}?language=en`, { token })).status).toBe(expected)
    }
    expect(await count()).toBe(before)
    // An editor without the publish scope may create it: it starts hidden.
    const made = await translate(sl, { language: 'en' }, newsStaff)
    expect(made.status).toBe(201)
    expect((await api.request('GET', `${NEWS}${made.body.id}/`, { token: api.staffToken })).body.is_published).toBe(false)
    expect((await api.request('GET', `${base(sl, 'candidates/')}?language=en`, { token: newsStaff })).status).toBe(200)
  })
})
