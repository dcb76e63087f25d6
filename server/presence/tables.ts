/**
 * Who has a record open for editing, refreshed by heartbeats, in the database (not process memory) so that several
 * instances on one PostgreSQL agree on it. Who stored each version is the core's (server/resources/record-saves.ts).
 */
import type { Database } from '../db/connect'

export const PRESENCE_TABLE = 'edit_presence'

export async function ensurePresenceTable({ db }: Database): Promise<void> {
  await db.schema
    .createTable(PRESENCE_TABLE)
    .ifNotExists()
    .addColumn('resource', 'text', (c) => c.notNull())
    .addColumn('record_id', 'integer', (c) => c.notNull())
    .addColumn('account_id', 'integer', (c) => c.notNull())
    .addColumn('account_name', 'text', (c) => c.notNull())
    .addColumn('since', 'text', (c) => c.notNull())
    .addColumn('seen_at', 'text', (c) => c.notNull())
    /** Set when another editor took the record over: this editor's next heartbeat learns it. */
    .addColumn('taken_over_by', 'text')
    .addColumn('taken_over_at', 'text')
    .addPrimaryKeyConstraint('edit_presence_pk', ['resource', 'record_id', 'account_id'])
    .execute()
}
