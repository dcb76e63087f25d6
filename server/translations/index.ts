/**
 * Translations that know each other (issue 14.1): records of a `translatable` type linked as
 * translations, when each one's content last changed (recorder.ts), and the routes (routes.ts).
 *
 *   registerTranslations(api, resources)   // in app.ts, under /api/v1, after registerHistory
 */
import type { FastifyInstance } from 'fastify'
import type { Resource } from '../../shared/resources/declaration'
import { translatableTypes } from './declared'
import { recordContentChanges } from './recorder'
import { registerTranslationRoutes } from './routes'

export function registerTranslations(app: FastifyInstance, resources: readonly Resource[]) {
  recordContentChanges(app.context)
  registerTranslationRoutes(app, translatableTypes(resources))
}
