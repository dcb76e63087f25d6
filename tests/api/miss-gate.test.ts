/**
 * Admission of answer-cache misses (server/http/miss-gate.ts): with one miss in flight and two
 * waiting, while the one read worker is held by a read the test releases (held-read.ts), more misses are answered 503 with
 * Retry-After at once; the admitted and waiting ones are all answered 200 afterwards, in the
 * order they came; cache hits are answered meanwhile; nothing is lost and no other 5xx is seen.
 * No timing is asserted: only which things finished before the held read was released.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EventEmitter } from 'node:events'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { admitMiss, MissGate, type Pass } from '../../server/http/miss-gate'
import { setForThisFile } from './file-env'
import { holdReadWorker } from './held-read'
import { startApi, type TestApi } from './helper'

let api: TestApi
// One reader: the held read keeps it, so the admitted miss stays in flight until the test releases it.
setForThisFile('SQLITE_READ_WORKERS', '1')
beforeAll(async () => {
  api = await startApi({ API_MISSES_IN_FLIGHT: '1', API_MISS_QUEUE: '2' })
})
afterAll(() => api.close())

describe('the gate alone', () => {
  it('admits in arrival order, refuses past the queue, skips a waiter that left', async () => {
    const gate = new MissGate({ inFlight: 1, queue: 2, perAddress: 0 })
    const first = gate.enter('a')!
    const second = gate.enter('a')!
    const third = gate.enter('a')!
    expect(gate.enter('a')).toBeNull()
    expect(gate.refusedCount).toBe(1)
    const order: string[] = []
    void second.admitted.then((admitted) => order.push(`second ${admitted}`))
    void third.admitted.then((admitted) => order.push(`third ${admitted}`))
    expect(await first.admitted).toBe('admitted')
    second.leave()
    // The place second left in the queue is free again.
    const fourth = gate.enter('a')!
    expect(fourth).not.toBeNull()
    first.leave()
    first.leave()
    await new Promise((resolve) => setImmediate(resolve))
    expect(order).toEqual(['second left', 'third admitted'])
    expect(gate.inFlight).toBe(1)
    third.leave()
    expect(await fourth.admitted).toBe('admitted')
    fourth.leave()
    expect(gate.inFlight).toBe(0)
    expect(gate.queued).toBe(0)
  })

  it('serves the waiting addresses in turn and caps what one address holds', async () => {
    const gate = new MissGate({ inFlight: 1, queue: 10, perAddress: 3 })
    const passes = new Map<string, Pass>()
    const order: string[] = []
    const wait = (address: string, name: string) => {
      const pass = gate.enter(address)
      if (pass) passes.set(name, pass)
      void pass?.admitted.then((outcome) => outcome === 'admitted' && order.push(name))
      return pass
    }
    wait('flood', 'f0')
    for (const name of ['f1', 'f2', 'f3']) expect(wait('flood', name)).not.toBeNull()
    // Past its own cap the flooding address is refused, while the queue still has room for others.
    expect(wait('flood', 'f4')).toBeNull()
    for (const [address, name] of [
      ['visitor', 'v1'],
      ['visitor', 'v2'],
      ['other', 'o1'],
    ])
      expect(wait(address, name)).not.toBeNull()
    expect(gate.queued).toBe(6)
    expect(gate.waitingAddresses).toBe(3)
    // One at a time: whoever runs leaves, the next turn goes to the next address with someone waiting.
    for (let step = 0; step < 7; step++) {
      await new Promise((resolve) => setImmediate(resolve))
      passes.get(order.at(-1)!)!.leave()
    }
    await new Promise((resolve) => setImmediate(resolve))
    expect(order).toEqual(['f0', 'f1', 'v1', 'o1', 'f2', 'v2', 'f3'])
    expect(gate.inFlight).toBe(0)
    expect(gate.queued).toBe(0)
    expect(gate.waitingAddresses).toBe(0)
  })

  it('a full queue makes room for a newcomer from a shorter line: the longest line gives up its newest place', async () => {
    const gate = new MissGate({ inFlight: 1, queue: 4, perAddress: 0 })
    const outcomes = new Map<string, string>()
    const wait = (address: string, name: string) => {
      const pass = gate.enter(address)
      void pass?.admitted.then((outcome) => outcomes.set(name, outcome))
      return pass
    }
    const running = wait('flood', 'f0')!
    for (const name of ['f1', 'f2', 'f3', 'f4']) wait('flood', name)
    expect(gate.queued).toBe(4)
    // The flood's own next one is refused: its line is the longest.
    expect(wait('flood', 'f5')).toBeNull()
    expect(wait('visitor', 'v1')).not.toBeNull()
    expect(wait('other', 'o1')).not.toBeNull()
    expect(wait('third', 't1')).not.toBeNull()
    // Now every line has one or two: a fourth address gains nothing by taking a place, and is refused.
    expect(wait('fourth', 'x1')).toBeNull()
    await new Promise((resolve) => setImmediate(resolve))
    expect(Object.fromEntries(outcomes)).toEqual({ f0: 'admitted', f4: 'displaced', f3: 'displaced', f2: 'displaced' })
    expect(gate.displacedCount).toBe(3)
    expect(gate.queued).toBe(4)
    running.leave()
    await new Promise((resolve) => setImmediate(resolve))
    expect(outcomes.get('f1')).toBe('admitted')
  })

  it('frees the place of a caller whose connection ended before it reached the gate (no close event to come)', async () => {
    const gate = new MissGate({ inFlight: 1, queue: 2, perAddress: 0 })
    const reply = { raw: Object.assign(new EventEmitter(), { destroyed: false }), hijack: () => reply }
    const request = { ip: '198.51.100.9', language: 'en', raw: { destroyed: true } }
    await new Promise<void>((resolve) => {
      admitMiss(gate, request as unknown as FastifyRequest, reply as unknown as FastifyReply, resolve)
      reply.hijack = () => (resolve(), reply)
    })
    expect(gate.inFlight).toBe(0)
    expect(gate.enter('203.0.113.7')).not.toBeNull()
  })

  it('keeps bounded lines when callers keep coming and going while the places stay taken', () => {
    const gate = new MissGate({ inFlight: 1, queue: 10, perAddress: 2 })
    const running = gate.enter('a')!
    for (let i = 0; i < 10_000; i++) gate.enter(`address-${i % 500}`)!.leave()
    expect(gate.queued).toBe(0)
    // Every waiter left: the sweep dropped them and their lines (at most one sweep's slack stays).
    expect(gate.waitingAddresses).toBeLessThanOrEqual(65)
    expect(gate.enter('b')).not.toBeNull()
    running.leave()
  })
})

describe('cache misses under the gate (SQLite)', () => {
  it('answers 503 + Retry-After past the queue, all others 200 in order, hits meanwhile', async () => {
    if (api.app.context.database.dialect !== 'sqlite') return
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

    const slow = holdReadWorker(api.app.context.database)
    let slowDone = false
    void slow.then(() => (slowDone = true))
    await slow.started

    const gate = api.app.missGate!
    const decidedBefore = decided(gate)
    const refusedBefore = gate.refusedCount
    const finished: number[] = []
    const misses = Array.from({ length: 6 }, (_, i) => api.request('GET', `/news/?lang=sl&page_size=${i + 1}`).then((answer) => (finished.push(i), answer)))
    await gateDecided(gate, decidedBefore + 6)
    expect(gate.refusedCount - refusedBefore, 'misses the gate refused').toBe(3)
    // The three past the queue are refused at once, while the held read still keeps the worker.
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

    slow.release()
    const admitted = await Promise.all(misses.slice(0, 3))
    await slow
    expect(admitted.map((answer) => answer.status)).toEqual([200, 200, 200])
    admitted.forEach((answer, i) => expect(answer.body.results.length).toBe(i + 1))
    expect(finished).toEqual([3, 4, 5, 0, 1, 2])
    expect(api.app.missGate!.inFlight).toBe(0)
    expect(api.app.missGate!.queued).toBe(0)
  }, 120_000)
})

/** Misses the gate has decided on: admitted, waiting, refused or displaced (while the read is held, each once). */
const decided = (gate: MissGate) => gate.admittedCount + gate.queued + gate.refusedCount + gate.displacedCount

/**
 * Waits until the gate has decided on `misses` misses in all. The checks that follow read the gate's counts: a gate
 * that refuses too few fails there at once, not after waiting for answers that the held read keeps back.
 */
async function gateDecided(gate: MissGate, misses: number) {
  while (decided(gate) < misses) await new Promise((resolve) => setImmediate(resolve))
}

/**
 * A server of its own (`env`) whose one read worker a held read keeps busy until `slow.release()`; `miss` sends an
 * anonymous cache miss from `remoteAddress` and notes `name` in `finished` once answered. Null on PostgreSQL.
 */
async function heldServer(env: Record<string, string>) {
  const server = await startApi(env)
  if (server.app.context.database.dialect !== 'sqlite') {
    await server.close()
    return null
  }
  const slow = holdReadWorker(server.app.context.database)
  await slow.started
  const finished: string[] = []
  const miss = (remoteAddress: string, name: string, pageSize: number) =>
    server.app.inject({ method: 'GET', url: `/api/v1/news/?lang=sl&page_size=${pageSize}`, remoteAddress }).then((answer) => {
      finished.push(name)
      return answer
    })
  return { server, slow, finished, miss }
}

describe('cache misses from several addresses (SQLite)', () => {
  it('a full queue answers the flood 503 to let another address in', async () => {
    const held = await heldServer({ API_MISSES_IN_FLIGHT: '1', API_MISS_QUEUE: '2', API_MISS_QUEUE_PER_ADDRESS: '0' })
    if (!held) return
    const { server: full, slow, finished, miss } = held
    try {
      const flood = ['a1', 'a2', 'a3'].map((name, i) => miss('198.51.100.9', name, i + 1))
      await gateDecided(full.app.missGate!, 3)
      expect(full.app.missGate!.queued).toBe(2)
      const visitor = miss('203.0.113.7', 'b1', 9)
      // The flood's newest waiter gives its place up at once, with the gate's own 503.
      const displaced = await flood[2]
      expect(displaced.statusCode).toBe(503)
      expect(displaced.headers['retry-after']).toBe('1')
      expect(displaced.json().detail).toEqual(expect.any(String))
      slow.release()
      await slow
      const answers = await Promise.all([flood[0], flood[1], visitor])
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200])
      expect(finished).toEqual(['a3', 'a1', 'a2', 'b1'])
    } finally {
      // (first: the server's close waits for the misses the held read keeps back)
      slow.release()
      await full.close()
    }
  }, 120_000)

  it("one address's flood is capped and the others' misses are served in turn with it", async () => {
    const held = await heldServer({ API_MISSES_IN_FLIGHT: '1', API_MISS_QUEUE: '10', API_MISS_QUEUE_PER_ADDRESS: '2' })
    if (!held) return
    const { server: fair, slow, finished, miss } = held
    try {
      // The flood: one in flight, two waiting, the next two refused although the queue has room.
      const flood = ['f1', 'f2', 'f3', 'f4', 'f5'].map((name, i) => miss('198.51.100.9', name, i + 1))
      await gateDecided(fair.app.missGate!, 5)
      expect(fair.app.missGate!.refusedCount, 'misses the gate refused').toBe(2)
      const refused = await Promise.all(flood.slice(3))
      expect(refused.map((answer) => answer.statusCode)).toEqual([503, 503])
      const visitor = miss('203.0.113.7', 'v1', 9)
      // The visitor waits in the queue with f2 and f3 before the in-flight f1 may end.
      while (fair.app.missGate!.queued < 3) await new Promise((resolve) => setImmediate(resolve))
      slow.release()
      await slow
      const answers = await Promise.all([...flood.slice(0, 3), visitor])
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200])
      // In arrival order the visitor would come last; in turn, right after the flood's next one.
      expect(finished).toEqual(['f4', 'f5', 'f1', 'f2', 'v1', 'f3'])
    } finally {
      slow.release()
      await fair.close()
    }
  }, 120_000)
})

describe("a visitor's token is gated like no token (issue 24.2)", () => {
  it('at the bound the misses wait, past it they are answered 503, for anonymous callers and visitors alike; staff pass', async () => {
    const server = await startApi({ API_MISSES_IN_FLIGHT: '1', API_MISS_QUEUE: '2', API_MISS_QUEUE_PER_ADDRESS: '0' })
    try {
      const gate = server.app.missGate!
      const callers: [string, Record<string, string>][] = [
        ['anonymous', {}],
        ['a visitor', { authorization: `Token ${server.visitorToken}` }],
      ]
      let pageSize = 0
      for (const [who, headers] of callers) {
        // The one place in flight is taken (as by a slow miss of another address) until released below.
        const running = gate.enter('192.0.2.1')!
        const miss = () => server.app.inject({ method: 'GET', url: `/api/v1/news/?lang=sl&page_size=${++pageSize}`, headers })
        const waiting = [miss(), miss()]
        // (bounded: misses that skip the gate are answered instead, and the test fails here)
        for (let i = 0; i < 400 && gate.queued < 2; i++) await new Promise((resolve) => setTimeout(resolve, 5))
        expect(gate.queued, who).toBe(2)
        const refused = await miss()
        expect(refused.statusCode, who).toBe(503)
        expect(refused.headers['retry-after'], who).toBe('1')
        running.leave()
        expect(
          (await Promise.all(waiting)).map((answer) => answer.statusCode),
          who,
        ).toEqual([200, 200])
        // Answered from the cache now, whoever asks.
        const again = await server.app.inject({ method: 'GET', url: `/api/v1/news/?lang=sl&page_size=${pageSize - 2}`, headers })
        expect(again.headers['x-cache'], who).toBe('hit')
      }
      // Staff read their own answers (hidden records, fresh after a save): neither cached nor gated.
      const running = gate.enter('192.0.2.1')!
      const staff = await server.app.inject({
        method: 'GET',
        url: '/api/v1/news/?lang=sl&page_size=50',
        headers: { authorization: `Token ${server.staffToken}` },
      })
      expect(staff.statusCode).toBe(200)
      running.leave()
    } finally {
      await server.close()
    }
  }, 120_000)
})
