/** Runs one statement (CREATE or DROP DATABASE) on a PostgreSQL server's maintenance database (TEST_DATABASE_URL). */
import pg from 'pg'

export async function onMaintenanceDatabase(admin: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: admin })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

/** The address of database `name` on the server the maintenance database's address `admin` names. */
export function databaseUrl(admin: string, name: string): string {
  const url = new URL(admin)
  url.pathname = `/${name}`
  return url.toString()
}
