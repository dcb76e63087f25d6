/**
 * The application factory, used by `npm start` and by the tests:
 *
 *   const app = await buildApp(loadConfig(process.env, { dataDir: tmp }))
 *   await app.inject({ method: 'GET', url: '/api/v1/news/' })
 *
 * It builds the core (the Fastify app, its guards, the database and its migration, the answer cache, OpenAPI) and
 * applies the features of server/features.ts at each moment server/feature.ts names, in the list's order.
 */
import formbody from '@fastify/formbody'
import multipart from '@fastify/multipart'
import rateLimit from '@fastify/rate-limit'
import fastifyStatic from '@fastify/static'
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify'
import type { Logger } from 'pino'
import { API_BASE_PATH } from '../shared/constants'
import { languageFromHeader } from '../shared/languages'
import { resources } from '../shared/resources'
import { RecordChanges } from './changes/record-changes'
import { openCluster, openCounters } from './cluster'
import { rateLimitStoreOver } from './cluster/rate-limit-store'
import type { Config } from './config'
import { ContentEvents, type AppContext } from './context'
import { connectDatabase } from './db/connect'
import { migrate } from './db/migrate'
import type { ServerFeature } from './feature'
import { addFeatureMessages, features as defaultFeatures, featureTables } from './features'
import { registerAccessGuard } from './http/access'
import { AfterAnswer } from './http/after-answer'
import { registerErrorHandling } from './http/error-handler'
import { registerHealthCheck } from './http/health'
import { registerInputKeyGuard } from './http/input-keys'
import { message } from './http/messages'
import { registerMethodNotAllowed } from './http/method-not-allowed'
import { MissGate } from './http/miss-gate'
import { registerNullCharacterGuard } from './http/null-characters'
import { listRegisteredRoutes } from './http/registered-routes'
import { BODY_LIMIT } from './http/request-input'
import { registerRequestActor } from './http/request-actor'
import { registerResponseCache, ResponseCache } from './http/response-cache'
import { registerSecurityHeaders } from './http/security-headers'
import { fastifyTrustProxy } from './http/trust-proxy'
import { systemClock, type Clock } from './lib/clock'
import { createLogger, databaseLabel, duration, fastifyLogging } from './logging'
import { refuseUnsafeMediaPaths } from './media/dot-segments'
import { MediaStore } from './media/store'
import { registerOpenApi } from './openapi'
import { ensureRecordSavesTable } from './resources/record-saves'
import { addServiceRules } from './resources/service-rules'
import type { PublishingScheduler } from './publishing/scheduler'
import type { RetentionScheduler } from './retention/scheduler'

export type { RegisteredRoute } from './http/registered-routes'

export interface BuiltApp extends FastifyInstance {
  /** Publish and unpublish times (server/publishing/scheduler.ts). */
  publishingSchedule: PublishingScheduler
  /** The retention purge's schedule (server/retention/scheduler.ts). */
  retentionPurge: RetentionScheduler
  /** Admission of answer-cache misses (server/http/miss-gate.ts); undefined when API_MISSES_IN_FLIGHT=0. */
  missGate: MissGate | undefined
}

export interface BuildOptions {
  /** The server's logger (server/logging.ts), `true` for one made from the environment, or none. */
  logger?: boolean | Logger
  /** The terminal device the first account's generated password is shown on (default /dev/tty). */
  terminal?: string
  /** Where the log goes as JSON lines instead (tests read it to check that no secret is written). */
  logStream?: { write(line: string): void }
  /** What "now" is for scheduled publishing (tests move it by hand); the system's clock by default. */
  clock?: Clock
  /** The features to apply (server/features.ts by default). */
  features?: readonly ServerFeature[]
}

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<BuiltApp> {
  const features = options.features ?? defaultFeatures
  /** Runs one moment of every feature, in the list's order. */
  const each = async (run: (feature: ServerFeature) => unknown) => {
    for (const feature of features) await run(feature)
  }
  addFeatureMessages(features)
  for (const feature of features) if (feature.serviceRules) addServiceRules(feature.serviceRules)
  const logger =
    options.logger && options.logStream
      ? createLogger({ stream: options.logStream as NodeJS.WritableStream, env: { ...process.env, LOG_FORMAT: 'json' } })
      : options.logger
  const app = Fastify({
    ...fastifyLogging(logger),
    bodyLimit: BODY_LIMIT,
    // JSON keys `__proto__` and `constructor.prototype` are refused by the parser (400); other spellings by input-keys.ts.
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 1000 },
    // Malformed URLs (bad percent-encoding) get the same {detail} shape as every other error.
    frameworkErrors: (error, request, reply) => {
      const detail = message(languageFromHeader(request.headers['accept-language']), 'parseError', { reason: error.message })
      void (reply as unknown as FastifyReply).code(400).send({ detail })
    },
    // Off unless TRUST_PROXY says which proxies to believe: X-Forwarded-For is otherwise anyone's to write.
    trustProxy: fastifyTrustProxy(config.trustProxy),
  }) as unknown as BuiltApp
  listRegisteredRoutes(app)

  const database = connectDatabase(config)
  const clock = options.clock ?? systemClock
  database.now = () => clock.now()
  const migrationStarted = performance.now()
  await migrate(database, resources, options.logger ? (line) => app.log.warn(line) : undefined, featureTables)
  await ensureRecordSavesTable(database)
  app.log.info(`Database: ${databaseLabel(config)}, tables migrated in ${duration(performance.now() - migrationStarted)}`)
  // Several instances on one PostgreSQL share invalidations, site builds and counters (server/cluster).
  const cluster = await openCluster(config, database, (line) => app.log.warn(line))
  const counters = await openCounters(database)
  const context: AppContext = {
    config,
    database,
    media: new MediaStore(config.mediaDir),
    events: new ContentEvents(),
    changes: new RecordChanges(),
    counters,
    cluster,
    afterAnswer: new AfterAnswer(),
    clock,
    terminal: options.terminal,
  }
  app.decorate('context', context)
  // Before onClose: a build waiting for another instance's lock gives up instead of holding the shutdown.
  app.addHook('preClose', async () => {
    await each((feature) => feature.closing?.(app))
    await cluster?.close()
    // Mail being sent after an answer is finished while the database is still open.
    await context.afterAnswer.idle()
  })
  app.addHook('onClose', async () => {
    await each((feature) => feature.stop?.(app))
    counters.close?.()
    await database.close()
  })
  await each((feature) => feature.setup?.(app))

  registerErrorHandling(app)
  await registerSecurityHeaders(app, { siteUrl: config.siteUrl })
  registerNullCharacterGuard(app)
  registerInputKeyGuard(app)
  const missGate = config.missGate.inFlight > 0 ? new MissGate(config.missGate) : undefined
  app.decorate('missGate', missGate)
  await each((feature) => feature.identify?.(app))
  // Every route's `config.access`, checked against the caller the features identified.
  registerAccessGuard(app)
  // After the caller is known: a visitor's token gets the anonymous answers, cached and gated like them.
  registerResponseCache(app, new ResponseCache({ maxBytes: config.answerCacheBytes }), cluster, missGate)
  registerRequestActor(app)
  await each((feature) => feature.hooks?.(app))
  // Off by default; routes open to anonymous writes switch it on through their config.
  await app.register(rateLimit, { global: false, store: rateLimitStoreOver(counters) })
  await app.register(formbody)
  // Defaults for any multipart reader; request-input.ts narrows them per route (text parts, their size, each file field's limit).
  await app.register(multipart, { limits: { fields: 200, files: 50, parts: 300, fieldSize: 256 * 1024, fieldNameSize: 200, headerPairs: 50 } })
  refuseUnsafeMediaPaths(app)
  await app.register(fastifyStatic, { root: config.mediaDir, prefix: '/media/', maxAge: '1d', index: false })
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
