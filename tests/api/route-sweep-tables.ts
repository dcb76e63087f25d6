/**
 * What the route sweep (route-sweep.test.ts) holds every registered route to. Written by hand on
 * purpose: a route that becomes public, or a new signed-in route, fails the sweep until someone
 * decides it belongs here. When a route is added, renamed or changes its method, extend these
 * tables (nothing else in the sweep lists routes).
 */

/**
 * Every route anyone may call without an account, as `METHOD url` the way Fastify registers it.
 * A HEAD route is public exactly when its GET is listed. Anything not listed must answer 401 to
 * an anonymous caller.
 */
export const PUBLIC_ROUTES: readonly string[] = [
  // signing in and out, the API's own description
  'POST /api/v1/api-token-auth/',
  'POST /api/v1/api-token-refresh/',
  'POST /api/v1/rest-auth/logout/',
  'POST /api/v1/accounts/password-reset/',
  'POST /api/v1/accounts/password-reset/confirm/',
  // visitors' accounts: sign-up and the links mailed to them (the key in the body is the credential)
  'POST /api/v1/accounts/register/',
  'POST /api/v1/accounts/register/confirm/',
  'POST /api/v1/accounts/me/email/confirm/',
  'GET /api/v1/openapi.json',
  'GET /api/v1/docs',
  'GET /api/v1/docs/json',
  'GET /api/v1/docs/yaml',
  'GET /api/v1/docs/static/*',
  'GET /api/v1/docs/static/index.html',
  'GET /api/v1/docs/static/swagger-initializer.js',
  'GET /media/*',
  // load balancers and monitors: database reachable, publishing state (nothing secret)
  'GET /healthz',
  // the accessibility statement the site publishes (nothing but what /accessibility/ shows)
  'GET /api/v1/accessibility/statement/',
  // the public site's search: published records only (server/search, tests/api/site-search.test.ts)
  'GET /api/v1/search/',

  // forms visitors send (rate-limited)
  'POST /api/v1/accounts/clients/',
  'POST /api/v1/common/inquiry/',
  'POST /api/v1/common/send-email/',
  'POST /api/v1/orders/',
  'POST /api/v1/common/newsletter/',
  'POST /api/v1/common/newsletter/confirm/',
  'GET /api/v1/common/newsletter/confirm/:token/',
  'GET /api/v1/common/newsletter/unsubscribe/:token/',
  'POST /api/v1/common/newsletter/unsubscribe/:token/',

  // translation groups of visible records (server/translations): the site's language switch reads them
  'GET /api/v1/translations/news/links/',
  'GET /api/v1/translations/projects/links/',
  'GET /api/v1/translations/employees/links/',
  'GET /api/v1/translations/entrepreneurs/links/',

  // public reads of the content types (visible records only)
  'GET /api/v1/news/',
  'GET /api/v1/news/:id/',
  'GET /api/v1/news/latest/',
  'GET /api/v1/news/tag/:tag/',
  'GET /api/v1/news/tags/',
  'GET /api/v1/news/tags/:id/',
  'GET /api/v1/employees/',
  'GET /api/v1/employees/:id/',
  'GET /api/v1/entrepreneurs/',
  'GET /api/v1/entrepreneurs/:id/',
  'GET /api/v1/entrepreneurs/lang/:lang/',
  'GET /api/v1/incubator/',
  'GET /api/v1/incubator/:id/',
  'GET /api/v1/incubator/active/',
  'GET /api/v1/incubator/lang/:lang/',
  'GET /api/v1/events/',
  'GET /api/v1/events/:id/',
  'GET /api/v1/events/latest/',
  'GET /api/v1/events/on-key-events-full/',
  'GET /api/v1/events/last-events/',
  'GET /api/v1/events/images/main/',
  // an event's pictures, of published events only (visibleWith: 'event'): its page shows them
  'GET /api/v1/events/images/',
  'GET /api/v1/events/images/:id/',
  'GET /api/v1/events/types/',
  'GET /api/v1/events/types/:id/',
  'GET /api/v1/events/types/:id/categories/',
  'GET /api/v1/events/categories/',
  'GET /api/v1/events/categories/:id/',
  'GET /api/v1/events/categories/:id/events/',
  'GET /api/v1/projects/',
  'GET /api/v1/projects/:id/',
  'GET /api/v1/projects/project-image/current/',
  'GET /api/v1/images/',
  'GET /api/v1/images/:id/',
  'GET /api/v1/images/main/',
  'GET /api/v1/info/',
  'GET /api/v1/info/:id/',
  'GET /api/v1/info/lang/:lang/',
  'GET /api/v1/info/legacy/1/',
  // a preview link (server/preview/): the 64-hex token in the path is the credential, rate-limited
  'GET /api/v1/previews/:token/',
  'GET /api/v1/industrial_zone/',
  'GET /api/v1/industrial_zone/:id/',
  'GET /api/v1/galleries/',
  'GET /api/v1/galleries/:id/',
  'GET /api/v1/gallery-images/',
  'GET /api/v1/gallery-images/:id/',
  'GET /api/v1/products/',
  'GET /api/v1/products/:id/',
  'GET /api/v1/products/categories/',
  'GET /api/v1/products/categories/:id/',
  'GET /api/v1/empty_spaces/',
  'GET /api/v1/empty_spaces/:id/',
  'GET /api/v1/empty_spaces/latest/',
  'GET /api/v1/videos/',
  'GET /api/v1/videos/:id/',
]

/**
 * Every route for any signed-in account (staff or not), and what it reaches:
 *   'self'                the route answers about the caller only (no id)
 *   'self-with-password'  acts on the caller only, with the caller's current password: B's password
 *                         sent by A changes nothing
 *   'account'             :id is an account: user A may not reach user B's (403 or 404, nothing changed)
 *   'own-orders', 'own-sessions'  a list of the caller's own: A's holds A's and none of B's
 *   'session'             :id is a sign-in: A cannot end B's (404), B's token still works
 * Uploads are staff-only but belong to the staff account that started them: PER_STAFF_ROUTES.
 */
export const SIGNED_IN_ROUTES: Readonly<Record<string, 'self' | 'self-with-password' | 'account' | 'own-orders' | 'own-sessions' | 'session'>> = {
  'GET /api/v1/accounts/account-info/': 'self',
  'GET /api/v1/accounts/me/': 'self',
  'PATCH /api/v1/accounts/me/': 'self',
  'DELETE /api/v1/accounts/me/': 'self-with-password',
  'POST /api/v1/accounts/me/email/': 'self-with-password',
  'GET /api/v1/accounts/me/orders/': 'own-orders',
  'GET /api/v1/accounts/sessions/': 'own-sessions',
  'DELETE /api/v1/accounts/sessions/:id/': 'session',
  'GET /api/v1/accounts/users/:id/': 'account',
  'PUT /api/v1/accounts/users/:id/': 'account',
  'PATCH /api/v1/accounts/users/:id/': 'account',
  'POST /api/v1/accounts/users/:id/password_reset/': 'account',
}

/** Staff routes whose `:id` belongs to one staff account: another staff account gets 403 or 404. */
export const PER_STAFF_ROUTES: Readonly<Record<string, 'upload'>> = {
  'GET /api/v1/uploads/:id/': 'upload',
  'PUT /api/v1/uploads/:id/': 'upload',
}

/**
 * The only routes that may answer with a redirect (any other 3xx fails the sweep), each with
 * where it may send the browser. The newsletter links go when confirmation becomes a POST from the
 * page the link opens (issue 10 point 9): then remove them here.
 */
export const REDIRECTING_ROUTES: Readonly<Record<string, 'a page of the site (SITE_URL)' | 'the documentation page'>> = {
  'GET /api/v1/common/newsletter/confirm/:token/': 'a page of the site (SITE_URL)',
  'GET /api/v1/common/newsletter/unsubscribe/:token/': 'a page of the site (SITE_URL)',
  // @fastify/swagger-ui sends its static index to the documentation page itself
  'GET /api/v1/docs/static/index.html': 'the documentation page',
}

/** HEAD answers as its GET does: the tables name the GET only. */
export const asListed = (method: string, url: string) => `${method === 'HEAD' ? 'GET' : method} ${url}`

/**
 * Columns whose name looks like a secret's (password, token, key, hash...) but hold none: their
 * values may appear in answers. Every other such column's values must never appear in one.
 */
export const NOT_SECRET_COLUMNS: ReadonlySet<string> = new Set(['on_key', 'on_key_order'])

/**
 * Secrets the sweep finds today that another change is to remove, as `route: what` (the sweep's
 * own wording). Each must still be found (a fixed one fails until it is removed here); anything
 * found that is not listed fails at once.
 */
export const KNOWN_LEAKS: Readonly<Record<string, string>> = {
  // Without SMTP_URL the outbox is read by staff, and it holds the whole mail with its link.
  'GET /api/v1/mail/outbox/: the value of newsletter_subscriptions.token': 'issue 10 point 9: staff could confirm a sign-up for the subscriber',
}
