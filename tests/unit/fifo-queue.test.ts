import { describe, expect, it } from 'vitest'
import { FifoQueue } from '../../server/lib/fifo-queue'

describe('FifoQueue', () => {
  it('gives items back in the order pushed, across compactions', () => {
    const queue = new FifoQueue<number>()
    const taken: number[] = []
    // Interleaved so the taken part passes the compaction threshold while items remain.
    for (let i = 0; i < 5000; i++) {
      queue.push(i)
      queue.push(i + 100_000)
      taken.push(queue.shift()!)
    }
    expect(queue.size).toBe(5000)
    while (queue.size > 0) taken.push(queue.shift()!)
    expect(queue.shift()).toBeUndefined()
    const expected = Array.from({ length: 5000 }, (_, i) => [i, i + 100_000]).flat()
    expect(taken).toEqual(expected)
  })

  it('retains by a test, drains, and iterates what is left only', () => {
    const queue = new FifoQueue<number>()
    for (let i = 0; i < 10; i++) queue.push(i)
    queue.shift()
    queue.retain((n) => n % 2 === 1)
    expect([...queue]).toEqual([1, 3, 5, 7, 9])
    expect(queue.findLast((n) => n < 6)).toBe(5)
    expect(queue.findLast((n) => n > 100)).toBeUndefined()
    expect(queue.shift()).toBe(1)
    expect(queue.findLast((n) => n < 3)).toBeUndefined()
    expect(queue.drain()).toEqual([3, 5, 7, 9])
    expect(queue.size).toBe(0)
    queue.push(42)
    expect([...queue]).toEqual([42])
  })
})
