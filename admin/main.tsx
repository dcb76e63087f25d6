/**
 * Entry point. The server serves this app at /admin/ and /{lang}/admin/; the path's prefix
 * gives the router's basename and the UI language.
 */
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createBrowserRouter, RouterProvider } from 'react-router-dom'
import { App } from './App'
import { installChunkReload } from './app/chunk-reload'
import { startLanguage } from './app/language'
import { adminLocation } from './app/location'

installChunkReload()

const { basename, language } = adminLocation(window.location.pathname)
const initialLanguage = startLanguage(language)

// React-admin detects the router and uses its basename for every link (docs: "Using React-Admin In A Sub Path").
const router = createBrowserRouter([{ path: '*', element: <App language={initialLanguage} /> }], { basename })

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
)
