/**
 * Whether a visitor is signed in in this browser, without loading the session code (the header and
 * the footer are on every page: home page JS budget): a stored token, rechecked on every sign-in and
 * sign-out in this tab (session.ts sends `session-changed`) and in others (`storage`). False in the
 * static HTML and until hydration, so the page first shows the sign-in links.
 */
import { useEffect, useState } from 'react'
import { AUTH_STORAGE } from '../../shared/constants'

const TOKEN_KEY = `${AUTH_STORAGE.prefix}${AUTH_STORAGE.tokenPrefix}${AUTH_STORAGE.strategy}`
const SESSION_EVENT = 'session-changed'

function hasToken(): boolean {
  try {
    return !!window.localStorage.getItem(TOKEN_KEY)
  } catch {
    return false
  }
}

export function useSignedIn(): boolean {
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
  return signedIn
}
