import { describe, expect, it } from 'vitest'
import { Doorkeeper } from '../../server/http/doorkeeper'
import { ResponseCache } from '../../server/http/response-cache'

const TYPE = 'application/json; charset=utf-8'
const answerOf = (bytes: number) => ({ body: Buffer.alloc(bytes, 'x'), contentType: TYPE })

/** Offers answers of 1000 bytes under new keys until one is turned away (at most 1000); how many were kept. */
function fill(cache: ResponseCache): number {
  let kept = 0
  while (offer(cache, `fill-${kept}`)) if (++kept >= 1000) throw new Error('the cache never turned an answer away')
  return kept
}

/** Stores an answer of `bytes` under `key` as the onSend hook does; true when kept. */
function offer(cache: ResponseCache, key: string, bytes = 1000): boolean {
  if (!cache.admits(key, bytes, TYPE, cache.generation)) return false
  return cache.store(key, answerOf(bytes))
}

describe('Doorkeeper', () => {
  it('knows a key the second time it is shown, and forgets it after two generations of other keys', () => {
    const doorkeeper = new Doorkeeper(100)
    expect(doorkeeper.seenBefore('a')).toBe(false)
    expect(doorkeeper.seenBefore('a')).toBe(true)
    for (let i = 0; i < 150; i++) doorkeeper.seenBefore(`other-${i}`)
    // 'a' is in the older generation now: still seen
    expect(doorkeeper.seenBefore('a')).toBe(true)
    for (let i = 0; i < 250; i++) doorkeeper.seenBefore(`later-${i}`)
    expect(doorkeeper.seenBefore('a')).toBe(false)
  })

  it('holds at most two generations, however many and however long the keys', () => {
    const doorkeeper = new Doorkeeper(1000)
    for (let i = 0; i < 10_000; i++) doorkeeper.seenBefore(`${'x'.repeat(10_000)}${i}`)
    expect(doorkeeper.size).toBeLessThanOrEqual(2000)
  })

  it('tells apart keys that differ in one character anywhere', () => {
    const doorkeeper = new Doorkeeper(1_000_000)
    const base = 'sl|/api/v1/news/?lang=sl&search=čebelnjak'
    doorkeeper.seenBefore(base)
    let collisions = 0
    for (let i = 0; i < base.length; i++) {
      for (const c of 'aZ0?ž') if (c !== base[i] && doorkeeper.seenBefore(base.slice(0, i) + c + base.slice(i + 1))) collisions++
    }
    expect(collisions).toBe(0)
  })
})

describe('ResponseCache admission (issue 10.6)', () => {
  it('keeps every answer while there is room, as before', () => {
    const cache = new ResponseCache({ maxBytes: 20_000 })
    for (let i = 0; i < 10; i++) expect(offer(cache, `k${i}`)).toBe(true)
    expect(cache.size).toBe(10)
    expect(cache.turnedAway).toBe(0)
  })

  it('once full, turns away a new key and keeps it when it misses again', () => {
    const cache = new ResponseCache({ maxBytes: 20_000 })
    expect(fill(cache)).toBeGreaterThan(10)
    expect(cache.turnedAway).toBe(1)
    expect(offer(cache, 'new')).toBe(false)
    expect(cache.get('new')).toBeUndefined()
    expect(offer(cache, 'new')).toBe(true)
    expect(cache.get('new')?.body.length).toBe(1000)
    expect(cache.bytes).toBeLessThanOrEqual(20_000)
  })

  it('a flood of one-off keys leaves the answers asked for twice in place', () => {
    const cache = new ResponseCache({ maxBytes: 20_000 })
    for (let i = 0; i < 15; i++) offer(cache, `popular-${i}`)
    for (let i = 0; i < 5000; i++) offer(cache, `one-off-${i}`)
    for (let i = 0; i < 15; i++) expect(cache.get(`popular-${i}`), `popular-${i}`).toBeDefined()
    expect(cache.turnedAway).toBeGreaterThan(4900)
  })

  it('refuses an answer computed before content changed, and does not count it as turned away', () => {
    const cache = new ResponseCache({ maxBytes: 20_000 })
    const before = cache.generation
    cache.invalidate()
    expect(cache.admits('k', 10, TYPE, before)).toBe(false)
    expect(cache.turnedAway).toBe(0)
  })

  it('after an invalidation, a full cache has room again for new keys', () => {
    const cache = new ResponseCache({ maxBytes: 20_000 })
    fill(cache)
    cache.invalidate()
    expect(offer(cache, 'fresh')).toBe(true)
  })

  it('a cache full of expired answers sweeps them before it turns a new key away', async () => {
    const cache = new ResponseCache({ maxBytes: 20_000, maxAgeMs: 20 })
    fill(cache)
    await new Promise((resolve) => setTimeout(resolve, 40))
    expect(offer(cache, 'after-expiry')).toBe(true)
  })
})
