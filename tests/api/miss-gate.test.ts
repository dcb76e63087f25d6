/**
 * Admission of answer-cache misses (server/http/miss-gate.ts): with one miss in flight and two
 * waiting, while the one read worker is held by a slow read, more misses are answered 503 with
 * Retry-After at once; the admitted and waiting ones are all answered 200 afterwards, in the
 * order they came; cache hits are answered meanwhile; nothing is lost and no other 5xx is seen.
 * No timing is asserted: only which things finished before the slow read did.
 */
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MissGate } from '../../server/http/miss-gate'
import { startApi, type TestApi } from './helper'

let api: TestApi
let workersBefore: string | undefined
beforeAll(async () => {
  // One reader: the slow read holds it, so the admitted miss stays in flight until it ends.
  workersBefore = process.env.SQLITE_READ_WORKERS
  process.env.SQLITE_READ_WORKERS = '1'
  api = await startApi({ API_MISSES_IN_FLIGHT: '1', API_MISS_QUEUE: '2' })
})
afterAll(async () => {
  await api.close()
  if (workersBefore === undefined) delete process.env.SQLITE_READ_WORKERS
  else process.env.SQLITE_READ_WORKERS = workersBefore
})

describe('the gate alone', () => {
  it('admits in arrival order, refuses past the queue, skips a waiter that left', async () => {
    const gate = new MissGate({ inFlight: 1, queue: 2 })
    const first = gate.enter()!
    const second = gate.enter()!
    const third = gate.enter()!
    expect(gate.enter()).toBeNull()
    expect(gate.refusedCount).toBe(1)
    const order: string[] = []
    void second.admitted.then((admitted) => order.push(`second ${admitted}`))
    void third.admitted.then((admitted) => order.push(`third ${admitted}`))
    expect(await first.admitted).toBe(true)
    second.leave()
    // The place second left in the queue is free again.
    const fourth = gate.enter()!
    expect(fourth).not.toBeNull()
    first.leave()
    first.leave()
    await new Promise((resolve) => setImmediate(resolve))
    expect(order).toEqual(['second false', 'third true'])
    expect(gate.inFlight).toBe(1)
    third.leave()
    expect(await fourth.admitted).toBe(true)
    fourth.leave()
    expect(gate.inFlight).toBe(0)
    expect(gate.queued).toBe(0)
  })
})

describe('cache misses under the gate (SQLite)', () => {
  it('answers 503 + Retry-After past the queue, all others 200 in order, hits meanwhile', async () => {
    const { database } = api.app.context
    if (database.dialect !== 'sqlite') return
    for (let i = 0; i < 3; i++) {
      const created = await api.request('POST', '/news/admin/news/', {
        token: api.staffToken,
        body: { title: `Novica ${i}`, lang: 'sl', date_made: `2024-01-0${i + 1}`, body: 'x', is_published: true },
      })
      expect(created.status).toBe(201)
    }
    const cachedUrl = '/news/?lang=sl'
    expect((await api.request('GET', cachedUrl)).status).toBe(200)
    expect((await api.request('GET', cachedUrl)).headers['x-cache']).toBe('hit')

    const pool = database.readPool!
    let slowDone = false
    const slow = database.db
      .selectFrom(sql`(with recursive c(x) as (select 1 union all select x + 1 from c where x < ${20_000_000}) select count(*) as n from c)`.as('slow'))
      .selectAll()
      .executeTakeFirstOrThrow()
      .then(() => (slowDone = true))
    while (!pool.busy.some((n) => n > 0)) await new Promise((resolve) => setImmediate(resolve))

    const finished: number[] = []
    const misses = Array.from({ length: 6 }, (_, i) => api.request('GET', `/news/?lang=sl&page_size=${i + 1}`).then((answer) => (finished.push(i), answer)))
    // The three past the queue are refused at once, while the slow read still holds the worker.
    const refused = await Promise.all(misses.slice(3))
    const hit = await api.request('GET', cachedUrl)
    expect(slowDone).toBe(false)
    for (const answer of refused) {
      expect(answer.status).toBe(503)
      expect(answer.headers['retry-after']).toBe('1')
      expect(typeof answer.body.detail).toBe('string')
    }
    expect(hit.status).toBe(200)
    expect(hit.headers['x-cache']).toBe('hit')
    expect(api.app.missGate!.queued).toBe(2)

    const admitted = await Promise.all(misses.slice(0, 3))
    await slow
    expect(admitted.map((answer) => answer.status)).toEqual([200, 200, 200])
    admitted.forEach((answer, i) => expect(answer.body.results.length).toBe(i + 1))
    expect(finished).toEqual([3, 4, 5, 0, 1, 2])
    expect(api.app.missGate!.inFlight).toBe(0)
    expect(api.app.missGate!.queued).toBe(0)
  }, 120_000)
})
