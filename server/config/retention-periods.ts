/**
 * How long each kind of personal data is kept, in days, from the environment. docs/privacy.md's
 * "Personal data" section says why each default is what it is. 0 keeps that kind for ever
 * (the purge leaves it alone); a value that is not a whole number of days >= 0 stops the start.
 *
 *   retentionFrom({ RETAIN_INQUIRIES_DAYS: '180' }).inquiries   -> 180
 */
export const RETENTION_KINDS = {
  /** Contact-form messages, from when they were sent. */
  inquiries: { env: 'RETAIN_INQUIRIES_DAYS', days: 365 },
  /** Newsletter sign-ups whose confirmation link was never opened. */
  newsletterPending: { env: 'RETAIN_NEWSLETTER_PENDING_DAYS', days: 30 },
  /** Newsletter entries after the unsubscribe (the proof of consent for the mails sent before it). */
  newsletterUnsubscribed: { env: 'RETAIN_NEWSLETTER_UNSUBSCRIBED_DAYS', days: 1095 },
  /** Mails in the outbox (sent, failed or never sent), from when they were written. */
  mailOutbox: { env: 'RETAIN_MAIL_OUTBOX_DAYS', days: 90 },
  /** Orders anonymised when their account was erased: kept for the accounts the tax law asks for. */
  anonymisedOrders: { env: 'RETAIN_ANONYMISED_ORDERS_DAYS', days: 4018 },
  /** Audit log entries (who did what, from which address). */
  auditLog: { env: 'RETAIN_AUDIT_LOG_DAYS', days: 730 },
  /** Record history of a deleted record (its snapshots), from the deletion. */
  deletedRecordHistory: { env: 'RETAIN_DELETED_HISTORY_DAYS', days: 90 },
  /** Backup folders under DATA_DIR/backups. */
  backups: { env: 'RETAIN_BACKUPS_DAYS', days: 35 },
  /** Sign-ins, sign-up and address-change links, reset links and preview links, after they expired. */
  expiredTokens: { env: 'RETAIN_EXPIRED_TOKENS_DAYS', days: 7 },
} as const

export type RetentionKind = keyof typeof RETENTION_KINDS
export type RetentionPeriods = Record<RetentionKind, number>

/** RETAIN_PURGE_HOURS: how often the scheduled purge runs (default daily). */
export const PURGE_EVERY_HOURS = { env: 'RETAIN_PURGE_HOURS', hours: 24 } as const

function daysFrom(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback
  const days = Number(value)
  if (!Number.isInteger(days) || days < 0 || days > 36_500) throw new Error(`${name}=${value}: give a whole number of days from 0 (keep for ever) to 36500`)
  return days
}

export function retentionFrom(env: NodeJS.ProcessEnv): RetentionPeriods {
  const periods = Object.create(null) as RetentionPeriods
  for (const [kind, { env: name, days }] of Object.entries(RETENTION_KINDS)) periods[kind as RetentionKind] = daysFrom(name, env[name], days)
  return periods
}

export function purgeEveryMsFrom(env: NodeJS.ProcessEnv): number {
  const hours = daysFrom(PURGE_EVERY_HOURS.env, env[PURGE_EVERY_HOURS.env], PURGE_EVERY_HOURS.hours)
  return Math.max(1, hours) * 3_600_000
}

/** The ISO time `days` before `now`: rows older than it are past their period. */
export function cutoff(now: Date, days: number): string {
  return new Date(now.getTime() - days * 86_400_000).toISOString()
}
