/**
 * A script chunk that fails to load (a new build replaced the files while the page was open, or the
 * network dropped it) reloads the page, at most once in CHUNK_RELOAD_GUARD_MS (60 s), remembered in
 * sessionStorage, so a broken build cannot loop. (Gatsby itself answers a chunk that fails during a
 * client-side navigation by loading the target page anew; if that page's chunk fails too, its
 * loader's error reaches the handlers installed in browser.tsx.)
 *
 *   reloadOnceForChunkError()                          // reloads, remembers when
 *   reloadOnceForChunkError(Date.now(), storage, fn)   // testable: injected storage and reload
 */
import { CHUNK_RELOAD_GUARD_MS } from '../shared/constants'

export const RELOAD_KEY = 'chunk-reload-at'

export function isChunkError(reason: unknown): boolean {
  const text = reason instanceof Error ? `${reason.name} ${reason.message}` : String(reason)
  return /ChunkLoadError|Loading chunk [\w-]+ failed|Loading CSS chunk|Failed to fetch dynamically imported module/i.test(text)
}

/** Reloads unless the last reload for this reason was less than 60 s ago; true when it reloads. */
export function reloadOnceForChunkError(
  now = Date.now(),
  storage: Pick<Storage, 'getItem' | 'setItem'> | null = sessionStorageOrNull(),
  reload = () => window.location.reload(),
): boolean {
  const last = Number(storage?.getItem(RELOAD_KEY)) || 0
  if (now - last < CHUNK_RELOAD_GUARD_MS) return false
  try {
    storage?.setItem(RELOAD_KEY, String(now))
  } catch {
    // Storage full or off: the guard is then per page view.
  }
  reload()
  return true
}

function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage
  } catch {
    return null
  }
}
