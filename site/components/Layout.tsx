/**
 * The frame of every page: skip link, header (menu, language switch), main landmark, footer.
 *
 *   <Layout language="sl" paths={pageContext.paths} pathname={location.pathname} section="news" year="2026" footer={pageContext.footer}>
 *
 * `language` is the page's (the not-found page takes it from the address, which may differ from its
 * data's): links and words below follow it. Nothing is stored in the browser here: the language is
 * remembered only when the visitor uses the switch (LanguageSwitch), so a first visit stores nothing
 * before the cookie choice.
 */
import { I18nextContext } from 'gatsby-plugin-react-i18next'
import { useContext, type ReactNode } from 'react'
import type { Language } from '../../shared/languages'
import { useTranslation } from '../i18n'
import type { FooterInfo } from '../../shared/pages/types'
import { CookieBanner } from './CookieBanner'
import { Footer } from './Footer'
import { Header, type Section } from './Header'
import { LoadingIndicator } from './LoadingIndicator'

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

function Frame({ paths, pathname, section, variant = 'content', year, footer, children }: Omit<LayoutProps, 'language'>) {
  const { t } = useTranslation()
  return (
    <>
      <LoadingIndicator />
      <a className="skip-link" href="#main">
        {t.nav.skip}
      </a>
      <Header paths={paths} pathname={pathname} section={section} variant={variant} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer year={year} info={footer ?? null} />
      <CookieBanner />
    </>
  )
}

export function Layout({ language, ...rest }: LayoutProps) {
  const context = useContext(I18nextContext)
  if (context.language === language) return <Frame {...rest} />
  return (
    <I18nextContext.Provider value={{ ...context, language }}>
      <Frame {...rest} />
    </I18nextContext.Provider>
  )
}
