/**
 * A screen's chunk that fails to load (a new build replaced the files while the back office was
 * open) reloads the page by the site's rule (shared/chunk-reload.ts: at most once in 60 s,
 * remembered in sessionStorage). Vite announces
 * a failed dynamic import as 'vite:preloadError'; a lazy screen's failure also surfaces as an
 * error or an unhandled rejection.
 */
import { isChunkError, reloadOnceUnder, sessionStorageOrNull, type ReloadStorage } from '../../shared/chunk-reload'

export { isChunkError }

const RELOAD_KEY = 'admin.chunk-reload-at'

/** The shared rule under the back office's own key. */
export function reloadOnceForChunkError(now = Date.now(), storage: ReloadStorage = sessionStorageOrNull(), reload = () => window.location.reload()): boolean {
  return reloadOnceUnder(RELOAD_KEY, now, storage, reload)
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
