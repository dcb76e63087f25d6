/**
 * The silent refresh (issue 12 point 4): when a call answers 401, the http client asks for a new
 * pair with the refresh token (POST api-token-refresh/ {refresh_token}) and sends the call again;
 * only when that fails does the 401 stand (session-expiry.ts: login page, draft kept).
 *
 *   const refresher = createTokenRefresher({ url: '/api/v1/api-token-refresh/', getToken, getRefreshToken, saveTokens })
 *   await refresher.refresh('Token old')   // true: a new token is stored, send the call again
 *
 * The server rotates the refresh token on every use and ends the whole sign-in when one is used a
 * second time (a copy exists), so it must never be sent twice:
 * - one refresh at a time in this page: calls failing together wait for the same one;
 * - one at a time across tabs (the Web Locks API, where the browser has it), and a tab that waited
 *   first looks whether another already stored a new token: then it only retries with that one;
 * - a call that failed with a token already replaced just retries (no refresh at all);
 * - a refresh whose answer a navigation threw away is asked again by the next page with the same
 *   retry key (shared/refresh-retry.ts), which the server answers with a pair instead of a reuse.
 */
import { forgetRetryKey, retryKeyFor } from '../../shared/refresh-retry'
import { parseJson } from '../data/http-client'

export interface TokenRefresherOptions {
  /** The whole URL of api-token-refresh/. */
  url: string
  /** The stored Authorization value ('Token <key>'), or null. */
  getToken: () => string | null
  getRefreshToken: () => string | null
  /** Stores the new pair (raw keys, as the server sends them). */
  saveTokens: (token: string, refreshToken: string | null) => void
  fetch?: typeof fetch
  /** Runs `task` while no other tab refreshes (default: navigator.locks, else as it is). */
  exclusive?: <T>(task: () => Promise<T>) => Promise<T>
  /** Where the retry key waits for the answer (default: localStorage, where the tokens are). */
  keyStore?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null
}

export interface TokenRefresher {
  /** `failedToken`: the Authorization value the 401 answered. Resolves true when a newer token is stored. */
  refresh: (failedToken: string | null) => Promise<boolean>
}

export const REFRESH_LOCK = 'rudnik-token-refresh'

function browserLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? (navigator as Navigator & { locks?: LockManager }).locks : undefined
  return locks ? (locks.request(REFRESH_LOCK, task) as Promise<T>) : task()
}

export function createTokenRefresher(options: TokenRefresherOptions): TokenRefresher {
  const { url, getToken, getRefreshToken, saveTokens, fetch: fetchImpl = (...args) => fetch(...args), exclusive = browserLock } = options
  const keyStore = options.keyStore !== undefined ? options.keyStore : typeof localStorage === 'undefined' ? null : localStorage
  let running: Promise<boolean> | null = null

  const exchange = async (failedToken: string | null): Promise<boolean> => {
    const current = getToken()
    if (current && current !== failedToken) return true // replaced meanwhile (by this tab or another)
    const refreshToken = getRefreshToken()
    if (!refreshToken) return false
    // No answer (offline, or a page that is leaving drops it): fetch or reading the body throws, and the call fails
    // as a network error, not as its 401, which would mark the sign-in ended; the tokens and the retry key stay.
    const response = await fetchImpl(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ refresh_token: refreshToken, retry_key: retryKeyFor(keyStore, refreshToken) }),
    })
    const json = parseJson(await response.text()) as { token?: unknown; refresh_token?: unknown } | null
    forgetRetryKey(keyStore)
    if (!response.ok || !json || typeof json.token !== 'string' || !json.token) return false
    saveTokens(json.token, typeof json.refresh_token === 'string' ? json.refresh_token : null)
    return true
  }

  return {
    refresh: (failedToken) => {
      if (!running) {
        running = exclusive(() => exchange(failedToken)).finally(() => {
          running = null
        })
        return running
      }
      // one is under way: wait for it, then retry only if it gave a token other than the failed one
      return running.then((refreshed) => refreshed && getToken() !== failedToken)
    },
  }
}
