/**
 * The login session in the browser, under the spec's storage names (section 9):
 *   localStorage 'auth._token.local' = 'Token <key>', 'auth.strategy' = 'local',
 *   a cookie 'auth.strategy' (path /; never the token), the account in 'auth.user', and the
 *   refresh token in localStorage 'auth._refresh_token.local' (never in a cookie: only
 *   api-token-refresh/ needs it, in a request body).
 */
import { AUTHORIZATION_PREFIX, AUTH_STORAGE } from '../../shared/constants'
import type { Account as WireAccount } from '../../shared/wire/account'
import { RETRY_KEY_STORAGE } from '../../shared/refresh-retry'

/**
 * The account as GET accounts/account-info/ answers it (shared/wire/account.ts), kept under auth.user.
 * `role` and `must_change_password` may be missing from one stored before the server sent them.
 */
export type Account = Omit<WireAccount, 'role' | 'must_change_password' | 'is_active'> & Partial<Pick<WireAccount, 'role' | 'must_change_password'>>

export const TOKEN_KEY = `${AUTH_STORAGE.prefix}${AUTH_STORAGE.tokenPrefix}${AUTH_STORAGE.strategy}` // auth._token.local
export const REFRESH_TOKEN_KEY = `${AUTH_STORAGE.prefix}${AUTH_STORAGE.refreshTokenPrefix}${AUTH_STORAGE.strategy}`
export const STRATEGY_KEY = `${AUTH_STORAGE.prefix}strategy` // auth.strategy
export const ACCOUNT_KEY = `${AUTH_STORAGE.prefix}user` // auth.user
/** Set when the server refused the token (401): the session is kept, but no longer counts as logged in. */
export const EXPIRED_KEY = `${AUTH_STORAGE.prefix}expired` // auth.expired

function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null
  } catch {
    return null
  }
}

function setCookie(name: string, value: string | null): void {
  if (typeof document === 'undefined') return
  const base = `${name}=${value === null ? '' : encodeURIComponent(value)}; path=${AUTH_STORAGE.cookiePath}; SameSite=Lax`
  // biome-ignore lint/suspicious/noDocumentCookie: one cookie, set the same way in every browser the back office supports
  document.cookie = value === null ? `${base}; max-age=0` : base
}

export const authorizationValue = (key: string): string => `${AUTHORIZATION_PREFIX} ${key}`

export function getToken(): string | null {
  return storage()?.getItem(TOKEN_KEY) ?? null
}

/**
 * The server no longer accepts this session (a 401). Spec section 8 disables the automatic reset
 * on an auth error, so the token and account stay until the next login replaces them or the user
 * logs out; the mark only stops the back office from treating the user as logged in (no loop
 * between the login page and screens that would answer 401 again).
 */
export function markSessionExpired(): void {
  storage()?.setItem(EXPIRED_KEY, '1')
}

export function isSessionExpired(): boolean {
  return storage()?.getItem(EXPIRED_KEY) === '1'
}

/** A token the server still accepts, as far as the back office knows. */
export const hasLiveSession = (): boolean => !!getToken() && !isSessionExpired()

export function saveToken(key: string): void {
  const value = authorizationValue(key)
  storage()?.setItem(TOKEN_KEY, value)
  storage()?.setItem(STRATEGY_KEY, AUTH_STORAGE.strategy)
  // Never the token in a cookie: any script could read it, and every request would carry it. One left by an earlier
  // version is deleted; the strategy cookie (path /, the spec's auth cookie path) says a sign-in exists, nothing more.
  setCookie(TOKEN_KEY, null)
  setCookie(STRATEGY_KEY, AUTH_STORAGE.strategy)
}

/** The refresh token ('auth._refresh_token.local', the spec's prefix): raw, exchanged at api-token-refresh/. */
export function getRefreshToken(): string | null {
  return storage()?.getItem(REFRESH_TOKEN_KEY) ?? null
}

/** A new pair from login or refresh: both replace the old ones, and the session counts as live again. */
export function saveTokens(key: string, refreshKey: string | null | undefined): void {
  saveToken(key)
  if (refreshKey) storage()?.setItem(REFRESH_TOKEN_KEY, refreshKey)
  else storage()?.removeItem(REFRESH_TOKEN_KEY)
  storage()?.removeItem(EXPIRED_KEY)
}

export function getAccount(): Account | null {
  const text = storage()?.getItem(ACCOUNT_KEY)
  if (!text) return null
  try {
    return JSON.parse(text) as Account
  } catch {
    return null
  }
}

export function saveAccount(account: Account): void {
  storage()?.setItem(ACCOUNT_KEY, JSON.stringify(account))
}

export function clearSession(): void {
  for (const key of [TOKEN_KEY, REFRESH_TOKEN_KEY, RETRY_KEY_STORAGE, STRATEGY_KEY, ACCOUNT_KEY, EXPIRED_KEY]) storage()?.removeItem(key)
  setCookie(TOKEN_KEY, null)
  setCookie(STRATEGY_KEY, null)
}
