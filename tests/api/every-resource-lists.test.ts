/**
 * How every registered content type lists its records, read from its declaration: each declared
 * filter keeps a record with the asked value and leaves out one with another value; each
 * declared ordering puts two records in the right order, both ways; each public mount (public,
 * localized, extra) shows visitors only visible records, in the language asked for.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { resources, resourcesByName, type Resource } from '../../shared/resources'
import { declaredMounts } from './declared-mounts'
import { startApi, type TestApi } from './helper'
import { EXCLUDED_BY, otherValue, type Relation } from './sample-values'
import { SampleFactory, validValue, type Payload } from './samples'

let api: TestApi
let samples: SampleFactory
beforeAll(async () => {
  api = await startApi()
  samples = new SampleFactory(api)
})
afterAll(() => api.close())

const ids = (res: { body: any }) => res.body.results.map((r: { id: number }) => r.id)

describe.each(resources.map((r) => [r.name, r] as const))('%s', (_name, resource: Resource) => {
  const base = `/${resource.endpoints.staff}`
  const staff = (method: string, url: string, body?: unknown) => api.request(method, url, { token: api.staffToken, body })
  let created: Record<string, any>

  beforeAll(async () => {
    created = await samples.fresh(resource.name)
  })

  /** A second record whose `field` holds `value`: its other booleans off (no exclusive flag moves), a unique language apart. */
  async function another(field: string, value: unknown): Promise<Record<string, any>> {
    const overrides: Payload = {}
    for (const [name, f] of Object.entries(resource.fields)) {
      if (f.kind === 'boolean' && name !== field) overrides[name] = false
      if (f.kind === 'language' && f.unique) overrides[name] = otherValue(f, created[name], 'different')
      // An end that may equal its start follows it; one that must be later (an unpublish time) keeps its far default.
      if ((f.kind === 'date' || f.kind === 'datetime') && f.notBefore === field && !(f.kind === 'datetime' && f.strictlyAfter) && value !== undefined)
        overrides[name] = value
    }
    // An end moved before its start takes the start along.
    const declared = resource.fields[field]
    if (declared && (declared.kind === 'date' || declared.kind === 'datetime') && declared.notBefore && value !== undefined)
      overrides[declared.notBefore] = value
    if (value !== undefined) overrides[field] = value
    const made = await samples.fresh(resource.name, overrides)
    if (!declared?.readOnly || value === undefined) return made
    // A read-only field (set by the server: an inquiry's form) gets its value where the server keeps it.
    await api.app.context.database.db
      .updateTable(resource.name)
      .set({ [field]: value })
      .where('id', '=', made.id)
      .execute()
    return (await staff('GET', `${base}${made.id}/`)).body
  }

  /** The shared record's value of `field`, given one first when it has none. */
  async function sampleValueOf(field: string): Promise<unknown> {
    const declared = resource.fields[field]
    const current = created[field]
    if (current !== null && current !== undefined && !(Array.isArray(current) && current.length === 0)) return current
    const value =
      declared.kind === 'references'
        ? [await samples.record(declared.resource)]
        : declared.kind === 'reference'
          ? await samples.record(declared.resource)
          : validValue(declared, 1)
    const res = await staff('PATCH', `${base}${created.id}/`, { [field]: value })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    created = res.body
    return created[field]
  }

  it('filters by every declared filter: keeps the record with that value, leaves out one with another', async () => {
    for (const [param, lookup] of Object.entries(resource.filters)) {
      const [fieldName, operator = 'exact'] = lookup.split('__')
      const field = resource.fields[fieldName]
      const linked = field.kind === 'reference' || field.kind === 'references'
      const a = await sampleValueOf(fieldName)
      let b: unknown
      let asked: unknown = Array.isArray(a) ? a[0] : a
      if (linked) {
        const target = await samples.fresh(field.resource)
        b = field.kind === 'references' ? [target.id] : target.id
        // category__en_slug: the filter names a field of the linked record.
        if (!(operator in EXCLUDED_BY)) asked = (await staff('GET', `/${resourcesByName[field.resource].endpoints.staff}${asked}/`)).body[operator]
      } else {
        b = otherValue(field, a, EXCLUDED_BY[operator])
        if (b === undefined && field.kind !== 'slug') continue // no other value to tell them apart (a single choice)
        // A strict bound at the other record's value keeps the shared record and leaves that one out.
        if (operator === 'gt' || operator === 'lt') asked = b
      }
      const other = await another(fieldName, b)
      const res = await staff('GET', `${base}?${param}=${encodeURIComponent(String(asked))}&page_size=100`)
      expect(res.status, `${param}: ${JSON.stringify(res.body)}`).toBe(200)
      expect(ids(res), `${param}=${asked} keeps`).toContain(created.id)
      expect(ids(res), `${param}=${asked} leaves out ${JSON.stringify(other[fieldName])}`).not.toContain(other.id)
      await staff('DELETE', `${base}${other.id}/`)
    }
  })

  it('orders by every declared field in the right order, both ways, and refuses others', async () => {
    for (const name of resource.ordering) {
      const field = resource.fields[name]
      let relation: Relation = 'greater' // id, created_at, updated_at: the second record is made later
      let b: unknown
      if (field) {
        const a = await sampleValueOf(name)
        b = otherValue(field, a, 'less')
        relation = 'less'
        if (b === undefined) [b, relation] = [otherValue(field, a, 'greater'), 'greater']
        if (b === undefined) continue
      }
      const other = await another(name, b)
      for (const term of [name, `-${name}`]) {
        const res = await staff('GET', `${base}?ordering=${term}&page_size=100`)
        expect(res.status, term).toBe(200)
        const expected = (relation === 'greater') === (term === name) ? [created.id, other.id] : [other.id, created.id]
        // Both present, in this order: a missing record fails (an index of -1 would pass a "less than").
        const pair = ids(res).filter((id: number) => id === created.id || id === other.id)
        expect(pair, `${term}: ${created[name]} / ${other[name]}`).toEqual(expected)
      }
      await staff('DELETE', `${base}${other.id}/`)
    }
    expect((await staff('GET', `${base}?ordering=no_such_field`)).status).toBe(400)
  })

  // From the declaration, not the router: a public mount the router stops creating fails below (404).
  const publicMounts = declaredMounts(resource).filter((endpoint) => endpoint.read === 'public')
  it.skipIf(publicMounts.length === 0)('shows visitors visible records only on every public mount, in the language asked for', async () => {
    const parentName = resource.visibleWith
    const parent = parentName ? resourcesByName[(resource.fields[parentName] as { resource: string }).resource] : undefined
    const words: Payload = {}
    for (const [name, field] of Object.entries(resource.fields)) {
      if (field.translationOf && field.kind === 'text' && !field.format) words[name] = field.translationLanguage === 'en' ? 'English words' : 'Slovenske besede'
    }
    const shown = { ...(resource.visibility ? { [resource.visibility]: true } : {}), ...words }
    // Without a visibility of its own or its parent's, every record is visible: the shared one will do.
    const visible = parent?.visibility
      ? await samples.fresh(resource.name, { ...shown, [parentName!]: (await samples.fresh(parent.name, { [parent.visibility]: true })).id })
      : resource.visibility
        ? await samples.fresh(resource.name, shown)
        : (await staff('PATCH', `${base}${created.id}/`, words)).body
    let hidden: Record<string, any> | undefined
    if (resource.visibility) hidden = await samples.fresh(resource.name, { [resource.visibility]: false })
    else if (parent?.visibility)
      hidden = await samples.fresh(resource.name, { [parentName!]: (await samples.fresh(parent.name, { [parent.visibility]: false })).id })

    for (const mount of publicMounts) {
      const url = `/${mount.path}`
      const anonymous = await api.request('GET', `${url}?page_size=100`)
      expect(anonymous.status, `GET ${url}`).toBe(200)
      expect(ids(anonymous), `${url} shows`).toContain(visible.id)
      expect((await api.request('GET', `${url}${visible.id}/`)).status, `${url}{visible}`).toBe(200)
      if (hidden) {
        expect(ids(anonymous), `${url} hides`).not.toContain(hidden.id)
        expect((await api.request('GET', `${url}${hidden.id}/`)).status, `${url}{hidden}`).toBe(404)
        expect(ids(await staff('GET', `${url}?page_size=100`)), `${url} shows staff`).toContain(hidden.id)
      }
      const english = (await api.request('GET', `${url}${visible.id}/?language=en`)).body
      for (const [name, field] of Object.entries(resource.fields)) {
        if (!field.translationOf || !(name in words)) continue
        if (mount.view === 'localized') {
          expect(english, `${url} ${name}`).not.toHaveProperty(name)
          expect(english[field.translationOf], `${url} ${field.translationOf}`).toBe('English words')
        } else {
          expect(english[name], `${url} ${name}`).toBe(words[name])
        }
      }
    }
  })
})
