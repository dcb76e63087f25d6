import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApi, type TestApi } from './helper'

let api: TestApi
let newsId: number
beforeAll(async () => {
  api = await startApi()
  const res = await api.request('POST', '/news/admin/news/', {
    token: api.staffToken,
    body: { title: 'Prva različica', lang: 'sl', date_made: '2025-09-13', body: 'x', is_published: true },
  })
  newsId = res.body.id
})
afterAll(() => api.close())

const get = (url: string, headers: Record<string, string> = {}) => api.app.inject({ method: 'GET', url: `/api/v1${url}`, headers })

describe('response cache', () => {
  it('answers a repeated anonymous read from memory', async () => {
    expect((await get('/news/?lang=sl')).headers['x-cache']).toBeUndefined()
    const again = await get('/news/?lang=sl')
    expect(again.headers['x-cache']).toBe('hit')
    expect(again.json().results[0].title).toBe('Prva različica')
    expect(again.headers['x-content-type-options']).toBe('nosniff')
  })

  it('never serves stale data after a save', async () => {
    await get(`/news/${newsId}/`)
    expect((await get(`/news/${newsId}/`)).headers['x-cache']).toBe('hit')
    await api.request('PATCH', `/news/admin/news/${newsId}/`, { token: api.staffToken, body: { title: 'Druga različica' } })
    const fresh = await get(`/news/${newsId}/`)
    expect(fresh.headers['x-cache']).toBeUndefined()
    expect(fresh.json().title).toBe('Druga različica')
    expect((await get('/news/?lang=sl')).json().results[0].title).toBe('Druga različica')
  })

  it('keeps languages apart', async () => {
    await get('/news/tags/', { 'accept-language': 'en' })
    expect((await get('/news/tags/', { 'accept-language': 'sl' })).headers['x-cache']).toBeUndefined()
  })

  it('never caches signed-in reads or errors', async () => {
    await get('/news/admin/news/', { authorization: `Token ${api.staffToken}` })
    expect((await get('/news/admin/news/', { authorization: `Token ${api.staffToken}` })).headers['x-cache']).toBeUndefined()
    await get('/news/99999/')
    expect((await get('/news/99999/')).headers['x-cache']).toBeUndefined()
  })

  it("a visitor's token gets the anonymous answer from the cache, not one of its own (issue 24.2)", async () => {
    const anonymous = await get(`/news/${newsId}/`)
    const visitor = await get(`/news/${newsId}/`, { authorization: `Token ${api.visitorToken}` })
    expect(visitor.statusCode).toBe(200)
    expect(visitor.headers['x-cache']).toBe('hit')
    expect(visitor.body).toBe(anonymous.body)
    // A miss asked with the token is stored for everyone, and answered without a version to save against.
    const first = await get(`/news/${newsId}/`, { authorization: `Token ${api.visitorToken}`, 'accept-language': 'en' })
    expect(first.headers['x-cache']).toBeUndefined()
    expect(first.headers.etag).toBeUndefined()
    expect((await get(`/news/${newsId}/`, { 'accept-language': 'en' })).headers['x-cache']).toBe('hit')
    expect((await get(`/news/${newsId}/`, { authorization: `Token ${api.staffToken}` })).headers.etag).toBeDefined()
    // A bad token is still refused, not answered from the cache.
    expect((await get(`/news/${newsId}/`, { authorization: `Token ${'0'.repeat(40)}` })).statusCode).toBe(401)
  })

  it('an Authorization header of another scheme is anonymous: cached (and gated) like one, not a way around both', async () => {
    const anonymous = await get('/events/?lang=sl')
    for (const authorization of ['Basic eDp5', 'Bearer made-up', 'token lowercase-is-not-ours']) {
      const answer = await get('/events/?lang=sl', { authorization })
      expect(answer.statusCode).toBe(200)
      expect(answer.headers['x-cache']).toBe('hit')
      expect(answer.body).toBe(anonymous.body)
    }
  })
})

describe('only declared query parameters count (issue 10.4)', () => {
  it('unknown parameters such as utm_* neither split the cache nor change the answer; order does not matter', async () => {
    await api.request('POST', '/news/admin/news/', {
      token: api.staffToken,
      body: { title: 'Druga novica', lang: 'sl', date_made: '2025-09-10', body: 'x', is_published: true },
    })
    const first = await get('/news/?page_size=1&lang=sl&utm_source=newsletter&fbclid=abc')
    expect(first.statusCode).toBe(200)
    const again = await get('/news/?utm_medium=mail&lang=sl&page_size=1&x=1')
    expect(again.headers['x-cache']).toBe('hit')
    expect(again.body).toBe(first.body)
    const plain = await get('/news/?lang=sl&page_size=1')
    expect(plain.headers['x-cache']).toBe('hit')
    expect(first.json().next).toBe(`${api.app.context.config.siteUrl}/api/v1/news/?lang=sl&page=2&page_size=1`)
    expect(first.body).not.toMatch(/utm|fbclid/)
  })

  it('a trailing slash or an encoded path parameter is the same address', async () => {
    await get(`/news/${newsId}/`)
    expect((await get(`/news/${newsId}`)).headers['x-cache']).toBe('hit')
    expect((await get(`/news/%${newsId.toString().charCodeAt(0).toString(16)}${String(newsId).slice(1)}/`)).headers['x-cache']).toBe('hit')
  })

  it('every public list answers the same with and without unknown parameters, from the same entry', async () => {
    const lists = api.app.registeredRoutes.filter(
      (r) => r.method === 'GET' && r.access === 'public' && r.url.startsWith('/api/v1/') && !r.url.includes(':') && !r.url.includes('newsletter'),
    )
    expect(lists.length).toBeGreaterThan(20)
    for (const { url } of lists) {
      const path = url.slice('/api/v1'.length)
      const plain = await get(path)
      const noisy = await get(`${path}?utm_source=a&utm_campaign=${Math.random()}&gclid=1`)
      expect(noisy.statusCode, url).toBe(plain.statusCode)
      expect(noisy.body, url).toBe(plain.body)
      if (plain.statusCode === 200) expect(noisy.headers['x-cache'], url).toBe('hit')
    }
  })
})

describe('absolute links come from SITE_URL, never from the request (issue 10.4)', () => {
  it('next/previous ignore Host and X-Forwarded-Host, even behind a trusted proxy, and keep only declared parameters', async () => {
    const proxied = await startApi({ TRUST_PROXY: 'true', SITE_URL: 'https://rudnik.example' })
    try {
      for (let i = 0; i < 3; i++) {
        await proxied.request('POST', '/news/admin/news/', {
          token: proxied.staffToken,
          body: { title: `Link ${i}`, lang: 'sl', date_made: '2025-09-13', body: 'x', is_published: true },
        })
      }
      const res = await proxied.app.inject({
        method: 'GET',
        url: '/api/v1/news/?utm_source=x&page=2&page_size=1&lang=sl',
        headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' },
      })
      const page = res.json()
      expect(page.next).toBe('https://rudnik.example/api/v1/news/?lang=sl&page=3&page_size=1')
      expect(page.previous).toBe('https://rudnik.example/api/v1/news/?lang=sl&page_size=1')
      // A later visitor with an honest Host gets the same (cached) links.
      const honest = await proxied.app.inject({ method: 'GET', url: '/api/v1/news/?lang=sl&page_size=1&page=2' })
      expect(honest.headers['x-cache']).toBe('hit')
      expect(honest.json().next).toBe(page.next)
    } finally {
      await proxied.close()
    }
  })
})

describe('bounded in bytes (issue 10.4)', () => {
  const limit = 64 * 1024
  /** An API with a 64 KB answer cache and one news item of about 6 KB, so that a few answers fill it. */
  async function startWithSmallCache() {
    const small = await startApi({ ANSWER_CACHE_BYTES: String(limit) })
    await small.request('POST', '/news/admin/news/', {
      token: small.staffToken,
      body: { title: 'Velika', lang: 'sl', date_made: '2025-09-13', body: 'ž'.repeat(3000), is_published: true },
    })
    return small
  }

  it('many distinct anonymous searches never hold more than ANSWER_CACHE_BYTES; recent answers stay', async () => {
    const small = await startWithSmallCache()
    try {
      for (let i = 0; i < 120; i++) {
        const res = await small.app.inject({ method: 'GET', url: `/api/v1/news/?search=${i % 2 ? 'velika' : 'x'}&page_size=${(i % 100) + 1}&lang=sl` })
        expect(res.statusCode).toBe(200)
        expect(small.app.answerCache.bytes).toBeLessThanOrEqual(limit)
      }
      expect(small.app.answerCache.size).toBeGreaterThan(5)
      expect(small.app.answerCache.size).toBeLessThan(120)
      const last = await small.app.inject({ method: 'GET', url: '/api/v1/news/?search=velika&page_size=20&lang=sl' })
      expect(last.headers['x-cache']).toBe('hit')
    } finally {
      await small.close()
    }
  })

  it('once full, a crawl of one-off searches does not push out the answers visitors ask for again (issue 10.6)', async () => {
    const small = await startWithSmallCache()
    try {
      const popular = ['/api/v1/news/?lang=sl', '/api/v1/news/?lang=sl&search=velika']
      for (const url of popular) await small.app.inject({ method: 'GET', url })
      // Distinct searches until the cache is full, then 40 more.
      const crawl = (n: number) => `/api/v1/news/?lang=sl&search=velika&page_size=${(n % 99) + 1}&ordering=${n % 2 ? '' : '-'}title`
      let crawled = 0
      for (; small.app.answerCache.turnedAway < 40; crawled++) {
        expect((await small.app.inject({ method: 'GET', url: crawl(crawled) })).statusCode).toBe(200)
        expect(crawled).toBeLessThan(400)
      }
      expect(small.app.answerCache.bytes).toBeLessThanOrEqual(limit)
      for (const url of popular) expect((await small.app.inject({ method: 'GET', url })).headers['x-cache'], url).toBe('hit')
      // A crawled URL asked again is kept from then on.
      const again = crawl(crawled - 1)
      expect((await small.app.inject({ method: 'GET', url: again })).headers['x-cache']).toBeUndefined()
      expect((await small.app.inject({ method: 'GET', url: again })).headers['x-cache']).toBe('hit')
    } finally {
      await small.close()
    }
  })
})

describe('nothing an anonymous caller does empties it (issue 10.4)', () => {
  it('inquiries, messages, sign-ups, orders, clients, logins and their failures leave cached answers in place', async () => {
    const category = (await api.request('POST', '/products/categories/full/', { token: api.staffToken, body: { name_sl: 'Pohištvo', name_en: 'Furniture' } }))
      .body.id
    const product = (await api.request('POST', '/products/full/', { token: api.staffToken, body: { category, name_sl: 'Stol', price: 10 } })).body.id
    const watched = ['/news/?lang=sl', `/news/${newsId}/`, '/products/', '/news/tags/']
    for (const url of watched) await get(url)
    const person = { name: 'Ana Novak', email: 'ana.cache@example.com', message: 'Pozdravljeni', subject: 'Vprašanje', language: 'sl' }
    const anonymous: [string, string, unknown][] = [
      ['POST', '/common/inquiry/', person],
      ['POST', '/common/send-email/', person],
      ['POST', '/common/newsletter/', { email: 'ana.cache@example.com', language: 'sl' }],
      ['POST', '/orders/', { name: 'Ana Novak', email: 'ana.cache@example.com', lines: [{ product, quantity: 1 }] }],
      ['POST', '/accounts/clients/', { name: 'Ana Novak', email: 'ana.client@example.com' }],
      ['POST', '/api-token-auth/', { username: 'visitor', password: 'wrong-password' }],
      ['POST', '/api-token-auth/', { username: 'visitor', password: 'visitor-password-1' }],
      ['POST', '/rest-auth/logout/', {}],
      ['POST', '/accounts/password-reset/confirm/', { token: 'x'.repeat(40), new_password: 'new-password-123' }],
    ]
    const succeeded: string[] = []
    for (const [method, url, body] of anonymous) {
      const res = await api.request(method, url, { body })
      if (res.status < 300) succeeded.push(url)
    }
    expect(succeeded).toEqual(expect.arrayContaining(['/common/inquiry/', '/common/newsletter/', '/orders/', '/accounts/clients/', '/api-token-auth/']))
    // Every other public write the server registers, with whatever body: none may empty the cache either.
    for (const route of api.app.registeredRoutes.filter((r) => r.access === 'public' && r.method !== 'GET' && r.method !== 'HEAD')) {
      await api.app.inject({
        method: route.method as 'POST',
        url: route.url.replace(/:\w+/g, '1'),
        headers: { 'content-type': 'application/json' },
        payload: '{}',
      })
    }
    for (const url of watched) expect((await get(url)).headers['x-cache'], url).toBe('hit')
    // ...while a staff save does.
    await api.request('PATCH', `/news/admin/news/${newsId}/`, { token: api.staffToken, body: { summary: 'changed' } })
    expect((await get(`/news/${newsId}/`)).headers['x-cache']).toBeUndefined()
  }, 60_000)
})
