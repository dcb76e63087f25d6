/**
 * Token login against the DRF-style API (spec sections 2, 4 and 6):
 *   login      POST {apiUrl}/api-token-auth/ {username, password} -> {token, refresh_token}; store
 *              'Token <key>' and the refresh token (session.ts; a 401 later refreshes, token-refresh.ts);
 *              GET {apiUrl}/accounts/account-info/. A non-staff account keeps its session (it
 *              signs them in on the public site too) and is sent to the public site's '/'.
 *   logout     POST {apiUrl}/rest-auth/logout/, then clear the session even if that call failed
 *              (spec section 4); the staff member's own logout (LogoutButton) also forgets the
 *              drafts and goes to the public site's '/'.
 *   checkAuth  a live session; the account is loaded once. Only a 401 ends the session (marked
 *              expired, session-expiry.ts); a server error or a lost connection leaves it as it is
 *              (spec section 8: no automatic reset on error) and lets the screens report their own
 *              failures. A non-staff account goes to the public site, still signed in there.
 *   checkError 401 -> session-expiry.ts (login page with ?expired=1&redirect=, drafts kept, the
 *              session kept but marked expired); 403 and the rest: the request's own notification.
 *
 * React-admin calls `logout` by itself when checkAuth fails. While the page is leaving (for the
 * login page after a 401, or for the public site as a non-staff user) that call changes nothing:
 * the session is not reset on an error, and a visitor stays signed in on the public site.
 */
import { leavePage } from '../app/leave-page'
import type { AuthProvider } from 'react-admin'
import { clearDrafts } from '../app/drafts'
import { toValidationError } from '../data/drf-data-provider'
import type { HttpClient } from '../data/http-client'
import { clearSession, getAccount, getRefreshToken, getToken, hasLiveSession, saveAccount, saveTokens, type Account } from './session'
import { createSessionExpiry, type SessionExpiry } from './session-expiry'

export interface AuthProviderOptions {
  apiUrl: string
  httpClient: HttpClient
  /** The public site's home as a whole URL ('http://host/'), where non-staff users and logged-out staff go. */
  publicSiteAddress: () => string
  /** Default: leavePage (one window.location.assign per page). */
  go?: (url: string) => void
  /** Default: one made from `currentPath` and `absoluteUrl` (see session-expiry.ts). */
  sessionExpiry?: SessionExpiry
  currentPath?: () => string
  absoluteUrl?: (path: string) => string
}

/** What the top bar's logout button passes (react-admin's useLogout(params)): the user asked to leave. */
export const USER_LOGOUT = { byUser: true } as const

const json = (body: unknown) => ({ body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } })
const statusOf = (error: unknown) => (error as { status?: number } | null)?.status

export function createAuthProvider(options: AuthProviderOptions): AuthProvider {
  const { apiUrl, httpClient, publicSiteAddress, go = leavePage } = options
  const expiry = options.sessionExpiry ?? createSessionExpiry({ currentPath: options.currentPath ?? (() => '/'), absoluteUrl: options.absoluteUrl, go })
  let leavingAsNonStaff = false

  const fetchAccount = async (): Promise<Account> => (await httpClient(`${apiUrl}/accounts/account-info/`)).json

  return {
    login: async ({ username, password }: { username: string; password: string }) => {
      clearSession()
      let pair: { token: string; refresh_token?: string }
      try {
        pair = (await httpClient(`${apiUrl}/api-token-auth/`, { method: 'POST', ...json({ username, password }) })).json
      } catch (error) {
        throw toValidationError(error) // the server's "unable to log in" message, in the UI language
      }
      saveTokens(pair.token, pair.refresh_token)
      const account = await fetchAccount()
      saveAccount(account)
      if (!account.is_staff) {
        leavingAsNonStaff = true
        go(publicSiteAddress())
        throw new Error('app.login.not_staff')
      }
    },

    logout: async (params?: { byUser?: boolean }) => {
      if (expiry.leaving() || leavingAsNonStaff) return false
      if (getToken() || getRefreshToken()) {
        try {
          // the refresh token too: it ends the sign-in even when the access token has expired
          await httpClient(`${apiUrl}/rest-auth/logout/`, { method: 'POST', ...json({ refresh_token: getRefreshToken() ?? undefined }) })
        } catch {
          // spec: a failed logout call is ignored; the local session is cleared anyway
        }
      }
      clearSession()
      if (params?.byUser) clearDrafts()
    },

    checkAuth: async () => {
      if (!hasLiveSession()) throw new Error('ra.auth.auth_check_error')
      let account = getAccount()
      if (!account) {
        try {
          account = await fetchAccount()
        } catch (error) {
          if (statusOf(error) === 401) {
            expiry.expire()
            throw { message: false }
          }
          return // 5xx or offline: the session stays; the screens report what fails
        }
        saveAccount(account)
      }
      if (!account.is_staff) {
        // react-admin's logout after this failure is a no-op (logout above), so go from here
        leavingAsNonStaff = true
        go(publicSiteAddress())
        throw { message: false }
      }
    },

    checkError: async (error: { status?: number }) => {
      if (statusOf(error) === 401) {
        expiry.expire()
        // already on the way to the login page (a full load): no notification, no logout
        throw { logoutUser: false, message: false }
      }
      // 403 and everything else: the request's own notification tells the user; no logout.
    },

    getIdentity: async () => {
      const account = getAccount()
      if (!account) throw new Error('ra.auth.auth_check_error')
      const fullName = [account.first_name, account.last_name].filter(Boolean).join(' ')
      return { id: account.id, fullName: fullName || account.username }
    },

    getPermissions: async () => getAccount()?.scope ?? [],
  }
}
