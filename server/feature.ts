/**
 * What a server feature brings, as one object its folder's index.ts exports; server/features.ts lists them in
 * order and app.ts applies each part at its moment. The core (http/, db/, resources/, openapi/, ...) imports no
 * feature: it takes these contributions as arguments. Every part is optional:
 *
 *   export const history: ServerFeature = {
 *     name: 'history',
 *     tables: revisionTables,
 *     openApiSchemas: HISTORY_SCHEMAS,
 *     routes: (api) => registerHistory(api, resources),
 *   }
 *
 * A feature object serves every app the process builds (the tests build many): what one app holds (a service,
 * a timer) is decorated on that app, never kept in the object or its module.
 *
 * The moments, in the order app.ts reaches them (the order of the list decides within one moment):
 *   tables, messages, openApiSchemas, serviceRules  data: migrated before anything starts, added to the catalogs;
 *   setup       the database is migrated and `app.context` is set: make the feature's services, decorate the app;
 *   identify    request hooks that say who is calling, before the answer cache (the token);
 *   hooks       request hooks after the answer cache and the request's actor (the audit log);
 *   routes      routes under /api/v1 (`api` is that prefix's instance);
 *   pages       routes outside /api/v1, after the API's (previews);
 *   start       every route is registered: scheduled work begins (publishing, retention);
 *   health      what GET /healthz reports beside the database;
 *   fallback    the very last handlers: the public site's files and the not-found answer;
 *   closing     the server is closing (preClose): stop waiting on outside work, before the cluster channel closes;
 *   stop        onClose, before the database closes.
 */
import type { FastifyInstance } from 'fastify'
import type { TableSpec } from './db/table-spec'
import type { MessageCatalog } from './http/messages'
import type { OpenApiSchemas } from './openapi'
import type { ServiceRules } from './resources/service-hooks'

type Step = void | Promise<void>

export interface ServerFeature {
  /** One word: the folder's name, for the README's list and error messages. */
  name: string
  /** Tables it keeps, in creation order (a reference's target first). */
  tables?: readonly TableSpec[]
  /** Its answers' words in both languages (keys typed by a `FeatureMessageKeys` augmentation, http/messages.ts). */
  messages?: MessageCatalog
  /** Documentation of its routes, keyed `METHOD path` under /api/v1. */
  openApiSchemas?: OpenApiSchemas
  /** Rules the writes of a declared type follow wherever they come from, by type name (resources/service-rules.ts). */
  serviceRules?: ServiceRules
  setup?(app: FastifyInstance): Step
  identify?(app: FastifyInstance): Step
  hooks?(app: FastifyInstance): Step
  routes?(api: FastifyInstance): Step
  pages?(app: FastifyInstance): Step
  start?(app: FastifyInstance): Step
  health?(app: FastifyInstance): Record<string, unknown>
  fallback?(app: FastifyInstance): Step
  closing?(app: FastifyInstance): Step
  stop?(app: FastifyInstance): Step
}
