/**
 * `npm run purge`: the retention purge now, whatever the schedule says (server/maintenance/cli.ts
 * calls it). The counts go to the audit log and to standard output.
 */
import path from 'node:path'
import type { Config } from '../config'
import { connectDatabase } from '../db/connect'
import { runPurge } from './run'

export async function purgeNow(config: Config): Promise<void> {
  const database = connectDatabase(config)
  try {
    await runPurge({
      database,
      periods: config.retention,
      backupsDir: path.join(config.dataDir, 'backups'),
      now: new Date(),
      log: (line) => console.log(line),
    })
  } finally {
    await database.close()
  }
}
