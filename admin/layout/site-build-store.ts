/**
 * The site's publishing state, polled once for the whole back office however many views show it
 * (the top bar's chip, the dashboard's card): every 3 s while a build is queued or running, else
 * every 30 s, and only while something shows it. The poll is a background request: a lasting
 * failure is reported once (data/http-errors.ts), not every 30 s.
 *
 *   const build = useSiteBuild()      // re-renders on every new state
 *   await rebuildSiteNow()            // POST site/build/, then a fresh state
 */
import { useSyncExternalStore } from 'react'
import { apiUrl, httpClient } from '../app/providers'
import { siteBuildView, type SiteBuild } from './site-build-view'
import { onSiteChange } from './site-change-store'

const BUILD_URL = `${apiUrl}/site/build/`

let current: SiteBuild | null = null
let timer: ReturnType<typeof setTimeout> | undefined
const listeners = new Set<() => void>()

function schedule() {
  clearTimeout(timer)
  if (listeners.size > 0) timer = setTimeout(refreshSiteBuild, siteBuildView(current).pollMs)
}

export async function refreshSiteBuild(): Promise<void> {
  try {
    current = (await httpClient(BUILD_URL, { background: true })).json as SiteBuild
  } catch {
    current = null // no state is better than a broken top bar; the failure is reported centrally
  }
  listeners.forEach((listener) => listener())
  schedule()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  if (listeners.size === 1) void refreshSiteBuild()
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0) clearTimeout(timer)
  }
}

export const useSiteBuild = (): SiteBuild | null => useSyncExternalStore(subscribe, () => current)

// A save changed the site: the build it queued is shown now, not at the next idle poll.
onSiteChange(() => void refreshSiteBuild())

/** Rejects with the request's HttpError (already reported centrally). */
export async function rebuildSiteNow(): Promise<void> {
  try {
    await httpClient(BUILD_URL, { method: 'POST' })
  } finally {
    void refreshSiteBuild()
  }
}
