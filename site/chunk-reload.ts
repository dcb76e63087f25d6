/**
 * The site's binding of the chunk-reload rule (shared/chunk-reload.ts). Gatsby itself answers a
 * chunk that fails during a client-side navigation by loading the target page anew; if that page's
 * chunk fails too, its loader's error reaches the handlers installed in browser.tsx.
 *
 *   reloadOnceForChunkError()                          // reloads, remembers when
 *   reloadOnceForChunkError(Date.now(), storage, fn)   // testable: injected storage and reload
 */
import { reloadOnceUnder, sessionStorageOrNull, type ReloadStorage } from '../shared/chunk-reload'

export { isChunkError } from '../shared/chunk-reload'

export const RELOAD_KEY = 'chunk-reload-at'

export function reloadOnceForChunkError(now = Date.now(), storage: ReloadStorage = sessionStorageOrNull(), reload = () => window.location.reload()): boolean {
  return reloadOnceUnder(RELOAD_KEY, now, storage, reload)
}
