/**
 * No lost edits (issue 13.6): saves carry the version they started from (If-Match with the ETag of
 * the GET); a save against a newer version answers 409 with the current record; saves without a
 * version behave as before; of two saves from one version exactly one is stored. Presence: who
 * else has a record open, for staff with the type's scope, shared by two instances on one database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp, type BuiltApp } from '../../server/app'
import { PRESENCE_TABLE } from '../../server/presence/tables'
import { MAX_IF_MATCH_LENGTH } from '../../server/resources/versions'
import { conformanceOf } from './openapi-conformance'
import { startApi, type TestApi } from './helper'

let api: TestApi
let check: ReturnType<typeof conformanceOf>
beforeAll(async () => {
  api = await startApi()
  check = conformanceOf(api.app)
})
afterAll(() => api.close())

const NEWS = '/news/admin/news/'
const news = { title: 'Razpis', lang: 'sl', date_made: '2025-09-13', body: 'Besedilo', is_published: false }

/** A request with headers of its own; the answer is checked against openapi.json like every other. */
async function send(
  method: string,
  url: string,
  { token = api.staffToken, body, headers = {}, app = api.app }: { token?: string; body?: unknown; headers?: Record<string, string>; app?: BuiltApp } = {},
) {
  const response = await app.inject({
    method: method as never,
    url: `/api/v1${url}`,
    headers: { 'accept-language': 'sl', authorization: `Token ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    payload: body === undefined ? undefined : JSON.stringify(body),
  })
  const json = response.body ? JSON.parse(response.body) : undefined
  const mode = response.statusCode === 400 ? 'error' : 'document'
  const problems = check(method, `/api/v1${url}`, response.statusCode, json, String(response.headers['content-type'] ?? ''), mode)
  expect(problems, `${method} ${url} -> ${response.statusCode}`).toEqual([])
  return { status: response.statusCode, body: json, etag: response.headers.etag as string | undefined }
}

async function freshNews() {
  const created = await send('POST', NEWS, { body: news })
  expect(created.status).toBe(201)
  const read = await send('GET', `${NEWS}${created.body.id}/`)
  expect(read.etag).toBe(`"${read.body.updated_at}"`)
  return { id: created.body.id as number, etag: read.etag! }
}

describe('saves with a version (If-Match)', () => {
  it('a fresh version saves (200, the new ETag); the old one then answers 409 with the current record and who saved it', async () => {
    const { id, etag } = await freshNews()
    const first = await send('PATCH', `${NEWS}${id}/`, { body: { title: 'Prva' }, headers: { 'if-match': etag } })
    expect(first.status).toBe(200)
    expect(first.etag).toBe(`"${first.body.updated_at}"`)
    expect(first.etag).not.toBe(etag)
    const stale = await send('PUT', `${NEWS}${id}/`, { body: { ...news, title: 'Druga' }, headers: { 'if-match': etag } })
    expect(stale.status).toBe(409)
    expect(stale.body).toMatchObject({ code: 'conflict', current_version: first.body.updated_at, changed_by: { name: expect.any(String) } })
    expect(stale.body.current.title).toBe('Prva')
    expect(stale.body.detail).toMatch(/spremenil/)
    expect(stale.etag).toBe(first.etag)
    expect((await send('GET', `${NEWS}${id}/`)).body.title).toBe('Prva')
    // a PATCH that would change nothing is refused all the same: its version is old
    expect((await send('PATCH', `${NEWS}${id}/`, { body: { title: 'Prva' }, headers: { 'if-match': etag } })).status).toBe(409)
    // overwriting knowingly: the version the 409 answered
    const overwrite = await send('PATCH', `${NEWS}${id}/`, { body: { title: 'Druga' }, headers: { 'if-match': `"${stale.body.current_version}"` } })
    expect(overwrite.status).toBe(200)
    expect(overwrite.body.title).toBe('Druga')
  })

  it('no If-Match saves as before (other clients of the API send none), as does *', async () => {
    const { id } = await freshNews()
    expect((await send('PATCH', `${NEWS}${id}/`, { body: { title: 'Brez' } })).status).toBe(200)
    expect((await send('PATCH', `${NEWS}${id}/`, { body: { title: 'Zvezdica' }, headers: { 'if-match': '*' } })).status).toBe(200)
    expect((await send('PATCH', '/news/admin/news/999999/', { body: { title: 'x' }, headers: { 'if-match': '*' } })).status).toBe(404)
  })

  it('a list of tags matches when one of them is current; a weak tag never does (strong comparison)', async () => {
    const { id, etag } = await freshNews()
    expect((await send('PATCH', `${NEWS}${id}/`, { body: { title: 'A' }, headers: { 'if-match': `"old", ${etag}` } })).status).toBe(200)
    const { etag: now } = await send('GET', `${NEWS}${id}/`)
    expect((await send('PATCH', `${NEWS}${id}/`, { body: { title: 'B' }, headers: { 'if-match': `W/${now}` } })).status).toBe(409)
  })

  it('two simultaneous saves from the same version: exactly one is stored, the other gets 409', async () => {
    for (let round = 0; round < 5; round++) {
      const { id, etag } = await freshNews()
      const answers = await Promise.all(
        ['Ana', 'Bor', 'Cene', 'Dana'].map((title) => send('PATCH', `${NEWS}${id}/`, { body: { title }, headers: { 'if-match': etag } })),
      )
      const statuses = answers.map((answer) => answer.status).sort()
      expect(statuses).toEqual([200, 409, 409, 409])
      const winner = answers.find((answer) => answer.status === 200)!
      expect((await send('GET', `${NEWS}${id}/`)).body.title).toBe(winner.body.title)
      for (const loser of answers.filter((answer) => answer.status === 409)) expect(loser.body.current.title).toBe(winner.body.title)
    }
  })

  it('hostile If-Match values answer a clear 400, never a 500; the limit holds at and past it', async () => {
    const { id, etag } = await freshNews()
    for (const value of ['garbage', '"unterminated', 'W/', '""x', ',', ' ', '"a" "b"', '*, "x"']) {
      const answer = await send('PATCH', `${NEWS}${id}/`, { body: { title: 'x' }, headers: { 'if-match': value } })
      expect(answer.status, value).toBe(400)
      expect(answer.body.detail).toMatch(/If-Match/)
    }
    const atLimit = `${etag}${', "x"'.repeat((MAX_IF_MATCH_LENGTH - etag.length) / 5)}`.padEnd(MAX_IF_MATCH_LENGTH, ' ')
    expect(atLimit.length).toBe(MAX_IF_MATCH_LENGTH)
    expect((await send('PATCH', `${NEWS}${id}/`, { body: { title: 'Meja' }, headers: { 'if-match': atLimit } })).status).toBe(200)
    const past = `${atLimit}x`
    expect((await send('PATCH', `${NEWS}${id}/`, { body: { title: 'Prek' }, headers: { 'if-match': past } })).status).toBe(400)
  })

  it('visitors get no ETag (their answers are cached for everyone); staff do', async () => {
    const { id } = await freshNews()
    await send('PATCH', `${NEWS}${id}/`, { body: { is_published: true } })
    const anonymous = await api.app.inject({ method: 'GET', url: `/api/v1/news/${id}/` })
    expect(anonymous.statusCode).toBe(200)
    expect(anonymous.headers.etag).toBeUndefined()
  })
})

describe('editing presence', () => {
  it('anonymous 401, a visitor 403, staff without the scope 403, an unknown type or record 404', async () => {
    const { id } = await freshNews()
    const url = `/api/v1/editing/news/${id}/`
    expect((await api.app.inject({ method: 'PUT', url })).statusCode).toBe(401)
    for (const [method, path] of [
      ['PUT', url],
      ['POST', `${url}take-over/`],
      ['DELETE', url],
    ]) {
      expect((await send(method, path.replace('/api/v1', ''), { token: api.visitorToken })).status).toBe(403)
      expect((await send(method, path.replace('/api/v1', ''), { token: await api.scopedStaffToken(['events']) })).status).toBe(403)
    }
    for (const path of ['/editing/nope/1/', '/editing/__proto__/1/', '/editing/news/999999/', '/editing/news/abc/', '/editing/news/1234567890/']) {
      expect((await send('PUT', path)).status, path).toBe(404)
    }
    expect((await send('PUT', `/editing/news/${id}/`, { token: await api.scopedStaffToken(['news']) })).status).toBe(200)
  })

  it('shows who else has the record open, across two instances on one database; take-over is told; entries expire', async () => {
    const { id } = await freshNews()
    const second = await buildApp(api.app.context.config)
    try {
      const ana = await api.scopedStaffToken(['news'])
      const bor = await api.scopedStaffToken(['news'])
      const opened = await send('PUT', `/editing/news/${id}/`, { token: ana })
      expect(opened.body.editors).toEqual([])
      const seenByBor = await send('PUT', `/editing/news/${id}/`, { token: bor, app: second })
      expect(seenByBor.body.editors.map((editor: { name: string }) => editor.name)).toEqual([expect.stringMatching(/^scoped-/)])
      expect((await send('PUT', `/editing/news/${id}/`, { token: ana })).body.editors).toHaveLength(1)
      // heartbeats keep "since" (the time Ana opened it)
      expect((await send('PUT', `/editing/news/${id}/`, { token: bor, app: second })).body.editors[0].since).toBe(seenByBor.body.editors[0].since)
      // Bor takes over: Ana's next heartbeat says so, and Bor no longer sees her as an editor
      const took = await send('POST', `/editing/news/${id}/take-over/`, { token: bor, app: second })
      expect(took.body.editors).toEqual([])
      const anaAfter = await send('PUT', `/editing/news/${id}/`, { token: ana })
      expect(anaAfter.body.taken_over).toMatchObject({ by: expect.stringMatching(/^scoped-/) })
      expect(anaAfter.body.editors).toHaveLength(1)
      // Ana leaves; Bor's entry expires when its heartbeats stop (seen over a minute ago)
      expect((await send('DELETE', `/editing/news/${id}/`, { token: ana })).status).toBe(204)
      const db = api.app.context.database.db
      const old = new Date(Date.now() - 61_000).toISOString()
      await db.updateTable(PRESENCE_TABLE).set({ seen_at: old }).where('record_id', '=', id).execute()
      const fresh = await api.scopedStaffToken(['news'])
      expect((await send('PUT', `/editing/news/${id}/`, { token: fresh })).body.editors).toEqual([])
      const recent = new Date(Date.now() - 59_000).toISOString()
      await db.updateTable(PRESENCE_TABLE).set({ seen_at: recent }).where('record_id', '=', id).execute()
      // just inside the minute: still shown
      expect((await send('PUT', `/editing/news/${id}/`, { token: fresh })).body.editors).toHaveLength(1)
    } finally {
      await second.close()
    }
  })
})
