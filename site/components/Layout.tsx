/**
 * The frame of every page: skip link, header (menu, language switch), main landmark, footer.
 *
 *   <Layout language="sl" paths={pageContext.paths} pathname={location.pathname} section="news" year="2026" footer={pageContext.footer}>
 *
 * Nothing is stored in the browser here: the language is remembered only when the visitor uses the
 * switch (LanguageSwitch), so a first visit stores nothing before the cookie choice.
 */
import type { ReactNode } from 'react'
import type { Language } from '../../shared/languages'
import { LanguageProvider, messagesFor } from '../i18n'
import type { FooterInfo } from '../types'
import { CookieBanner } from './CookieBanner'
import { Footer } from './Footer'
import { LoadingIndicator } from './LoadingIndicator'
import { Header, type Section } from './Header'

interface LayoutProps {
  language: Language
  /** The page in each language (the language switch's targets). */
  paths: Record<Language, string>
  pathname: string
  section?: Section
  /** The home page's header sits light-on-dark on its hero; content pages have a dark-on-white header. */
  variant?: 'home' | 'content'
  year: string
  /** The footer's contact details as staff saved them; null: the locale's defaults. */
  footer: FooterInfo | null | undefined
  children: ReactNode
}

export function Layout({ language, paths, pathname, section, variant = 'content', year, footer, children }: LayoutProps) {
  return (
    <LanguageProvider language={language}>
      <LoadingIndicator />
      <a className="skip-link" href="#main">
        {messagesFor(language).nav.skip}
      </a>
      <Header paths={paths} pathname={pathname} section={section} variant={variant} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer year={year} info={footer ?? null} />
      <CookieBanner />
    </LanguageProvider>
  )
}
