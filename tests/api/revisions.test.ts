/**
 * Record history (server/history): every save keeps a revision with who, when, what changed and
 * a snapshot; staff with the type's scope list, read and restore them; retention trims them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../../server/config'
import { ResourceService } from '../../server/resources/service'
import { pngImage, startApi, type TestApi } from './helper'
import { SampleFactory } from './samples'

let api: TestApi
beforeAll(async () => {
  api = await startApi()
})
afterAll(() => api.close())

const NEWS = '/news/admin/news/'
const news = { title: 'Prva', lang: 'sl', date_made: '2025-09-13', body: 'Besedilo', is_published: true }
const history = (id: number, rest = '') => `/history/news/${id}/${rest}`

async function createNews(values: Record<string, unknown> = {}) {
  const res = await api.request('POST', NEWS, { token: api.staffToken, body: { ...news, ...values } })
  expect(res.status).toBe(201)
  return res.body.id as number
}
const revisions = async (id: number) => (await api.request('GET', history(id), { token: api.staffToken })).body.results
const patch = (id: number, body: Record<string, unknown>) => api.request('PATCH', `${NEWS}${id}/`, { token: api.staffToken, body })

describe('revisions are recorded', () => {
  it('create, update and delete, newest first, with the actor, their name and the changed fields', async () => {
    await api.request('PATCH', '/accounts/me/', { token: api.staffToken, body: { first_name: 'Ana', last_name: 'Urednik' } })
    const me = (await api.request('GET', '/accounts/me/', { token: api.staffToken })).body
    const id = await createNews()
    expect((await patch(id, { body: 'Drugo besedilo', summary: 'Kratko' })).status).toBe(200)
    const [updated, created] = await revisions(id)
    expect(created).toMatchObject({ action: 'created', record_id: id, resource: 'news', account_id: me.id, account_name: 'Ana Urednik' })
    expect(created.changed_fields).toEqual(expect.arrayContaining(['title', 'body', 'lang', 'date_made', 'is_published']))
    expect(updated).toMatchObject({ action: 'updated', account_id: me.id })
    expect(updated.changed_fields.sort()).toEqual(['body', 'summary'])
    const one = await api.request('GET', history(id, `${updated.id}/`), { token: api.staffToken })
    expect(one.body.snapshot).toMatchObject({ title: 'Prva', body: 'Drugo besedilo', summary: 'Kratko' })
    expect((await api.request('DELETE', `${NEWS}${id}/`, { token: api.staffToken })).status).toBe(204)
    const [deleted] = await revisions(id)
    expect(deleted).toMatchObject({ action: 'deleted', changed_fields: [] })
    const kept = await api.request('GET', history(id, `${deleted.id}/`), { token: api.staffToken })
    expect(kept.body.snapshot.body).toBe('Drugo besedilo')
  })

  it('a save that changes nothing keeps no revision; a write outside a request is the system (no account)', async () => {
    const id = await createNews({ title: 'Enaka' })
    await patch(id, { body: 'Besedilo' })
    expect(await revisions(id)).toHaveLength(1)
    const row = await ResourceService.of(api.app.context, 'news').create({ values: { ...news, title: 'Sistem' }, files: {}, fromForm: false })
    expect((await revisions(row.id))[0]).toMatchObject({ action: 'created', account_id: null, account_name: null })
  })
})

describe('who may read and restore', () => {
  it('anonymous 401, a visitor 403, staff without the scope 403, staff with it 200', async () => {
    const id = await createNews({ title: 'Dostop' })
    const [{ id: revision }] = await revisions(id)
    const otherStaff = await api.scopedStaffToken(['events'])
    const newsStaff = await api.scopedStaffToken(['news'])
    for (const [method, url] of [
      ['GET', history(id)],
      ['GET', history(id, `${revision}/`)],
      ['POST', history(id, `${revision}/restore/`)],
    ]) {
      expect((await api.request(method, url)).status).toBe(401)
      expect((await api.request(method, url, { token: api.visitorToken })).status).toBe(403)
      expect((await api.request(method, url, { token: otherStaff })).status).toBe(403)
      expect((await api.request(method, url, { token: newsStaff })).status).toBe(200)
    }
  })
})

describe('restore', () => {
  it('brings the fields back through the service, as a new "restored" revision', async () => {
    const id = await createNews({ title: 'Izvirnik' })
    await patch(id, { title: 'Pomota', body: 'Napačno' })
    const [mistake, original] = await revisions(id)
    const res = await api.request('POST', history(id, `${original.id}/restore/`), { token: api.staffToken })
    expect(res.status).toBe(200)
    expect(res.body.record).toMatchObject({ id, title: 'Izvirnik', body: 'Besedilo' })
    expect(res.body.revision).toMatchObject({ action: 'restored', restored_from: original.id })
    expect(res.body.revision.changed_fields.sort()).toEqual(['body', 'title'])
    expect((await api.request('GET', `${NEWS}${id}/`, { token: api.staffToken })).body.title).toBe('Izvirnik')
    // And the mistake can be brought back in turn.
    const again = await api.request('POST', history(id, `${mistake.id}/restore/`), { token: api.staffToken })
    expect(again.body.record.title).toBe('Pomota')
    expect((await revisions(id)).map((r: { action: string }) => r.action)).toEqual(['restored', 'restored', 'updated', 'created'])
  })

  it('goes through validation and the publish scope: an editor cannot republish by restoring', async () => {
    const id = await createNews({ title: 'Objavljena' })
    await patch(id, { is_published: false })
    const [, published] = await revisions(id)
    const editor = await api.scopedStaffToken(['news'])
    const res = await api.request('POST', history(id, `${published.id}/restore/`), { token: editor })
    expect(res.status).toBe(403)
    expect((await api.request('GET', `${NEWS}${id}/`, { token: api.staffToken })).body.is_published).toBe(false)
    expect(await revisions(id)).toHaveLength(2)
  })

  it('keeps the current file when the revision points at one deleted since', async () => {
    const form = new FormData()
    for (const [name, value] of Object.entries({ ...news, title: 'S sliko' })) form.append(name, String(value))
    form.append('image', new Blob([new Uint8Array(await pngImage(16, 9))]), 'a.png')
    const created = await api.request('POST', NEWS, { token: api.staffToken, multipart: form })
    const replacement = new FormData()
    replacement.append('image', new Blob([new Uint8Array(await pngImage(9, 16))]), 'b.png')
    replacement.append('title', 'Nova slika')
    const replaced = await api.request('PATCH', `${NEWS}${created.body.id}/`, { token: api.staffToken, multipart: replacement })
    expect((await api.app.inject({ method: 'GET', url: created.body.image })).statusCode).toBe(404)
    const [, first] = await revisions(created.body.id)
    const res = await api.request('POST', history(created.body.id, `${first.id}/restore/`), { token: api.staffToken })
    expect(res.status).toBe(200)
    expect(res.body.kept_files).toEqual(['image'])
    expect(res.body.record).toMatchObject({ title: 'S sliko', image: replaced.body.image })
    expect((await api.app.inject({ method: 'GET', url: replaced.body.image })).statusCode).toBe(200)
  })

  it("refuses another type's revision through this path, a deleted record, an unknown or non-numeric id", async () => {
    const id = await createNews({ title: 'Tarča' })
    const event = await api.request('POST', '/events/full/', {
      token: api.staffToken,
      body: { title: 'Dogodek', lang: 'sl', start: '2025-10-01T10:00:00', is_published: true },
    })
    expect(event.status).toBe(201)
    const eventRevisions = await api.request('GET', `/history/events/${event.body.id}/`, { token: api.staffToken })
    const eventRevision = eventRevisions.body.results[0].id
    const res = await api.request('POST', history(id, `${eventRevision}/restore/`), { token: api.staffToken, conformance: 'error' })
    expect(res.status).toBe(404)
    expect((await api.request('GET', history(id, `${eventRevision}/`), { token: api.staffToken })).status).toBe(404)
    // The event's own id under news (ids are per table, so a news item may share it): still not the event's revision.
    expect((await api.request('GET', history(event.body.id, `${eventRevision}/`), { token: api.staffToken })).status).toBe(404)
    expect((await api.request('POST', history(event.body.id, `${eventRevision}/restore/`), { token: api.staffToken })).status).toBe(404)
    // The right revision id under another record of the right type: not found either.
    const [{ id: own }] = await revisions(id)
    expect((await api.request('POST', history(id + 1000, `${own}/restore/`), { token: api.staffToken })).status).toBe(404)
    for (const bad of ['999999', 'abc', '1e3', '-1', '1.5', '%20']) {
      expect((await api.request('POST', history(id, `${bad}/restore/`), { token: api.staffToken, conformance: 'error' })).status).toBe(404)
    }
    expect((await api.request('GET', `/history/news/abc/`, { token: api.staffToken, conformance: 'error' })).status).toBe(404)
    await api.request('DELETE', `${NEWS}${id}/`, { token: api.staffToken })
    const gone = await api.request('POST', history(id, `${own}/restore/`), { token: api.staffToken })
    expect(gone.status).toBe(404)
    const [deleted] = await revisions(id)
    expect((await api.request('POST', history(id, `${deleted.id}/restore/`), { token: api.staffToken })).status).toBe(404)
  })
})

describe('retention', () => {
  it('reads REVISIONS_PER_RECORD and REVISIONS_MAX_DAYS, defaulting to 50 and no age limit', () => {
    expect(loadConfig({}).revisions).toEqual({ perRecord: 50, maxDays: 0 })
    expect(loadConfig({ REVISIONS_PER_RECORD: '3', REVISIONS_MAX_DAYS: '30' }).revisions).toEqual({ perRecord: 3, maxDays: 30 })
    expect(loadConfig({ REVISIONS_PER_RECORD: '0' }).revisions.perRecord).toBe(1)
  })

  it('keeps the newest N revisions of a record: N at the limit, still N past it (the oldest go)', async () => {
    const config = api.app.context.config
    config.revisions = { perRecord: 3, maxDays: 0 }
    try {
      const id = await createNews({ title: 'Omejena' })
      const other = await createNews({ title: 'Druga' })
      await patch(id, { body: 'Ena' })
      await patch(id, { body: 'Dva' })
      const atLimit = await revisions(id)
      expect(atLimit.map((r: { action: string }) => r.action)).toEqual(['updated', 'updated', 'created'])
      await patch(id, { body: 'Tri' })
      const past = await revisions(id)
      expect(past).toHaveLength(3)
      expect(past.map((r: { id: number }) => r.id)).toEqual([expect.any(Number), atLimit[0].id, atLimit[1].id])
      // Another record's revisions are not trimmed by this one's.
      expect(await revisions(other)).toHaveLength(1)
    } finally {
      config.revisions = { perRecord: 50, maxDays: 0 }
    }
  })

  it('drops revisions older than the age limit on the next save, but never the newest', async () => {
    const config = api.app.context.config
    const db = api.app.context.database.db
    const id = await createNews({ title: 'Stara' })
    await patch(id, { body: 'Ena' })
    const [younger, older] = await revisions(id)
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString()
    await db
      .updateTable('record_revisions')
      .set({ created_at: daysAgo(31) })
      .where('id', '=', older.id)
      .execute()
    await db
      .updateTable('record_revisions')
      .set({ created_at: daysAgo(29) })
      .where('id', '=', younger.id)
      .execute()
    config.revisions = { perRecord: 50, maxDays: 30 }
    try {
      await patch(id, { body: 'Dva' })
      expect((await revisions(id)).map((r: { id: number }) => r.id)).toEqual([expect.any(Number), younger.id])
    } finally {
      config.revisions = { perRecord: 50, maxDays: 0 }
    }
  })
})

describe('erasing a person', () => {
  it('deletes the revisions of their orders and client record, and their name on the revisions they made', async () => {
    const person = { username: 'odhod@example.com', password: 'odhod-pass-1' }
    const account = await api.app.accounts.create({ ...person, is_staff: false })
    const { token } = (await api.request('POST', '/api-token-auth/', { body: person })).body
    await api.request('PATCH', '/accounts/me/', { token, body: { first_name: 'Maja', last_name: 'Odhod', phone: '031 000 000', address: 'Tam 1' } })
    const product = await new SampleFactory(api).record('products')
    const order = await api.request('POST', '/orders/', {
      token,
      body: { name: 'Maja Odhod', email: 'odhod@example.com', phone: '031 000 000', address: 'Tam 1', lines: [{ product, quantity: 1 }] },
    })
    expect(order.status).toBe(201)
    const { db } = api.app.context.database
    const mentions = async () => JSON.stringify(await db.selectFrom('record_revisions').selectAll().execute()).match(/Odhod|Tam 1|031 000 000/g) ?? []
    expect((await mentions()).length).toBeGreaterThan(0)
    expect((await api.request('DELETE', '/accounts/me/', { token, body: { current_password: person.password } })).status).toBe(204)
    expect(await mentions()).toEqual([])
    const made = await db.selectFrom('record_revisions').select('account_name').where('account_id', '=', account.id).execute()
    expect(made.every((row) => row.account_name === null)).toBe(true)
  })
})
