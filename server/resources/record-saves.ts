/**
 * Who stored each record's current version through the API (the 409 dialog names them: conditional-save.ts), in
 * the database so that several instances on one PostgreSQL agree on it.
 */
import type { Kysely } from 'kysely'
import type { Database } from '../db/connect'
import type { Account } from '../http/access'

export const SAVES_TABLE = 'record_saves'

export const displayName = (account: Pick<Account, 'first_name' | 'last_name' | 'username'>) =>
  [account.first_name, account.last_name].filter((part) => part?.trim()).join(' ') || account.username

export async function ensureRecordSavesTable({ db }: Database): Promise<void> {
  await db.schema
    .createTable(SAVES_TABLE)
    .ifNotExists()
    .addColumn('resource', 'text', (c) => c.notNull())
    .addColumn('record_id', 'integer', (c) => c.notNull())
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('account_id', 'integer')
    .addColumn('account_name', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('record_saves_pk', ['resource', 'record_id'])
    .execute()
}

export class RecordSaves {
  constructor(private readonly db: Kysely<any>) {}

  /** Notes that `account` stored `version` of the record (replacing the previous note). */
  async noteSave(resource: string, recordId: number, version: string, account: Account | null) {
    const values = { resource, record_id: recordId, version, account_id: account?.id ?? null, account_name: account ? displayName(account) : '' }
    await this.db
      .insertInto(SAVES_TABLE)
      .values(values)
      .onConflict((conflict) =>
        conflict.columns(['resource', 'record_id']).doUpdateSet({ version, account_id: values.account_id, account_name: values.account_name }),
      )
      .execute()
  }

  /** Who stored `version`, when it was stored through the API by a signed-in account. */
  async savedBy(resource: string, recordId: number, version: string): Promise<{ id: number; name: string } | null> {
    const row = await this.db
      .selectFrom(SAVES_TABLE)
      .select(['account_id', 'account_name'])
      .where('resource', '=', resource)
      .where('record_id', '=', recordId)
      .where('version', '=', version)
      .executeTakeFirst()
    return row?.account_id == null ? null : { id: Number(row.account_id), name: String(row.account_name) }
  }
}
