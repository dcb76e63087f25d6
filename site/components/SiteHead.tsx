/**
 * The <head> of every page (Gatsby Head API): title, description, canonical, hreflang alternates
 * both ways with x-default, OpenGraph basics, and <html lang>.
 */
import type { ReactNode } from 'react'
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../shared/languages'
import type { Language } from '../../shared/languages'
import { OG_LOCALES } from '../i18n'

interface SiteHeadProps {
  language: Language
  paths: Record<Language, string>
  translated: boolean
  /** The zone's name in the page's language (Head runs outside the i18n provider: the view passes it). */
  siteName: string
  siteUrl: string
  /** The page's own title; the home page passes none and is titled with the zone's name alone. */
  title?: string
  description: string
  /** An image path on the origin (e.g. /media/news/x.png), for og:image. */
  image?: string | null
  type?: 'website' | 'article'
  /** Not-found, login, register, cart: not indexed, no canonical. */
  noindex?: boolean
  /** More of the head: feed links, JSON-LD (page.tsx). */
  children?: ReactNode
}

// A tiny inline icon, so browsers do not ask for a missing /favicon.ico.
const FAVICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='6' fill='%230b5750'/%3E%3Cpath d='M8 24V8h9a5 5 0 0 1 0 10h-3l6 6' stroke='%23fff' stroke-width='3' fill='none'/%3E%3C/svg%3E"

export function SiteHead({ siteName, siteUrl, language, paths, translated, title, description, image, type = 'website', noindex, children }: SiteHeadProps) {
  const fullTitle = title ? `${title} | ${siteName}` : siteName
  const absolute = (path: string) => new URL(path, `${siteUrl}/`).href
  const url = absolute(paths[language])
  // Alternates only where the other language has the same page; x-default is the Slovenian one.
  const alternates = translated ? LANGUAGES : [language]
  const defaultPath = translated ? paths[DEFAULT_LANGUAGE] : paths[language]
  return (
    <>
      <html lang={language} />
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="icon" href={FAVICON} />
      {noindex ? (
        <meta name="robots" content="noindex" />
      ) : (
        <>
          <link rel="canonical" href={url} />
          {alternates.map((alternate) => (
            <link key={alternate} rel="alternate" hrefLang={alternate} href={absolute(paths[alternate])} />
          ))}
          <link rel="alternate" hrefLang="x-default" href={absolute(defaultPath)} />
        </>
      )}
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={siteName} />
      <meta property="og:title" content={title ?? siteName} />
      <meta property="og:description" content={description} />
      {!noindex && <meta property="og:url" content={url} />}
      <meta property="og:locale" content={OG_LOCALES[language]} />
      {alternates
        .filter((alternate) => alternate !== language)
        .map((alternate) => (
          <meta key={alternate} property="og:locale:alternate" content={OG_LOCALES[alternate]} />
        ))}
      {image && <meta property="og:image" content={absolute(image)} />}
      <meta name="theme-color" content="#0b5750" />
      {children}
    </>
  )
}
