/**
 * The actor store (server/lib/scoped-storage.ts) is on only while work holds it: each
 * holder sees its own store, through awaits, until it lets go; nothing is seen outside.
 */
import { describe, expect, it } from 'vitest'
import { ScopedStorage } from '../../server/lib/scoped-storage'

const tick = () => new Promise((resolve) => setImmediate(resolve))

/**
 * Whether the AsyncLocalStorage inside is on (what slows every promise): Node 20 and 22 say so in
 * its `enabled` field; a Node without it (another implementation) is not asked.
 */
const switchedOn = (storage: ScopedStorage<unknown>): boolean | undefined => (storage as unknown as { storage: { enabled?: boolean } }).storage.enabled

describe('ScopedStorage', () => {
  it('gives each holder its own store across awaits, and none outside or once let go', async () => {
    const storage = new ScopedStorage<string>()
    expect(storage.getStore()).toBeUndefined()
    const on: (boolean | undefined)[] = []
    const seen: (string | undefined)[] = []
    const work = (name: string) => async () => {
      await tick()
      seen.push(`${name}:${storage.getStore()}`)
      await tick()
      seen.push(`${name}:${storage.getStore()}`)
      on.push(switchedOn(storage))
    }
    await Promise.all([storage.run('a', work('a')), storage.run('b', work('b'))])
    expect(seen.sort()).toEqual(['a:a', 'a:a', 'b:b', 'b:b'])
    expect(storage.held).toBe(0)
    expect(storage.getStore()).toBeUndefined()
    if (on[0] !== undefined) {
      expect(on).toEqual([true, true])
      expect(switchedOn(storage)).toBe(false)
    }
  })

  it('keeps a holder its store after another let go, and lets go on a failure', async () => {
    const storage = new ScopedStorage<number>()
    let inside: Promise<number | undefined> | undefined
    const release = storage.enter(1, () => {
      inside = tick()
        .then(tick)
        .then(() => storage.getStore())
    })
    await expect(storage.run(2, async () => Promise.reject(new Error('no')))).rejects.toThrow('no')
    expect(storage.held).toBe(1)
    expect(await inside).toBe(1)
    release()
    release()
    expect(storage.held).toBe(0)
    expect(() =>
      storage.enter(3, () => {
        throw new Error('at once')
      }),
    ).toThrow('at once')
    expect(storage.held).toBe(0)
  })
})
