/**
 * SQLite reads run on worker threads (server/db/pooled-sqlite.ts, read-pool.ts): while a slow
 * read holds a worker, the main thread keeps answering, another read included; and a read that
 * follows a write sees it (read-your-writes), through the API and through the query builder.
 * No timing is asserted: only which of two things finished first. The slow reads are reads the
 * test holds and releases (held-read.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { setForThisFile } from './file-env'
import { holdReadWorker } from './held-read'
import { startApi, type TestApi } from './helper'

let api: TestApi
// Two readers whatever the machine: one has the held read, the other answers meanwhile.
setForThisFile('SQLITE_READ_WORKERS', '2')
beforeAll(async () => {
  api = await startApi()
})
afterAll(() => api.close())

const sqliteOnly = () => api.app.context.database.dialect === 'sqlite'

describe('reads on worker threads (SQLite)', () => {
  it('the main thread answers requests, a database read among them, while a worker holds a slow read', async () => {
    if (!sqliteOnly()) return
    const pool = api.app.context.database.readPool!
    expect(pool.size).toBeGreaterThanOrEqual(2)
    let slowDone = false
    const held = holdReadWorker(api.app.context.database)
    const slow = held.then((row) => ((slowDone = true), row))
    // Wait until the worker has the query.
    await held.started
    const answered = pool.answered
    const list = await api.request('GET', '/news/admin/news/?page_size=1', { token: api.staffToken })
    const info = await api.request('GET', '/openapi.json')
    expect(list.status).toBe(200)
    expect(info.status).toBe(200)
    // The list was read by the other worker while the slow read was still running.
    expect(pool.answered).toBeGreaterThan(answered)
    expect(slowDone).toBe(false)
    held.release()
    // Its own answer, once let go.
    expect(await slow).toEqual({ bit: held.bit, looks: expect.any(Number) })
  }, 120_000)

  it('a read waits for whichever worker is free first, never behind a slow read on a given one', async () => {
    if (!sqliteOnly()) return
    const pool = api.app.context.database.readPool!
    const { db } = api.app.context.database
    const finished: string[] = []
    const heldLong = holdReadWorker(api.app.context.database)
    const heldShorter = holdReadWorker(api.app.context.database)
    const slow = heldLong.then(() => finished.push('slow'))
    const shorter = heldShorter.then(() => finished.push('shorter'))
    // Both workers busy: the next read waits in the pool's queue, not on either worker.
    while (pool.busy.filter((n) => n > 0).length < 2) await new Promise((resolve) => setImmediate(resolve))
    const quick = db
      .selectFrom('news')
      .select('id')
      .limit(1)
      .execute()
      .then(() => finished.push('quick'))
    // (the query builder hands it over a few microtasks later)
    for (let i = 0; i < 100 && pool.queued === 0 && !finished.includes('quick'); i++) await new Promise((resolve) => setImmediate(resolve))
    expect(pool.queued).toBe(1)
    // The shorter read ends first: the quick one goes to its worker while the other is still held.
    heldShorter.release()
    await Promise.all([shorter, quick])
    heldLong.release()
    await slow
    expect(finished).toEqual(['shorter', 'quick', 'slow'])
  }, 120_000)

  it('reads outside transactions go to the workers; writes and reads inside a transaction do not', async () => {
    if (!sqliteOnly()) return
    const { db, readPool } = api.app.context.database
    const before = readPool!.answered
    await db.selectFrom('news').select('id').limit(1).execute()
    expect(readPool!.answered).toBe(before + 1)
    await db.transaction().execute(async (trx) => {
      await trx.selectFrom('news').select('id').limit(1).execute()
      await trx.insertInto('tags').values({ name: 'T', slug: 'tx-tag', lang: 'sl', created_at: 'x', updated_at: 'x' }).execute()
    })
    expect(readPool!.answered).toBe(before + 1)
  })
})

describe('read-your-writes', () => {
  it('every save is seen by the next read, anonymous and staff, 30 times over', async () => {
    const created = await api.request('POST', '/news/admin/news/', {
      token: api.staffToken,
      body: { title: 'Prva', lang: 'sl', date_made: '2024-01-01', body: 'x', is_published: true },
    })
    expect(created.status).toBe(201)
    const id = created.body.id
    for (let i = 0; i < 30; i++) {
      const title = `Različica ${i}`
      expect((await api.request('PATCH', `/news/admin/news/${id}/`, { token: api.staffToken, body: { title } })).status).toBe(200)
      expect((await api.request('GET', `/news/admin/news/${id}/`, { token: api.staffToken })).body.title).toBe(title)
      expect((await api.request('GET', `/news/${id}/`)).body.title).toBe(title)
      const list = await api.request('GET', `/news/?lang=sl&search=${encodeURIComponent(`razlicica ${i}`)}`)
      expect(list.body.results.map((r: { id: number }) => r.id)).toContain(id)
    }
  })

  it("through the query builder: an insert, then a select on a worker, sees the row; a transaction's rows only once committed", async () => {
    const { db } = api.app.context.database
    for (let i = 0; i < 20; i++) {
      const [row] = await db
        .insertInto('tags')
        .values({ name: `Oznaka ${i}`, slug: `ryw-${i}`, lang: 'sl', created_at: 'x', updated_at: 'x' })
        .returning('id')
        .execute()
      expect(await db.selectFrom('tags').select('slug').where('id', '=', row.id).executeTakeFirst()).toEqual({ slug: `ryw-${i}` })
    }
    let seenOutside: unknown = 'not read'
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('tags').values({ name: 'V transakciji', slug: 'in-tx', lang: 'sl', created_at: 'x', updated_at: 'x' }).execute()
      expect(await trx.selectFrom('tags').select('slug').where('slug', '=', 'in-tx').executeTakeFirst()).toEqual({ slug: 'in-tx' })
      if (sqliteOnly()) seenOutside = await db.selectFrom('tags').select('slug').where('slug', '=', 'in-tx').executeTakeFirst()
    })
    if (sqliteOnly()) expect(seenOutside).toBeUndefined()
    expect(await db.selectFrom('tags').select('slug').where('slug', '=', 'in-tx').executeTakeFirst()).toEqual({ slug: 'in-tx' })
  })
})
