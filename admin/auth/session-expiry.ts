/**
 * The one answer to a 401 (the server no longer accepts the session), wherever the request came
 * from: the data provider, a direct call of the http client (publishing panel, key events, set
 * active, password reset) or an XHR upload. app/providers.ts calls `expire` for every 401 the
 * central report (data/http-errors.ts) announces; authProvider.checkError calls it too.
 *
 * It keeps the open forms' values (app/drafts.ts), marks the session expired without clearing it
 * (spec section 8: no automatic reset on error) and loads the login page afresh with
 * ?expired=1&redirect=<this page>. Once only: a page answering several 401s leaves once.
 *
 *   const expiry = createSessionExpiry({ currentPath: () => '/news/create', absoluteUrl: (p) => `https://host/admin${p}` })
 *   expiry.expire()   // -> https://host/admin/login?expired=1&redirect=%2Fnews%2Fcreate
 */
import { leavePage } from '../app/leave-page'
import { keepDraftForLogin } from '../app/drafts'
import { markSessionExpired } from './session'

export interface SessionExpiry {
  expire: () => void
  /** True once the page is on its way to the login page: nothing may clear the session meanwhile. */
  leaving: () => boolean
}

export interface SessionExpiryOptions {
  /** The router path to come back to, with its query ('/news/create', '/news?filter=...'). */
  currentPath: () => string
  /** A router path as a whole URL: a full load, so no "unsaved changes" question (the draft is kept). */
  absoluteUrl?: (path: string) => string
  go?: (url: string) => void
}

/** Calls that answer 401 while signing in or out, not because a session ended. */
const SESSION_CALLS = /\/(?:api-token-auth|rest-auth\/logout)\/$/

export const isSessionCall = (url: string): boolean => SESSION_CALLS.test(url.split('?')[0])

export function expiredLoginPath(back: string): string {
  const redirect = back && !back.startsWith('/login') ? `&redirect=${encodeURIComponent(back)}` : ''
  return `/login?expired=1${redirect}`
}

export function createSessionExpiry({ currentPath, absoluteUrl = (path) => path, go = leavePage }: SessionExpiryOptions): SessionExpiry {
  let leaving = false
  return {
    leaving: () => leaving,
    expire: () => {
      if (leaving) return
      leaving = true
      keepDraftForLogin()
      markSessionExpired()
      go(absoluteUrl(expiredLoginPath(currentPath())))
    },
  }
}
