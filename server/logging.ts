/**
 * The server's one logger (pino), shared by the start-up steps and Fastify:
 *
 *   const log = createLogger()            // from LOG_LEVEL / LOG_FORMAT and whether stdout is a terminal
 *   log.info('Back office: built in 12.3 s')
 *   await buildApp(config, { logger: log })
 *
 * On a terminal the lines are pretty (pino-pretty: time, level, message); anywhere else (a pipe,
 * journald, docker) they are JSON, one object a line, for a log collector. LOG_FORMAT=pretty|json
 * overrides the guess. Headers and bodies are never logged; fields that may hold a secret are
 * replaced (see REDACTED_PATHS and server/http/request-log.ts for URLs).
 */
import pino, { type DestinationStream, type Logger } from 'pino'
import type PinoPretty from 'pino-pretty'
import { RequestLogController, requestForLog } from './http/request-log'

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const
export type LogLevel = (typeof LOG_LEVELS)[number]
export type LogFormat = 'pretty' | 'json'

/** Belt and braces: no code logs these, but if a log call ever passes one, its value is hidden. */
const REDACTED_PATHS = [
  'password',
  '*.password',
  'token',
  '*.token',
  'key',
  '*.key',
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
]

/** LOG_LEVEL, `info` when unset; anything else is refused at start (a typo would otherwise log nothing). */
export function logLevelFrom(value: string | undefined): LogLevel {
  const level = (value ?? '').trim().toLowerCase() || 'info'
  if (!(LOG_LEVELS as readonly string[]).includes(level)) throw new Error(`LOG_LEVEL=${value}: use one of ${LOG_LEVELS.join(', ')}`)
  return level as LogLevel
}

export function logFormatFrom(value: string | undefined, isTerminal: boolean): LogFormat {
  const format = (value ?? '').trim().toLowerCase()
  if (format === 'pretty' || format === 'json') return format
  if (format) throw new Error(`LOG_FORMAT=${value}: use pretty or json (default: pretty on a terminal, json otherwise)`)
  return isTerminal ? 'pretty' : 'json'
}

export interface LoggerOptions {
  env?: NodeJS.ProcessEnv
  /** Where the lines go (default: stdout); its `isTTY` picks the format. */
  stream?: NodeJS.WritableStream & { isTTY?: boolean }
}

export function createLogger({ env = process.env, stream = process.stdout }: LoggerOptions = {}): Logger {
  const level = logLevelFrom(env.LOG_LEVEL)
  const format = logFormatFrom(env.LOG_FORMAT, Boolean(stream.isTTY))
  const options = {
    level,
    redact: { paths: REDACTED_PATHS, censor: '[hidden]' },
    // Fastify's own serializer would log the raw URL; this one masks secrets in it (any `req` logged, by anyone).
    serializers: { req: requestForLog },
  }
  // Synchronous writes: the lines of a start that fails, or of a SIGTERM, are all out before the process exits.
  const destination: DestinationStream = stream === process.stdout ? pino.destination({ dest: 1, sync: true }) : (stream as DestinationStream)
  if (format === 'json') return pino(options, destination)
  // Loaded only for pretty lines (about 9 MB resident): a production server logs JSON.
  const pretty: typeof PinoPretty = require('pino-pretty')
  return pino(
    options,
    pretty({
      destination: stream === process.stdout ? 1 : stream,
      sync: true,
      colorize: Boolean(stream.isTTY),
      translateTime: 'SYS:HH:MM:ss',
      // The message says it all (requests: "GET /api/v1/news/ 200 3.1 ms"); errors still show their stack.
      ignore: 'pid,hostname,reqId,req,res,responseTime,step,ms,current,total',
    }),
  )
}

/** 1234 -> "1.2 s", 85 -> "85 ms": durations for people reading the log. */
export function duration(milliseconds: number): string {
  return milliseconds < 1000 ? `${Math.round(milliseconds)} ms` : `${(milliseconds / 1000).toFixed(1)} s`
}

/** The database as the log may name it: the SQLite file, or PostgreSQL's host and database without credentials. */
export function databaseLabel(config: { databaseUrl: string; dataDir: string }): string {
  if (!config.databaseUrl) return `SQLite ${config.dataDir}/db.sqlite3`
  try {
    const url = new URL(config.databaseUrl)
    return `PostgreSQL ${url.hostname}${url.port ? `:${url.port}` : ''}${url.pathname}`
  } catch {
    return 'PostgreSQL'
  }
}

/**
 * Fastify's logging options for `buildApp`: none (the tests), or the given logger (`true`: one
 * made from the environment) with one line per answered request (server/http/request-log.ts).
 */
export function fastifyLogging(logger: boolean | Logger | undefined) {
  if (!logger) return { logger: false as const }
  return { loggerInstance: logger === true ? createLogger() : logger, logController: new RequestLogController() }
}
