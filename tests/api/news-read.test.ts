import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { NEWS_PAGE_SIZE } from '../../shared/constants'
import { startApi, type TestApi } from './helper'

let api: TestApi
const tagIds: Record<string, number> = {}

/** 8 published + 2 hidden Slovenian items, 3 English ones, dated one day apart. */
beforeAll(async () => {
  api = await startApi()
  for (const [name, lang] of [
    ['Cona', 'sl'],
    ['Inkubator', 'sl'],
    ['Zone', 'en'],
  ] as const) {
    const res = await api.request('POST', '/news/admin/tags/', { token: api.staffToken, body: { name, lang } })
    tagIds[name] = res.body.id
  }
  const create = (body: Record<string, unknown>) => api.request('POST', '/news/admin/news/', { token: api.staffToken, body })
  for (let day = 1; day <= 10; day++) {
    await create({
      title: day === 4 ? 'Rudarski muzej odprt' : `Novica ${day}`,
      lang: 'sl',
      date_made: `2025-09-${String(day).padStart(2, '0')}`,
      body: day === 7 ? 'Posebna beseda separacija' : 'Besedilo',
      tags: day % 2 ? [tagIds.Cona] : [tagIds.Inkubator],
      is_published: day <= 8,
    })
  }
  for (let day = 1; day <= 3; day++) {
    await create({ title: `News ${day}`, lang: 'en', date_made: `2025-08-0${day}`, body: 'Text', tags: [tagIds.Zone], is_published: true })
  }
})
afterAll(() => api.close())

const titles = (res: { body: any }) => (res.body.results ?? res.body).map((n: any) => n.title)

describe('GET /news/ (public)', () => {
  it('pages 6 at a time in DRF shape, newest first, published only', async () => {
    const res = await api.request('GET', '/news/?lang=sl')
    expect(res.status).toBe(200)
    expect(Object.keys(res.body)).toEqual(['count', 'next', 'previous', 'results'])
    expect(res.body.count).toBe(8)
    expect(res.body.results).toHaveLength(NEWS_PAGE_SIZE)
    expect(res.body.previous).toBeNull()
    expect(res.body.next).toMatch(/\/api\/v1\/news\/\?lang=sl&page=2$/)
    expect(titles(res)).toEqual(['Novica 8', 'Novica 7', 'Novica 6', 'Novica 5', 'Rudarski muzej odprt', 'Novica 3'])
    const second = await api.request('GET', '/news/?lang=sl&page=2')
    expect(titles(second)).toEqual(['Novica 2', 'Novica 1'])
    expect(second.body.next).toBeNull()
    expect(second.body.previous).toMatch(/\/api\/v1\/news\/\?lang=sl$/)
  })

  it('filters by language', async () => {
    const res = await api.request('GET', '/news/?lang=en')
    expect(titles(res)).toEqual(['News 3', 'News 2', 'News 1'])
  })

  it('filters by tag id or slug', async () => {
    const bySlug = await api.request('GET', '/news/?tag=inkubator')
    const byId = await api.request('GET', `/news/?tag=${tagIds.Inkubator}`)
    expect(titles(bySlug)).toEqual(['Novica 8', 'Novica 6', 'Rudarski muzej odprt', 'Novica 2'])
    expect(titles(byId)).toEqual(titles(bySlug))
  })

  it('filters by date range', async () => {
    const res = await api.request('GET', '/news/?lang=sl&date_made__gte=2025-09-03&date_made__lte=05.09.2025')
    expect(titles(res)).toEqual(['Novica 5', 'Rudarski muzej odprt', 'Novica 3'])
  })

  it('searches title and body, every word', async () => {
    expect(titles(await api.request('GET', '/news/?search=muzej'))).toEqual(['Rudarski muzej odprt'])
    expect(titles(await api.request('GET', '/news/?search=beseda%20separacija'))).toEqual(['Novica 7'])
    expect(titles(await api.request('GET', '/news/?search=beseda%20nikjer'))).toEqual([])
  })

  it('orders by declared fields only', async () => {
    const res = await api.request('GET', '/news/?lang=sl&ordering=date_made&page_size=3')
    expect(titles(res)).toEqual(['Novica 1', 'Novica 2', 'Novica 3'])
    const bad = await api.request('GET', '/news/?ordering=body')
    expect(bad.status).toBe(400)
    expect(bad.body.ordering[0]).toMatch(/Cannot order by "body"/)
    const injected = await api.request('GET', '/news/?ordering=title;DROP%20TABLE%20news')
    expect(injected.status).toBe(400)
  })

  it('caps page_size and refuses pages that do not exist', async () => {
    const big = await api.request('GET', '/news/?page_size=100000')
    expect(big.status).toBe(200)
    expect(big.body.results.length).toBe(11)
    expect((await api.request('GET', '/news/?page=99')).status).toBe(404)
    expect((await api.request('GET', '/news/?page=abc')).status).toBe(404)
    expect((await api.request('GET', '/news/?page_size=-1')).status).toBe(400)
  })

  it('never shows unpublished news, even when asked', async () => {
    const res = await api.request('GET', '/news/?is_published=false')
    expect(res.body.count).toBe(0)
    expect((await api.request('GET', '/news/?is_published=maybe')).status).toBe(400)
  })
})

describe('news actions', () => {
  it('latest/ answers the 3 newest published items of a language', async () => {
    const res = await api.request('GET', '/news/latest/?lang=sl')
    expect(titles(res)).toEqual(['Novica 8', 'Novica 7', 'Novica 6'])
  })

  it('{id}/ and {slug}/ answer one published item; hidden ones are 404', async () => {
    const list = await api.request('GET', '/news/?search=muzej')
    const [museum] = list.body.results
    expect((await api.request('GET', `/news/${museum.id}/`)).body.title).toBe('Rudarski muzej odprt')
    expect((await api.request('GET', '/news/rudarski-muzej-odprt/')).body.id).toBe(museum.id)
    const hidden = await api.request('GET', '/news/admin/news/?is_published=false', { token: api.staffToken })
    expect(hidden.body.count).toBe(2)
    expect((await api.request('GET', `/news/${hidden.body.results[0].id}/`)).status).toBe(404)
  })

  it('tag/{tag}/ pages the news of one tag; an unknown tag is 404', async () => {
    const res = await api.request('GET', '/news/tag/cona/')
    expect(res.body.count).toBe(4)
    expect((await api.request('GET', '/news/tag/nothing/')).status).toBe(404)
  })

  it('tags/ lists tags, filtered by language', async () => {
    const res = await api.request('GET', '/news/tags/?lang=sl')
    expect(res.body.results.map((t: any) => t.slug)).toEqual(['cona', 'inkubator'])
  })
})

describe('staff reads', () => {
  it('see hidden news and filter by is_published', async () => {
    const all = await api.request('GET', '/news/admin/news/?page_size=50', { token: api.staffToken })
    expect(all.body.count).toBe(13)
    const hidden = await api.request('GET', '/news/admin/news/?is_published=false', { token: api.staffToken })
    expect(titles(hidden)).toEqual(['Novica 10', 'Novica 9'])
  })

  it('answer a JSON 404 for unknown API paths', async () => {
    const res = await api.request('GET', '/no-such-thing/')
    expect(res.status).toBe(404)
    expect(res.body).toEqual({ detail: 'Not found.' })
  })
})

describe('tags CRUD', () => {
  it('creates, updates, deletes a tag and unlinks it from news', async () => {
    const created = await api.request('POST', '/news/admin/tags/', { token: api.staffToken, body: { name: 'Začasna', lang: 'sl' } })
    expect(created.body.slug).toBe('zacasna')
    const url = `/news/admin/tags/${created.body.id}/`
    expect((await api.request('PATCH', url, { token: api.staffToken, body: { name: 'Trajna' } })).body.name).toBe('Trajna')
    const linked = await api.request('POST', '/news/admin/news/', {
      token: api.staffToken,
      body: { title: 'Z oznako', lang: 'sl', date_made: '2024-01-01', body: 'x', tags: [created.body.id] },
    })
    expect((await api.request('DELETE', url, { token: api.staffToken })).status).toBe(204)
    const after = await api.request('GET', `/news/admin/news/${linked.body.id}/`, { token: api.staffToken })
    expect(after.body.tags).toEqual([])
  })
})
