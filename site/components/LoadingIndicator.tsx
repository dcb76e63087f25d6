/**
 * The loading indicator: a bar at the top and a status message while a page is being fetched.
 * gatsby-browser.tsx shows it only when a navigation takes longer than PAGE_LOAD_THROTTLE_MS.
 */
export const LOADING_EVENT = 'site-loading'

import { useEffect, useState } from 'react'
import { useTranslation } from '../i18n'

export function LoadingIndicator() {
  const { t } = useTranslation()
  const [loading, setLoading] = useState(false)
  useEffect(() => {
    const listen = (event: Event) => setLoading((event as CustomEvent<boolean>).detail)
    window.addEventListener(LOADING_EVENT, listen)
    return () => window.removeEventListener(LOADING_EVENT, listen)
  }, [])
  return (
    <div className={loading ? 'loading-indicator loading-indicator--on' : 'loading-indicator'} role="status">
      {loading && <span className="visually-hidden">{t.nav.loading}</span>}
    </div>
  )
}
