/**
 * The application factory, used by `npm start` and by the tests:
 *
 *   const app = await buildApp(loadConfig(process.env, { dataDir: tmp }))
 *   await app.inject({ method: 'GET', url: '/api/v1/news/' })
 *
 * It opens the database, brings the tables in line with the declarations, and mounts
 * /api/v1 (auth, every declared resource, named actions, publishing), /media and the sites.
 */
import { fastifyTrustProxy } from './http/trust-proxy'
import path from 'node:path'
import formbody from '@fastify/formbody'
import multipart from '@fastify/multipart'
import rateLimit from '@fastify/rate-limit'
import fastifyStatic from '@fastify/static'
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify'
import type { Logger } from 'pino'
import { API_BASE_PATH } from '../shared/constants'
import { resources } from '../shared/resources'
import { Accounts } from './auth/accounts'
import { ensureFirstStaffAccount } from './auth/first-account'
import { registerTokenAuth, scopeOf } from './auth/plugin'
import { fillSignInNames } from './auth/sign-in-names'
import { RecordChanges } from './changes/record-changes'
import { auditRoutes, registerAuditLog } from './audit'
import { registerPresenceRoutes } from './concurrency/presence-routes'
import { ensureConcurrencyTables } from './concurrency/tables'
import { registerRequestActor } from './http/request-actor'
import { registerHistory } from './history'
import { registerTranslations } from './translations'
import { authRoutes } from './auth/routes'
import { openCluster, openCounters, shareSiteBuilds } from './cluster'
import { rateLimitStoreOver } from './cluster/rate-limit-store'
import { speedOff, type Config } from './config'
import { ContentEvents, type AppContext } from './context'
import { connectDatabase } from './db/connect'
import { createLogger, databaseLabel, duration, fastifyLogging } from './logging'
import { migrate } from './db/migrate'
import { registerOpenApi } from './openapi'
import { languageFromHeader } from '../shared/languages'
import { registerErrorHandling } from './http/error-handler'
import { message } from './http/messages'
import { registerMethodNotAllowed } from './http/method-not-allowed'
import { registerHealthCheck } from './http/health'
import { registerPreviews } from './preview'
import { registerInputKeyGuard } from './http/input-keys'
import { registerNullCharacterGuard } from './http/null-characters'
import { BODY_LIMIT } from './http/request-input'
import { registerResponseCache, ResponseCache } from './http/response-cache'
import { MissGate } from './http/miss-gate'
import { registerSecurityHeaders } from './http/security-headers'
import { refuseUnsafeMediaPaths } from './media/dot-segments'
import { MediaStore } from './media/store'
import { registerActions } from './resources/actions'
import { registerResourceRoutes } from './resources/router'
import { AccessibilityAuditor, auditSettings } from './accessibility/auditor'
import { registerAccessibilityRoutes } from './accessibility/routes'
import { registerSearchRoutes } from './search/routes'
import { registerBuildRoutes } from './site/build-routes'
import { SitePublisher } from './site/publisher'
import { queueSiteBuildsOnChange } from './site/site-change-header'
import { registerRedirects } from './redirects'
import { registerStaticFiles } from './site/static-files'
import { systemClock, type Clock } from './publishing/clock'
import { PublishingScheduler } from './publishing/scheduler'
import { privacyRoutes } from './privacy/routes'
import { RetentionScheduler } from './retention/scheduler'
import { AfterAnswer } from './http/after-answer'

export interface RegisteredRoute {
  method: string
  url: string
  access?: string
  /** The scope staff callers need (undefined: none beyond being staff). */
  scope?: string
  /** The content type or service the route serves. */
  resource?: string
}

export interface BuiltApp extends FastifyInstance {
  publisher: SitePublisher
  /** Publish and unpublish times (server/publishing/scheduler.ts). */
  publishingSchedule: PublishingScheduler
  /** The retention purge's schedule (server/retention/scheduler.ts). */
  retentionPurge: RetentionScheduler
  /** Every route as registered, with the access it declares (the route sweep test reads these). */
  registeredRoutes: RegisteredRoute[]
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
}

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<BuiltApp> {
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
  const registeredRoutes: RegisteredRoute[] = []
  app.decorate('registeredRoutes', registeredRoutes)
  app.addHook('onRoute', (route) => {
    if (route.config?.methodNotAllowed) return
    for (const method of ([] as string[]).concat(route.method)) {
      const config = (route.config ?? {}) as { access?: string; resource?: string; scope?: string | null }
      registeredRoutes.push({ method, url: route.url, access: config.access, scope: scopeOf(config), resource: config.resource })
    }
  })

  const database = connectDatabase(config)
  const clock = options.clock ?? systemClock
  database.now = () => clock.now()
  const migrationStarted = performance.now()
  await migrate(database, resources, options.logger ? (line) => app.log.warn(line) : undefined)
  await ensureConcurrencyTables(database)
  for (const clash of await fillSignInNames(database.db))
    app.log.warn(
      `Accounts: '${clash.username}' (id ${clash.id}) signs in with '${clash.name}', which account id ${clash.heldBy} holds; rename one of them (Team).`,
    )
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
  }
  app.decorate('context', context)
  // Before onClose: a build waiting for another instance's lock gives up instead of holding the shutdown.
  app.addHook('preClose', async () => {
    // Before the server stops listening: the audit's browser holds keep-alive connections to it, which a close
    // would otherwise wait for.
    auditor.abort()
    await cluster?.close()
    // Mail being sent after an answer is finished while the database is still open.
    await context.afterAnswer.idle()
  })
  app.addHook('onClose', async () => {
    await app.publisher.close()
    await auditor.close()
    counters.close?.()
    await database.close()
  })

  const auditor = new AccessibilityAuditor(
    database,
    auditSettings(process.env, `http://127.0.0.1:${config.port}`),
    (line) => app.log.warn(line),
    () => app.answerCache.invalidate(),
  )
  const publisher = new SitePublisher({
    repoRoot: config.repoRoot,
    siteDir: path.join(config.dataDir, 'site'),
    apiUrl: `http://127.0.0.1:${config.port}${API_BASE_PATH}`,
    siteUrl: config.siteUrl,
    debounceMs: config.siteBuildDebounceMs,
    log: (line) => app.log.warn(line),
    runExclusive: (build: () => Promise<void>): Promise<void> => siteBuildsInTurn(build),
    afterLive: (liveDir) => auditor.queue(liveDir),
  })
  const siteBuildsInTurn = cluster ? shareSiteBuilds(cluster, publisher) : (build: () => Promise<void>) => build()
  app.decorate('publisher', publisher)
  if (config.siteBuildEnabled) queueSiteBuildsOnChange(app, { routes: registeredRoutes, resources, queue: () => publisher.queue() })

  registerErrorHandling(app)
  await registerSecurityHeaders(app, { siteUrl: config.siteUrl })
  registerNullCharacterGuard(app)
  registerInputKeyGuard(app)
  const missGate = config.missGate.inFlight > 0 ? new MissGate(config.missGate) : undefined
  app.decorate('missGate', missGate)
  const accounts = new Accounts(database, config.sessions)
  await ensureFirstStaffAccount(accounts, config, (line) => console.log(line), options.terminal)
  registerTokenAuth(app, accounts)
  // After the token is read: a visitor's token gets the anonymous answers, cached and gated like them.
  // (SPEED_OFF=answer-cache: one byte holds no answer; doorkeeper: none)
  const answerCache = new ResponseCache({
    maxBytes: speedOff.has('answer-cache') ? 1 : config.answerCacheBytes,
    ...(speedOff.has('doorkeeper') ? { doorkeeperKeys: 0 } : {}),
  })
  registerResponseCache(app, answerCache, cluster, missGate)
  registerRequestActor(app)
  registerAuditLog(app)
  // Off by default; routes open to anonymous writes switch it on through their config.
  await app.register(rateLimit, { global: false, store: rateLimitStoreOver(counters) })
  await app.register(formbody)
  // Defaults for any multipart reader; request-input.ts narrows them per route (text parts, their size, each file field's limit).
  await app.register(multipart, { limits: { fields: 200, files: 50, parts: 300, fieldSize: 256 * 1024, fieldNameSize: 200, headerPairs: 50 } })
  refuseUnsafeMediaPaths(app)
  await app.register(fastifyStatic, { root: config.mediaDir, prefix: '/media/', maxAge: '1d', index: false })
  // Before the routes: it documents every route registered after it (GET /api/v1/openapi.json, /api/v1/docs/).
  await registerOpenApi(app)

  await app.register(
    async (api) => {
      await authRoutes(api)
      const services = registerResourceRoutes(api, resources)
      registerActions(api, services)
      registerBuildRoutes(api, publisher)
      registerAccessibilityRoutes(api, auditor, () => config.siteBuildEnabled && publisher.queue())
      await auditRoutes(api)
      registerHistory(api, resources)
      registerTranslations(api, resources)
      registerPresenceRoutes(api)
      await privacyRoutes(api)
      registerSearchRoutes(api)
    },
    { prefix: API_BASE_PATH },
  )
  await registerPreviews(app)
  const schedule = new PublishingScheduler({
    database,
    clock,
    resources,
    changed: (name) => context.events.changed(name),
    invalidate: () => app.answerCache.invalidate(),
    log: (line) => app.log.warn(line),
  })
  app.decorate('publishingSchedule', schedule)
  context.events.onChange((name) => {
    if (schedule.follows(name)) void schedule.reschedule()
  })
  cluster?.channel.onMessage((message) => {
    if (message.kind === 'content' && schedule.follows(message.name)) void schedule.reschedule()
  })
  app.addHook('preClose', async () => schedule.close())
  // Last: a change that fell due while the server was down is reported like a save, to routes all registered.
  await schedule.start()
  // The retention purge (server/retention): once a day for the whole cluster; a first look five minutes after the start.
  const purge = new RetentionScheduler({
    database,
    clock,
    periods: config.retention,
    everyMs: config.purgeEveryMs,
    backupsDir: path.join(config.dataDir, 'backups'),
    log: (line) => app.log.warn(line),
  })
  app.decorate('retentionPurge', purge)
  app.addHook('preClose', () => purge.close())
  await purge.start()
  registerHealthCheck(app, publisher)
  registerMethodNotAllowed(app, registeredRoutes)
  registerStaticFiles(app, publisher, path.join(config.repoRoot, 'admin', 'dist'), registerRedirects(context))
  return app
}
