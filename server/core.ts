/**
 * The core of the app, in the steps app.ts runs between the features' moments (server/feature.ts):
 *
 *   createCore(config, options)   the Fastify app, the database brought in line with the declarations and the
 *                                 tables given, `app.context`, and the close hooks
 *   registerGuards(app)           error answers, security headers, input checks, the miss gate
 *   registerCallerChecks(app)     once the caller is known: each route's access, the answer cache, the actor
 *   registerBodies(app)           rate limits, form and multipart bodies, /media/
 *
 * It imports no feature: what they bring comes in as arguments (tests/unit/server-layering.test.ts).
 */
import formbody from '@fastify/formbody'
import multipart from '@fastify/multipart'
import rateLimit from '@fastify/rate-limit'
import fastifyStatic from '@fastify/static'
import Fastify, { errorCodes, type FastifyInstance, type FastifyReply } from 'fastify'
import type { Logger } from 'pino'
import { languageFromHeader } from '../shared/languages'
import { resources } from '../shared/resources'
import { RecordChanges } from './changes/record-changes'
import { openCluster, openCounters } from './cluster'
import { TableVersions } from './db/table-versions'
import { rateLimitStoreOver } from './cluster/rate-limit-store'
import { speedOff, type Config } from './config'
import { ContentEvents, type AppContext } from './context'
import { connectDatabase } from './db/connect'
import { migrate } from './db/migrate'
import type { TableSpec } from './db/table-spec'
import { registerAccessGuard } from './http/access'
import { AfterAnswer } from './http/after-answer'
import { registerErrorHandling } from './http/error-handler'
import { registerInputKeyGuard } from './http/input-keys'
import { message } from './http/messages'
import { MissGate } from './http/miss-gate'
import { registerNullCharacterGuard } from './http/null-characters'
import { listRegisteredRoutes } from './http/registered-routes'
import { registerRequestActor } from './http/request-actor'
import { BODY_LIMIT } from './http/request-input'
import { registerResponseCache, ResponseCache } from './http/response-cache'
import { registerSecurityHeaders } from './http/security-headers'
import { fastifyTrustProxy } from './http/trust-proxy'
import { systemClock, type Clock } from './lib/clock'
import { createLogger, databaseLabel, duration, fastifyLogging } from './logging'
import { refuseUnsafeMediaPaths } from './media/dot-segments'
import { MediaStore } from './media/store'
import { ensureRecordSavesTable } from './resources/record-saves'

declare module 'fastify' {
  interface FastifyInstance {
    /** Admission of answer-cache misses (server/http/miss-gate.ts); undefined when API_MISSES_IN_FLIGHT=0. */
    missGate: MissGate | undefined
  }
}

export interface CoreOptions {
  /** The server's logger (server/logging.ts), `true` for one made from the environment, or none. */
  logger?: boolean | Logger
  /** The terminal device the first account's generated password is shown on (default /dev/tty). */
  terminal?: string
  /** Where the log goes as JSON lines instead (tests read it to check that no secret is written). */
  logStream?: { write(line: string): void }
  /** What "now" is for scheduled publishing (tests move it by hand); the system's clock by default. */
  clock?: Clock
  /** The tables beside the declared types' (the features'), created first. */
  tables: readonly TableSpec[]
  /** preClose: stop waiting on outside work, before the cluster channel closes. */
  closing(): Promise<void>
  /** onClose, before the database closes. */
  stop(): Promise<void>
}

export async function createCore(config: Config, options: CoreOptions): Promise<FastifyInstance> {
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
  }) as unknown as FastifyInstance
  listRegisteredRoutes(app)

  const database = connectDatabase(config)
  const clock = options.clock ?? systemClock
  database.now = () => clock.now()
  const migrationStarted = performance.now()
  await migrate(database, resources, options.logger ? (line) => app.log.warn(line) : undefined, options.tables)
  await ensureRecordSavesTable(database)
  app.log.info(`Database: ${databaseLabel(config)}, tables migrated in ${duration(performance.now() - migrationStarted)}`)
  // Several instances on one PostgreSQL share invalidations, site builds and counters (server/cluster).
  const cluster = await openCluster(config, database, (line) => app.log.warn(line))
  // (lists' counts and anchors are then kept per version of the tables they read: server/db/table-versions.ts)
  if (cluster) database.tableVersions = new TableVersions(cluster.channel)
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
    await options.closing()
    await cluster?.close()
    // Mail being sent after an answer is finished while the database is still open.
    await context.afterAnswer.idle()
  })
  app.addHook('onClose', async () => {
    await options.stop()
    counters.close?.()
    await database.close()
  })
  return app
}

/** Before the caller is known: what every request passes, whoever sends it. */
export async function registerGuards(app: FastifyInstance) {
  const { config } = app.context
  registerErrorHandling(app)
  await registerSecurityHeaders(app, { siteUrl: config.siteUrl })
  registerNullCharacterGuard(app)
  registerInputKeyGuard(app)
  app.decorate('missGate', config.missGate.inFlight > 0 ? new MissGate(config.missGate) : undefined)
}

/** After the features identified the caller (auth's token). */
export function registerCallerChecks(app: FastifyInstance) {
  const { config, cluster } = app.context
  // Every route's `config.access`, checked against the caller.
  registerAccessGuard(app)
  // A visitor's token gets the anonymous answers, cached and gated like them.
  // (SPEED_OFF=answer-cache: one byte holds no answer; doorkeeper: none)
  const answerCache = new ResponseCache({
    maxBytes: speedOff.has('answer-cache') ? 1 : config.answerCacheBytes,
    ...(speedOff.has('doorkeeper') ? { doorkeeperKeys: 0 } : {}),
  })
  registerResponseCache(app, answerCache, cluster, app.missGate)
  registerRequestActor(app)
}

/** Request bodies and the media files, before any route. */
export async function registerBodies(app: FastifyInstance) {
  const { config, counters } = app.context
  // Off by default; routes open to anonymous writes switch it on through their config.
  await app.register(rateLimit, { global: false, store: rateLimitStoreOver(counters) })
  await app.register(formbody)
  // Fastify reads text/plain as a string by default, which no route takes (its 400 said the body was no object):
  // such a body gets DRF's 415, as any other type no route reads. Without a body the header changes nothing, as in
  // DRF, which parses only what a view reads (react-admin's simple-rest sends it on a DELETE).
  app.removeContentTypeParser('text/plain')
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) =>
    body === '' ? done(null, undefined) : done(new errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE()),
  )
  // Defaults for any multipart reader; request-input.ts narrows them per route (text parts, their size, each file field's limit).
  await app.register(multipart, { limits: { fields: 200, files: 50, parts: 300, fieldSize: 256 * 1024, fieldNameSize: 200, headerPairs: 50 } })
  refuseUnsafeMediaPaths(app)
  await app.register(fastifyStatic, { root: config.mediaDir, prefix: '/media/', maxAge: '1d', index: false })
}
