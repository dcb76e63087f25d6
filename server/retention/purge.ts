/**
 * The purge: every kind of personal data past its retention period (periods.ts) is deleted, in
 * batches (batches.ts), on SQLite and PostgreSQL alike. Returns how many rows (or backup folders)
 * of each kind went; the scheduler and the CLI log those counts, never what was deleted.
 *
 *   const removed = await purgeExpired({ db, periods, now: new Date(), backupsDir })
 *   // { inquiries: 3, newsletterPending: 0, ... }
 */
import type { Kysely } from 'kysely'
import { ANONYMISED } from '../accounts/erase'
import { REVISIONS_TABLE } from '../history/table'
import { AUDIT_TABLE } from '../audit/table'
import { deleteInBatches, PURGE_BATCH } from './batches'
import { purgeOldBackups } from './backups'
import { cutoff, RETENTION_KINDS, type RetentionKind, type RetentionPeriods } from '../config/retention-periods'

export interface PurgeInput {
  db: Kysely<any>
  periods: RetentionPeriods
  now: Date
  /** DATA_DIR/backups: the folders `npm run backup` writes by default. */
  backupsDir: string
}

export type PurgeCounts = Record<RetentionKind, number>

type Purger = (db: Kysely<any>, before: string, input: PurgeInput) => Promise<number>

const PURGERS: Record<RetentionKind, Purger> = {
  inquiries: (db, before) => deleteInBatches(db, 'inquiries', (q) => q.where('created_at', '<', before)),
  newsletterPending: (db, before) => deleteInBatches(db, 'newsletter_subscriptions', (q) => q.where('status', '=', 'pending').where('created_at', '<', before)),
  newsletterUnsubscribed: (db, before) =>
    deleteInBatches(db, 'newsletter_subscriptions', (q) => q.where('status', '=', 'unsubscribed').where('unsubscribed_at', '<', before)),
  mailOutbox: (db, before) => deleteInBatches(db, 'mail_outbox', (q) => q.where('created_at', '<', before)),
  anonymisedOrders: purgeAnonymisedOrders,
  auditLog: (db, before) => deleteInBatches(db, AUDIT_TABLE, (q) => q.where('at', '<', before)),
  deletedRecordHistory: purgeDeletedHistory,
  backups: async (_db, before, input) => purgeOldBackups(input.backupsDir, before),
  expiredTokens: purgeExpiredTokens,
}

export async function purgeExpired(input: PurgeInput): Promise<PurgeCounts> {
  const counts = Object.create(null) as PurgeCounts
  for (const kind of Object.keys(RETENTION_KINDS) as RetentionKind[]) {
    const days = input.periods[kind]
    counts[kind] = days > 0 ? await PURGERS[kind](input.db, cutoff(input.now, days), input) : 0
  }
  return counts
}

/** Orders whose buyer was erased, past the accounting period: their lines first, then the orders. */
async function purgeAnonymisedOrders(db: Kysely<any>, before: string): Promise<number> {
  let removed = 0
  for (;;) {
    const ids = (
      await db.selectFrom('orders').select('id').where('email', '=', ANONYMISED.email).where('created_at', '<', before).limit(PURGE_BATCH).execute()
    ).map((row) => Number(row.id))
    if (!ids.length) return removed
    await db.deleteFrom('order_lines').where('order', 'in', ids).execute()
    removed += Number((await db.deleteFrom('orders').where('id', 'in', ids).executeTakeFirst()).numDeletedRows)
    if (ids.length < PURGE_BATCH) return removed
  }
}

/** Every revision of a record whose last revision is its deletion, made before `before` (a later restore keeps them). */
async function purgeDeletedHistory(db: Kysely<any>, before: string): Promise<number> {
  let removed = 0
  for (;;) {
    const deleted = await db
      .selectFrom(`${REVISIONS_TABLE} as d`)
      .select(['d.resource', 'd.record_id'])
      .where('d.action', '=', 'deleted')
      .where('d.created_at', '<', before)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom(`${REVISIONS_TABLE} as later`)
              .select('later.id')
              .whereRef('later.resource', '=', 'd.resource')
              .whereRef('later.record_id', '=', 'd.record_id')
              .whereRef('later.id', '>', 'd.id'),
          ),
        ),
      )
      .limit(50)
      .execute()
    if (!deleted.length) return removed
    for (const record of deleted) {
      removed += await deleteInBatches(db, REVISIONS_TABLE, (q) => q.where('resource', '=', record.resource).where('record_id', '=', record.record_id))
    }
  }
}

/** Sign-ins, links and keys that stopped working before `before`. */
async function purgeExpiredTokens(db: Kysely<any>, before: string): Promise<number> {
  const expiredSessions = (q: any) => q.where((eb: any) => eb.or([eb('expires_at', '<', before), eb('idle_expires_at', '<', before)]))
  let removed = 0
  // Refresh tokens first: databases made before the foreign keys existed do not cascade.
  removed += await deleteInBatches(db, 'refresh_tokens', (q) => q.where('session_id', 'in', expiredSessions(db.selectFrom('auth_sessions').select('id'))))
  removed += await deleteInBatches(db, 'auth_tokens', (q) => q.where('expires_at', '<', before), 'key_hash')
  removed += await deleteInBatches(db, 'auth_sessions', expiredSessions)
  for (const table of ['password_resets', 'account_registrations', 'email_changes', 'preview_links']) {
    removed += await deleteInBatches(db, table, (q) => q.where('expires_at', '<', before))
  }
  return removed
}
