/**
 * Redirects of the public site (shared/resources/redirects.ts): the 301s a moved page leaves
 * (slug-redirects.ts), and the lookup the static site asks for an address it does not have.
 *
 *   const redirectFor = registerRedirects(app.context)       // server/site/index.ts, last of all
 *   await redirectFor('/news/old-name/')  -> '/news/new-name/' | null
 */
import type { AppContext } from '../context'
import { REDIRECT_PATH_MAX, redirects } from '../../shared/resources/redirects'
import type { ServerFeature } from '../feature'
import { redirectMessages } from './messages'
import { decodeSafely, locationOf } from './redirect-paths'
import { redirectServiceRules } from './redirect-rules'
import { recordSlugRedirects } from './slug-redirects'

export type RedirectLookup = (pathname: string) => Promise<string | null>

export function registerRedirects(context: AppContext): RedirectLookup {
  recordSlugRedirects(context)
  return async (pathname) => {
    const path = decodeSafely(pathname)
    if (path.length > REDIRECT_PATH_MAX) return null
    // Slovenian pages are at /x/ and /sl/x/; a redirect is kept for the first: both are followed.
    const candidates = [path, ...(path.startsWith('/sl/') ? [path.slice(3)] : [])]
    const row = await context.database.db.selectFrom(redirects.name).select('to_path').where('from_path', 'in', candidates).executeTakeFirst()
    return row ? locationOf(String(row.to_path)) : null
  }
}

/** Its lookup is the site feature's (static-files.ts asks it for an address the site does not have). */
export const redirectsFeature: ServerFeature = { name: 'redirects', messages: redirectMessages, serviceRules: redirectServiceRules }
