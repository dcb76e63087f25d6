import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApi, type TestApi } from './helper'

let api: TestApi
beforeAll(async () => {
  api = await startApi()
})
afterAll(() => api.close())

describe('GET /site/build/', () => {
  it('is for staff only', async () => {
    expect((await api.request('GET', '/site/build/')).status).toBe(401)
    expect((await api.request('GET', '/site/build/', { token: api.visitorToken })).status).toBe(403)
    expect((await api.request('POST', '/site/build/', { token: api.visitorToken })).status).toBe(403)
  })

  it('a rebuild on demand takes the publish scope: anonymous 401, a visitor and an editor without it 403, a publisher passes', async () => {
    const post = async (token?: string) => (await api.request('POST', '/site/build/', { token, conformance: 'error' })).status
    expect(await post()).toBe(401)
    expect(await post(api.visitorToken)).toBe(403)
    expect(await post(await api.scopedStaffToken(['news']))).toBe(403)
    expect(await post(await api.scopedStaffToken([]))).toBe(403)
    // builds are off in the API tests: past the scope check the answer is 409 "builds are off", not a refusal
    expect(await post(await api.scopedStaffToken(['news', 'publish']))).toBe(409)
  })

  it('reports the state, progress and log tail', async () => {
    const res = await api.request('GET', '/site/build/', { token: api.staffToken })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ state: 'idle', progress: 0, log_tail: [], live_build_at: null })
  })
})

describe('the public site before its first build', () => {
  it('answers 503 with a page that says it is being built', async () => {
    const res = await api.app.inject({ method: 'GET', url: '/news/' })
    expect(res.statusCode).toBe(503)
    expect(res.body).toContain('The site is being built')
  })
})
