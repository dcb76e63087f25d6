/**
 * Public paths of the site, in one place for page creation (site/build) and links (components).
 * A "link" is a path without language prefix, with leading and trailing slash:
 *
 *   localizedPath('sl', '/news/')                         -> '/news/'
 *   localizedPath('sl', '/news/', { prefixDefault: true }) -> '/sl/news/'
 *   localizedPath('en', newsLinks.page(2))                -> '/en/news/2/'
 */
import { isLanguage, LANGUAGES, type Language } from '../shared/languages'
import { localizedPath, shopPath } from '../shared/public-page'

export { localizedPath, shopPath }

export const HOME_LINK = '/'

export const newsLinks = {
  /** Page 1 of the list is /news/, page n is /news/n/. */
  page: (page = 1) => (page <= 1 ? '/news/' : `/news/${page}/`),
  tag: (tagSlug: string, page = 1) => `/news/tag/${tagSlug}/${page <= 1 ? '' : `${page}/`}`,
  detail: (slug: string) => `/news/${slug}/`,
}

/** The not-found pages the server answers with: /404.html, and /en/404.html for paths under /en/. */
export function notFoundPath(language: Language): string {
  return localizedPath(language, '/404.html')
}

/**
 * The language of a not-found page shown at `pathname`: the browser renders every unknown path with
 * /404.html's data (the English page has no match path), so the prefix decides; `fallback` is the
 * page's own language (server rendering, where the pathname is the page's own path).
 */
export function notFoundLanguage(pathname: string, fallback: Language): Language {
  const prefix = /^\/([a-z]{2})(?:\/|$)/.exec(pathname)?.[1]
  return (LANGUAGES as readonly string[]).includes(prefix ?? '') ? (prefix as Language) : fallback
}

/**
 * Why nothing is at `pathname` (spec section 8 words them differently): 'language' when it starts
 * with a language code the site does not have (/de/news/: 'This page could not be found.'), else
 * 'route' ('This page could not be found'). No page of the site starts with a two-letter segment.
 */
export function notFoundReason(pathname: string): 'language' | 'route' {
  const first = /^\/([^/]+)/.exec(pathname)?.[1] ?? ''
  return /^[a-z]{2}(?:-[a-z]{2})?$/i.test(first) && !isLanguage(first.toLowerCase()) ? 'language' : 'route'
}

/**
 * The menu's and footer's addresses (links without language prefix). A declared type's list is where
 * its `site.path` says (tests/unit/site-paths.test.ts holds them together); they are written out here
 * so the browser bundle of every page does not carry the declarations.
 */
export const LINKS = {
  about: '/about/',
  employees: '/employees/',
  emptySpaces: '/empty-spaces/',
  entrepreneurs: '/entrepreneurs/',
  events: '/events/',
  gallery: '/gallery/',
  incubator: '/incubator/',
  information: '/information/',
  login: '/login/',
  register: '/register/',
  registerConfirm: '/register/confirm/',
  forgotPassword: '/forgot-password/',
  passwordReset: '/password-reset/',
  account: '/account/',
  accountEmail: '/account/email/',
  projects: '/projects/',
  terms: '/terms/',
  video: '/video/',
  cookies: '/cookies/',
  accessibility: '/accessibility/',
  search: '/search/',
} as const

/** A record's page under its section: /events/open-day/, /empty-spaces/6/. */
export const detailLink = (section: 'employees' | 'emptySpaces' | 'events' | 'projects', key: string | number) => `${LINKS[section]}${key}/`

/**
 * The shop lives only under a language prefix (/sl/shop/, /en/shop/). The spec's product route has an
 * optional id: without one (/shop/{category}/product/) it is the category's list.
 */
export const shopLinks = {
  home: '/shop/',
  cart: '/shop/cart/',
  category: (slug: string) => `/shop/${slug}/`,
  product: (categorySlug: string, id?: number) => `/shop/${categorySlug}/product/${id === undefined ? '' : `${id}/`}`,
}
