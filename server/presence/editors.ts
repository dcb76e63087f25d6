/**
 * Who has a record open for editing (presence), read and written in the database (who saved its current
 * version is the core's: server/resources/record-saves.ts). Presence entries are refreshed by the editor's heartbeat (every
 * HEARTBEAT_SECONDS) and count only while seen in the last PRESENCE_TTL_SECONDS, so a closed tab
 * or a crashed browser drops out on its own.
 */
import type { Kysely } from 'kysely'
import type { Account } from '../http/access'
import { displayName } from '../resources/record-saves'
import { PRESENCE_TABLE } from './tables'
import type { Editor, Presence } from '../../shared/wire/presence'

export const HEARTBEAT_SECONDS = 20
export const PRESENCE_TTL_SECONDS = 60
/** Entries older than this are deleted when the record's presence is next written. */
const FORGET_AFTER_MS = 10 * 60_000

export type { Editor, Presence }

export class EditingRecords {
  constructor(private readonly db: Kysely<any>) {}

  /** A heartbeat: the caller has the record open (since now, or since it opened it and kept it open). */
  async heartbeat(resource: string, recordId: number, account: Account, now = new Date()): Promise<Presence> {
    const at = now.toISOString()
    const mine = this.entries(resource, recordId).where('account_id', '=', account.id)
    const existing = await mine.selectAll().executeTakeFirst()
    const fresh = existing && existing.seen_at >= this.cutoff(now)
    const since = fresh ? String(existing.since) : at
    await this.db
      .insertInto(PRESENCE_TABLE)
      .values({
        resource,
        record_id: recordId,
        account_id: account.id,
        account_name: displayName(account),
        since,
        seen_at: at,
        taken_over_by: null,
        taken_over_at: null,
      })
      .onConflict((conflict) =>
        conflict.columns(['resource', 'record_id', 'account_id']).doUpdateSet({
          account_name: displayName(account),
          since,
          seen_at: at,
          // A take-over is told until the editor opens the record afresh (after the entry expired).
          ...(fresh ? {} : { taken_over_by: null, taken_over_at: null }),
        }),
      )
      .execute()
    await this.db
      .deleteFrom(PRESENCE_TABLE)
      .where('resource', '=', resource)
      .where('record_id', '=', recordId)
      .where('seen_at', '<', new Date(now.getTime() - FORGET_AFTER_MS).toISOString())
      .execute()
    return this.presence(resource, recordId, account.id, now)
  }

  /** The caller becomes the record's editor: every other editor's next heartbeat learns it was taken over. */
  async takeOver(resource: string, recordId: number, account: Account, now = new Date()): Promise<Presence> {
    await this.heartbeat(resource, recordId, account, now)
    await this.db
      .updateTable(PRESENCE_TABLE)
      .set({ taken_over_by: null, taken_over_at: null })
      .where('resource', '=', resource)
      .where('record_id', '=', recordId)
      .where('account_id', '=', account.id)
      .execute()
    await this.db
      .updateTable(PRESENCE_TABLE)
      .set({ taken_over_by: displayName(account), taken_over_at: now.toISOString() })
      .where('resource', '=', resource)
      .where('record_id', '=', recordId)
      .where('account_id', '!=', account.id)
      .where('taken_over_by', 'is', null)
      .execute()
    return this.presence(resource, recordId, account.id, now)
  }

  /** The caller closed the record. */
  async leave(resource: string, recordId: number, account: Account) {
    await this.db.deleteFrom(PRESENCE_TABLE).where('resource', '=', resource).where('record_id', '=', recordId).where('account_id', '=', account.id).execute()
  }

  private entries(resource: string, recordId: number) {
    return this.db.selectFrom(PRESENCE_TABLE).where('resource', '=', resource).where('record_id', '=', recordId)
  }

  private cutoff(now: Date) {
    return new Date(now.getTime() - PRESENCE_TTL_SECONDS * 1000).toISOString()
  }

  private async presence(resource: string, recordId: number, accountId: number, now: Date): Promise<Presence> {
    const rows = await this.entries(resource, recordId).selectAll().where('seen_at', '>=', this.cutoff(now)).orderBy('since').orderBy('account_id').execute()
    const mine = rows.find((row) => Number(row.account_id) === accountId)
    const editors = rows
      .filter((row) => Number(row.account_id) !== accountId && row.taken_over_by == null)
      .map((row) => ({ account_id: Number(row.account_id), name: String(row.account_name), since: String(row.since), seen_at: String(row.seen_at) }))
    const taken_over = mine?.taken_over_by ? { by: String(mine.taken_over_by), at: String(mine.taken_over_at) } : null
    return { editors, taken_over, heartbeat_seconds: HEARTBEAT_SECONDS, expires_after_seconds: PRESENCE_TTL_SECONDS }
  }
}
