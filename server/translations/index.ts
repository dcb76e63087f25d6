/**
 * Translations that know each other (issue 14.1): records of a `translatable` type linked as
 * translations, when each one's content last changed (recorder.ts), and the routes (routes.ts).
 *
 *   registerTranslations(api, resources)   // its routes, under /api/v1, after the history's
 */
import type { FastifyInstance } from 'fastify'
import { resources } from '../../shared/resources'
import type { Resource } from '../../shared/resources/declaration'
import type { ServerFeature } from '../feature'
import { translatableTypes } from './declared'
import { translationMessages } from './messages'
import { TRANSLATION_SCHEMAS } from './openapi'
import { recordContentChanges } from './recorder'
import { registerTranslationRoutes } from './routes'
import { translationTables } from './table'

export function registerTranslations(app: FastifyInstance, resources: readonly Resource[]) {
  recordContentChanges(app.context)
  registerTranslationRoutes(app, translatableTypes(resources))
}

export const translations: ServerFeature = {
  name: 'translations',
  tables: translationTables,
  messages: translationMessages,
  openApiSchemas: TRANSLATION_SCHEMAS,
  routes: (api) => registerTranslations(api, resources),
}
