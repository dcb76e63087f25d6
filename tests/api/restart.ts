/** Starts the app again on an existing data folder (after a restore or a crash). */
import { buildApp } from '../../server/app'
import { loadConfig } from '../../server/config'

export function startAppOn(dataDir: string, databaseUrl = '') {
  return buildApp(loadConfig({ SITE_BUILD: 'off', SEED_DEMO: 'off', DATABASE_URL: databaseUrl }, { dataDir }))
}
