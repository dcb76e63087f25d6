/**
 * Logging out (spec section 9): the server is asked to end the sign-in (POST rest-auth/logout/,
 * with the refresh token too, so a sign-in whose access token expired ends as well), then the
 * stored tokens and account are cleared, whatever the server answered (or when client-api could not load).
 */
import type { Language } from '../shared/languages'
import { clearSession, REFRESH_TOKEN_KEY, storedToken } from './session'

export async function signOut(language: Language): Promise<void> {
  if (storedToken()) {
    let refreshToken: string | null = null
    try {
      refreshToken = window.localStorage.getItem(REFRESH_TOKEN_KEY)
    } catch {
      // no storage
    }
    // Loaded when needed: the header (every page, JS budget) carries no API client.
    const { send, urlencoded } = await import('./client-api').catch(() => ({ send: null, urlencoded: null }))
    // Without the access token: an expired one would be refreshed first, which is no use here.
    if (send && urlencoded)
      await send('POST', 'rest-auth/logout/', language, urlencoded({ refresh_token: refreshToken }), { withToken: !refreshToken }).catch(() => undefined)
  }
  clearSession()
}
