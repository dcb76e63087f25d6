/**
 * Site header: the zone's name (home link), the menu (a disclosure below the mobile breakpoint,
 * closed by its button or Escape, which returns focus to the button), the signed-in visitor's name
 * and Izpis (AccountSlot: loaded once signed in), the language switch.
 */
import { useEffect, useRef, useState } from 'react'
import type { Language } from '../../shared/languages'
import { useTranslation } from '../i18n'
import { HOME_LINK } from '../paths'
import { AccountSlot } from './AccountSlot'
import { LanguageSwitch } from './LanguageSwitch'
import { Link } from './Link'
import { HeaderMenu, type Section } from './MenuLinks'

export type { Section }

interface HeaderProps {
  paths: Record<Language, string>
  pathname: string
  section?: Section
  variant: 'home' | 'content'
}

export function Header({ paths, pathname, section, variant }: HeaderProps) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  // A template kept across navigation (list page 1 -> 2) keeps its state: close the menu on every new page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on purpose whenever the page changes
  useEffect(() => setOpen(false), [pathname])

  return (
    <header className={`site-header site-header--${variant}`}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: catches Escape bubbling up from the menu's own buttons and links; the bar itself is no control */}
      <div
        className="container site-header__bar"
        onKeyDown={(event) => {
          // The Information group handles its own Escape first (and stops it there).
          if (event.key !== 'Escape' || !open) return
          setOpen(false)
          button.current?.focus()
        }}
      >
        <Link className="site-header__brand" to={HOME_LINK}>
          {t.site.name}
        </Link>
        <button ref={button} type="button" className="menu-button" aria-expanded={open} aria-controls="site-menu" onClick={() => setOpen((value) => !value)}>
          <span className="menu-button__icon" aria-hidden="true" />
          {t.nav.menu}
        </button>
        <div id="site-menu" className={open ? 'site-menu site-menu--open' : 'site-menu'}>
          <nav className="site-nav" aria-label={t.nav.label}>
            <HeaderMenu section={section} pathname={pathname} />
          </nav>
          {/* biome-ignore lint/a11y/useValidAnchor: a real link to the form's field (works without scripts); the script scrolls its form to the middle and focuses it */}
          <a
            className="newsletter-button"
            href="#newsletter-email"
            onClick={(event) => {
              const input = document.getElementById('newsletter-email')
              if (!input) return
              event.preventDefault()
              // The whole form in view (its button too, above the cookie banner's reserved space), then the field focused.
              const form = input.closest('form') ?? input
              form.scrollIntoView({ block: 'center' })
              input.focus({ preventScroll: true })
            }}
          >
            {t.nav.newsletter}
          </a>
          <AccountSlot />
          <LanguageSwitch paths={paths} />
        </div>
      </div>
    </header>
  )
}
