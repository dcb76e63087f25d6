/**
 * The audit entry of a password set with a mailed reset link: the account the link was for,
 * found by the link's digest (the row stays, marked used). Who acted is the request's caller
 * (signed out, by its address): whoever held the link.
 */
import { digest } from './sessions'
import type { Database } from '../db/connect'
import type { AuditEntryInput } from '../audit/audit-log'

export async function passwordResetEntry(database: Database, token: string): Promise<AuditEntryInput> {
  const row = await database.db
    .selectFrom('password_resets')
    .innerJoin('users', 'users.id', 'password_resets.user_id')
    .select(['users.id as id', 'users.username as username'])
    .where('password_resets.token_hash', '=', digest(token))
    .executeTakeFirst()
  return { action: 'password_reset', resource: 'users', recordId: row ? Number(row.id) : null, recordTitle: row?.username ?? null }
}
