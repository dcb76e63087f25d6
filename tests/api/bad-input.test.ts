/**
 * Over ten thousand malformed requests over every registered API route, as an anonymous
 * visitor, a non-staff user and staff: wrong types, huge and empty values, broken JSON and
 * multipart, bad encodings, injected ordering and filter values, traversal in ids. None may
 * answer 5xx, refusals are DRF-shaped, and the data is unchanged afterwards (a digest of every
 * table): whatever a malformed request reached, it wrote nothing.
 */
import crypto from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { resources } from '../../shared/resources'
import { seedDemoContent } from '../../server/seed'
import { startApi, type TestApi } from './helper'
import { invalidValue } from './samples'

let api: TestApi
beforeAll(async () => {
  api = await startApi()
  await seedDemoContent(api.app.context)
}, 120_000)
afterAll(() => api.close())

const BAD_IDS = ['-1', '0', '99999999999999999999', '..%2F..%2Fetc%2Fpasswd', '%00', "1'%20OR%20'1'%3D'1", '%ff', 'a'.repeat(300), '999999']
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
  { contentType: 'application/json', payload: '{"a":'.repeat(5000) + '1' + '}'.repeat(5000) },
  { contentType: 'application/json', payload: Buffer.from([0xff, 0xfe, 0x00, 0x7b]) },
  { contentType: 'application/x-www-form-urlencoded', payload: 'title=%ff%fe&lang=%zz&tags=%' },
  { contentType: 'multipart/form-data; boundary=nope', payload: '--wrong\r\nContent-Disposition: form-data; name="a"\r\n\r\nb' },
  { contentType: 'multipart/form-data', payload: 'no boundary at all' },
  { contentType: 'text/plain', payload: 'hello' },
  { contentType: 'application/json', payload: '' },
]

/** Bodies that name real fields with values of the wrong kind, from the declarations. */
function wrongTypeBodies(): BadBody[] {
  const bodies: BadBody[] = []
  for (const resource of resources) {
    const body: Record<string, unknown> = {}
    for (const [name, field] of Object.entries(resource.fields)) {
      const bad = invalidValue(field)
      body[name] = bad === undefined ? { nested: ['object'] } : bad
    }
    bodies.push({ contentType: 'application/json', payload: JSON.stringify(body) })
  }
  return bodies
}

async function digestOfData(): Promise<string> {
  const { db } = api.app.context.database
  const tables = (await db.introspection.getTables()).map((t) => t.name).filter((name) => !['auth_tokens', 'app_meta'].includes(name)).sort()
  const hash = crypto.createHash('sha256')
  for (const table of tables) {
    const rows = await db.selectFrom(table).selectAll().execute()
    hash.update(table + JSON.stringify(rows.map((r) => JSON.stringify(r)).sort()))
  }
  return hash.digest('hex')
}

const fill = (url: string, id: string) => url.replace(/:\w+/g, id)

describe('bad input', () => {
  it('never answers 5xx, refuses with DRF shapes, and changes no data', async () => {
    const before = await digestOfData()
    // Logout takes no body and would end the staff session the sweep relies on: its own tests cover it.
    const routes = api.app.registeredRoutes.filter(
      (r) => r.url.startsWith('/api/v1/') && !r.url.startsWith('/api/v1/docs') && r.method !== 'HEAD' && r.url !== '/api/v1/rest-auth/logout/',
    )
    const tokens = [undefined, api.visitorToken, api.staffToken]
    const bodies = [...BAD_BODIES, ...wrongTypeBodies()]
    const failures: string[] = []
    let sent = 0

    const send = async (method: string, url: string, token: string | undefined, body?: BadBody) => {
      const headers: Record<string, string> = { 'accept-language': 'en' }
      if (token) headers.authorization = `Token ${token}`
      if (body) headers['content-type'] = body.contentType
      const res = await api.app.inject({ method: method as any, url, headers, payload: body?.payload })
      sent++
      if (res.statusCode >= 500) failures.push(`${res.statusCode} ${method} ${url.slice(0, 100)} ${body?.contentType ?? ''}`)
      else if (res.statusCode >= 400 && res.headers['content-type']?.toString().includes('json')) {
        const parsed = res.json()
        const shaped = typeof parsed === 'object' && parsed !== null && Object.values(parsed).every((v) => typeof v === 'string' || Array.isArray(v) || typeof v === 'object')
        if (!shaped) failures.push(`unshaped ${res.statusCode} ${method} ${url.slice(0, 100)} ${res.body.slice(0, 100)}`)
      }
    }

    for (const route of routes) {
      for (const token of tokens) {
        for (const id of route.url.includes(':') ? BAD_IDS : ['']) {
          const url = fill(route.url, id)
          if (route.method === 'GET' || route.method === 'DELETE') {
            if (route.method === 'DELETE' && !route.url.includes(':')) continue
            if (route.method === 'DELETE' && token === api.staffToken && !['-1', '0', '99999999999999999999', '999999', '%00', '%ff'].includes(id) && /^\d+$/.test(id)) continue
            await send(route.method, url, token)
            for (const query of BAD_QUERIES) await send(route.method, `${url}?${query}`, token)
          } else {
            for (const body of bodies) await send(route.method, url, token, body)
          }
        }
      }
    }
    expect(failures.slice(0, 60)).toEqual([])
    expect(sent).toBeGreaterThan(10_000)
    expect(await digestOfData()).toBe(before)
  }, 600_000)
})
