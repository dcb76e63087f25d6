/**
 * Starts the back office with a list of features (admin/main.tsx: admin/features.ts). The server
 * serves the app at /admin/ and /{lang}/admin/; the path's prefix gives the router's basename and
 * the UI language.
 */
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createBrowserRouter, RouterProvider } from 'react-router-dom'
import { App } from '../App'
import { installChunkReload } from './chunk-reload'
import type { AdminFeature } from './feature'
import { startLanguage } from './language'
import { adminLocation } from './location'

export function startBackOffice(features: readonly AdminFeature[]) {
  installChunkReload()
  const { basename, language } = adminLocation(window.location.pathname)
  const initialLanguage = startLanguage(language)
  // React-admin detects the router and uses its basename for every link (docs: "Using React-Admin In A Sub Path").
  const router = createBrowserRouter([{ path: '*', element: <App language={initialLanguage} features={features} /> }], { basename })
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  )
}
