/**
 * PostgreSQL's counterpart of change-stamps.ts: a version per content table, kept in this
 * process's memory and raised by a notification that the table's trigger sends on every write
 * statement, from wherever it comes (the API, another instance, a script). NOTIFY is delivered at
 * commit, and only then, so no writer queues on a shared row (which is why a version row, as on
 * SQLite, is not used here).
 *
 * A notification arrives a moment after its commit: read() first makes a round trip on the
 * listening connection (ClusterChannel.sync()), after which every write committed before the read
 * began has raised its table's version. A count or an anchor is then computed from a snapshot
 * taken after that, and kept under versions at least as old as its data (list-plans.ts). While
 * the listening connection is down, nothing can be known: read() answers null (lists are then
 * computed every time, as before), and once it is back every version is raised (an epoch).
 */
import { sql, type Kysely } from 'kysely'
import { TABLES_CHANNEL, type ClusterChannel } from '../cluster/channel'

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/
const FUNCTION = 'rudnik_table_changed'

/** A statement-level trigger on each table: one notification a statement, and NOTIFY folds repeats within a transaction. */
export async function ensureTableNotifications(db: Kysely<any>, tables: readonly string[]): Promise<void> {
  await sql
    .raw(
      `CREATE OR REPLACE FUNCTION ${FUNCTION}() RETURNS trigger LANGUAGE plpgsql AS $changed$ BEGIN PERFORM pg_notify('${TABLES_CHANNEL}', TG_TABLE_NAME); RETURN NULL; END $changed$`,
    )
    .execute(db)
  const present = await sql<{ name: string }>`select tgname as name from pg_trigger where tgname like '%!_changed' escape '!' and not tgisinternal`.execute(db)
  const names = new Set(present.rows.map((row) => row.name))
  for (const table of tables) {
    if (!IDENTIFIER.test(table)) throw new Error(`Not an identifier: ${table}`)
    if (names.has(`${table}_changed`)) continue
    await sql
      .raw(`CREATE TRIGGER "${table}_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "${table}" FOR EACH STATEMENT EXECUTE FUNCTION ${FUNCTION}()`)
      .execute(db)
  }
}

export class TableVersions {
  private readonly versions = new Map<string, number>()
  /** Raised when notifications may have been missed: every version is new. */
  private epoch = 0

  constructor(private readonly channel: Pick<ClusterChannel, 'sync' | 'onTableChanged' | 'onLost'>) {
    channel.onTableChanged((table) => this.versions.set(table, (this.versions.get(table) ?? 0) + 1))
    channel.onLost(() => this.epoch++)
  }

  /** The versions of `tables` as one string, or null when they cannot be known now. */
  async read(tables: readonly string[]): Promise<string | null> {
    try {
      await this.channel.sync()
    } catch {
      return null
    }
    return `${this.epoch}|${tables.map((table) => `${table}:${this.versions.get(table) ?? 0}`).join(',')}`
  }
}
