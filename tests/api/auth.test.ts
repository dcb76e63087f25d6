import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { STAFF, startApi, type TestApi } from './helper'
import { scryptParams } from '../../server/config/scrypt-params'

let api: TestApi
beforeAll(async () => {
  api = await startApi()
})
afterAll(() => api.close())

describe('POST /api-token-auth/', () => {
  it('answers a token for JSON credentials', async () => {
    const res = await api.request('POST', '/api-token-auth/', { body: STAFF })
    expect(res.status).toBe(200)
    expect(res.body.token).toMatch(/^[0-9a-f]{40}$/)
  })

  it('answers a token for urlencoded credentials', async () => {
    const res = await api.request('POST', '/api-token-auth/', { form: STAFF })
    expect(res.status).toBe(200)
    expect(res.body.token).toMatch(/^[0-9a-f]{40}$/)
  })

  it('refuses wrong credentials with non_field_errors', async () => {
    const res = await api.request('POST', '/api-token-auth/', { body: { username: 'staff', password: 'wrong' } })
    expect(res.status).toBe(400)
    expect(res.body).toEqual({ non_field_errors: ['Unable to log in with provided credentials.'] })
  })

  it('names each missing field', async () => {
    const res = await api.request('POST', '/api-token-auth/', { body: {} })
    expect(res.status).toBe(400)
    expect(res.body).toEqual({ username: ['This field is required.'], password: ['This field is required.'] })
  })

  it('answers in Slovenian when the client asks for it', async () => {
    const res = await api.request('POST', '/api-token-auth/', { body: {}, language: 'sl' })
    expect(res.body.username).toEqual(['To polje je obvezno.'])
  })
})

describe('GET /accounts/account-info/', () => {
  it('returns the account with is_staff and its scope list', async () => {
    const res = await api.request('GET', '/accounts/account-info/', { token: api.staffToken })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ username: 'staff', is_staff: true, scope: ['*'] })
    expect(res.body).not.toHaveProperty('password_hash')
  })

  it('says a non-staff account is not staff', async () => {
    const res = await api.request('GET', '/accounts/account-info/', { token: api.visitorToken })
    expect(res.body).toMatchObject({ username: 'visitor', is_staff: false, scope: [] })
  })

  it('answers 401 without a token', async () => {
    const res = await api.request('GET', '/accounts/account-info/')
    expect(res.status).toBe(401)
    expect(res.body).toEqual({ detail: 'Authentication credentials were not provided.' })
  })

  it('answers 401 with a bad token, even on a public call', async () => {
    const bad = 'f'.repeat(40)
    expect((await api.request('GET', '/accounts/account-info/', { token: bad })).status).toBe(401)
    const res = await api.request('GET', '/news/', { token: bad })
    expect(res.status).toBe(401)
    expect(res.body).toEqual({ detail: 'Invalid token.' })
  })
})

describe('POST /rest-auth/logout/', () => {
  it('makes the token stop working', async () => {
    const { body } = await api.request('POST', '/api-token-auth/', { body: STAFF })
    expect((await api.request('GET', '/accounts/account-info/', { token: body.token })).status).toBe(200)
    expect((await api.request('POST', '/rest-auth/logout/', { token: body.token })).status).toBe(200)
    expect((await api.request('GET', '/accounts/account-info/', { token: body.token })).status).toBe(401)
  })
})

describe('stored secrets', () => {
  it('keeps passwords as scrypt hashes and tokens as SHA-256 digests only', async () => {
    const { db } = api.app.context.database
    const user = await db.selectFrom('users').selectAll().where('username', '=', 'staff').executeTakeFirstOrThrow()
    // At the cost in use: OWASP's in a deployment, a cheap one in test runs (tests/unit/scrypt-params.test.ts).
    const { N, r, p } = scryptParams()
    expect(user.password_hash).toMatch(new RegExp(`^scrypt\\$${N}\\$${r}\\$${p}\\$`))
    expect(user.password_hash).not.toContain(STAFF.password)
    const tokens = await db.selectFrom('auth_tokens').select('key_hash').execute()
    expect(tokens.map((t) => t.key_hash)).not.toContain(api.staffToken)
    expect(tokens.every((t) => /^[0-9a-f]{64}$/.test(t.key_hash))).toBe(true)
  })
})
