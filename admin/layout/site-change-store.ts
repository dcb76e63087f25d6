/**
 * The last save that changed the public site, followed until it is live (SiteChangeNotice). The
 * http clients report every answer's X-Site-Changed-At; the data provider adds the saved record's
 * public page and what it is to the site (site-change-view.ts). Every noted change makes site-build-store.ts ask for the publishing state at once
 * (then quickly while a build is queued or running). This module imports nothing of the http
 * client's, which imports it.
 *
 *   noteSiteChange(response.headers.get(SITE_CHANGE_HEADER))   // http-client.ts, upload-progress.ts
 *   noteSavedRecord(at, { page: '/news/nova-hala/', shown })   // the data provider, after the save
 */
import { useSyncExternalStore } from 'react'
import type { SiteChange } from './site-change-view'

export const SITE_CHANGE_HEADER = 'X-Site-Changed-At'

let current: SiteChange | null = null
const listeners = new Set<() => void>()
const changeListeners = new Set<() => void>()
const tell = () => listeners.forEach((listener) => listener())

/** An answer's X-Site-Changed-At (null or absent: the answer changed nothing on the site). */
export function noteSiteChange(header: string | null | undefined): void {
  if (!header || Number.isNaN(Date.parse(header))) return
  current = { at: header, page: null, shown: null }
  tell()
  changeListeners.forEach((listener) => listener())
}

/** The latest change noted, to tell whether a call made one (the data provider compares before and after). */
export const latestSiteChange = (): SiteChange | null => current

/** The saved record's page and publication facts, on the change its save made. */
export function noteSavedRecord(change: SiteChange, saved: Pick<SiteChange, 'page' | 'shown'>): void {
  if (current !== change) return
  current = { ...change, page: saved.page, shown: saved.shown }
  tell()
}

export function dismissSiteChange(): void {
  current = null
  tell()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export const useSiteChange = (): SiteChange | null => useSyncExternalStore(subscribe, () => current)

/** Called on every newly noted change (not on dismissing or linking one). */
export function onSiteChange(listener: () => void): void {
  changeListeners.add(listener)
}
