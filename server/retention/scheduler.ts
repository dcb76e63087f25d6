/**
 * Runs the purge every RETAIN_PURGE_HOURS (default 24), once for the whole cluster: every
 * instance looks every hour, and the one that moves `last_run_at` on in `retention_runs` (a
 * compare and swap in the database, as the publishing schedule does) runs it; the others see the
 * new time and wait. The time lives in the database, so a restart neither repeats nor skips a run.
 */
import type { Database } from '../db/connect'
import type { Clock } from '../lib/clock'
import type { RetentionPeriods } from '../config/retention-periods'
import { runPurge } from './run'

const STATE_TABLE = 'retention_runs'
const LOOK_EVERY_MS = 60 * 60 * 1000
/** The first look waits: a start (or a test) is not slowed by a purge, and a crash loop does not run one each time. */
const FIRST_LOOK_MS = 5 * 60 * 1000

export interface RetentionSchedulerOptions {
  database: Database
  clock: Clock
  periods: RetentionPeriods
  everyMs: number
  backupsDir: string
  log: (line: string) => void
}

export class RetentionScheduler {
  private timer: unknown = null
  private work: Promise<unknown> = Promise.resolve()
  private closed = false

  constructor(private readonly options: RetentionSchedulerOptions) {}

  async start(): Promise<void> {
    await this.options.database.db.schema
      .createTable(STATE_TABLE)
      .ifNotExists()
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('last_run_at', 'text', (c) => c.notNull())
      .execute()
    await this.options.database.db
      .insertInto(STATE_TABLE)
      .values({ id: 1, last_run_at: '' })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute()
    this.timer = this.options.clock.setTimer(() => this.look(), FIRST_LOOK_MS)
  }

  /** Runs the purge if it is due and no other instance took this run; true when this one ran it. */
  runIfDue(): Promise<boolean> {
    const run = this.work.then(() => this.claimAndRun())
    this.work = run.catch((error: Error) => this.options.log(`retention purge: ${error.message}`))
    return run
  }

  /** Resolves when the runs asked for so far have finished (tests wait on it). */
  settled(): Promise<unknown> {
    return this.work
  }

  /** Waits for a run under way; no new one starts. */
  async close(): Promise<void> {
    this.closed = true
    if (this.timer !== null) this.options.clock.clearTimer(this.timer)
    this.timer = null
    await this.work
  }

  private look(): void {
    if (this.closed) return
    void this.runIfDue()
      .catch(() => false)
      .then(() => {
        if (!this.closed) this.timer = this.options.clock.setTimer(() => this.look(), Math.min(LOOK_EVERY_MS, this.options.everyMs))
      })
  }

  private async claimAndRun(): Promise<boolean> {
    if (this.closed) return false
    const { db } = this.options.database
    const now = this.options.clock.now()
    const state = await db.selectFrom(STATE_TABLE).select('last_run_at').where('id', '=', 1).executeTakeFirst()
    const last = String(state?.last_run_at ?? '')
    if (last !== '' && Date.parse(last) + this.options.everyMs > now.getTime()) return false
    const claimed = await db
      .updateTable(STATE_TABLE)
      .set({ last_run_at: now.toISOString() })
      .where('id', '=', 1)
      .where('last_run_at', '=', last)
      .executeTakeFirst()
    if (Number(claimed.numUpdatedRows) !== 1) return false
    await runPurge({ ...this.options, now })
    return true
  }
}
