/**
 * Browser-only behaviour (gatsby-browser.tsx re-exports it):
 * - page loads are throttled: the loading indicator appears only when a navigation takes longer
 *   than PAGE_LOAD_THROTTLE_MS (200 ms), so quick page changes do not flicker. A navigation starts
 *   with Gatsby's navigate (links and programmatic `navigate()` both call `window.___navigate`) or
 *   with the browser's back and forward buttons (popstate); it ends with onRouteUpdate;
 * - a failed chunk load reloads the page, at most once in 60 s (chunk-reload.ts).
 */
import type { GatsbyBrowser } from 'gatsby'
import { PAGE_LOAD_THROTTLE_MS } from '../shared/constants'
import { isChunkError, reloadOnceForChunkError } from './chunk-reload'
import { LOADING_EVENT } from './components/LoadingIndicator'

let timer: ReturnType<typeof setTimeout> | undefined

const setLoading = (on: boolean) => window.dispatchEvent(new CustomEvent(LOADING_EVENT, { detail: on }))

/** Shows the indicator if the page at `target` has not arrived within the throttle. */
function startWaiting(target: string) {
  const url = new URL(target, window.location.href)
  if (url.origin !== window.location.origin || (url.pathname === window.location.pathname && url.search === window.location.search)) return
  clearTimeout(timer)
  timer = setTimeout(() => setLoading(true), PAGE_LOAD_THROTTLE_MS)
}

type GatsbyNavigate = (to: string | number, options?: unknown) => void

/** Gatsby sets window.___navigate before onClientEntry; every link and navigate() goes through it. */
function watchNavigation() {
  const page = window as unknown as { ___navigate?: GatsbyNavigate }
  const navigate = page.___navigate
  if (navigate) {
    page.___navigate = (to, options) => {
      if (typeof to === 'string') startWaiting(to)
      return navigate(to, options)
    }
  }
  // Back and forward: the address has already changed when popstate fires; Gatsby then loads that page.
  window.addEventListener('popstate', () => {
    clearTimeout(timer)
    timer = setTimeout(() => setLoading(true), PAGE_LOAD_THROTTLE_MS)
  })
}

export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => {
  keepNotFoundPage()
  watchNavigation()
  window.addEventListener('error', (event) => {
    if (isChunkError(event.error ?? event.message)) reloadOnceForChunkError()
  })
  window.addEventListener('unhandledrejection', (event) => {
    if (isChunkError(event.reason)) reloadOnceForChunkError()
  })
  return nextTask()
}

/**
 * Gatsby waits for onClientEntry's promise before the rest of its start (its loader, the page data's
 * request, the page's component): resolved from a new task, that work no longer adds to the task that
 * evaluated the bundle, which was one long task on a slow phone (Lighthouse's Total Blocking Time).
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => {
      channel.port1.close()
      resolve()
    }
    channel.port2.postMessage(null)
  })
}

/**
 * The server answers an unknown /en/... path with /en/404.html. Gatsby's runtime would replace the
 * address with the page's own path (/en/404.html) unless the page is /404.html or has a match path, and
 * a match path `/en/*` makes it list every English page in the runtime. So the English not-found page
 * passes for /404.html (whose data Gatsby loads for any unknown path; the template then reads the
 * language from the address). Runs before Gatsby reads window.pagePath.
 */
function keepNotFoundPage() {
  const page = window as unknown as { pagePath?: string }
  if (page.pagePath && /^\/[a-z]{2}\/404\.html$/.test(page.pagePath) && window.location.pathname !== page.pagePath) {
    page.pagePath = '/404.html'
  }
}

export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = () => {
  clearTimeout(timer)
  setLoading(false)
}
