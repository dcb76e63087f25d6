/**
 * Hit counters in time windows, for the login throttle and the public forms' rate limit.
 *
 * One instance (SQLite) keeps them in memory, in an LRU bounded by entry count, so no stream of
 * new addresses or user names can grow the process without bound. Several instances on one
 * PostgreSQL share them in a table (database-counter-store.ts), so a limit holds across
 * instances rather than once per instance.
 *
 *   const { count, ttlMs } = await store.increment('addr:203.0.113.7', { windowMs: 60_000 })
 */
import { LRUCache } from 'lru-cache'

export interface CounterRule {
  /** Length of a window, from the first hit in it. */
  windowMs: number
  /** With `backoff`: past `max` hits, each further hit starts a window twice as long as the last. */
  max?: number
  backoff?: boolean
  /** The longest window back-off may reach. */
  maxWindowMs?: number
}

export interface CounterState {
  /** Hits in the current window (0 when none runs). */
  count: number
  /** Milliseconds until the window ends. */
  ttlMs: number
}

export interface CounterStore {
  /** Counts one hit; a window starts at the first hit and ends `windowMs` later (or longer, by back-off). */
  increment(key: string, rule: CounterRule): Promise<CounterState>
  /** The current state, without counting. */
  read(key: string): Promise<CounterState>
  /** Takes one hit back (an attempt that turned out to be legitimate). */
  decrement(key: string): Promise<void>
  remove(key: string): Promise<void>
}

/** The window of a hit that goes past `max` under back-off: windowMs * 2^(hits past max - 1), capped. */
export function backoffWindow(rule: CounterRule, count: number): number {
  const past = count - (rule.max ?? Infinity)
  if (!rule.backoff || past <= 0) return rule.windowMs
  return Math.min(rule.windowMs * 2 ** Math.min(past - 1, 40), rule.maxWindowMs ?? Number.MAX_SAFE_INTEGER)
}

interface Entry {
  count: number
  endsAt: number
}

export class MemoryCounterStore implements CounterStore {
  private readonly entries: LRUCache<string, Entry>

  constructor(
    maxEntries = 50_000,
    private readonly now: () => number = Date.now,
  ) {
    this.entries = new LRUCache({ max: maxEntries })
  }

  async increment(key: string, rule: CounterRule): Promise<CounterState> {
    const now = this.now()
    const current = this.live(key, now)
    const count = (current?.count ?? 0) + 1
    const backoff = backoffWindow(rule, count)
    // A window runs from its first hit; back-off starts a longer one at each hit past the limit.
    const endsAt = !current || backoff !== rule.windowMs ? now + backoff : current.endsAt
    this.entries.set(key, { count, endsAt })
    return { count, ttlMs: endsAt - now }
  }

  async read(key: string): Promise<CounterState> {
    const now = this.now()
    const current = this.live(key, now)
    return current ? { count: current.count, ttlMs: current.endsAt - now } : { count: 0, ttlMs: 0 }
  }

  async decrement(key: string): Promise<void> {
    const current = this.live(key, this.now())
    if (current && current.count > 1) this.entries.set(key, { ...current, count: current.count - 1 })
    else this.entries.delete(key)
  }

  async remove(key: string): Promise<void> {
    this.entries.delete(key)
  }

  get size(): number {
    return this.entries.size
  }

  private live(key: string, now: number): Entry | undefined {
    const entry = this.entries.get(key)
    if (entry && entry.endsAt <= now) {
      this.entries.delete(key)
      return undefined
    }
    return entry
  }
}
