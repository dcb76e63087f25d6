/**
 * The server's features, in order: app.ts applies each moment of server/feature.ts to all of them in this order,
 * so a new feature is its folder and one line here. What the order keeps:
 *   - auth first: its `users` table is what other tables reference, its token is read before the answer cache,
 *     and its routes were always the first under /api/v1;
 *   - content (the declared types' routes), then their named actions, right after the account routes;
 *   - site before accessibility: the audit listens for the site's new builds (`onSiteLive`), and the build routes
 *     come before the accessibility ones; the site's files are the fallback, after every route;
 *   - audit before history and translations: its routes before theirs, as always (its record-change observer comes
 *     first anyway: it is set at `hooks`, theirs at `routes`, and observers run in the order they were set);
 *   - publishing, then retention: their schedules start after every route is registered, publishing first, since a
 *     change that fell due while the server was down is reported like a save;
 *   - redirects last: its words and its write rules; its lookup is the site's fallback.
 */
import { resources } from '../shared/resources'
import { accessibility } from './accessibility'
import { actions } from './actions'
import { accounts } from './accounts'
import { audit } from './audit'
import { auth } from './auth'
import { presence } from './presence'
import type { ServerFeature } from './feature'
import { history } from './history'
import { addMessages } from './http/messages'
import { uploadTables } from './media/uploads-table'
import { mail } from './mail'
import { newsletter } from './newsletter'
import { preview } from './preview'
import { privacy } from './privacy'
import { publishing } from './publishing'
import { redirectsFeature } from './redirects'
import { registerResourceRoutes } from './resources/router'
import { retention } from './retention'
import { search } from './search'
import { site } from './site'
import { translations } from './translations'

/** The declared content types' routes: the core's resource router, whose services the named actions use. */
const content: ServerFeature = { name: 'content', routes: (api) => void api.decorate('resourceServices', registerResourceRoutes(api, resources)) }

export const features: readonly ServerFeature[] = [
  auth,
  accounts,
  content,
  actions,
  mail,
  newsletter,
  site,
  accessibility,
  audit,
  history,
  translations,
  presence,
  privacy,
  search,
  preview,
  publishing,
  retention,
  redirectsFeature,
]

/**
 * The tables beside the declared types': each feature's, in the list's order, then the core's own (resumable
 * uploads); migrate() creates them before the content types' (server/db/migrate.ts).
 */
export const tablesOf = (list: readonly ServerFeature[]) => [...list.flatMap((feature) => feature.tables ?? []), ...uploadTables]

/** The default list's tables, for a command that migrates without building an app (npm run user). */
export const featureTables = tablesOf(features)

/** Adds the features' words to the message catalog: app.ts does it for an app; a command that runs without one (npm run user) itself. */
export function addFeatureMessages(list: readonly ServerFeature[] = features) {
  for (const feature of list) if (feature.messages) addMessages(feature.messages)
}
