/**
 * Route guards (spec sections 2 and 6), named as the spec names them. A route lists its guards;
 * they run in order, and the first one that answers decides. A name no guard answers to fails
 * closed: the 500 'Unknown middleware' page, never the screen.
 *
 *   <Guarded guards={['is-admin']}><WorkPage /></Guarded>
 *   runGuards(['is-admin', 'typo'], context)  -> { kind: 'error', status: 500 }
 *   runGuards(['scope:events'], context)      -> 403 page unless the account holds `events` (or '*')
 */
import type { ReactNode } from 'react'
import { LANGUAGES } from '../../shared/languages'
import { grantsScope } from '../../shared/roles'
import { sameSiteTarget } from '../../shared/same-site-target'
import { getAccount, hasLiveSession } from '../auth/session'
import { ErrorPage } from './ErrorPage'
import { leavePage } from './leave-page'

export interface GuardContext {
  /** The browser's path, with its language prefix (/en/admin/...). */
  pathname: string
  loggedIn: boolean
  /** null while the account is not known (it could not be loaded: a server error is no verdict). */
  isStaff: boolean | null
  /** The account's scope list ([] when unknown). */
  scope?: readonly string[]
}

export type GuardOutcome = { kind: 'pass' } | { kind: 'redirect'; to: string } | { kind: 'error'; status: 403 | 404 | 500 }

type Guard = (context: GuardContext) => GuardOutcome

const pass: GuardOutcome = { kind: 'pass' }

export const guards: Record<string, Guard> = {
  /** A logged-in user on a guest-only page goes on to the start page. */
  'already-logged-in': ({ loggedIn }) => (loggedIn ? { kind: 'redirect', to: '/' } : pass),
  /** A logged-in user who is not staff goes to the public site's '/' (still signed in there). */
  'is-admin': ({ loggedIn, isStaff }) => (loggedIn && isStaff === false ? { kind: 'redirect', to: 'site:/' } : pass),
  /** A language prefix other than sl or en is a 404. */
  i18n: ({ pathname }) => {
    const prefix = /^\/([^/]+)\/admin(?:\/|$)/.exec(pathname)?.[1]
    return prefix && !(LANGUAGES as readonly string[]).includes(prefix) ? { kind: 'error', status: 404 } : pass
  },
}

/** 'scope:<name>': the screen needs that scope (shared/roles.ts); staff without it get the 403 page. */
const SCOPE_GUARD = /^scope:([a-z_*]+)$/

function scopeGuard(name: string): Guard | undefined {
  const scope = SCOPE_GUARD.exec(name)?.[1]
  if (!scope) return undefined
  return ({ loggedIn, scope: held = [] }) => (loggedIn && !grantsScope(held, scope) ? { kind: 'error', status: 403 } : pass)
}

export function runGuards(names: readonly string[], context: GuardContext): GuardOutcome {
  for (const name of names) {
    const guard = Object.hasOwn(guards, name) ? guards[name] : scopeGuard(name)
    if (!guard) return { kind: 'error', status: 500 }
    const outcome = guard(context)
    if (outcome.kind !== 'pass') return outcome
  }
  return pass
}

export const browserGuardContext = (): GuardContext => ({
  pathname: window.location.pathname,
  loggedIn: hasLiveSession(),
  isStaff: getAccount()?.is_staff ?? null,
  scope: getAccount()?.scope ?? [],
})

/** Renders `children` only when every guard passes. */
export const Guarded = ({ guards: names, children }: { guards: readonly string[]; children: ReactNode }) => {
  const outcome = runGuards(names, browserGuardContext())
  if (outcome.kind === 'pass') return <>{children}</>
  if (outcome.kind === 'error') return <ErrorPage status={outcome.status} />
  leavePage(outcome.to.startsWith('site:') ? outcome.to.slice('site:'.length) : outcome.to)
  return null
}

/**
 * Where to go after login: a page of this site only ('/news', '/en/admin/news/3?x=1'), never another
 * site ('//evil.example', 'https://...', '/\\evil', '/\t/evil', 'javascript:'): the shared check
 * (shared/same-site-target.ts, as the public site's login). Admin paths lose their prefix (the router
 * adds its own basename). Anything unsafe gives `fallback`.
 */
export function safeRedirect(target: unknown, fallback = '/'): string {
  const local = sameSiteTarget(target)
  if (local === null) return fallback
  const url = new URL(local, 'https://same-site.invalid')
  const path = url.pathname.replace(/^\/(?:(?:sl|en)\/)?admin(?=\/|$)/, '') || '/'
  if (path === '/login' || path.startsWith('//')) return fallback
  return `${path}${url.search}${url.hash}`
}

/**
 * Where to go after login: `?redirect=` first, then the page react-admin remembered when it sent
 * the user to login (nextPathname with its query, nextSearch), each only when safe.
 *   loginTarget('', { nextPathname: '/news', nextSearch: '?filter=%7B%7D' }) -> '/news?filter=%7B%7D'
 */
export function loginTarget(search: string, state: unknown): string | undefined {
  const requested = new URLSearchParams(search).get('redirect')
  const { nextPathname, nextSearch } = (state ?? {}) as { nextPathname?: unknown; nextSearch?: unknown }
  if (requested) return safeRedirect(requested)
  return typeof nextPathname === 'string' ? safeRedirect(`${nextPathname}${typeof nextSearch === 'string' ? nextSearch : ''}`) : undefined
}
