/**
 * The visitor's sign-in in the browser, under the spec's storage names (section 9), the same ones
 * the back office uses (admin/auth/session.ts), so one sign-in serves both:
 *   localStorage 'auth._token.local' = 'Token <key>', 'auth._refresh_token.local' = '<refresh key>',
 *   'auth.strategy' = 'local', the account in 'auth.user'; a cookie 'auth.strategy' (path /), never the token.
 *
 *   saveSession(answer.token, answer.refresh_token)   // after POST api-token-auth/
 *   const key = await refreshedToken(sentWith)         // after a 401: a new pair, or null (signed out)
 *   useAccount()                                       // the stored account; null when signed out
 */
import { useEffect, useState } from 'react'
import { API_BASE_PATH, AUTH_STORAGE, AUTHORIZATION_PREFIX } from '../shared/constants'
import type { Account } from '../shared/wire/account'
import { forgetRetryKey, RETRY_KEY_STORAGE, retryKeyFor } from '../shared/refresh-retry'

export const TOKEN_KEY = `${AUTH_STORAGE.prefix}${AUTH_STORAGE.tokenPrefix}${AUTH_STORAGE.strategy}`
export const REFRESH_TOKEN_KEY = `${AUTH_STORAGE.prefix}${AUTH_STORAGE.refreshTokenPrefix}${AUTH_STORAGE.strategy}`
const STRATEGY_KEY = `${AUTH_STORAGE.prefix}strategy`
export const ACCOUNT_KEY = `${AUTH_STORAGE.prefix}user`
const EXPIRED_KEY = `${AUTH_STORAGE.prefix}expired`
/** Sent on every change of the sign-in in this tab (components/AccountSlot.tsx listens too). */
const SESSION_EVENT = 'session-changed'

/** What the site keeps of GET accounts/account-info/'s answer (shared/wire/account.ts). */
export type SignedInAccount = Pick<Account, 'id' | 'username' | 'email' | 'first_name' | 'last_name' | 'is_staff'>

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    return null
  }
}

function setCookie(name: string, value: string | null) {
  const base = `${name}=${value === null ? '' : encodeURIComponent(value)}; path=${AUTH_STORAGE.cookiePath}; SameSite=Lax`
  // biome-ignore lint/suspicious/noDocumentCookie: one cookie, set the same way in every browser the site supports
  document.cookie = value === null ? `${base}; max-age=0` : base
}

const changed = () => window.dispatchEvent(new Event(SESSION_EVENT))

export function storedToken(): string | null {
  return storage()?.getItem(TOKEN_KEY) ?? null
}

const storedRefreshToken = () => storage()?.getItem(REFRESH_TOKEN_KEY) ?? null

/** Keeps a new pair (only after a login or a refresh: the visitor asked to be signed in). */
export function saveSession(token: string, refreshToken?: string | null) {
  const value = `${AUTHORIZATION_PREFIX} ${token}`
  try {
    storage()?.setItem(TOKEN_KEY, value)
    storage()?.setItem(STRATEGY_KEY, AUTH_STORAGE.strategy)
    storage()?.removeItem(EXPIRED_KEY)
    if (refreshToken) storage()?.setItem(REFRESH_TOKEN_KEY, refreshToken)
  } catch {
    // no storage: the sign-in ends with the page
  }
  // Never the token in a cookie: any script could read it, and every request would carry it. One left by an earlier
  // version is deleted; the strategy cookie (path /, the spec's auth cookie path) says a sign-in exists, nothing more.
  setCookie(TOKEN_KEY, null)
  setCookie(STRATEGY_KEY, AUTH_STORAGE.strategy)
  changed()
}

export function saveAccount(account: SignedInAccount) {
  try {
    storage()?.setItem(ACCOUNT_KEY, JSON.stringify(account))
  } catch {
    // no storage
  }
  changed()
}

export function storedAccount(): SignedInAccount | null {
  try {
    const account = JSON.parse(storage()?.getItem(ACCOUNT_KEY) ?? 'null') as SignedInAccount | null
    return account && typeof account === 'object' && typeof account.id === 'number' ? account : null
  } catch {
    return null
  }
}

/** Forgets the sign-in here (the server's side ends with POST rest-auth/logout/). */
export function clearSession() {
  for (const key of [TOKEN_KEY, REFRESH_TOKEN_KEY, RETRY_KEY_STORAGE, STRATEGY_KEY, ACCOUNT_KEY, EXPIRED_KEY]) storage()?.removeItem(key)
  setCookie(TOKEN_KEY, null)
  setCookie(STRATEGY_KEY, null)
  changed()
}

/** What the header shows: the stored account, following logins and logouts in this and other tabs. */
export function useAccount(): SignedInAccount | null {
  const [account, setAccount] = useState<SignedInAccount | null>(null)
  useEffect(() => {
    const update = () => setAccount(storedToken() ? storedAccount() : null)
    update()
    window.addEventListener(SESSION_EVENT, update)
    window.addEventListener('storage', update)
    return () => {
      window.removeEventListener(SESSION_EVENT, update)
      window.removeEventListener('storage', update)
    }
  }, [])
  return account
}

export const displayName = (account: SignedInAccount) => [account.first_name, account.last_name].filter(Boolean).join(' ') || account.email || account.username

let refreshing: Promise<string | null> | null = null

/**
 * After a 401 to a call sent with `sentWith`: a new access token, or null. The sign-in is forgotten
 * here only when the server refuses the refresh token (or none is kept), not when it cannot answer.
 * A refresh token works once (a second use ends the whole sign-in), so the calls of one page share
 * one refresh, and tabs take turns (Web Locks); a tab that finds the token already renewed by
 * another uses the new one.
 */
export function refreshedToken(sentWith: string | null): Promise<string | null> {
  refreshing ??= withLock(async (): Promise<{ token: string | null; over: boolean }> => {
    const current = storedToken()
    if (current && current !== sentWith) return { token: current, over: false }
    const refreshToken = storedRefreshToken()
    if (!refreshToken) return { token: null, over: true }
    try {
      const response = await fetch(`${API_BASE_PATH}/api-token-refresh/`, {
        method: 'POST',
        headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
        // the retry key: should a navigation throw this answer away, the next page asks again with it (shared/refresh-retry.ts)
        body: new URLSearchParams({ refresh_token: refreshToken, retry_key: retryKeyFor(storage(), refreshToken) }),
      })
      const text = await response.text() // an answer cut off throws here too: the retry key stays
      forgetRetryKey(storage())
      if (!response.ok) return { token: null, over: response.status === 400 || response.status === 401 }
      const pair = JSON.parse(text) as { token?: string; refresh_token?: string }
      if (!pair.token) return { token: null, over: true }
      saveSession(pair.token, pair.refresh_token)
      return { token: storedToken(), over: false }
    } catch {
      return { token: null, over: false }
    }
  })
    .then(({ token, over }) => {
      if (over) clearSession()
      return token
    })
    .finally(() => {
      refreshing = null
    })
  return refreshing
}

function withLock<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : (navigator as Navigator & { locks?: LockManager }).locks
  return locks ? (locks.request('auth-refresh', work) as Promise<T>) : work()
}
