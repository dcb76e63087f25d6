/**
 * Every route the server registers, called without a token, with a non-staff token and with a
 * staff token. Routes are read from the server itself, so a new one cannot escape: an API
 * route that declares no access fails here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApi, type TestApi } from './helper'

let api: TestApi
beforeAll(async () => {
  api = await startApi()
})
afterAll(() => api.close())

const tokens: Record<string, string> = {}

const concrete = (url: string) => url.replace(/:(\w+)/g, (_, name: string) => (name === 'lang' ? 'sl' : name === 'token' ? 'a'.repeat(40) : '1'))

describe('route sweep', () => {
  it('finds the API routes and every one declares who may call it', () => {
    const apiRoutes = api.app.registeredRoutes.filter((r) => r.url.startsWith('/api/v1/') && r.method !== 'HEAD')
    expect(apiRoutes.length).toBeGreaterThan(150)
    const undeclared = apiRoutes.filter((r) => !r.access && !r.url.startsWith('/api/v1/docs') && r.url !== '/api/v1/openapi.json')
    expect(undeclared.map((r) => `${r.method} ${r.url}`)).toEqual([])
  })

  it('no staff-only call answers 2xx without a token or with a non-staff token', async () => {
    const guarded = api.app.registeredRoutes.filter((r) => r.url.startsWith('/api/v1/') && r.access === 'staff' && r.method !== 'HEAD')
    const leaks: string[] = []
    for (const route of guarded) {
      const url = concrete(route.url).replace('/api/v1', '')
      for (const token of [undefined, api.visitorToken]) {
        const res = await api.request(route.method, url, { token, body: route.method === 'GET' || route.method === 'DELETE' ? undefined : {} })
        if (res.status < 300) leaks.push(`${route.method} ${route.url} ${token ? 'visitor' : 'anonymous'} -> ${res.status}`)
      }
    }
    expect(leaks).toEqual([])
  })

  it('no staff call that needs a scope answers 2xx to a staff account without that scope', async () => {
    const scoped = api.app.registeredRoutes.filter((r) => r.url.startsWith('/api/v1/') && r.access === 'staff' && r.scope && r.method !== 'HEAD')
    expect(scoped.length).toBeGreaterThan(100)
    const leaks: string[] = []
    for (const route of scoped) {
      // Scoped to every other scope there is: only the route's own is missing.
      const others = [...new Set(api.app.registeredRoutes.flatMap((r) => (r.scope && r.scope !== route.scope ? [r.scope] : [])))]
      const token = (tokens[route.scope!] ??= await api.scopedStaffToken(others))
      const res = await api.request(route.method, concrete(route.url).replace('/api/v1', ''), { token, body: route.method === 'GET' || route.method === 'DELETE' ? undefined : {} })
      if (res.status !== 403) leaks.push(`${route.method} ${route.url} (scope ${route.scope}) -> ${res.status}`)
    }
    expect(leaks).toEqual([])
  })

  it('a method a path does not take answers 405 {detail} with Allow, not 404 (every API path)', async () => {
    const byPath = new Map<string, Set<string>>()
    for (const r of api.app.registeredRoutes) if (r.url.startsWith('/api/v1/') && !r.url.startsWith('/api/v1/docs')) (byPath.get(r.url) ?? byPath.set(r.url, new Set()).get(r.url)!).add(r.method)
    const wrong: string[] = []
    for (const [url, methods] of byPath) {
      const method = ['DELETE', 'PATCH', 'PUT', 'POST', 'GET'].find((m) => !methods.has(m))
      if (!method) continue
      const res = await api.request(method, concrete(url).replace('/api/v1', ''), { token: api.staffToken })
      const allow = String(res.headers.allow ?? '').split(', ')
      if (res.status !== 405 || typeof res.body.detail !== 'string' || ![...methods].every((m) => allow.includes(m))) wrong.push(`${method} ${url} -> ${res.status} ${res.headers.allow}`)
    }
    expect(wrong).toEqual([])
    const res = await api.request('DELETE', '/news/latest/', { language: 'sl' })
    expect(res.body).toEqual({ detail: 'Metoda "DELETE" ni dovoljena.' })
    expect((await api.request('GET', '/no-such-path/')).status).toBe(404)
  })

  it('signed-in calls refuse anonymous callers', async () => {
    const signedIn = api.app.registeredRoutes.filter((r) => r.url.startsWith('/api/v1/') && r.access === 'authenticated' && r.method !== 'HEAD')
    for (const route of signedIn) {
      const res = await api.request(route.method, concrete(route.url).replace('/api/v1', ''), { body: route.method === 'GET' ? undefined : {} })
      expect(res.status, `${route.method} ${route.url}`).toBeGreaterThanOrEqual(400)
    }
  })

  it('staff reach every staff-only call (no 401 or 403)', async () => {
    const guarded = api.app.registeredRoutes.filter((r) => r.url.startsWith('/api/v1/') && r.access === 'staff' && r.method !== 'HEAD' && r.method !== 'DELETE')
    for (const route of guarded) {
      const res = await api.request(route.method, concrete(route.url).replace('/api/v1', ''), { token: api.staffToken, body: route.method === 'GET' ? undefined : {} })
      expect([401, 403], `${route.method} ${route.url}`).not.toContain(res.status)
      expect(res.status, `${route.method} ${route.url}`).toBeLessThan(500)
    }
  })
})
