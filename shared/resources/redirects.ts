import { defineResource } from './define'
import { text } from './fields'

/** Longest path a redirect may hold (a slug is at most 220 characters; a path adds the list and language). */
export const REDIRECT_PATH_MAX = 500
/** Redirects kept at most: every lookup of an unknown address reads this table. */
export const REDIRECTS_MAX = 10_000

/**
 * Permanent redirects (301) of the public site: an address that moved. Made by the server when a
 * record's URL name (slug) changes (server/redirects/slug-redirects.ts) and managed by staff here;
 * answered where the site's static pages are (server/site/static-files.ts) for addresses the site
 * does not have. Both paths are site-local (`/news/old/`), checked by server/redirects/redirect-rules.ts.
 */
export const redirects = defineResource({
  name: 'redirects',
  label: { sl: 'Preusmeritve', en: 'Redirects' },
  labelSingular: { sl: 'Preusmeritev', en: 'Redirect' },
  icon: 'AltRoute',
  adminPath: 'redirects',
  menuOrder: 900,
  fields: {
    from_path: text({
      label: { sl: 'Stari naslov', en: 'From' },
      required: true,
      unique: true,
      maxLength: REDIRECT_PATH_MAX,
      format: 'path',
      help: { sl: 'Pot na tej strani, npr. /novice/stari-naslov/', en: 'A path on this site, e.g. /en/news/old-name/' },
    }),
    to_path: text({
      label: { sl: 'Novi naslov', en: 'To' },
      required: true,
      maxLength: REDIRECT_PATH_MAX,
      format: 'path',
      help: { sl: 'Pot na tej strani, kamor vodi stari naslov', en: 'The path on this site the old address leads to' },
    }),
  },
  recordTitle: 'from_path',
  endpoints: { staff: 'redirects/admin/' },
  filters: { from_path: 'from_path', to_path: 'to_path' },
  ordering: ['from_path', 'to_path', 'created_at', 'id'],
  defaultOrdering: '-created_at',
  search: ['from_path', 'to_path'],
  pageSize: 25,
  listColumns: ['from_path', 'to_path', 'created_at'],
})
