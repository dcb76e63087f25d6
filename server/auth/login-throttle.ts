/**
 * Slows password guessing: after too many failed logins from one address, or for one user
 * name from anywhere, further attempts are refused (429) until the window has passed.
 * Counted in memory: a restart forgets, which only ever helps the rightful user.
 */
import { ApiError } from '../http/errors'

export interface ThrottleLimits {
  perUsername: number
  perAddress: number
  windowMs: number
}

export const LOGIN_LIMITS: ThrottleLimits = { perUsername: 5, perAddress: 20, windowMs: 15 * 60_000 }

export class LoginThrottle {
  private failures = new Map<string, { count: number; since: number }>()

  constructor(
    private readonly limits: ThrottleLimits = LOGIN_LIMITS,
    private readonly now: () => number = Date.now,
  ) {}

  /** Throws 429 when either the address or the user name has used up its attempts. */
  check(address: string, username: string): void {
    if (this.count(`address:${address}`) >= this.limits.perAddress || this.count(`user:${username.toLowerCase()}`) >= this.limits.perUsername) {
      throw new ApiError(429, { key: 'throttled' })
    }
  }

  failed(address: string, username: string): void {
    for (const key of [`address:${address}`, `user:${username.toLowerCase()}`]) {
      const entry = this.current(key)
      this.failures.set(key, { count: entry.count + 1, since: entry.since })
    }
  }

  /** A successful login clears the user name's count (not the address's: one good password does not excuse a sweep). */
  succeeded(username: string): void {
    this.failures.delete(`user:${username.toLowerCase()}`)
  }

  private count(key: string): number {
    return this.current(key).count
  }

  private current(key: string) {
    const entry = this.failures.get(key)
    if (!entry || this.now() - entry.since > this.limits.windowMs) return { count: 0, since: this.now() }
    return entry
  }
}
