/**
 * The cookie banner: Razumem and Zavrni, equal buttons; the choice is stored under
 * STORAGE_KEYS.cookieConsent. It shows (after hydration) while no choice is stored, and again
 * when anything dispatches the `cookie-settings` event (footer button, cookies page).
 * The site loads nothing that needs consent, so either choice changes nothing else.
 * While it shows, the page keeps its height free at the bottom (`--cookie-banner-space`, read by
 * base.css as the body's bottom padding and the scroll padding), so it never covers what a link or
 * the keyboard brings into view, such as the newsletter form's button.
 */
import { startTransition, useEffect, useRef, useState } from 'react'
import { STORAGE_KEYS } from '../../shared/constants'
import { useTranslation } from '../i18n'
import { LINKS } from '../paths'
import { Link } from './Link'

export type Consent = 'accepted' | 'rejected'

export const COOKIE_SETTINGS_EVENT = 'cookie-settings'
export const CONSENT_CHANGED_EVENT = 'cookie-consent-changed'

export function readConsent(): Consent | null {
  try {
    const value = window.localStorage.getItem(STORAGE_KEYS.cookieConsent)
    return value === 'accepted' || value === 'rejected' ? value : null
  } catch {
    return null
  }
}

export function saveConsent(consent: Consent) {
  try {
    window.localStorage.setItem(STORAGE_KEYS.cookieConsent, consent)
  } catch {
    // Storage off: the banner will ask again next time.
  }
  window.dispatchEvent(new Event(CONSENT_CHANGED_EVENT))
}

export function openCookieSettings() {
  window.dispatchEvent(new Event(COOKIE_SETTINGS_EVENT))
}

export function CookieBanner() {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  useEffect(() => {
    // Shown in a transition: right after hydration it waits for the page's other work instead of blocking it.
    startTransition(() => setOpen(readConsent() === null))
    const show = () => setOpen(true)
    window.addEventListener(COOKIE_SETTINGS_EVENT, show)
    return () => window.removeEventListener(COOKIE_SETTINGS_EVENT, show)
  }, [])
  const banner = useRef<HTMLElement>(null)
  useEffect(() => {
    const element = banner.current
    if (!open || !element) return
    const root = document.documentElement
    const reserve = () => root.style.setProperty('--cookie-banner-space', `${Math.ceil(element.getBoundingClientRect().height) + 24}px`)
    reserve()
    const observer = new ResizeObserver(reserve)
    observer.observe(element)
    return () => {
      observer.disconnect()
      root.style.removeProperty('--cookie-banner-space')
    }
  }, [open])
  if (!open) return null
  const choose = (consent: Consent) => {
    saveConsent(consent)
    setOpen(false)
  }
  return (
    <section className="cookie-banner" aria-label={t.cookies.label} ref={banner}>
      <p>
        {t.cookies.banner} <Link to={LINKS.cookies}>{t.cookies.more}</Link>
      </p>
      <div className="cookie-banner__buttons">
        <button type="button" onClick={() => choose('accepted')}>
          {t.cookies.accept}
        </button>
        <button type="button" onClick={() => choose('rejected')}>
          {t.cookies.reject}
        </button>
      </div>
    </section>
  )
}
