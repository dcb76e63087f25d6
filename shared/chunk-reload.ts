/**
 * The one rule for a script chunk that fails to load (a new build replaced the files while a page
 * was open, or the network dropped it), used by the public site and the back office: reload the
 * page, at most once in CHUNK_RELOAD_GUARD_MS (60 s), remembered in sessionStorage under the
 * caller's key, so a broken build cannot loop.
 */
import { CHUNK_RELOAD_GUARD_MS } from './constants'

/** The messages webpack (Gatsby) and Vite (the back office) give a chunk that did not load. */
export function isChunkError(reason: unknown): boolean {
  const text = reason instanceof Error ? `${reason.name} ${reason.message}` : String(reason)
  return /ChunkLoadError|Loading chunk [\w-]+ failed|Loading CSS chunk|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(
    text,
  )
}

export type ReloadStorage = Pick<Storage, 'getItem' | 'setItem'> | null

/** Reloads unless the last reload under `key` was less than 60 s ago; true when it reloads. */
export function reloadOnceUnder(key: string, now: number, storage: ReloadStorage, reload: () => void): boolean {
  const last = Number(storage?.getItem(key)) || 0
  if (now - last < CHUNK_RELOAD_GUARD_MS) return false
  try {
    storage?.setItem(key, String(now))
  } catch {
    // Storage full or off: the guard is then per page view.
  }
  reload()
  return true
}

export function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage
  } catch {
    return null
  }
}
