/**
 * The counters of counter-store.ts in a table, for several instances on one PostgreSQL: a limit
 * of 5 is 5 across all of them. Each hit is one atomic upsert, so parallel hits on different
 * instances are all counted. Ended windows are deleted every few minutes; a row is a few dozen
 * bytes and lives at most as long as its window.
 *
 * Works on SQLite too (the tests run it there), but one instance keeps its counters in memory.
 */
import { sql, type Kysely } from 'kysely'
import type { Database } from '../db/connect'
import { backoffWindow, type CounterRule, type CounterState, type CounterStore } from './counter-store'

const TABLE = 'rate_counters'
const PRUNE_EVERY_MS = 5 * 60_000

export class DatabaseCounterStore implements CounterStore {
  private readonly db: Kysely<any>
  private pruneTimer: NodeJS.Timeout | null = null

  private constructor(
    private readonly database: Database,
    private readonly now: () => number,
  ) {
    this.db = database.db
  }

  static async open(database: Database, now: () => number = Date.now): Promise<DatabaseCounterStore> {
    await database.db.schema
      .createTable(TABLE)
      .ifNotExists()
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('hits', 'integer', (c) => c.notNull())
      .addColumn('ends_at', 'bigint', (c) => c.notNull())
      .execute()
    const store = new DatabaseCounterStore(database, now)
    await store.prune()
    store.pruneTimer = setInterval(() => void store.prune().catch(() => undefined), PRUNE_EVERY_MS)
    store.pruneTimer.unref()
    return store
  }

  async increment(key: string, rule: CounterRule): Promise<CounterState> {
    const now = this.now()
    const { rows } = await sql<{ hits: number | string; ends_at: number | string }>`
      insert into rate_counters (name, hits, ends_at) values (${key}, 1, ${now + rule.windowMs})
      on conflict (name) do update set
        hits = case when rate_counters.ends_at <= ${now} then 1 else rate_counters.hits + 1 end,
        ends_at = case when rate_counters.ends_at <= ${now} then ${now + rule.windowMs} else rate_counters.ends_at end
      returning hits, ends_at`.execute(this.db)
    const count = Number(rows[0].hits)
    let endsAt = Number(rows[0].ends_at)
    const backoff = backoffWindow(rule, count)
    if (backoff !== rule.windowMs) {
      // Past the limit: a longer window from now. Concurrent hits each set theirs; the longest stays.
      endsAt = now + backoff
      const longest = this.database.dialect === 'postgres' ? sql`greatest(ends_at, ${endsAt})` : sql`max(ends_at, ${endsAt})`
      await this.db.updateTable(TABLE).set({ ends_at: longest }).where('name', '=', key).execute()
    }
    return { count, ttlMs: endsAt - now }
  }

  async read(key: string): Promise<CounterState> {
    const now = this.now()
    const row = await this.db.selectFrom(TABLE).select(['hits', 'ends_at']).where('name', '=', key).where('ends_at', '>', now).executeTakeFirst()
    return row ? { count: Number(row.hits), ttlMs: Number(row.ends_at) - now } : { count: 0, ttlMs: 0 }
  }

  async decrement(key: string): Promise<void> {
    await this.db.updateTable(TABLE).set({ hits: sql`hits - 1` }).where('name', '=', key).where('hits', '>', 0).execute()
  }

  async remove(key: string): Promise<void> {
    await this.db.deleteFrom(TABLE).where('name', '=', key).execute()
  }

  async prune(): Promise<void> {
    await this.db.deleteFrom(TABLE).where('ends_at', '<=', this.now()).execute()
  }

  close(): void {
    if (this.pruneTimer) clearInterval(this.pruneTimer)
  }
}
