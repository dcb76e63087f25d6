/** .ci/run's end-to-end shards (scripts/e2e-shards.ts): every spec runs in exactly one, and they weigh about the same. */
import { describe, expect, it } from 'vitest'
import { shardWeights, shardsOf, specFiles } from '../../scripts/e2e-shards'

describe('end-to-end shards', () => {
  it('put every spec file in exactly one shard, for any number of shards', () => {
    const files = specFiles()
    expect(files.length).toBeGreaterThan(30)
    for (const count of [1, 2, 3, 4]) {
      const shards = shardsOf(files, shardWeights(), count)
      expect(shards).toHaveLength(count)
      expect(shards.flat().sort()).toEqual(files)
    }
  })

  it('balance the weights: heaviest first, each to the lightest shard; an unlisted file weighs the median', () => {
    const seconds = { 'a.spec.ts': 100, 'b.spec.ts': 60, 'c.spec.ts': 50, 'd.spec.ts': 10 }
    expect(shardsOf(['a.spec.ts', 'b.spec.ts', 'c.spec.ts', 'd.spec.ts'], seconds, 2)).toEqual([
      ['a.spec.ts', 'd.spec.ts'],
      ['b.spec.ts', 'c.spec.ts'],
    ])
    // new.spec.ts weighs the median (60): with b.spec.ts, 120 against a.spec.ts's 100 and c's 50
    expect(shardsOf(['a.spec.ts', 'b.spec.ts', 'c.spec.ts', 'new.spec.ts'], seconds, 2)).toEqual([
      ['a.spec.ts', 'c.spec.ts'],
      ['b.spec.ts', 'new.spec.ts'],
    ])
  })

  it('the weights name only spec files that exist (a renamed spec would weigh the median unnoticed)', () => {
    const files = new Set(specFiles())
    expect(Object.keys(shardWeights()).filter((file) => !files.has(file))).toEqual([])
  })
})
