/**
 * Where a record is on the public site, from its declaration's `site` block: the same addresses the
 * site's page table makes (shared/pages/type-pages.ts), for the back office's "open the page" links.
 *
 *   localizedPath('en', '/news/')                          -> '/en/news/'
 *   publicPagePath(news, { lang: 'sl', slug: 'nova-hala', is_published: true }) -> '/news/nova-hala/'
 *   publicPagePath(news, { ..., is_published: false })   -> null (no public page)
 */
import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages'
import type { Resource, SiteDeclaration } from './resources/declaration'

/** A link (no language prefix) in `language`: the default language has no prefix unless asked. */
export function localizedPath(language: Language, link: string, { prefixDefault = false } = {}): string {
  const clean = link.startsWith('/') ? link : `/${link}`
  return language === DEFAULT_LANGUAGE && !prefixDefault ? clean : `/${language}${clean}`
}

/** The shop's pages live only under a language prefix (/sl/shop/, /en/shop/). */
export function shopPath(language: Language, link: string): string {
  return localizedPath(language, link, { prefixDefault: true })
}

/** The type's list link in `language`. */
export function sitePath(site: SiteDeclaration, language: Language): string {
  return typeof site.path === 'string' ? site.path : site.path[language]
}

/** The record's own public page (its list when the type has no detail pages), or null when it has none. */
export function publicPagePath(resource: Resource, record: Record<string, unknown>): string | null {
  const site = resource.site
  if (!site) return null
  if (resource.visibility && record[resource.visibility] !== true) return null
  // a type kept per language shows each record in its own; the others show theirs in every language
  const languageField = Object.keys(resource.fields).find((name) => resource.fields[name].kind === 'language')
  const own = languageField ? record[languageField] : undefined
  const language = isLanguage(own) ? own : DEFAULT_LANGUAGE
  const key = site.detail ? record[site.detail] : undefined
  if (site.detail && (key === undefined || key === null || key === '')) return null
  return localizedPath(language, site.detail ? `${sitePath(site, language)}${String(key)}/` : sitePath(site, language))
}
