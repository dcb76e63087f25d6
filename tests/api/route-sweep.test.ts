/**
 * Every route the server registers (HEAD included), read from the server itself so a new one
 * cannot escape, held to the hand-written tables in route-sweep-tables.ts: public only when on the
 * allow-list (anonymous callers get 401 everywhere else), staff routes 403 to non-staff accounts
 * and to staff without the route's scope, signed-in routes tried as user A on user B's data,
 * uploads as one staff account on another's. A 3xx counts as a failure everywhere, and every
 * answer body of the sweep is searched for secrets (secrets.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { resources } from '../../shared/resources'
import type { RegisteredRoute } from '../../server/app'
import { declaredMounts } from './declared-mounts'
import { startApi, type TestApi } from './helper'
import { KNOWN_LEAKS, PER_STAFF_ROUTES, PUBLIC_ROUTES, REDIRECTING_ROUTES, SIGNED_IN_ROUTES, asListed } from './route-sweep-tables'
import { SampleFactory } from './samples'
import { secretsIn, storedSecrets } from './secrets'
import { startSmtp, type TestSmtp } from './smtp'

let api: TestApi
/** Reset keys reach the mailbox only (issue 10 point 9): a real SMTP server receives them. */
let smtp: TestSmtp
const A = { username: 'sweep-a', password: 'sweep-a-password-1', email: 'a@sweep.example' }
const B = { username: 'sweep-b', password: 'sweep-b-password-1', email: 'b@sweep.example' }
const users: Record<'a' | 'b', { id: number; token: string; password: string; orders: number[]; sessions: number[] }> = {} as never
/** Two staff accounts with no scope (uploads need none), each with an upload of its own. */
const uploaders: { token: string; upload: string }[] = []
/** Ids to put into paths: of a record of each type, keyed by its mount path. */
const recordIds = new Map<string, number>()
/** Every answer the sweep received, for the secrets check. */
const answers: { call: string; route: string; status: number; location?: string; body: string }[] = []
const rawSecrets: { what: string; value: string }[] = []
let tagSlug = ''

beforeAll(async () => {
  smtp = await startSmtp()
  api = await startApi({ SMTP_URL: smtp.url })
  for (const [key, user] of [
    ['a', A],
    ['b', B],
  ] as const) {
    const account = await api.app.accounts.create({ ...user, is_staff: false })
    const { body } = await api.request('POST', '/api-token-auth/', { body: user })
    users[key] = { id: account.id, token: body.token, password: user.password, orders: [], sessions: [] }
    rawSecrets.push({ what: `the API token of ${user.username}`, value: body.token })
  }
  rawSecrets.push({ what: 'the staff API token', value: api.staffToken }, { what: 'the visitor API token', value: api.visitorToken })
  const samples = new SampleFactory(api)
  for (const resource of resources) {
    const id = await samples.record(resource.name)
    for (const mount of declaredMounts(resource)) recordIds.set(`/api/v1/${mount.path}`, id)
    // Its history (server/history): the record, then its newest revision.
    const revisions = await api.request('GET', `/history/${resource.name}/${id}/`, { token: api.staffToken })
    recordIds.set(`/api/v1/history/${resource.name}/`, id).set(`/api/v1/history/${resource.name}/:id/`, revisions.body.results[0].id)
  }
  tagSlug = (await api.request('GET', `/news/admin/tags/${await samples.record('tags')}/`, { token: api.staffToken })).body.slug
  // Each signed-in user has an order of their own and a sign-in: A's lists must hold A's and none of B's.
  for (const key of ['a', 'b'] as const) {
    const order = await api.request('POST', '/orders/', {
      token: users[key].token,
      body: { name: key, email: `${key}@sweep.example`, lines: [{ product: recordIds.get('/api/v1/products/full/'), quantity: 1 }] },
    })
    expect(order.status).toBe(201)
    users[key].orders.push(order.body.id)
    const sessions = await api.app.context.database.db.selectFrom('auth_sessions').select('id').where('user_id', '=', users[key].id).execute()
    users[key].sessions.push(...sessions.map((row) => Number(row.id)))
  }
  // the sweep's staff account reads an upload of its own
  recordIds.set('/api/v1/uploads/', (await api.request('POST', '/uploads/', { token: api.staffToken, body: { filename: 'film.mp4' } })).body.id)
  for (let i = 0; i < 2; i++) {
    const token = await api.scopedStaffToken([])
    const upload = (await api.request('POST', '/uploads/', { token, body: { filename: `film-${i}.mp4` } })).body.id
    uploaders.push({ token, upload: String(upload) })
  }
  // Secrets at rest for the bodies to be searched for: a reset key (B's), a newsletter token, mail in the outbox.
  expect((await api.request('POST', `/accounts/users/${users.b.id}/password_reset/`, { token: users.b.token })).status).toBe(200)
  expect((await api.request('POST', '/common/newsletter/', { body: { email: 'bralka@example.com', language: 'sl' } })).status).toBeLessThan(300)
  const resetKey = smtp.messages.map((mail) => /token=([0-9a-f]{64})/.exec(mail.text)?.[1]).find(Boolean)
  expect(resetKey, 'the reset link mailed to B').toBeDefined()
  rawSecrets.push({ what: "B's password reset key", value: resetKey! })
})
afterAll(async () => {
  await api.close()
  await smtp.close()
})

const apiRoutes = () => api.app.registeredRoutes.filter((r) => r.url.startsWith('/api/v1/'))
const isPublic = (route: RegisteredRoute) => PUBLIC_ROUTES.includes(asListed(route.method, route.url))
const name = (route: RegisteredRoute) => `${route.method} ${route.url}`

/** The route's URL with real values: the id of a record of the type the path's mount serves. */
function concrete(url: string, id?: string): string {
  return url.replace(/:(\w+)/g, (_, param: string, offset: number) => {
    if (param === 'lang') return 'sl'
    if (param === 'token') return 'a'.repeat(64)
    if (param === 'tag') return tagSlug
    if (id) return id
    // the longest mount path the URL starts with before this parameter names the record's type
    const before = url.slice(0, offset)
    const mount = [...recordIds.keys()].filter((path) => before === path).sort((x, y) => y.length - x.length)[0]
    return String(mount ? recordIds.get(mount) : 1)
  })
}

/** Calls `route` (its URL made concrete, or `url`) and records the answer for the last checks; never follows a redirect. */
async function call(route: { method: string; url: string }, token: string | undefined, who: string, url = concrete(route.url)) {
  const { method } = route
  const res = await api.request(method, url.replace('/api/v1', ''), {
    token,
    body: method === 'GET' || method === 'HEAD' || method === 'DELETE' ? undefined : {},
  })
  const body = res.body === undefined ? '' : typeof res.body === 'string' ? res.body : JSON.stringify(res.body)
  const location = res.headers.location === undefined ? undefined : String(res.headers.location)
  answers.push({ call: `${method} ${url} as ${who}`, route: asListed(method, route.url), status: res.status, location, body })
  return res
}

/** Why a redirect answer is wrong, or null: only the listed routes redirect, each to its own place. */
function wrongRedirect(answer: (typeof answers)[number]): string | null {
  if (answer.status < 300 || answer.status >= 400) return null
  const allowed = REDIRECTING_ROUTES[answer.route]
  const location = answer.location ?? ''
  if (allowed === 'a page of the site (SITE_URL)' && location.startsWith(`${api.app.context.config.siteUrl}/`)) return null
  if (allowed === 'the documentation page' && /^\/api\/v1\/docs\/?$|^\.\/?$|^\.\.\/?$/.test(location)) return null
  return `${answer.call}: ${answer.status} to ${location} (a redirect${allowed ? `, not to ${allowed}` : ''})`
}

describe('route sweep', () => {
  it('knows every route: public ones are on the allow-list, signed-in ones in their table, all others need staff', () => {
    expect(apiRoutes().length).toBeGreaterThan(300)
    const wrong: string[] = []
    for (const route of api.app.registeredRoutes) {
      const listed = asListed(route.method, route.url)
      if (isPublic(route)) {
        if (route.access !== 'public' && route.access !== undefined) wrong.push(`${name(route)}: on the allow-list but needs ${route.access}`)
      } else if (route.access === 'authenticated') {
        if (!Object.hasOwn(SIGNED_IN_ROUTES, listed)) wrong.push(`${name(route)}: signed-in, missing from SIGNED_IN_ROUTES`)
      } else if (route.access !== 'staff') {
        wrong.push(`${name(route)}: ${route.access ?? 'no access declared'}, not on the allow-list (PUBLIC_ROUTES)`)
      }
    }
    const registered = new Set(api.app.registeredRoutes.map((r) => name(r)))
    for (const entry of [...PUBLIC_ROUTES, ...Object.keys(SIGNED_IN_ROUTES), ...Object.keys(PER_STAFF_ROUTES)]) {
      if (!registered.has(entry)) wrong.push(`${entry}: in the tables but not registered`)
    }
    expect(wrong, wrong.join('\n')).toEqual([])
  })

  it('anonymous callers get 401 from every route off the allow-list (HEAD too); public reads answer without a redirect', async () => {
    const wrong: string[] = []
    for (const route of apiRoutes()) {
      if (isPublic(route)) {
        if (route.method !== 'GET' && route.method !== 'HEAD') continue // forms: their own tests
        const res = await call(route, undefined, 'anonymous')
        const redirect = wrongRedirect(answers.at(-1)!)
        if (redirect) wrong.push(redirect)
        if (res.status >= 500) wrong.push(`${name(route)} -> ${res.status}`)
      } else {
        const res = await call(route, undefined, 'anonymous')
        if (res.status !== 401) wrong.push(`${name(route)} -> ${res.status}`)
      }
    }
    expect(wrong, wrong.join('\n')).toEqual([])
  })

  it('non-staff accounts get 403 from every staff route (HEAD too)', async () => {
    const wrong: string[] = []
    for (const route of apiRoutes().filter((r) => r.access === 'staff')) {
      const res = await call(route, api.visitorToken, 'visitor')
      if (res.status !== 403) wrong.push(`${name(route)} -> ${res.status}`)
    }
    expect(wrong, wrong.join('\n')).toEqual([])
  })

  it("staff accounts without a route's scope get 403 from it (HEAD too)", async () => {
    const scoped = apiRoutes().filter((r) => r.access === 'staff' && r.scope)
    expect(scoped.length).toBeGreaterThan(150)
    const allScopes = [...new Set(api.app.registeredRoutes.flatMap((r) => (r.scope ? [r.scope] : [])))]
    const tokens = new Map<string, string>()
    const wrong: string[] = []
    for (const route of scoped) {
      if (!tokens.has(route.scope!)) tokens.set(route.scope!, await api.scopedStaffToken(allScopes.filter((s) => s !== route.scope)))
      const res = await call(route, tokens.get(route.scope!), `staff without ${route.scope}`)
      if (res.status !== 403) wrong.push(`${name(route)} (scope ${route.scope}) -> ${res.status}`)
    }
    expect(wrong, wrong.join('\n')).toEqual([])
  })

  it("user A cannot read, change or reset user B's account; each reaches its own", async () => {
    const before = await api.app.context.database.db.selectFrom('users').selectAll().where('id', '=', users.b.id).executeTakeFirstOrThrow()
    const outboxBefore = (await api.app.context.database.db.selectFrom('mail_outbox').select('id').execute()).length
    const wrong: string[] = []
    for (const [listed, kind] of Object.entries(SIGNED_IN_ROUTES)) {
      const [method, url] = listed.split(' ')
      for (const verb of method === 'GET' ? ['GET', 'HEAD'] : [method]) {
        if (kind === 'self') {
          const own = await call({ method: verb, url }, users.a.token, 'user A')
          if (own.status !== 200 || (verb === 'GET' && own.body.id !== users.a.id))
            wrong.push(`${verb} ${url} as A -> ${own.status} ${JSON.stringify(own.body)}`)
          continue
        }
        if (kind === 'self-with-password') {
          const res = await api.request(verb, url.replace('/api/v1', ''), {
            token: users.a.token,
            body: { current_password: users.b.password, email: 'a-took-b@sweep.example' },
          })
          answers.push({ call: `${verb} ${url} as A with B's password`, route: listed, status: res.status, body: JSON.stringify(res.body ?? '') })
          if (res.status !== 400 || !res.body.current_password) wrong.push(`${verb} ${url} as A with B's password -> ${res.status}`)
          continue
        }
        if (kind === 'own-orders' || kind === 'own-sessions') {
          const own = await call({ method: verb, url }, users.a.token, 'user A')
          if (verb === 'HEAD') continue
          const ids = (Array.isArray(own.body) ? own.body : (own.body.results ?? [])).map((item: { id: number }) => item.id)
          const [mine, theirs] = kind === 'own-orders' ? [users.a.orders, users.b.orders] : [users.a.sessions, users.b.sessions]
          if (own.status !== 200 || !mine.every((id) => ids.includes(id)) || theirs.some((id) => ids.includes(id)))
            wrong.push(`${verb} ${url} as A -> ${own.status} ${JSON.stringify(ids)}`)
          continue
        }
        if (kind === 'session') {
          for (const id of users.b.sessions) {
            const res = await call({ method: verb, url }, users.a.token, "user A on B's sign-in", concrete(url, String(id)))
            if (res.status !== 404) wrong.push(`${verb} ${url} as A on B's sign-in -> ${res.status}`)
          }
          continue
        }
        const body = { first_name: 'Changed by A', email: 'a-took-it@sweep.example', username: 'taken-by-a' }
        const theirs = await api.request(verb, concrete(url, String(users.b.id)).replace('/api/v1', ''), {
          token: users.a.token,
          body: verb === 'GET' || verb === 'HEAD' ? undefined : body,
        })
        answers.push({ call: `${verb} ${url} as A on B`, route: listed, status: theirs.status, body: JSON.stringify(theirs.body ?? '') })
        if (theirs.status !== 403 && theirs.status !== 404) wrong.push(`${verb} ${url} as A on B's -> ${theirs.status}`)
        if (verb === 'GET' || verb === 'HEAD') {
          const own = await call({ method: verb, url }, users.a.token, 'user A on A', concrete(url, String(users.a.id)))
          if (own.status !== 200) wrong.push(`${verb} ${url} as A on A's -> ${own.status}`)
        }
      }
    }
    expect(wrong, wrong.join('\n')).toEqual([])
    const after = await api.app.context.database.db.selectFrom('users').selectAll().where('id', '=', users.b.id).executeTakeFirstOrThrow()
    expect(after, "B's account is as it was").toEqual(before)
    expect((await api.request('GET', '/accounts/account-info/', { token: users.b.token })).status, 'B is still signed in').toBe(200)
    expect((await api.request('GET', '/accounts/account-info/', { token: users.a.token })).status, 'A is still signed in').toBe(200)
    expect((await api.app.context.database.db.selectFrom('mail_outbox').select('id').execute()).length, 'no reset mail for B').toBe(outboxBefore)
  })

  it("a staff account cannot reach another staff account's upload (GET, HEAD, PUT); each reaches its own", async () => {
    const [mine, theirs] = uploaders
    const wrong: string[] = []
    for (const [listed] of Object.entries(PER_STAFF_ROUTES)) {
      const [method, url] = listed.split(' ')
      for (const verb of method === 'GET' ? ['GET', 'HEAD'] : [method]) {
        const send = (id: string) =>
          api.app.inject({
            method: verb as 'GET',
            url: concrete(url, id),
            headers: { authorization: `Token ${mine.token}`, 'content-range': 'bytes 0-3/4', 'content-type': 'application/octet-stream' },
            payload: verb === 'PUT' ? Buffer.from('abcd') : undefined,
          })
        const other = await send(theirs.upload)
        answers.push({ call: `${verb} ${url} on another's upload`, route: listed, status: other.statusCode, body: other.body })
        if (other.statusCode !== 403 && other.statusCode !== 404) wrong.push(`${verb} ${url} on another's -> ${other.statusCode}`)
        if (verb !== 'PUT' && (await send(mine.upload)).statusCode !== 200) wrong.push(`${verb} ${url} on its own -> not 200`)
      }
    }
    expect(wrong, wrong.join('\n')).toEqual([])
    const untouched = await api.request('GET', `/uploads/${theirs.upload}/`, { token: theirs.token })
    expect(untouched.body).toMatchObject({ received: 0 })
  })

  it('staff reach every staff route (no 401, 403, 3xx or 5xx; HEAD too), reading real records', async () => {
    const wrong: string[] = []
    // Not DELETE (the records are read later), not logout (it would end this session: auth.test.ts tries it).
    for (const route of apiRoutes().filter((r) => r.method !== 'DELETE' && name(r) !== 'POST /api/v1/rest-auth/logout/')) {
      const res = await call(route, api.staffToken, 'staff')
      const redirect = wrongRedirect(answers.at(-1)!)
      if (redirect) wrong.push(redirect)
      if ([401, 403].includes(res.status) || res.status >= 500) wrong.push(`${name(route)} -> ${res.status}`)
    }
    expect(wrong, wrong.join('\n')).toEqual([])
  })

  it('a method a path does not take answers 405 {detail} with Allow, not 404 (every API path)', async () => {
    const byPath = new Map<string, Set<string>>()
    for (const r of api.app.registeredRoutes)
      if (r.url.startsWith('/api/v1/') && !r.url.startsWith('/api/v1/docs')) (byPath.get(r.url) ?? byPath.set(r.url, new Set()).get(r.url)!).add(r.method)
    const wrong: string[] = []
    for (const [url, methods] of byPath) {
      const method = ['DELETE', 'PATCH', 'PUT', 'POST', 'GET'].find((m) => !methods.has(m))
      if (!method) continue
      const res = await api.request(method, concrete(url).replace('/api/v1', ''), { token: api.staffToken })
      const allow = String(res.headers.allow ?? '').split(', ')
      if (res.status !== 405 || typeof res.body.detail !== 'string' || ![...methods].every((m) => allow.includes(m)))
        wrong.push(`${method} ${url} -> ${res.status} ${res.headers.allow}`)
    }
    expect(wrong, wrong.join('\n')).toEqual([])
    const res = await api.request('DELETE', '/news/latest/', { language: 'sl' })
    expect(res.body).toEqual({ detail: 'Metoda "DELETE" ni dovoljena.' })
    expect((await api.request('GET', '/no-such-path/')).status).toBe(404)
  })

  it('no answer of the sweep is a redirect or carries a secret (hashes, token digests, reset keys, API tokens)', async () => {
    // Standalone too: the staff reads of every GET route with records present.
    const missed: string[] = []
    for (const route of apiRoutes().filter((r) => r.method === 'GET')) {
      if ((await call(route, api.staffToken, 'staff')).status === 404) missed.push(name(route))
    }
    // A preview token is shown once and stored hashed, so no sweep can know one: previews.test.ts reads them.
    expect(missed, 'every path found a real record to answer').toEqual(['GET /api/v1/docs/static/*', 'GET /api/v1/previews/:token/'])
    const stored = await storedSecrets(api.app.context.database.db)
    expect(stored.some((s) => s.where === 'users.password_hash')).toBe(true)
    expect(stored.some((s) => s.where === 'auth_tokens.key_hash')).toBe(true)
    const leaks: string[] = []
    const known = new Set<string>()
    for (const answer of answers) {
      const redirect = wrongRedirect(answer)
      if (redirect) leaks.push(redirect)
      // The API's description names fields such as `password`: names, not secrets; its values are still searched.
      const description = /^GET \/api\/v1\/(openapi\.json|docs)/.test(answer.route)
      for (const secret of secretsIn(answer.body, stored, rawSecrets, !description)) {
        if (Object.hasOwn(KNOWN_LEAKS, `${answer.route}: ${secret}`)) known.add(`${answer.route}: ${secret}`)
        else leaks.push(`${answer.call}: ${secret}`)
      }
    }
    expect([...new Set(leaks)], [...new Set(leaks)].join('\n')).toEqual([])
    expect([...known].sort(), 'a known leak no longer found: remove it from KNOWN_LEAKS').toEqual(Object.keys(KNOWN_LEAKS).sort())
  })
})
