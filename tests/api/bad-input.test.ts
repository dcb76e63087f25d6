/**
 * Bad input that reaches the validators (issue 9, point 5; issue 10, point 1's generator).
 *
 * With a valid staff token, against a record that exists (one is created per type first), every
 * writable mount of every declared type gets ONE bad field at a time, for every declared field
 * kind (bad-values.ts): PATCH with that field alone, PUT with the record's own values and that
 * field changed, POST with a valid payload and that field changed; then the same field as
 * repeated keys, a long array and nested objects. Each answer must be 400 with a DRF field error
 * naming exactly that field: `{field: ["message", ...]}`, non-empty strings. A validator that
 * accepts anything (say maxLength ignored) fails this test. Nothing may change in the database.
 *
 * The anonymous and non-staff sweep of malformed requests over every route (bad ids, queries,
 * broken bodies) is kept, smaller, in bad-requests.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LANGUAGES } from '../../shared/languages'
import { resources, type Resource } from '../../shared/resources'
import type { Field } from '../../shared/resources/field-types'
import { endpointsOf } from '../../server/resources/router'
import { badValuesFor, shapesOf, type Shape } from './bad-values'
import { startApi, type TestApi } from './helper'
import { digestOfData } from './data-digest'
import { SampleFactory, send } from './samples'

let api: TestApi
let samples: SampleFactory
/** Each type's record, as its staff mount answers it. */
const existing = new Map<string, Record<string, unknown>>()

beforeAll(async () => {
  api = await startApi()
  samples = new SampleFactory(api)
  for (const resource of resources) existing.set(resource.name, await samples.fresh(resource.name))
}, 120_000)
afterAll(() => api.close())

/** Why an answer is not `400 {field: ["...", ...]}` naming exactly `field`, or null when it is. */
function notAFieldError(status: number, body: unknown, field: string): string | null {
  if (status !== 400) return `status ${status}`
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return 'not an object'
  const keys = Object.keys(body)
  if (keys.length !== 1 || keys[0] !== field) return `names ${JSON.stringify(keys)}`
  const messages = (body as Record<string, unknown>)[field]
  if (!Array.isArray(messages) || messages.length === 0) return 'not a list of messages'
  if (!messages.every((m) => typeof m === 'string' && m.trim().length > 0)) return `messages ${JSON.stringify(messages).slice(0, 80)}`
  return null
}

/** Fields a client may write: not computed by the server, and not a slug made from the title when sent empty. */
const writable = (resource: Resource) => Object.entries(resource.fields).filter(([, field]) => !field.readOnly) as [string, Field][]

/** The record's own values, as a client sends a whole record back (PUT). */
function ownValues(resource: Resource, record: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    writable(resource)
      .map(([name]) => [name, record[name]])
      .filter(([, value]) => value !== undefined),
  )
}

/** A valid create payload that collides with no existing record (one record per language: the other language). */
async function createPayload(resource: Resource, record: Record<string, unknown>) {
  const { values } = await samples.payload(resource)
  for (const [name, field] of writable(resource)) {
    if (field.kind === 'language' && field.unique) values[name] = LANGUAGES.find((language) => language !== record[name])
  }
  return values
}

describe('bad input that reaches the validators', () => {
  it('one bad field at a time, every declared field kind, staff against existing records: a 400 naming exactly that field', async () => {
    const before = await digestOfData(api)
    const failures: string[] = []
    const kindsReached = new Set<string>()
    let validated = 0
    let sent = 0

    const check = (what: string, field: Field & { name: string }, status: number, body: unknown) => {
      sent++
      const problem = notAFieldError(status, body, field.name)
      if (problem) failures.push(`${what}: ${problem} ${JSON.stringify(body)?.slice(0, 160)}`)
      else {
        validated++
        kindsReached.add(field.kind)
      }
    }

    for (const resource of resources) {
      const record = existing.get(resource.name)!
      const mounts = endpointsOf(resource).filter((endpoint) => endpoint.write === 'staff')
      const needsFile = writable(resource).some(([, field]) => (field.kind === 'image' || field.kind === 'file') && field.required)
      for (const mount of mounts) {
        const detail = `/${mount.path}${record.id}/`
        for (const [name, field] of writable(resource)) {
          const named = { ...field, name }
          for (const bad of badValuesFor(field)) {
            const label = `${resource.name} ${name} (${field.kind}) ${bad.label}`
            const patch = await api.request('PATCH', detail, { token: api.staffToken, body: { [name]: bad.value } })
            check(`PATCH ${mount.path} ${label}`, named, patch.status, patch.body)
            const put = await api.request('PUT', detail, { token: api.staffToken, body: { ...ownValues(resource, record), [name]: bad.value } })
            check(`PUT ${mount.path} ${label}`, named, put.status, put.body)
            if (needsFile) continue // a create needs a picture (multipart): PATCH and PUT have checked the validators
            const post = await send(api, 'POST', `/${mount.path}`, { ...(await createPayload(resource, record)), [name]: bad.value })
            check(`POST ${mount.path} ${label}`, named, post.status, post.body)
          }
          for (const shape of shapesOf(name, field)) await sendShape(detail, shape, named, resource)
        }
      }
    }

    async function sendShape(url: string, shape: Shape, field: Field & { name: string }, resource: Resource) {
      const res = await api.app.inject({
        method: 'PATCH',
        url: `/api/v1${url}`,
        headers: { authorization: `Token ${api.staffToken}`, 'content-type': shape.contentType, 'accept-language': 'en' },
        payload: shape.payload,
      })
      check(`PATCH ${url} ${resource.name} ${field.name} as ${shape.label}`, field, res.statusCode, res.json())
    }

    expect(failures.slice(0, 40)).toEqual([])
    const declaredKinds = new Set(resources.flatMap((resource) => writable(resource).map(([, field]) => field.kind)))
    expect([...kindsReached].sort()).toEqual([...declaredKinds].sort())
    // The README quotes this figure: every one of these requests reached a validator and was answered on its field.
    console.log(
      `bad input: ${validated} of ${sent} requests reached validation and were refused on exactly the bad field (${resources.length} types, ${declaredKinds.size} field kinds)`,
    )
    expect(validated).toBe(sent)
    expect(await digestOfData(api)).toEqual(before)
  }, 900_000)

  it('a nested key that names no field changes nothing; nesting past the limit is refused before any validator', async () => {
    const resource = resources.find((r) => r.name === 'news')!
    const record = existing.get(resource.name)!
    const url = `/api/v1/${resource.endpoints.staff}${record.id}/`
    const headers = { authorization: `Token ${api.staffToken}`, 'accept-language': 'en' }
    const unknown = await api.app.inject({
      method: 'PATCH',
      url,
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'title[sl]=x&title.en=y&tags[0][id]=1',
    })
    expect(unknown.statusCode).toBe(200)
    expect(unknown.json().updated_at).toBe(record.updated_at)
    const deep = await api.app.inject({
      method: 'PATCH',
      url,
      headers: { ...headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ title: JSON.parse(`${'{"a":'.repeat(12)}1${'}'.repeat(12)}`) }),
    })
    expect([deep.statusCode, Object.keys(deep.json())]).toEqual([400, ['non_field_errors']])
  })
})
