/** Reports in and out of the database (table.ts). */
import type { Database } from '../db/connect'
import type { AuditReport } from './audit'
import { REPORTS_TABLE } from './table'

/** Reports kept: the latest shows, a few before it show the trend; older ones go. */
const KEPT_REPORTS = 20

export async function saveReport({ db }: Database, report: AuditReport): Promise<void> {
  await db
    .insertInto(REPORTS_TABLE)
    .values({ ...report, pages: JSON.stringify(report.pages) })
    .execute()
  const keep = await db.selectFrom(REPORTS_TABLE).select('id').orderBy('id', 'desc').limit(KEPT_REPORTS).execute()
  const ids = (keep as { id: number }[]).map((row) => row.id)
  if (ids.length === KEPT_REPORTS) await db.deleteFrom(REPORTS_TABLE).where('id', 'not in', ids).execute()
}

export async function latestReport({ db }: Database): Promise<(AuditReport & { id: number }) | null> {
  const row = (await db.selectFrom(REPORTS_TABLE).selectAll().orderBy('id', 'desc').limit(1).executeTakeFirst()) as
    | (Omit<AuditReport, 'pages'> & { id: number; pages: string })
    | undefined
  return row ? { ...row, pages: JSON.parse(row.pages) } : null
}
