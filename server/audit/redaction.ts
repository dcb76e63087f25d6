/**
 * An entry shows its record's contents (its title and values) only to staff who may read that type:
 * the audit scope alone must not open what the office scopes (clients, orders, inquiries) or the
 * users scope protect (accounts, and sign-ins: a failed one keeps the name typed, often an e-mail).
 * Who acted shows as a person only for staff accounts: a visitor who acted (signed in, ordered,
 * changed their account) shows as "visitor" with no address, unless the reader holds `users`.
 * What was done and when stays visible.
 *
 *   rows.map(redactFor(request.account.scope, await visitorActors(db, rows.map((row) => row.actor_id))))
 */
import type { Kysely } from 'kysely'
import { grantsScope, SCOPES } from '../../shared/roles'
import type { AuditEntry } from './entries'

/** The words an entry shows for a visitor's account to readers who may not see people (audit-log.ts has the others). */
export const VISITOR_NAME = 'visitor'
const PEOPLE_SCOPE = 'users'
/** Resources of the log that are no scope of their own, and the scope that opens them. */
const OPENED_BY: Record<string, string> = { sessions: PEOPLE_SCOPE }

const scopeOpening = (resource: string | null) =>
  !resource ? undefined : Object.hasOwn(OPENED_BY, resource) ? OPENED_BY[resource] : SCOPES.includes(resource) ? resource : undefined

/** Which of these actors are visitors' (not staff) accounts. */
export async function visitorActors(db: Kysely<any>, actorIds: readonly (number | null)[]): Promise<ReadonlySet<number>> {
  const ids = [...new Set(actorIds.filter((id): id is number => typeof id === 'number'))]
  if (!ids.length) return new Set()
  const rows = await db.selectFrom('users').select('id').where('id', 'in', ids).where('is_staff', '=', 0).execute()
  return new Set(rows.map((row) => Number(row.id)))
}

/** Whether a reader holding `held` sees this actor as the person: staff always, a visitor only with `users`. */
export const seesActor = (held: readonly string[], visitors: ReadonlySet<number>) => (actorId: number | null) =>
  actorId === null || !visitors.has(actorId) || grantsScope(held, PEOPLE_SCOPE)

export function redactFor(held: readonly string[], visitors: ReadonlySet<number> = new Set()): (entry: AuditEntry) => AuditEntry {
  const sees = seesActor(held, visitors)
  return (entry) => {
    let shown = entry
    const scope = scopeOpening(entry.resource)
    if (scope && !grantsScope(held, scope)) shown = { ...shown, record_title: null, data: null }
    if (!sees(entry.actor_id)) shown = { ...shown, actor_name: VISITOR_NAME, ip: null }
    return shown
  }
}
