/**
 * SQLite reads run on worker threads (server/db/pooled-sqlite.ts, read-pool.ts): while a slow
 * read holds a worker, the main thread keeps answering, another read included; and a read that
 * follows a write sees it (read-your-writes), through the API and through the query builder.
 * No timing is asserted: only which of two things finished first.
 */
import type { Worker } from 'node:worker_threads'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApi, type TestApi } from './helper'

let api: TestApi
beforeAll(async () => {
  // Two readers whatever the machine: one holds the slow read, the other answers meanwhile.
  process.env.SQLITE_READ_WORKERS = '2'
  api = await startApi()
})
afterAll(() => api.close())

const sqliteOnly = () => api.app.context.database.dialect === 'sqlite'

/** A SELECT that keeps one worker busy for a good while (counting to many millions in SQL). */
function slowRead(rows: number) {
  const { db } = api.app.context.database
  return db
    .selectFrom(sql`(with recursive c(x) as (select 1 union all select x + 1 from c where x < ${rows}) select count(*) as n from c)`.as('slow'))
    .selectAll()
    .executeTakeFirstOrThrow()
}

/** A SELECT of one row, answered at once. */
const quickRead = () => api.app.context.database.db.selectNoFrom(sql<number>`1`.as('one')).execute()

/** Waits (a turn of the event loop at a time) until `condition` holds; the query builder hands a read over a few microtasks later. */
async function until(condition: () => boolean) {
  for (let turn = 0; !condition(); turn++) {
    if (turn > 100_000) throw new Error('the pool never reached the state waited for')
    await new Promise((resolve) => setImmediate(resolve))
  }
}

describe('reads on worker threads (SQLite)', () => {
  it('the main thread answers requests, a database read among them, while a worker holds a slow read', async () => {
    if (!sqliteOnly()) return
    const pool = api.app.context.database.readPool!
    expect(pool.size).toBeGreaterThanOrEqual(2)
    let slowDone = false
    const slow = slowRead(10_000_000).then((row) => ((slowDone = true), row))
    // Wait until the worker has the query.
    while (!pool.busy.some((n) => n > 0)) await new Promise((resolve) => setImmediate(resolve))
    const answered = pool.answered
    const list = await api.request('GET', '/news/admin/news/?page_size=1', { token: api.staffToken })
    const info = await api.request('GET', '/openapi.json')
    expect(list.status).toBe(200)
    expect(info.status).toBe(200)
    // The list was read by the other worker while the slow read was still running.
    expect(pool.answered).toBeGreaterThan(answered)
    expect(slowDone).toBe(false)
    expect(Number((await slow).n)).toBe(10_000_000)
  }, 120_000)

  it('a read handed to a busy worker behind a slow read is taken over by the first worker to fall idle', async () => {
    if (!sqliteOnly()) return
    const pool = api.app.context.database.readPool!
    await until(() => pool.busy.every((n) => n === 0))
    const finished: string[] = []
    const answered = pool.answered
    const slow = slowRead(20_000_000).then(() => finished.push('slow'))
    await until(() => pool.busy[0] === 1)
    const shorter = slowRead(1_000_000).then(() => finished.push('shorter'))
    await until(() => pool.busy.every((n) => n === 1))
    // Both workers busy: the next read waits on the first worker, behind the slow read.
    const quick = quickRead().then(() => finished.push('quick'))
    await until(() => pool.busy[0] === 2)
    expect(pool.busy).toEqual([2, 1])
    expect(pool.queued).toBe(0)
    await Promise.all([slow, shorter, quick])
    expect(finished).toEqual(['shorter', 'quick', 'slow'])
    await until(() => pool.busy.every((n) => n === 0))
    // Held by both workers, run by one: the first worker skipped it once its slow read was done.
    expect(pool.answered).toBe(answered + 3)
  }, 120_000)

  it('each worker holds at most two reads (the one it runs and the next); the rest wait in order', async () => {
    if (!sqliteOnly()) return
    const pool = api.app.context.database.readPool!
    await until(() => pool.busy.every((n) => n === 0))
    const finished: number[] = []
    const slow = [slowRead(5_000_000), slowRead(5_000_000)]
    await until(() => pool.busy.every((n) => n === 1))
    const quick = [1, 2, 3, 4, 5].map((n) => quickRead().then(() => finished.push(n)))
    await until(() => pool.queued === 3)
    expect(pool.busy).toEqual([2, 2])
    await Promise.all([...slow, ...quick])
    expect(finished.sort()).toEqual([1, 2, 3, 4, 5])
    // (a read taken over is still held by the worker it was first handed to, until that one skips it)
    await until(() => pool.busy.every((n) => n === 0))
  }, 120_000)

  it('when a worker dies, the read waiting on it is not lost: a new worker answers it at once', async () => {
    if (!sqliteOnly()) return
    const pool = api.app.context.database.readPool!
    await until(() => pool.busy.every((n) => n === 0))
    const finished: string[] = []
    const ran = slowRead(20_000_000).then(
      () => finished.push('ran'),
      () => finished.push('ran (failed)'),
    )
    // (one at a time: an idle pool hands a read to its first worker)
    await until(() => pool.busy[0] === 1)
    const other = slowRead(40_000_000).then(() => finished.push('other'))
    await until(() => pool.busy.every((n) => n === 1))
    const waiting = quickRead().then((rows) => (finished.push('waiting'), rows))
    await until(() => pool.busy[0] === 2)
    // A crash of the thread, as a native fault would end it. (A native read in progress cannot be
    // interrupted: the thread ends when it returns, its answer sent or not.)
    await (pool as unknown as { readers: { worker: Worker }[] }).readers[0].worker.terminate()
    expect(await waiting).toEqual([{ one: 1 }])
    await Promise.all([ran, other])
    // Answered by the worker started in place of the dead one, not after the other worker's long read.
    expect(finished.indexOf('waiting')).toBeLessThan(finished.indexOf('other'))
    await until(() => pool.busy.every((n) => n === 0))
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
