/**
 * Erasing a person (server/accounts/erase.ts) reaches the audit log too: entries about their client
 * record, their orders and their account lose the values and title they carried (name, address,
 * e-mail), and the entries of what they did lose their name. What happened, when and to which record
 * id stays: the log still accounts for every action.
 */
import type { Kysely } from 'kysely'
import { inBatches } from '../resources/batches'
import { AUDIT_TABLE } from './table'

/** The name an erased person's entries show (as their anonymised orders do). */
const ERASED = '(izbrisano / deleted)'

export async function forgetPersonalAudit(db: Kysely<any>, records: Record<string, number[]>, accountId: number): Promise<void> {
  for (const [resource, ids] of Object.entries(records)) {
    await inBatches(ids.map(String), (batch) =>
      db.updateTable(AUDIT_TABLE).set({ data: null, record_title: null }).where('resource', '=', resource).where('record_id', 'in', batch).execute(),
    )
  }
  await db.updateTable(AUDIT_TABLE).set({ actor_name: ERASED }).where('actor_id', '=', accountId).execute()
}
