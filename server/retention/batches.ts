/**
 * Deleting many rows without holding a long lock: the keys of at most PURGE_BATCH rows are read,
 * then deleted in one short statement, again until none is left. Each statement commits on its
 * own, so a site visitor's write (SQLite has one writer) waits at most one batch.
 */
import type { Kysely, SelectQueryBuilder } from 'kysely'

export const PURGE_BATCH = 500

type Narrow = (query: SelectQueryBuilder<any, any, any>) => SelectQueryBuilder<any, any, any>

/** Deletes the rows of `table` that `narrow` selects, by `key` (a unique column), and returns how many went. */
export async function deleteInBatches(db: Kysely<any>, table: string, narrow: Narrow, key = 'id'): Promise<number> {
  let removed = 0
  for (;;) {
    const rows = await narrow(db.selectFrom(table).select(key)).limit(PURGE_BATCH).execute()
    const keys = rows.map((row) => row[key])
    if (!keys.length) return removed
    const result = await db.deleteFrom(table).where(key, 'in', keys).executeTakeFirst()
    removed += Number(result.numDeletedRows)
    if (keys.length < PURGE_BATCH) return removed
  }
}
