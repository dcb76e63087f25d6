/**
 * Under `npm run test:postgres`, the tables every API test file starts from, made once per run: a database migrated
 * by the product's own migrate() (server/db/migrate.ts), which startApi's databases are copies of (CREATE DATABASE
 * ... TEMPLATE). Creating the schema anew, about a hundred times a run, cost the server and the test workers more
 * CPU than copying it. Each app still runs migrate() on its copy as it starts, as the product does on every restart;
 * the first-start path on PostgreSQL keeps its own tests (the product's processes in crash, graceful-shutdown,
 * request-log and user-cli start on empty databases).
 */
import { resources } from '../../shared/resources'
import { connectDatabase } from '../../server/db/connect'
import { migrate } from '../../server/db/migrate'
import { featureTables } from '../../server/features'
import { ensurePresenceTable } from '../../server/presence/tables'
import { ensureRecordSavesTable } from '../../server/resources/record-saves'
import { databaseUrl, onMaintenanceDatabase as onServer } from './maintenance-database'

/** Makes the migrated template on the server `adminUrl` names; `drop` removes it at the end of the run. */
export async function makeMigratedTemplate(adminUrl: string): Promise<{ name: string; drop: () => Promise<void> }> {
  const name = `api_template_${process.pid}`
  await onServer(adminUrl, `DROP DATABASE IF EXISTS ${name}`)
  await onServer(adminUrl, `CREATE DATABASE ${name}`)
  const database = connectDatabase({ databaseUrl: databaseUrl(adminUrl, name), dataDir: '' })
  try {
    await migrate(
      database,
      resources,
      (line) => {
        throw new Error(`Migrating the test template: ${line}`)
      },
      featureTables,
    )
    await ensureRecordSavesTable(database)
    await ensurePresenceTable(database)
  } finally {
    await database.close()
  }
  // A copy is refused while anyone is connected to its template: no one may connect to this one any more.
  await onServer(adminUrl, `ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS false`)
  return { name, drop: () => onServer(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) }
}
