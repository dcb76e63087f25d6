/**
 * @fastify/rate-limit's custom store over our counters, so the public forms' limit per client
 * address holds across instances when the counters live in the database. The plugin makes one
 * child store per route (`child`), as its own stores do: each form has its own count.
 *
 *   await app.register(rateLimit, { global: false, store: rateLimitStoreOver(counters) })
 */
import type { CounterStore } from './counter-store'

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void

export function rateLimitStoreOver(counters: CounterStore) {
  return class CounterRateLimitStore {
    constructor(
      _options?: unknown,
      private readonly prefix = 'form:',
    ) {}

    incr(key: string, callback: Callback, timeWindow: number): void {
      counters.increment(`${this.prefix}${key}`, { windowMs: timeWindow }).then(
        ({ count, ttlMs }) => callback(null, { current: count, ttl: ttlMs }),
        (error: Error) => callback(error),
      )
    }

    read(key: string, callback: Callback): void {
      counters.read(`${this.prefix}${key}`).then(
        ({ count, ttlMs }) => callback(null, { current: count, ttl: ttlMs }),
        (error: Error) => callback(error),
      )
    }

    /** The plugin passes the route's merged limit options, with the route itself as `routeInfo`. */
    child(routeOptions: object) {
      const route = (routeOptions as { routeInfo?: { method?: unknown; url?: string } }).routeInfo
      return new CounterRateLimitStore(undefined, `form:${String(route?.method)} ${route?.url}:`)
    }
  }
}
