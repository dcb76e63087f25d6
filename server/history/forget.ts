/**
 * Erasing a person (server/accounts/erase.ts) must reach their history too: the revisions of their
 * client record and orders hold the name, address and phone the erase replaces, and the revisions
 * they made carry their name. Those snapshots go; their own edits stay as "who" by account id only.
 */
import type { Kysely } from 'kysely'
import { inBatches } from '../resources/batches'
import { REVISIONS_TABLE } from './table'

export async function forgetPersonalRevisions(db: Kysely<any>, records: Record<string, number[]>, accountId: number): Promise<void> {
  for (const [resource, ids] of Object.entries(records)) {
    await inBatches(ids, (batch) => db.deleteFrom(REVISIONS_TABLE).where('resource', '=', resource).where('record_id', 'in', batch).execute())
  }
  await db.updateTable(REVISIONS_TABLE).set({ account_name: null }).where('account_id', '=', accountId).execute()
}
