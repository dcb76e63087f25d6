/**
 * The demo content seeded once per run (tests/api/demo-snapshot.ts, through once-per-run.ts) keeps, on PostgreSQL,
 * the database the files copy: the global teardown drops it here. Kept free of server imports: the global setup
 * loads it in Vitest's main process.
 */
import fs from 'node:fs'
import path from 'node:path'
import { onMaintenanceDatabase } from './maintenance-database'
import { READY_FILE } from './once-per-run'

/** The demo content's name among the run's things made once (its folder: demo-content/sqlite or /postgres). */
export const DEMO_CONTENT = 'demo-content'

/** Drops the PostgreSQL database the run's demo content kept for copying, if one was made (`root`: the run's folder). */
export async function dropSnapshotDatabase(root: string): Promise<void> {
  const ready = path.join(root, DEMO_CONTENT, 'postgres', READY_FILE)
  const admin = process.env.TEST_DATABASE_URL
  if (!admin || !fs.existsSync(ready)) return
  const { database } = JSON.parse(fs.readFileSync(ready, 'utf8')) as { database: string }
  await onMaintenanceDatabase(admin, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`)
}
