/**
 * One purge with its record: the counts go to the audit log (action `retention_purge`, as the
 * system) and to the server log. Shared by the scheduler and `npm run purge`.
 */
import type { Database } from '../db/connect'
import { AuditLog } from '../audit/audit-log'
import { purgeExpired, type PurgeCounts } from './purge'
import type { RetentionPeriods } from '../config/retention-periods'

export interface PurgeRun {
  database: Database
  periods: RetentionPeriods
  backupsDir: string
  now: Date
  log: (line: string) => void
}

export function describeCounts(counts: PurgeCounts): string {
  const parts = Object.entries(counts).map(([kind, count]) => `${kind} ${count}`)
  return parts.join(', ')
}

export async function runPurge(run: PurgeRun): Promise<PurgeCounts> {
  const counts = await purgeExpired({ db: run.database.db, periods: run.periods, now: run.now, backupsDir: run.backupsDir })
  const total = Object.values(counts).reduce((sum, count) => sum + count, 0)
  // A run that found nothing leaves no entry: the log accounts for deletions, not for a daily timer.
  if (total > 0) await new AuditLog(run.database).record({ action: 'retention_purge', actor: null, data: { removed: counts, total } })
  run.log(`retention purge: removed ${total} (${describeCounts(counts)})`)
  return counts
}
