/**
 * Deleting a record the site shows takes it off the site, like unpublishing: staff without the `publish` scope are
 * refused (403, the record kept) on every type with a visibility field, as they are when they switch it off; a hidden
 * record stays theirs to delete, and a publisher deletes either. Read from the declarations: a new type is covered.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { resources } from '../../shared/resources'
import { startApi, type TestApi } from './helper'
import { SampleFactory, send } from './samples'

let api: TestApi
let samples: SampleFactory
beforeAll(async () => {
  api = await startApi()
  samples = new SampleFactory(api)
})
afterAll(() => api.close())

const published = resources.filter((resource) => resource.visibility && !resource.visibleWith && resource.endpoints.staff)

it('covers the types the site shows by a visibility field', () => {
  expect(published.map((resource) => resource.name)).toEqual(expect.arrayContaining(['news', 'events', 'projects']))
})

describe.each(published.map((resource) => [resource.name, resource] as const))('%s', (_name, resource) => {
  const base = `/${resource.endpoints.staff}`
  const field = resource.visibility!
  async function record(shown: boolean) {
    const valid = await samples.payload(resource)
    const created = await send(api, 'POST', base, { ...valid.values, [field]: shown }, valid.files)
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    expect(created.body[field]).toBe(shown)
    return created.body.id as number
  }
  const exists = async (id: number) => (await api.request('GET', `${base}${id}/`, { token: api.staffToken })).status === 200

  it('an editor without `publish` cannot delete it while it is shown, can once it is hidden; a publisher can', async () => {
    const editor = await api.scopedStaffToken([resource.name])
    const publisher = await api.scopedStaffToken([resource.name, 'publish'])
    const shown = await record(true)
    const refused = await api.request('DELETE', `${base}${shown}/`, { token: editor, conformance: 'error' })
    expect(refused.status).toBe(403)
    expect(refused.body.detail).toMatch(/publish/)
    expect(await exists(shown)).toBe(true)
    expect((await api.request('DELETE', `${base}${shown}/`, { token: publisher })).status).toBe(204)
    expect(await exists(shown)).toBe(false)

    const hidden = await record(false)
    expect((await api.request('DELETE', `${base}${hidden}/`, { token: editor })).status).toBe(204)
    expect(await exists(hidden)).toBe(false)
  })

  it('anonymous, a visitor and staff without the type cannot delete it at all', async () => {
    const id = await record(true)
    expect((await api.request('DELETE', `${base}${id}/`, { conformance: 'error' })).status).toBe(401)
    expect((await api.request('DELETE', `${base}${id}/`, { token: api.visitorToken, conformance: 'error' })).status).toBe(403)
    expect((await api.request('DELETE', `${base}${id}/`, { token: await api.scopedStaffToken(['publish']), conformance: 'error' })).status).toBe(403)
    expect(await exists(id)).toBe(true)
  })
})
