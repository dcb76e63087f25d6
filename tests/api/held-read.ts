/**
 * A read that keeps one SQLite read worker (server/db/read-pool.ts) busy until the test lets it
 * go: the tests that check what happens meanwhile hold a worker as long as their checks need,
 * without guessing how long a big computation lasts on a loaded machine.
 *
 *   const held = holdReadWorker(api.app.context.database)
 *   await held.started          // a worker has it
 *   ...checks while the worker is busy...
 *   held.release()
 *   await held                  // its answer: { bit, looks }
 *
 * Why it loops instead of waiting: in WAL mode a SQLite read never waits for a lock (every open
 * connection keeps a shared lock on the file, so no other one can take it exclusively), and a
 * statement sees one snapshot of the database, so it cannot notice a row the test writes. What it
 * does see is process-wide SQLite state: PRAGMA soft_heap_limit belongs to the library, which the
 * read workers share with the test's thread. The read loops while its bit is set in that limit,
 * re-reading it each time round, and ends within microseconds of release(). The limit stays at
 * least 1 TiB while any read is held, so SQLite never acts on it; it is back to 0 (none, as the
 * server leaves it) once none is.
 */
import SQLite from 'better-sqlite3'
import { sql } from 'kysely'
import { onTestFinished } from 'vitest'
import type { Database } from '../../server/db/connect'

/** Added to the bits of the held reads: a limit no test comes near. */
const BASE = 2 ** 40
let nextBit = 0

export interface HeldRead extends Promise<{ bit: number; looks: number }> {
  /** This read's own bit in the limit (its answer echoes it). */
  bit: number
  /** Settles once some read worker has a query in flight (the held one, when no other read is). */
  started: Promise<void>
  /** Lets the read end (more calls do nothing). */
  release(): void
}

export function holdReadWorker(database: Database): HeldRead {
  const pool = database.readPool
  if (!pool) throw new Error('holdReadWorker needs SQLite with read workers')
  const bit = 2 ** (nextBit++ % 30)
  changeHeldBits((bits) => bits | bit)
  let released = false
  const release = () => {
    if (released) return
    released = true
    changeHeldBits((bits) => bits & ~bit)
  }
  // A failing check must not leave a worker looping until the server's close gives up on it.
  onTestFinished(release)
  const answer = database.db
    .selectFrom(
      sql`(with recursive held(looks) as (select 1 union all select looks + 1 from held, pragma_soft_heap_limit() where (soft_heap_limit & ${bit}) <> 0) select ${bit} as bit, max(looks) as looks from held)`.as(
        'held',
      ),
    )
    .selectAll()
    .executeTakeFirstOrThrow()
    .then((row) => ({ bit: Number(row.bit), looks: Number(row.looks) }))
  const started = (async () => {
    while (!pool.busy.some((n) => n > 0)) await new Promise((resolve) => setImmediate(resolve))
  })()
  return Object.assign(answer, { bit, started, release })
}

/** Reads the held bits from the process-wide limit, changes them, writes them back. */
function changeHeldBits(change: (bits: number) => number) {
  const signal = new SQLite(':memory:')
  try {
    const limit = Number(signal.pragma('soft_heap_limit', { simple: true }))
    if (limit !== 0 && limit < BASE) throw new Error(`SQLite's soft_heap_limit is set (${limit}): held reads would change it`)
    const bits = change(limit === 0 ? 0 : limit - BASE)
    signal.pragma(`soft_heap_limit = ${bits === 0 ? 0 : BASE + bits}`)
  } finally {
    signal.close()
  }
}
