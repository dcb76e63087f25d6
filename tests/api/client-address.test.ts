/**
 * The client address (request.ip) behind the per-address limits: by default it is the
 * connection's, and X-Forwarded-For changes nothing; TRUST_PROXY names the proxies to believe.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { trustProxyFrom } from '../../server/config'
import { startApi, type TestApi } from './helper'

async function consentAddress(api: TestApi, email: string, forwardedFor: string) {
  const res = await api.app.inject({
    method: 'POST',
    url: '/api/v1/common/newsletter/',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
    payload: JSON.stringify({ email }),
  })
  expect(res.statusCode).toBe(200)
  const row = await api.app.context.database.db.selectFrom('newsletter_subscriptions').select('consent_ip').where('email', '=', email).executeTakeFirstOrThrow()
  return row.consent_ip
}

describe('by default (TRUST_PROXY unset)', () => {
  let api: TestApi
  beforeAll(async () => {
    api = await startApi()
  })
  afterAll(() => api.close())

  it('X-Forwarded-For does not change the client address', async () => {
    expect(await consentAddress(api, 'ana@example.com', '203.0.113.7')).toBe('127.0.0.1')
  })

  it('the per-address login throttle cannot be dodged with a new X-Forwarded-For on each try', async () => {
    const attempt = (i: number) =>
      api.app.inject({
        method: 'POST',
        url: '/api/v1/api-token-auth/',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${i}` },
        payload: JSON.stringify({ username: `guess-${i}`, password: 'wrong-password' }),
      })
    for (let i = 0; i < 20; i++) expect((await attempt(i)).statusCode).toBe(400)
    expect((await attempt(20)).statusCode).toBe(429)
  }, 60_000)
})

describe('TRUST_PROXY=127.0.0.1 (a proxy on this machine)', () => {
  let api: TestApi
  beforeAll(async () => {
    api = await startApi({ TRUST_PROXY: '127.0.0.1' })
  })
  afterAll(() => api.close())

  it('takes the client address the proxy reports', async () => {
    expect(await consentAddress(api, 'bojan@example.com', '203.0.113.7')).toBe('203.0.113.7')
  })
})

describe('TRUST_PROXY values', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['false', false],
    ['true', true],
    ['10.0.0.1, 192.168.0.0/16', '10.0.0.1,192.168.0.0/16'],
  ])('%s -> %s', (value, expected) => {
    expect(trustProxyFrom(value)).toBe(expected)
  })

  it('refuses a hop count, which Fastify 5 would quietly turn into trusting no one', () => {
    expect(() => trustProxyFrom('2')).toThrow(/addresses/)
  })
})
