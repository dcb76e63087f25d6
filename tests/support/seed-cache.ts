/**
 * The run's folder for demo content seeded once (tests/api/demo-snapshot.ts): made by Vitest's global setup,
 * removed with the PostgreSQL database copied from at the run's end. Kept free of server imports: the global
 * setup loads it in Vitest's main process.
 */
import fs from 'node:fs'
import path from 'node:path'
import { onMaintenanceDatabase } from './maintenance-database'

/** Written in a snapshot's folder once it is complete: { dataDir, database }. */
export const READY_FILE = 'ready.json'

/** Drops the PostgreSQL database a run's snapshot kept for copying, if one was made. */
export async function dropSnapshotDatabase(cache: string): Promise<void> {
  const ready = path.join(cache, 'postgres', READY_FILE)
  const admin = process.env.TEST_DATABASE_URL
  if (!admin || !fs.existsSync(ready)) return
  const { database } = JSON.parse(fs.readFileSync(ready, 'utf8')) as { database: string }
  await onMaintenanceDatabase(admin, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`)
}
