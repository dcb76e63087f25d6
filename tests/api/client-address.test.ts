/**
 * The client address (request.ip) behind the per-address limits: by default it is the
 * connection's, and X-Forwarded-For changes nothing; TRUST_PROXY names the proxies to believe,
 * or how many there are (server/http/trust-proxy.ts). Never the leftmost address a client wrote.
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

/** The login throttle's address limit, from one client that writes a new X-Forwarded-For each time, behind a proxy that appends what it saw. */
async function sweepThroughProxy(api: TestApi, proxySaw: string, extraHops: string[] = []) {
  const attempt = (i: number) =>
    api.app.inject({
      method: 'POST',
      url: '/api/v1/api-token-auth/',
      remoteAddress: '127.0.0.1',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': [`198.51.100.${i}`, proxySaw, ...extraHops].join(', ') },
      payload: JSON.stringify({ username: `sweep-${i}`, password: 'wrong-password' }),
    })
  for (let i = 0; i < 20; i++) expect((await attempt(i)).statusCode).toBe(400)
  expect((await attempt(20)).statusCode).toBe(429)
}

describe.each(['true', '1'])('TRUST_PROXY=%s (one proxy in front)', (value) => {
  let api: TestApi
  beforeAll(async () => {
    api = await startApi({ TRUST_PROXY: value })
  })
  afterAll(() => api.close())

  it('takes the address the proxy saw (the rightmost), never the leftmost the client wrote', async () => {
    expect(await consentAddress(api, `one-hop-${value}@example.com`, '6.6.6.6, 203.0.113.7')).toBe('203.0.113.7')
    expect(await consentAddress(api, `one-hop-plain-${value}@example.com`, '203.0.113.8')).toBe('203.0.113.8')
  })

  it('the per-address login throttle cannot be dodged by writing a new leftmost address on each try', async () => {
    await sweepThroughProxy(api, '203.0.113.9')
  }, 60_000)
})

describe('TRUST_PROXY=2 (a load balancer, then a proxy on this machine)', () => {
  let api: TestApi
  beforeAll(async () => {
    api = await startApi({ TRUST_PROXY: '2' })
  })
  afterAll(() => api.close())

  it('takes the address the outer proxy saw: the second from the right', async () => {
    expect(await consentAddress(api, 'two-hops@example.com', '6.6.6.6, 203.0.113.7, 10.0.0.2')).toBe('203.0.113.7')
  })

  it('the per-address login throttle holds', async () => {
    await sweepThroughProxy(api, '203.0.113.10', ['10.0.0.2'])
  }, 60_000)
})

describe('TRUST_PROXY=127.0.0.1 with a forged header', () => {
  let api: TestApi
  beforeAll(async () => {
    api = await startApi({ TRUST_PROXY: '127.0.0.1' })
  })
  afterAll(() => api.close())

  it('takes the rightmost address that is not a named proxy', async () => {
    expect(await consentAddress(api, 'named@example.com', '6.6.6.6, 203.0.113.7')).toBe('203.0.113.7')
  })
})

describe('TRUST_PROXY values', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['false', false],
    ['0', false],
    ['true', { hops: 1 }],
    ['1', { hops: 1 }],
    ['2', { hops: 2 }],
    ['10.0.0.1, 192.168.0.0/16', { proxies: '10.0.0.1,192.168.0.0/16' }],
  ])('%s -> %j', (value, expected) => {
    expect(trustProxyFrom(value)).toEqual(expected)
  })

  it('refuses a hop count past 10', () => {
    expect(() => trustProxyFrom('11')).toThrow(/at most 10/)
  })
})
