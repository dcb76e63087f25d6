/**
 * A digest of every table's rows, one per table (so a failure names the table that changed), for the tests that send
 * bad input and check that nothing was stored. Not compared: sessions (`auth_tokens`), the schema stamp (`app_meta`),
 * `rate_counters` (on PostgreSQL the throttles count attempts there; counting a stranger's attempts is the point, and
 * on SQLite the same counters live in memory), and `retention_runs`, the purge scheduler's own log: it writes a line
 * 5 minutes after the start whatever the requests, and a sweep on a busy machine can take longer than that.
 */
import crypto from 'node:crypto'
import type { TestApi } from './helper'

const NOT_COMPARED = ['auth_tokens', 'app_meta', 'rate_counters', 'retention_runs']

export async function digestOfData(api: TestApi): Promise<Record<string, string>> {
  const { db } = api.app.context.database
  const tables = (await db.introspection.getTables())
    .map((table) => table.name)
    .filter((name) => !NOT_COMPARED.includes(name))
    .sort()
  const digests: Record<string, string> = {}
  for (const table of tables) {
    const rows = await db.selectFrom(table).selectAll().execute()
    digests[table] = crypto
      .createHash('sha256')
      .update(JSON.stringify(rows.map((row) => JSON.stringify(row)).sort()))
      .digest('hex')
  }
  return digests
}
