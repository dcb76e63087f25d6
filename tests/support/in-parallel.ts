/**
 * Runs `work` on every item, at most `limit` at a time, and resolves once all are done (rejects with the first
 * error). For sweeps of thousands of requests: while one waits on the database (a read worker's thread, or
 * PostgreSQL's socket), others run, instead of the whole sweep waiting on each in turn.
 *
 *   await inParallel(routes, 8, async (route) => { for (const body of bodies) await send(route, body) })
 */
export async function inParallel<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0
  const lane = async () => {
    while (next < items.length) await work(items[next++])
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane))
}
