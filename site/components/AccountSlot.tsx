/**
 * Where the header shows a sign-in. Most visitors never sign in, and the header is on every page
 * (home page JS budget), so the menu itself (AccountMenu: name, Izpis, the session code) is loaded
 * only once a token is stored; until then this is a storage check and nothing on the page.
 */
import { lazy, Suspense, useEffect, useState } from 'react'
import { AUTH_STORAGE } from '../../shared/constants'

const TOKEN_KEY = `${AUTH_STORAGE.prefix}${AUTH_STORAGE.tokenPrefix}${AUTH_STORAGE.strategy}`
/** session.ts sends it on every login and logout in this tab; `storage` tells of other tabs. */
const SESSION_EVENT = 'session-changed'

const AccountMenu = lazy(() => import('./AccountMenu').then((module) => ({ default: module.AccountMenu })))

function hasToken(): boolean {
  try {
    return !!window.localStorage.getItem(TOKEN_KEY)
  } catch {
    return false
  }
}

export function AccountSlot() {
  const [signedIn, setSignedIn] = useState(false)
  useEffect(() => {
    const update = () => setSignedIn(hasToken())
    update()
    window.addEventListener(SESSION_EVENT, update)
    window.addEventListener('storage', update)
    return () => {
      window.removeEventListener(SESSION_EVENT, update)
      window.removeEventListener('storage', update)
    }
  }, [])
  return signedIn ? (
    <Suspense fallback={null}>
      <AccountMenu />
    </Suspense>
  ) : null
}
