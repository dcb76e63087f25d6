/**
 * Slows password guessing without handing strangers a way to lock staff out.
 *
 * Every attempt is counted before the password is checked, so guesses sent in parallel are
 * limited as much as guesses sent one by one. Three counters, each in a window:
 *   - user name + address: a few tries, then back-off (each try while refused doubles the wait,
 *     up to an hour): the real user at their own address is never slowed by a stranger elsewhere;
 *   - address: a sweep over many user names from one address;
 *   - user name, from addresses where it never signed in: a higher ceiling against guessing one
 *     account from many addresses. An address where the user signed in lately does not count
 *     here, so an attack from elsewhere does not lock the real user out of their usual place.
 * A successful login takes its attempt back and clears the user name + address counter.
 * The counters live in a CounterStore: an LRU in memory (bounded), or the database when
 * several instances share one PostgreSQL.
 */
import { ApiError } from '../http/errors'
import type { CounterStore } from '../cluster/counter-store'

export interface ThrottleLimits {
  perUserAndAddress: number
  perAddress: number
  perUsername: number
  windowMs: number
  /** Longest back-off of one user name + address. */
  maxBackoffMs: number
  /** How long an address where a user signed in stays "known" for that user. */
  knownAddressMs: number
}

export const LOGIN_LIMITS: ThrottleLimits = {
  perUserAndAddress: 5,
  perAddress: 20,
  perUsername: 50,
  windowMs: 15 * 60_000,
  maxBackoffMs: 60 * 60_000,
  knownAddressMs: 30 * 24 * 60 * 60_000,
}

/** Django's user names are at most 150 characters; longer ones are refused before anything is counted. */
export const USERNAME_MAX_LENGTH = 150

/** A 429 that says when to come back (the route sends it as Retry-After). */
export class ThrottledError extends ApiError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, { key: 'throttled' })
  }
}

export interface LoginAttempt {
  /** The password was right: the attempt is taken back and the address remembered for this user. */
  succeeded(): Promise<void>
}

export class LoginThrottle {
  constructor(
    private readonly counters: CounterStore,
    private readonly limits: ThrottleLimits = LOGIN_LIMITS,
  ) {}

  /** Counts an attempt; throws ThrottledError (429) when a limit is reached. Call before checking the password. */
  async begin(address: string, username: string): Promise<LoginAttempt> {
    const name = username.toLowerCase()
    const keys = {
      address: `login-addr:${address}`,
      pair: `login-pair:${name}|${address}`,
      user: `login-user:${name}`,
      known: `login-known:${name}|${address}`,
    }
    const { windowMs } = this.limits
    const byAddress = await this.counters.increment(keys.address, { windowMs })
    if (byAddress.count > this.limits.perAddress) throw refusal(byAddress.ttlMs)
    const rule = { windowMs, max: this.limits.perUserAndAddress, backoff: true, maxWindowMs: this.limits.maxBackoffMs }
    const byPair = await this.counters.increment(keys.pair, rule)
    if (byPair.count > this.limits.perUserAndAddress) throw refusal(byPair.ttlMs)
    const known = (await this.counters.read(keys.known)).count > 0
    if (!known) {
      const byUser = await this.counters.increment(keys.user, { windowMs })
      if (byUser.count > this.limits.perUsername) throw refusal(byUser.ttlMs)
    }
    return {
      succeeded: async () => {
        await this.counters.remove(keys.pair)
        await this.counters.decrement(keys.address)
        if (!known) await this.counters.decrement(keys.user)
        await this.counters.remove(keys.known)
        await this.counters.increment(keys.known, { windowMs: this.limits.knownAddressMs })
      },
    }
  }
}

const refusal = (ttlMs: number) => new ThrottledError(Math.max(1, Math.ceil(ttlMs / 1000)))
