/** Business constants and limits of spec section 9, in one place for server, admin and site. */
export const STORAGE_KEYS = {
  language: 'language',
  cookieConsent: 'cookie-consent',
} as const

/** The auth storage prefixes: the token lives under `auth._token.local`, the refresh token under `auth._refresh_token.local`. */
export const AUTH_STORAGE = {
  prefix: 'auth.',
  tokenPrefix: '_token.',
  refreshTokenPrefix: '_refresh_token.',
  strategy: 'local',
  cookiePath: '/',
} as const

export const AUTHORIZATION_PREFIX = 'Token'

export const MOBILE_MENU_BREAKPOINT_PX = 991

export const FOOTER_HOURS = {
  weekdays: { from: '7:00', to: '15:00' },
  weekend: 'closed',
} as const

export const HOME_FALLBACK_NEWS_COUNT = 3
export const NEWS_PAGE_SIZE = 6
export const LATEST_PROJECTS_COUNT = 4
export const RECENT_HIRES_COUNT = 5
export const TEXT_ELLIPSIS_LENGTH = 10
export const MAX_DATE = '9999-12-31'
/** RFC 5321's path limit: the longest e-mail address a form or the privacy calls take. */
export const ADDRESS_MAX = 254
export const MIN_DATE = '0001-01-01'
export const PAGE_LOAD_THROTTLE_MS = 200
export const CHUNK_RELOAD_GUARD_MS = 60_000

/** The spec's sample events date, used by the demo content. */
export const SAMPLE_EVENT_DATE = '2025-09-13'

export const API_BASE_PATH = '/api/v1'
/** No page may ask for more than this many rows at once. */
export const MAX_PAGE_SIZE = 100

/** Characters of the public search's `q` (GET search/): a 400 past it. */
export const MAX_SEARCH_QUERY_LENGTH = 200
