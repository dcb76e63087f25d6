import { describe, expect, it, afterAll, beforeAll } from 'vitest'
import { scriptPolicyProblems } from '../support/csp'
import { startApi, type TestApi } from './helper'

let api: TestApi
beforeAll(async () => {
  api = await startApi()
})
afterAll(() => api.close())

// Login throttling: tests/api/login-throttle.test.ts

describe('security headers', () => {
  it.each(['/api/v1/news/', '/admin/', '/news/', '/media/none.png'])('are on %s', async (url) => {
    const res = await api.app.inject({ method: 'GET', url })
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(res.headers['x-frame-options']).toBe('DENY')
    expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'")
  })

  it('give the back office a policy without inline or foreign scripts', async () => {
    const res = await api.app.inject({ method: 'GET', url: '/admin/' })
    expect(scriptPolicyProblems(String(res.headers['content-security-policy']))).toEqual([])
  })

  it('never open the API to other origins (no CORS)', async () => {
    const res = await api.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/news/',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    })
    expect(res.headers['access-control-allow-origin']).toBeUndefined()
    const get = await api.app.inject({ method: 'GET', url: '/api/v1/news/', headers: { origin: 'https://evil.example' } })
    expect(get.headers['access-control-allow-origin']).toBeUndefined()
  })
})

describe('null characters (U+0000), which PostgreSQL cannot hold in text', () => {
  it('in a path: 404; in a query: 400 {detail}; in a text field: 400 on that field, nothing stored', async () => {
    expect((await api.request('GET', '/news/admin/news/%00/', { token: api.staffToken })).status).toBe(404)
    const query = await api.request('GET', '/news/?search=a%00b')
    expect(query.status).toBe(400)
    expect(query.body.detail).toBe('Null characters are not allowed.')
    const before = (await api.request('GET', '/news/admin/news/', { token: api.staffToken })).body.count
    const body = await api.request('POST', '/news/admin/news/', {
      token: api.staffToken,
      body: { title: 'a\u0000b', lang: 'sl', body: 'x', date_made: '2025-09-13' },
    })
    expect(body.status).toBe(400)
    expect(body.body.title).toEqual(['Null characters are not allowed.'])
    expect((await api.request('GET', '/news/admin/news/', { token: api.staffToken })).body.count).toBe(before)
  })
})
