/**
 * A screen's chunk that fails to load (a new build replaced the files while the back office was
 * open) reloads the page, at most once in CHUNK_RELOAD_GUARD_MS (60 s) - the site's rule
 * (site/browser.tsx) - remembered in sessionStorage, so a broken build cannot loop. Vite announces
 * a failed dynamic import as 'vite:preloadError'; a lazy screen's failure also surfaces as an
 * error or an unhandled rejection.
 */
import { CHUNK_RELOAD_GUARD_MS } from '../../shared/constants'

const RELOAD_KEY = 'admin.chunk-reload-at'

export function isChunkError(reason: unknown): boolean {
  const text = reason instanceof Error ? `${reason.name} ${reason.message}` : String(reason)
  return /ChunkLoadError|Loading chunk [\w-]+ failed|Loading CSS chunk|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(text)
}

/** Reloads unless a reload for the same reason happened less than 60 s ago; true when it reloads. */
export function reloadOnceForChunkError(now = Date.now(), storage: Pick<Storage, 'getItem' | 'setItem'> | null = safeSession(), reload = () => window.location.reload()): boolean {
  const last = Number(storage?.getItem(RELOAD_KEY)) || 0
  if (now - last < CHUNK_RELOAD_GUARD_MS) return false
  try {
    storage?.setItem(RELOAD_KEY, String(now))
  } catch {
    // no storage: the guard is then per page view
  }
  reload()
  return true
}

function safeSession(): Storage | null {
  try {
    return window.sessionStorage
  } catch {
    return null
  }
}

export function installChunkReload(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadOnceForChunkError()) event.preventDefault()
  })
  window.addEventListener('error', (event) => {
    if (isChunkError(event.error ?? event.message)) reloadOnceForChunkError()
  })
  window.addEventListener('unhandledrejection', (event) => {
    if (isChunkError(event.reason)) reloadOnceForChunkError()
  })
}
