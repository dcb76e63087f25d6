/**
 * Settings from the environment, read once. Every variable has a default that runs the
 * whole product on this machine: SQLite and media under ./data, port 8080.
 */
import { type TrustProxy, trustProxyFrom } from '../http/trust-proxy'
import fs from 'node:fs'
import path from 'node:path'
import { purgeEveryMsFrom, retentionFrom, type RetentionPeriods } from './retention-periods'
import { scryptParamsFrom } from './scrypt-params'

export interface Config {
  port: number
  host: string
  dataDir: string
  mediaDir: string
  /** postgres://... selects PostgreSQL; empty = the SQLite file data/db.sqlite3. */
  databaseUrl: string
  adminUsername: string
  adminPassword: string | undefined
  /** Absolute origin of the public site, for canonical links and sitemaps. */
  siteUrl: string
  /** Wait this long after the last content change before rebuilding the site. */
  siteBuildDebounceMs: number
  /** False in tests that do not need the public site. */
  siteBuildEnabled: boolean
  seedDemoContent: boolean
  /** Public form posts (inquiries, sign-ups, orders) allowed per client address and minute. */
  publicFormsPerMinute: number
  /** Days a shared preview link opens (PREVIEW_LINK_DAYS); editors may choose 1 to 30. */
  previewLinkDays: number
  /** Preview reads a client address may make a minute (PREVIEW_READS_PER_MINUTE). */
  previewReadsPerMinute: number
  /** smtp://user:pass@host:port sends mail at once; empty = mail waits in the outbox table. */
  smtpUrl: string
  /** Sender of every mail. */
  mailFrom: string
  /** The office address inquiries and send-email messages go to. */
  mailTo: string
  /** Largest file a resumable upload may assemble (bytes). */
  uploadMaxBytes: number
  /** Memory the answer cache of anonymous API reads may hold (bytes). */
  answerCacheBytes: number
  /**
   * Answer-cache misses worked on at once (API_MISSES_IN_FLIGHT, 0: no limit) and waiting beyond
   * those (API_MISS_QUEUE; more are answered 503 + Retry-After): server/http/miss-gate.ts.
   * 16 by default: wide enough that ordinary miss traffic never waits at the gate (a gate of 2
   * cost the misses' throughput and shortened no tail in the event-loop bench; the read pool
   * queues FIFO anyway), narrow enough with the queue to bound what a flood holds in memory.
   * One address may hold at most API_MISS_QUEUE_PER_ADDRESS (64) of the waiting places, so one
   * flooding address cannot take them all (64: above a crawler's or a benchmark's 50 connections;
   * 0: no limit per address).
   */
  missGate: { inFlight: number; queue: number; perAddress: number }
  /** Bytes one account's unused uploads (receiving or complete, not yet in a record) may hold together. */
  uploadQuotaBytes: number
  /**
   * Which proxies' X-Forwarded-For to believe (server/http/trust-proxy.ts): false (the default: the
   * client address is the connection's, so nobody can pose as another address and slip past the
   * per-address limits), a count of proxies in front, or their addresses / CIDR ranges.
   */
  trustProxy: TrustProxy
  /** Sign-in lifetimes (server/auth/sessions.ts): access token, idle (between refreshes), absolute. */
  sessions: { accessMs: number; idleMs: number; maxMs: number }
  /** Record history (server/history): revisions kept per record, and for how many days (0: no age limit). */
  revisions: { perRecord: number; maxDays: number }
  /** Days each kind of personal data is kept (retention-periods.ts, RETAIN_*_DAYS), and how often the purge runs. */
  retention: RetentionPeriods
  purgeEveryMs: number
  repoRoot: string
}

/**
 * The speed mechanisms that can be switched off, to measure what each brings (bench/mechanisms.ts):
 * `SPEED_OFF=answer-cache,doorkeeper,...`. Never needed in production; the answers stay the same.
 */
export const SPEED_MECHANISMS = ['answer-cache', 'doorkeeper', 'query-shapes', 'count-cache', 'list-indexes', 'search-fast-path', 'serial-plans'] as const
export type SpeedMechanism = (typeof SPEED_MECHANISMS)[number]

export function speedOffFrom(value: string | undefined): ReadonlySet<SpeedMechanism> {
  const names = (value ?? '').split(',').filter(Boolean)
  for (const name of names)
    if (!(SPEED_MECHANISMS as readonly string[]).includes(name)) throw new Error(`SPEED_OFF: '${name}' is none of ${SPEED_MECHANISMS.join(', ')}`)
  return new Set(names as SpeedMechanism[])
}

/** Read once, for the database code that has no configuration at hand (query shapes, list counts, indexes, search). */
export const speedOff = speedOffFrom(process.env.SPEED_OFF)

function numberFrom(value: string | undefined, fallback: number): number {
  const parsed = Number(value)
  return value && Number.isFinite(parsed) ? parsed : fallback
}

export { trustProxyFrom }

/**
 * The folder of package.json above this code: server/config/ when run from the sources (tsx),
 * .build/<script>/ when compiled into one file (scripts/build-server.ts).
 */
function repoRootAbove(folder: string): string {
  for (let at = folder; ; at = path.dirname(at)) {
    if (fs.existsSync(path.join(at, 'package.json'))) return at
    if (path.dirname(at) === at) throw new Error(`No package.json above ${folder}`)
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const repoRoot = repoRootAbove(__dirname)
  const dataDir = path.resolve(overrides.dataDir ?? env.DATA_DIR ?? path.join(repoRoot, 'data'))
  const port = numberFrom(env.PORT, 8080)
  // A PASSWORD_SCRYPT_N out of bounds stops the start here, not at the first sign-in (scrypt-params.ts).
  scryptParamsFrom(env)
  return {
    port,
    host: env.HOST ?? '127.0.0.1',
    dataDir,
    mediaDir: path.join(dataDir, 'media'),
    databaseUrl: env.DATABASE_URL ?? '',
    adminUsername: env.ADMIN_USERNAME || 'admin',
    adminPassword: env.ADMIN_PASSWORD || undefined,
    siteUrl: (env.SITE_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    siteBuildDebounceMs: numberFrom(env.SITE_BUILD_DEBOUNCE_MS, 3000),
    siteBuildEnabled: env.SITE_BUILD !== 'off',
    seedDemoContent: env.SEED_DEMO !== 'off',
    publicFormsPerMinute: numberFrom(env.PUBLIC_FORMS_PER_MINUTE, 20),
    previewLinkDays: Math.min(30, Math.max(1, numberFrom(env.PREVIEW_LINK_DAYS, 7))),
    previewReadsPerMinute: numberFrom(env.PREVIEW_READS_PER_MINUTE, 120),
    smtpUrl: env.SMTP_URL ?? '',
    mailFrom: env.MAIL_FROM || 'Poslovna cona Rudnik <no-reply@rudnik.example>',
    mailTo: env.MAIL_TO || 'info@rudnik.example',
    uploadMaxBytes: numberFrom(env.UPLOAD_MAX_BYTES, 500 * 1024 * 1024),
    answerCacheBytes: numberFrom(env.ANSWER_CACHE_BYTES, 32 * 1024 * 1024),
    missGate: {
      inFlight: Math.max(0, Math.floor(numberFrom(env.API_MISSES_IN_FLIGHT, 16))),
      queue: Math.max(0, Math.floor(numberFrom(env.API_MISS_QUEUE, 200))),
      perAddress: Math.max(0, Math.floor(numberFrom(env.API_MISS_QUEUE_PER_ADDRESS, 64))),
    },
    uploadQuotaBytes: numberFrom(env.UPLOAD_QUOTA_BYTES, 2 * numberFrom(env.UPLOAD_MAX_BYTES, 500 * 1024 * 1024)),
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
    sessions: {
      accessMs: numberFrom(env.SESSION_ACCESS_MINUTES, 15) * 60_000,
      idleMs: numberFrom(env.SESSION_IDLE_DAYS, 14) * 86_400_000,
      maxMs: numberFrom(env.SESSION_MAX_DAYS, 30) * 86_400_000,
    },
    revisions: {
      perRecord: Math.max(1, Math.floor(numberFrom(env.REVISIONS_PER_RECORD, 50))),
      maxDays: Math.max(0, numberFrom(env.REVISIONS_MAX_DAYS, 0)),
    },
    retention: retentionFrom(env),
    purgeEveryMs: purgeEveryMsFrom(env),
    repoRoot,
    ...overrides,
  }
}
