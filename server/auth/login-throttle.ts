/**
 * Slows password guessing without handing strangers a way to lock anyone out. It guards every
 * check of a password: sign-in, and `current_password` (own password, e-mail, deletion).
 *
 * Every attempt is counted before the password is checked, so guesses sent in parallel are
 * limited as much as guesses sent one by one. Attempts are counted per account (its user name and
 * its e-mail address are one account, so typing either spends the same tries); a name that is no
 * account is counted as typed, so the counts look the same for names that exist and names that do
 * not. Three counters, each in a window:
 *   - account + address: a few tries, then back-off (each try while refused doubles the wait,
 *     up to an hour): the real user at their own address is never slowed by a stranger elsewhere;
 *   - address: a sweep over many user names from one address. An address where the account
 *     signed in lately is often shared (an office, a mobile carrier): strangers' failures there
 *     do not refuse that account's right password (a wrong one is refused like anywhere else, so
 *     the answer tells a stranger nothing, and the account + address counter still holds);
 *   - account, from addresses where it never signed in: a higher ceiling against guessing one
 *     account from many addresses. An address where it signed in lately does not count here, so
 *     an attack from elsewhere does not lock the real user out of their usual place.
 * A right password takes its attempt back and clears the account + address counter.
 * The counters live in a CounterStore: an LRU in memory (bounded), or the database when
 * several instances share one PostgreSQL.
 */
import type { CounterStore } from '../cluster/counter-store'
import { ThrottledError } from '../http/errors'

export { ThrottledError }

export interface ThrottleLimits {
  perUserAndAddress: number
  perAddress: number
  perUsername: number
  windowMs: number
  /** Longest back-off of one account + address. */
  maxBackoffMs: number
  /** How long an address where an account signed in stays "known" for that account. */
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

/** Whose password is tried: an account (found by user name or e-mail), or a name that is none. */
export type LoginSubject = { accountId: number } | { name: string }

export interface LoginAttempt {
  /** The password was right: the attempt is taken back and the address remembered for this account. */
  succeeded(): Promise<void>
  /** The password was wrong: throws the refusal held back for a known address over its limit. */
  failed(): void
}

const subjectKey = (subject: LoginSubject) => ('accountId' in subject ? `account:${subject.accountId}` : `name:${subject.name.toLowerCase()}`)

export class LoginThrottle {
  constructor(
    private readonly counters: CounterStore,
    private readonly limits: ThrottleLimits = LOGIN_LIMITS,
  ) {}

  /** Counts an attempt; throws ThrottledError (429) when a limit is reached. Call before checking the password. */
  async begin(address: string, subject: LoginSubject): Promise<LoginAttempt> {
    const who = subjectKey(subject)
    const keys = {
      address: `login-addr:${address}`,
      pair: `login-pair:${who}|${address}`,
      user: `login-user:${who}`,
      known: `login-known:${who}|${address}`,
    }
    const { windowMs } = this.limits
    const known = (await this.counters.read(keys.known)).count > 0
    const byAddress = await this.counters.increment(keys.address, { windowMs })
    let heldBack: ThrottledError | undefined
    if (byAddress.count > this.limits.perAddress) {
      if (!known) throw refusal(byAddress.ttlMs)
      heldBack = refusal(byAddress.ttlMs)
    }
    const rule = { windowMs, max: this.limits.perUserAndAddress, backoff: true, maxWindowMs: this.limits.maxBackoffMs }
    const byPair = await this.counters.increment(keys.pair, rule)
    if (byPair.count > this.limits.perUserAndAddress) throw refusal(byPair.ttlMs)
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
      failed: () => {
        if (heldBack) throw heldBack
      },
    }
  }
}

const refusal = (ttlMs: number) => new ThrottledError(Math.max(1, Math.ceil(ttlMs / 1000)))
