/**
 * Headers and probes (issue 10, point 7): helmet's set on every answer, HSTS only when SITE_URL is
 * https, a Permissions-Policy, cross-origin policies that keep the site's own use working, a
 * sandbox for uploaded files under /media/, and GET /healthz for load balancers.
 */
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MEDIA_POLICY, PERMISSIONS_POLICY } from '../../server/http/security-headers'
import { startApi, type TestApi } from './helper'

let api: TestApi
let https: TestApi
beforeAll(async () => {
  api = await startApi()
  https = await startApi({ SITE_URL: 'https://rudnik.example' })
  const media = api.app.context.config.mediaDir
  fs.mkdirSync(path.join(media, 'files'), { recursive: true })
  // What an upload could be if a check ever let it through: a picture that is really a page with script.
  fs.writeFileSync(path.join(media, 'files', 'picture.svg'), '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')
})
afterAll(async () => {
  await api.close()
  await https.close()
})

const get = (target: TestApi, url: string) => target.app.inject({ method: 'GET', url })

describe('every answer', () => {
  it.each(['/api/v1/news/', '/admin/', '/news/', '/media/files/picture.svg', '/healthz', '/api/v1/nothing-here/'])(
    "carries helmet's headers and ours: %s",
    async (url) => {
      const res = await get(api, url)
      expect(res.headers['x-content-type-options']).toBe('nosniff')
      expect(res.headers['permissions-policy']).toBe(PERMISSIONS_POLICY)
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin')
      expect(res.headers['x-powered-by']).toBeUndefined()
      expect(res.headers['x-permitted-cross-domain-policies']).toBe('none')
      expect(res.headers['x-frame-options']).toBe('DENY')
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
      // No require-corp: pictures and video from elsewhere keep showing on the site.
      expect(res.headers['cross-origin-embedder-policy']).toBeUndefined()
    },
  )

  it('keep the API and the back office to their own origin (CORP same-origin), with their own policies', async () => {
    const apiAnswer = await get(api, '/api/v1/news/')
    expect(apiAnswer.headers['cross-origin-resource-policy']).toBe('same-origin')
    expect(apiAnswer.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'")
    const admin = await get(api, '/admin/')
    expect(admin.headers['cross-origin-resource-policy']).toBe('same-origin')
    expect(admin.headers['content-security-policy']).toContain("script-src 'self';")
  })

  it('Permissions-Policy turns off camera, microphone, location and payment, and keeps fullscreen for the site', () => {
    for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'fullscreen=(self)']) expect(PERMISSIONS_POLICY).toContain(feature)
  })
})

describe('HSTS', () => {
  it('is sent when SITE_URL is https, for a year', async () => {
    for (const url of ['/api/v1/news/', '/news/', '/media/x.png', '/healthz']) {
      expect((await get(https, url)).headers['strict-transport-security']).toBe('max-age=31536000')
    }
  })

  it('is not sent when the site is served over plain http (a browser would refuse the site afterwards)', async () => {
    expect((await get(api, '/api/v1/news/')).headers['strict-transport-security']).toBeUndefined()
  })
})

describe('/media/', () => {
  it('answers uploaded files sandboxed (nothing in them runs), nosniff, embeddable by other origins', async () => {
    const res = await get(api, '/media/files/picture.svg')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-security-policy']).toBe(MEDIA_POLICY)
    expect(MEDIA_POLICY).toMatch(/(?:^|; )sandbox(?:;|$)/)
    expect(MEDIA_POLICY).toContain("default-src 'none'")
    expect(MEDIA_POLICY).not.toContain('script-src')
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin')
  })

  it('a missing file: the same headers on the 404', async () => {
    const res = await get(api, '/media/files/none.png')
    expect(res.statusCode).toBe(404)
    expect(res.headers['content-security-policy']).toBe(MEDIA_POLICY)
  })
})

describe('GET /healthz', () => {
  it('answers 200 with the database and publishing state, never cached, no secrets', async () => {
    const res = await get(api, '/healthz')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ status: 'ok', database: 'ok', site: { state: 'idle', live: false, pending: false, live_build_at: null } })
    expect(res.headers['cache-control']).toBe('no-store')
    const head = await api.app.inject({ method: 'HEAD', url: '/healthz' })
    expect(head.statusCode).toBe(200)
    const anonymous = await api.app.inject({ method: 'GET', url: '/healthz', headers: { authorization: '' } })
    expect(anonymous.statusCode).toBe(200)
  })

  it('answers 503 when the database does not', async () => {
    const broken = await startApi()
    const { database } = broken.app.context
    await database.close()
    const res = await get(broken, '/healthz')
    expect([res.statusCode, res.json()]).toEqual([503, { status: 'unavailable', database: 'unreachable', site: expect.any(Object) }])
    // close() closes the database again: a second close must not hide the answer above.
    database.close = async () => {}
    await broken.close()
  })
})
