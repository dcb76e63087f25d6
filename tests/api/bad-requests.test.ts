/**
 * Malformed requests over every registered API route from strangers: an anonymous visitor and a
 * signed-in non-staff user. Wrong types, huge and empty values, broken JSON and multipart, bad
 * encodings, injected ordering and filter values, traversal in ids. None may answer 5xx, every
 * refusal is a DRF shape (`{detail: "..."}` or `{field: ["...", ...]}`, non-empty, JSON), and the
 * data is unchanged afterwards. Most of these stop at the permission check, as they should; the
 * validators themselves are exercised with staff, one field at a time, in bad-input.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { inParallel } from '../support/in-parallel'
import { startDemoApi } from './demo-snapshot'
import type { TestApi } from './helper'
import { digestOfData } from './data-digest'

let api: TestApi
beforeAll(async () => {
  // The demo content, seeded once per run (demo-snapshot.ts): its pictures take minutes on a busy machine, and
  // the file that does not seed waits for the one that does.
  api = await startDemoApi()
}, 600_000)
afterAll(() => api.close())

const BAD_IDS = ['-1', '99999999999999999999', '..%2F..%2Fetc%2Fpasswd', '%00', "1'%20OR%20'1'%3D'1", '%ff', 'a'.repeat(300), '1']
const BAD_QUERIES = [
  'ordering=id;DROP%20TABLE%20news',
  'ordering=-password_hash',
  'ordering=%ff',
  'page=-1',
  'page=1e309',
  'page_size=abc',
  'page_size=-5',
  'search=%ff%fe',
  `search=${'x'.repeat(5000)}`,
  'lang=de',
  'language=../../',
  'is_published=maybe',
  'date_made__gte=31.02.2025',
  "tag=1'--",
  'gallery=abc',
  'category__en_slug[]=x',
]

interface BadBody {
  contentType: string
  payload: string | Buffer
}

const BAD_BODIES: BadBody[] = [
  { contentType: 'application/json', payload: '{"title": ' },
  { contentType: 'application/json', payload: '[1, 2, 3]' },
  { contentType: 'application/json', payload: '"just a string"' },
  { contentType: 'application/json', payload: JSON.stringify({ title: 'x'.repeat(300_000) }) },
  { contentType: 'application/json', payload: `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}` },
  { contentType: 'application/json', payload: Buffer.from([0xff, 0xfe, 0x00, 0x7b]) },
  { contentType: 'application/x-www-form-urlencoded', payload: 'title=%ff%fe&lang=%zz&tags=%' },
  { contentType: 'multipart/form-data; boundary=nope', payload: '--wrong\r\nContent-Disposition: form-data; name="a"\r\n\r\nb' },
  { contentType: 'multipart/form-data', payload: 'no boundary at all' },
  { contentType: 'text/plain', payload: 'hello' },
  { contentType: 'application/json', payload: '' },
]

const fill = (url: string, id: string) => url.replace(/:\w+/g, id)

/** A DRF error body: {detail: "non-empty"} or {field: ["non-empty", ...]} (nested serializers: objects and lists of them). */
function isDrfError(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || Array.isArray(body) || Object.keys(body).length === 0) return false
  const messages = (value: unknown): boolean =>
    (typeof value === 'string' && value.trim().length > 0) ||
    (Array.isArray(value) &&
      value.length > 0 &&
      value.every((item) => messages(item) || (typeof item === 'object' && item !== null && Object.values(item).every(messages)))) ||
    (typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every(messages))
  if (Object.hasOwn(body, 'detail')) return typeof (body as { detail: unknown }).detail === 'string' && Object.keys(body).length === 1
  return Object.values(body).every((value) => Array.isArray(value) && messages(value))
}

describe('bad requests from strangers', () => {
  it('never answers 5xx, refuses with DRF shapes, and changes no data', async () => {
    const before = await digestOfData(api)
    // Logout takes no body and would end the staff session the sweep relies on: its own tests cover it.
    const routes = api.app.registeredRoutes.filter(
      (r) => r.url.startsWith('/api/v1/') && !r.url.startsWith('/api/v1/docs') && r.method !== 'HEAD' && r.url !== '/api/v1/rest-auth/logout/',
    )
    const tokens = [undefined, api.visitorToken]
    const bodies = BAD_BODIES
    const failures: string[] = []
    let sent = 0

    const send = async (method: string, url: string, token: string | undefined, body?: BadBody) => {
      const headers: Record<string, string> = { 'accept-language': 'en' }
      if (token) headers.authorization = `Token ${token}`
      if (body) headers['content-type'] = body.contentType
      const res = await api.app.inject({ method: method as any, url, headers, payload: body?.payload })
      sent++
      if (res.statusCode >= 500) failures.push(`${res.statusCode} ${method} ${url.slice(0, 100)} ${body?.contentType ?? ''}`)
      else if (res.statusCode >= 400) {
        const json = String(res.headers['content-type'] ?? '').includes('application/json')
        if (!json || !isDrfError(res.json())) failures.push(`unshaped ${res.statusCode} ${method} ${url.slice(0, 100)} ${res.body.slice(0, 100)}`)
      }
    }

    // Each route, caller and id is one sequence of requests; eight sequences run at a time (all are refused, and
    // the data is compared only once all have ended).
    const sweeps = routes.flatMap((route) => tokens.flatMap((token) => (route.url.includes(':') ? BAD_IDS : ['']).map((id) => ({ route, token, id }))))
    await inParallel(sweeps, 8, async ({ route, token, id }) => {
      const url = fill(route.url, id)
      if (route.method === 'GET' || route.method === 'DELETE') {
        if (route.method === 'DELETE' && !route.url.includes(':')) return
        await send(route.method, url, token)
        // Bad queries on the list, or on a record that exists: the other ids are refused before any query is read.
        if (id === '' || id === '1') for (const query of BAD_QUERIES) await send(route.method, `${url}?${query}`, token)
      } else {
        for (const body of bodies) await send(route.method, url, token, body)
      }
    })
    expect(failures.slice(0, 60)).toEqual([])
    console.log(`bad requests from strangers: ${sent} requests, none 5xx, every refusal DRF-shaped`)
    expect(sent).toBeGreaterThan(5_000)
    expect(await digestOfData(api)).toEqual(before)
  }, 600_000)
})
