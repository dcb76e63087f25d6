/**
 * A first-in first-out queue with O(1) take: items are read from a moving `head` instead of
 * `Array.prototype.shift()` (O(n) per call, quadratic when hundreds wait), and the array is
 * compacted once the taken part is both large and the bigger half. Used by the read pool
 * (server/db/read-pool.ts) and the cache-miss gate (server/http/miss-gate.ts).
 *
 *   const queue = new FifoQueue<Job>()
 *   queue.push(job)
 *   const next = queue.shift()     // undefined when empty
 *   queue.retain((job) => !job.gone)
 */
export class FifoQueue<T> {
  private items: T[] = []
  private head = 0

  get size(): number {
    return this.items.length - this.head
  }

  push(item: T): void {
    this.items.push(item)
  }

  /** The oldest item, removed; undefined when empty. */
  shift(): T | undefined {
    if (this.head >= this.items.length) return undefined
    const item = this.items[this.head]
    // (the slot is cleared so a taken item is not kept alive until the next compaction)
    this.items[this.head++] = undefined as T
    if (this.head === this.items.length) this.clear()
    else if (this.head > 1024 && this.head * 2 > this.items.length) this.compact()
    return item
  }

  /** The newest item the test accepts (left in the queue), or undefined. */
  findLast(test: (item: T) => boolean): T | undefined {
    for (let i = this.items.length - 1; i >= this.head; i--) if (test(this.items[i])) return this.items[i]
    return undefined
  }

  /** Keeps only the items the test accepts, in their order. */
  retain(keep: (item: T) => boolean): void {
    this.items = this.items.slice(this.head).filter(keep)
    this.head = 0
  }

  /** Removes and returns every item, oldest first. */
  drain(): T[] {
    const rest = this.items.slice(this.head)
    this.clear()
    return rest
  }

  [Symbol.iterator](): Iterator<T> {
    return this.items.slice(this.head)[Symbol.iterator]()
  }

  private clear() {
    this.items = []
    this.head = 0
  }

  private compact() {
    this.items = this.items.slice(this.head)
    this.head = 0
  }
}
