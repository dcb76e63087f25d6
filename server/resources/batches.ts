/**
 * Lists of ids sent to the database in batches: SQLite takes at most 32,766 bound variables in one
 * statement and PostgreSQL 65,535, so an `in (...)` over a long list fails (a 500) unless it is split.
 * Lists from requests are capped far below that (LIST_MAX, MAX_ORDER_LINES); this keeps every
 * `in` query safe whatever list reaches it.
 *
 *   const rows = await inBatches(ids, (batch) => db.selectFrom('news').select('id').where('id', 'in', batch).execute())
 */
export const SQL_BATCH = 1000

export async function inBatches<T, R>(items: readonly T[], run: (batch: T[]) => Promise<R[]>): Promise<R[]> {
  const results: R[] = []
  for (let start = 0; start < items.length; start += SQL_BATCH) results.push(...(await run(items.slice(start, start + SQL_BATCH))))
  return results
}
