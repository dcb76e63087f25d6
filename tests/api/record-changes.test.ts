/**
 * Every stored record change reaches the trails (history, audit log) with who made it, inside the
 * write's transaction; the system (no request) is a null actor.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RecordChange } from '../../server/changes/record-changes'
import { ResourceService } from '../../server/resources/service'
import { startApi, type TestApi } from './helper'

let api: TestApi
const seen: RecordChange[] = []
beforeAll(async () => {
  api = await startApi()
  api.app.context.changes.observe(async (change) => {
    seen.push(change)
  })
})
afterAll(() => api.close())

const news = { title: 'Novica', lang: 'sl', date_made: '2025-09-13', body: 'Besedilo', is_published: true }
const meId = async (token: string) => (await api.request('GET', '/accounts/me/', { token })).body.id

describe('record changes', () => {
  it('create, update and delete each tell the observers who did it, with before and after', async () => {
    const staffId = await meId(api.staffToken)
    const created = await api.request('POST', '/news/admin/news/', { token: api.staffToken, body: news })
    expect(created.status).toBe(201)
    await api.request('PATCH', `/news/admin/news/${created.body.id}/`, { token: api.staffToken, body: { title: 'Druga' } })
    await api.request('DELETE', `/news/admin/news/${created.body.id}/`, { token: api.staffToken })
    const mine = seen.filter((change) => change.resource === 'news')
    expect(mine.map((change) => [Boolean(change.before), Boolean(change.after), change.actor?.accountId])).toEqual([
      [false, true, staffId],
      [true, true, staffId],
      [true, false, staffId],
    ])
    expect(mine[1].before?.title).toBe('Novica')
    expect(mine[1].after?.title).toBe('Druga')
  })

  it('an anonymous form has a null account; a write outside any request has no actor', async () => {
    seen.length = 0
    const sent = await api.request('POST', '/common/inquiry/', {
      body: { name: 'Ana', email: 'ana@example.com', message: 'Zanima me prostor.', language: 'sl' },
    })
    expect(sent.status).toBe(201)
    expect(seen.at(-1)).toMatchObject({ resource: 'inquiries', actor: { accountId: null } })
    await ResourceService.of(api.app.context, 'news').create({ values: { ...news }, files: {}, fromForm: false })
    expect(seen.at(-1)).toMatchObject({ resource: 'news', actor: null })
  })

  it('a failing observer rolls the write back (the trail and the change go together)', async () => {
    api.app.context.changes.observe(async (change) => {
      if (change.after?.title === 'Ne shrani') throw new Error('trail unavailable')
    })
    const before = (await api.request('GET', '/news/admin/news/', { token: api.staffToken })).body.count
    const res = await api.request('POST', '/news/admin/news/', { token: api.staffToken, body: { ...news, title: 'Ne shrani' }, conformance: 'error' })
    expect(res.status).toBe(500)
    expect((await api.request('GET', '/news/admin/news/', { token: api.staffToken })).body.count).toBe(before)
  })
})
