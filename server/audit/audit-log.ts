/**
 * Writes audit entries. Who acted comes from the request (http/request-actor.ts) unless the
 * caller says (a sign-in acts as the account it signs in). The actor's display name is read at
 * the time of the entry, in the same database handle as the entry: inside a write's transaction
 * a second connection would wait on the first (SQLite has one writer).
 *
 *   await app.audit.record({ action: 'logout', resource: 'sessions' })
 *   await audit.record(entry, scope.db)   // in a record change's transaction
 */
import type { Kysely } from 'kysely'
import type { AuditAction } from '../../shared/audit-actions'
import type { Database } from '../db/connect'
import { currentActor, type Actor } from '../http/request-actor'
import { AUDIT_TABLE } from './table'

export interface AuditEntryInput {
  action: AuditAction
  resource?: string
  recordId?: string | number | null
  recordTitle?: string | null
  changedFields?: readonly string[]
  data?: Record<string, unknown>
  /** Who acted; default: the request's actor (null outside a request: the system). */
  actor?: Actor | null
}

/** The words an entry shows for who acted, when no account did. */
export const SYSTEM_NAME = 'system'
export const ANONYMOUS_NAME = 'anonymous'
/** A title longer than this is cut: the entry names the record, it does not copy it. */
const TITLE_MAX = 300

export function displayName(row: { username: string; first_name?: string | null; last_name?: string | null }): string {
  const full = [row.first_name, row.last_name].filter(Boolean).join(' ').trim()
  return full ? `${full} (${row.username})` : row.username
}

export class AuditLog {
  constructor(private readonly database: Database) {}

  async record(entry: AuditEntryInput, db: Kysely<any> = this.database.db): Promise<void> {
    const actor = entry.actor === undefined ? currentActor() : entry.actor
    const actorName = await this.nameOf(actor, db)
    const title = entry.recordTitle == null ? null : String(entry.recordTitle).slice(0, TITLE_MAX)
    await db
      .insertInto(AUDIT_TABLE)
      .values({
        at: new Date().toISOString(),
        actor_id: actor?.accountId ?? null,
        actor_name: actorName,
        ip: actor?.ip ?? null,
        action: entry.action,
        resource: entry.resource ?? null,
        record_id: entry.recordId == null ? null : String(entry.recordId),
        record_title: title,
        changed_fields: entry.changedFields ? JSON.stringify(entry.changedFields) : null,
        data: entry.data ? JSON.stringify(entry.data) : null,
      })
      .execute()
  }

  private async nameOf(actor: Actor | null, db: Kysely<any>): Promise<string> {
    if (!actor) return SYSTEM_NAME
    if (actor.accountId === null) return ANONYMOUS_NAME
    const row = await db.selectFrom('users').select(['username', 'first_name', 'last_name']).where('id', '=', actor.accountId).executeTakeFirst()
    return row ? displayName(row) : `#${actor.accountId}`
  }
}
