/**
 * The retry key of a token refresh (server/auth/sessions.ts). A refresh token works once; when a
 * page navigates away while its exchange is under way, the answer (the new pair) is thrown away and
 * the next page holds only the used token, which would end the sign-in as a stolen copy. So the
 * clients (admin/auth/token-refresh.ts, site/session.ts) make a random key before the exchange and
 * keep it beside the refresh token until an answer arrives; the next page sends the same key, and
 * the server knows the same client is asking again.
 *
 *   const retryKey = retryKeyFor(localStorage, refreshToken)  // the one kept for this token, or a new one (kept)
 *   forgetRetryKey(localStorage)                              // once an answer (a pair or a refusal) arrived
 */
import { AUTH_STORAGE } from './constants'

export const RETRY_KEY_STORAGE = `${AUTH_STORAGE.prefix}_refresh_retry.${AUTH_STORAGE.strategy}`

type KeyStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

function randomHex(bytes: number): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** The key kept for `refreshToken` (an exchange of it may have lost its answer), else a new one, kept. */
export function retryKeyFor(store: KeyStore | null | undefined, refreshToken: string): string {
  const [forToken, kept] = (store?.getItem(RETRY_KEY_STORAGE) ?? '').split(' ')
  if (forToken === refreshToken && /^[0-9a-f]{64}$/.test(kept ?? '')) return kept
  const key = randomHex(32)
  store?.setItem(RETRY_KEY_STORAGE, `${refreshToken} ${key}`)
  return key
}

export function forgetRetryKey(store: KeyStore | null | undefined): void {
  store?.removeItem(RETRY_KEY_STORAGE)
}
