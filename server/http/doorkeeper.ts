/**
 * Which answers earn a place in a full answer cache (response-cache.ts): those asked for again.
 * A crawler's or a flood's one-off URLs (every request another search or page) would otherwise
 * push out the answers visitors ask for again and again, and every miss would pay for a stored
 * copy nobody reads (a copy of its bytes, an eviction, more for the collector to sweep).
 *
 * Remembers the keys it was shown in two generations of at most `capacity` each: when the newer
 * is full it becomes the older and the older is dropped, so a key counts as seen for the last
 * `capacity` to `2 * capacity` keys shown. Keys are kept as 53-bit hashes, so a generation costs
 * the same whatever the length of the URLs a stranger sends; two keys with one hash only let a
 * one-off answer in now and then.
 *
 *   const doorkeeper = new Doorkeeper(16_384)
 *   doorkeeper.seenBefore('sl|/api/v1/news/?search=a')   // false (and now noted)
 *   doorkeeper.seenBefore('sl|/api/v1/news/?search=a')   // true
 */
export class Doorkeeper {
  private newer = new Set<number>()
  private older = new Set<number>()

  constructor(readonly capacity: number) {}

  /** Whether `key` was shown within the window; notes it either way. */
  seenBefore(key: string): boolean {
    const hash = hash53(key)
    if (this.newer.has(hash)) return true
    const seen = this.older.has(hash)
    if (this.newer.size >= this.capacity) {
      this.older = this.newer
      this.newer = new Set()
    }
    this.newer.add(hash)
    return seen
  }

  /** Hashes held (at most 2 * capacity). */
  get size(): number {
    return this.newer.size + this.older.size
  }
}

/** cyrb53 (public domain, bryc): a fast, well-spread 53-bit string hash; not for secrets. */
function hash53(text: string): number {
  let h1 = 0xdeadbeef
  let h2 = 0x41c6ce57
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    h1 = Math.imul(h1 ^ code, 2654435761)
    h2 = Math.imul(h2 ^ code, 1597334677)
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909)
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909)
  return 4294967296 * (2097151 & h2) + (h1 >>> 0)
}
