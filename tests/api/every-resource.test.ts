/**
 * The same rules for every registered content type, read from its declaration: create,
 * retrieve, list, search, update, partial update, delete; a DRF-shaped 400 for each kind of bad
 * field and for each missing required field; 401 and 403 (filters, ordering and public mounts
 * are in every-resource-lists.test.ts). A new type is covered the moment it is added to the registry.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Resource } from '../../shared/resources'
import { resources } from '../../shared/resources'
import { declaredMounts, missingRoutes } from './declared-mounts'
import { startApi, type TestApi } from './helper'
import { SampleFactory, invalidValue, send, type Payload } from './samples'

let api: TestApi
let samples: SampleFactory
/** A staff account whose scope list names no type: a visitor everywhere but the staff-wide calls. */
let unscopedStaffToken: string
beforeAll(async () => {
  api = await startApi()
  samples = new SampleFactory(api)
  unscopedStaffToken = await api.scopedStaffToken([])
})
afterAll(() => api.close())

describe.each(resources.map((r) => [r.name, r] as const))('%s', (_name, resource: Resource) => {
  const base = `/${resource.endpoints.staff}`
  let created: Record<string, any>
  let valid: { values: Payload; files: Record<string, Buffer> }

  beforeAll(async () => {
    valid = await samples.payload(resource)
    const res = await send(api, 'POST', base, valid.values, valid.files)
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    created = res.body
  })

  it('has every route its declaration asks for (staff, public and further mounts)', () => {
    expect(missingRoutes(api.app, resource)).toEqual([])
  })

  it('creates a record and answers it with its id', () => {
    expect(created.id).toEqual(expect.any(Number))
    for (const [name, value] of Object.entries(valid.values)) {
      if (typeof value === 'string' && resource.fields[name]?.kind !== 'date' && resource.fields[name]?.kind !== 'datetime') {
        expect(created[name], name).toBe(value)
      }
    }
  })

  it('retrieves it', async () => {
    const res = await api.request('GET', `${base}${created.id}/`, { token: api.staffToken })
    expect(res.status).toBe(200)
    expect(res.body.id).toBe(created.id)
  })

  it('lists it in the DRF page shape', async () => {
    const res = await api.request('GET', `${base}?page_size=100`, { token: api.staffToken })
    expect(res.status).toBe(200)
    expect(Object.keys(res.body)).toEqual(['count', 'next', 'previous', 'results'])
    expect(res.body.results.map((r: any) => r.id)).toContain(created.id)
  })

  it('finds it by search', async () => {
    const field = resource.search.find((name) => typeof created[name] === 'string' && created[name])
    if (!field) return
    const word = String(created[field]).split(/\s+/)[0]
    const res = await api.request('GET', `${base}?search=${encodeURIComponent(word)}&page_size=100`, { token: api.staffToken })
    expect(res.body.results.map((r: any) => r.id)).toContain(created.id)
  })

  it('updates it with PUT and PATCH', async () => {
    const again = await samples.payload(resource)
    const put = await send(api, 'PUT', `${base}${created.id}/`, again.values, again.files)
    expect(put.status, JSON.stringify(put.body)).toBe(200)
    const textField = Object.entries(resource.fields).find(([, f]) => f.kind === 'text' && !f.format && !f.readOnly)
    if (textField) {
      const patch = await api.request('PATCH', `${base}${created.id}/`, { token: api.staffToken, body: { [textField[0]]: 'Popravljeno' } })
      expect(patch.status, JSON.stringify(patch.body)).toBe(200)
      expect(patch.body[textField[0]]).toBe('Popravljeno')
    }
  })

  it('refuses each kind of bad field with a message on that field', async () => {
    for (const [name, field] of Object.entries(resource.fields)) {
      if (field.readOnly) continue // ignored on write, tested below
      const cases: { values: Payload; files: Record<string, Buffer> }[] = []
      // A file that is not one (an image or file field), and a value of the wrong kind.
      if (field.kind === 'image' || field.kind === 'file')
        cases.push({ values: valid.values, files: { ...valid.files, [name]: Buffer.from('not an image or a video at all') } })
      const bad = invalidValue(field)
      if (bad !== undefined)
        cases.push({ values: { ...valid.values, [name]: bad }, files: Object.fromEntries(Object.entries(valid.files).filter(([key]) => key !== name)) })
      for (const { values, files } of cases) {
        const res = await send(api, 'POST', base, values, files)
        expect(res.status, `${name}: ${JSON.stringify(res.body)}`).toBe(400)
        expect(res.body[name], name).toEqual([expect.any(String)])
      }
    }
  })

  it('names each missing required field', async () => {
    const required = Object.entries(resource.fields).filter(([, f]) => f.required && !f.readOnly && f.kind !== 'boolean')
    for (const [name] of required) {
      const values = { ...valid.values }
      const files = { ...valid.files }
      delete values[name]
      delete files[name]
      const res = await send(api, 'POST', base, values, files)
      expect(res.status, name).toBe(400)
      expect(res.body[name], name).toEqual([expect.any(String)])
    }
  })

  it('answers 401 without a token, 403 with a non-staff token and 403 to staff without its scope, on staff calls', async () => {
    const callers = [
      { token: undefined, status: 401 },
      { token: api.visitorToken, status: 403 },
      { token: unscopedStaffToken, status: 403 },
    ]
    for (const endpoint of declaredMounts(resource)) {
      const url = `/${endpoint.path}`
      const detail = `${url}${created.id}/`
      for (const { token, status } of callers) {
        const who = token === undefined ? 'anonymous' : token === api.visitorToken ? 'visitor' : 'staff without scope'
        if (endpoint.write === 'staff') {
          expect((await api.request('POST', url, { body: valid.values, token })).status, `POST ${url} ${who}`).toBe(status)
          expect((await api.request('PUT', detail, { body: valid.values, token })).status, `PUT ${detail} ${who}`).toBe(status)
          expect((await api.request('PATCH', detail, { body: {}, token })).status, `PATCH ${detail} ${who}`).toBe(status)
          expect((await api.request('DELETE', detail, { token })).status, `DELETE ${detail} ${who}`).toBe(status)
        }
        if (endpoint.read === 'staff') {
          expect((await api.request('GET', url, { token })).status, `GET ${url} ${who}`).toBe(status)
          expect((await api.request('GET', detail, { token })).status, `GET ${detail} ${who}`).toBe(status)
        }
      }
    }
    expect((await api.request('GET', `${base}${created.id}/`, { token: api.staffToken })).status, 'still there').toBe(200)
  })

  it('ignores a value sent for a readOnly field', async () => {
    const readOnly = Object.entries(resource.fields).filter(([, f]) => f.readOnly)
    if (readOnly.length === 0) return
    const values = { ...valid.values, ...Object.fromEntries(readOnly.map(([name]) => [name, 'sent by the client'])) }
    const made = await send(api, 'POST', base, values, valid.files)
    expect(made.status, JSON.stringify(made.body)).toBe(201)
    for (const [name] of readOnly) expect(made.body[name], name).not.toBe('sent by the client')
    await api.request('DELETE', `${base}${made.body.id}/`, { token: api.staffToken })
  })

  it('deletes it', async () => {
    const extra = await samples.payload(resource)
    const made = await send(api, 'POST', base, extra.values, extra.files)
    expect(made.status, JSON.stringify(made.body)).toBe(201)
    expect((await api.request('DELETE', `${base}${made.body.id}/`, { token: api.staffToken })).status).toBe(204)
    expect((await api.request('GET', `${base}${made.body.id}/`, { token: api.staffToken })).status).toBe(404)
  })
})
