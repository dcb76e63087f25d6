/**
 * The application factory, used by `npm start` and by the tests:
 *
 *   const app = await buildApp(loadConfig(process.env, { dataDir: tmp }))
 *   await app.inject({ method: 'GET', url: '/api/v1/news/' })
 *
 * It builds the core (the Fastify app, its guards, the database and its migration, the answer cache, OpenAPI) and
 * applies the features of server/features.ts at each moment server/feature.ts names, in the list's order.
 */
import { API_BASE_PATH } from '../shared/constants'
import type { Config } from './config'
import { createCore, registerBodies, registerCallerChecks, registerGuards, type CoreOptions } from './core'
import type { ServerFeature } from './feature'
import { addFeatureMessages, features as defaultFeatures, tablesOf } from './features'
import { registerHealthCheck } from './http/health'
import { registerMethodNotAllowed } from './http/method-not-allowed'
import { registerOpenApi } from './openapi'
import type { PublishingScheduler } from './publishing/scheduler'
import { addServiceRules } from './resources/service-rules'
import type { RetentionScheduler } from './retention/scheduler'
import type { FastifyInstance } from 'fastify'

export type { RegisteredRoute } from './http/registered-routes'

export interface BuiltApp extends FastifyInstance {
  /** Publish and unpublish times (server/publishing/scheduler.ts). */
  publishingSchedule: PublishingScheduler
  /** The retention purge's schedule (server/retention/scheduler.ts). */
  retentionPurge: RetentionScheduler
}

export interface BuildOptions extends Omit<CoreOptions, 'tables' | 'closing' | 'stop'> {
  /** The features to apply (server/features.ts by default). */
  features?: readonly ServerFeature[]
}

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<BuiltApp> {
  const features = options.features ?? defaultFeatures
  /** Runs one moment of every feature, in the list's order. */
  const each = async (moment: (feature: ServerFeature) => unknown) => {
    for (const feature of features) await moment(feature)
  }
  addFeatureMessages(features)
  for (const feature of features) if (feature.serviceRules) addServiceRules(feature.serviceRules)
  const app = (await createCore(config, {
    ...options,
    tables: tablesOf(features),
    closing: () => each((feature) => feature.closing?.(app)),
    stop: () => each((feature) => feature.stop?.(app)),
  })) as BuiltApp
  await each((feature) => feature.setup?.(app))
  await registerGuards(app)
  await each((feature) => feature.identify?.(app))
  registerCallerChecks(app)
  await each((feature) => feature.hooks?.(app))
  await registerBodies(app)
  // Before the routes: it documents every route registered after it (GET /api/v1/openapi.json, /api/v1/docs/).
  await registerOpenApi(
    app,
    features.flatMap((feature) => (feature.openApiSchemas ? [feature.openApiSchemas] : [])),
  )
  await app.register((api) => each((feature) => feature.routes?.(api)), { prefix: API_BASE_PATH })
  await each((feature) => feature.pages?.(app))
  // Last of the work: what fell due while the server was down is reported like a save, to routes all registered.
  await each((feature) => feature.start?.(app))
  registerHealthCheck(
    app,
    features.flatMap((feature) => (feature.health ? [() => feature.health?.(app) ?? {}] : [])),
  )
  registerMethodNotAllowed(app, app.registeredRoutes)
  await each((feature) => feature.fallback?.(app))
  return app
}
