/**
 * Hydration in slices (gatsby-browser.tsx re-exports it). Gatsby's own `hydrateRoot` hydrates at React's
 * default priority, which is one task for the whole page: on a mid-range phone (Lighthouse's 4x slower
 * CPU) that task alone blocked the main thread for hundreds of milliseconds (Total Blocking Time).
 * Started inside `startTransition`, the initial hydration runs at transition priority, which React
 * renders in slices of about 5 ms and yields between them, so the page answers input meanwhile.
 * Nothing is lost by that: a click or key press on a part not hydrated yet makes React hydrate it at
 * once and then deliver the event (React's selective hydration).
 *
 * A page rendered with an empty body (none today; Gatsby's client-only pages) is rendered, not
 * hydrated, as Gatsby's default does.
 */
import type { GatsbyBrowser } from 'gatsby'
import { createElement, type ReactElement, type ReactNode, startTransition, useEffect } from 'react'
import type { Renderer } from 'react-dom'
import { createRoot, hydrateRoot } from 'react-dom/client'

/**
 * Marks `#___gatsby` with `data-hydrated` once the whole page has hydrated (the outermost effect runs
 * after every other one of that commit): until then typing into a form may be lost when React takes
 * it over, so the end-to-end tests wait for the mark. It renders nothing of its own.
 */
function MarkHydrated({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.getElementById('___gatsby')?.setAttribute('data-hydrated', 'true')
  }, [])
  return children
}

/** What Gatsby calls once with its whole app and the `#___gatsby` element. */
function hydrateInSlices(element: ReactElement, container: Element | null) {
  if (!container) return
  const serverRendered = document.getElementById('gatsby-focus-wrapper')?.children.length
  const marked = createElement(MarkHydrated, null, element)
  if (!serverRendered) {
    createRoot(container).render(marked)
    return
  }
  startTransition(() => {
    hydrateRoot(container, marked)
  })
}

// Gatsby types the hook's answer as legacy ReactDOM.render's overloads; it calls it as (element, container).
export const replaceHydrateFunction: GatsbyBrowser['replaceHydrateFunction'] = () => hydrateInSlices as unknown as Renderer
