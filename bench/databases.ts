/**
 * The databases the API benches run the product on, each with its own figures:
 * `BENCH_DB=sqlite|postgres|both` (default both). PostgreSQL is Debian's, a throw-away cluster
 * started for the run and stopped after it (tests/support/postgres.ts, as the PostgreSQL test
 * run starts one), on `BENCH_PG_PORT` when set.
 *
 *   for (const kind of benchDatabases()) {
 *     const database = await openDatabase(kind)   // database.env: what the product's process needs
 *     try { ... } finally { await database.stop() }
 *   }
 */
import { postgresBinaries, startPostgres } from '../tests/support/postgres'

export type DatabaseKind = 'sqlite' | 'postgres'

export interface BenchDatabase {
  kind: DatabaseKind
  /** Added to the product's environment (DATABASE_URL for PostgreSQL). */
  env: Record<string, string>
  stop(): Promise<void>
}

export function benchDatabases(): DatabaseKind[] {
  const asked = process.env.BENCH_DB ?? 'both'
  if (asked === 'both') return ['sqlite', 'postgres']
  if (asked === 'sqlite' || asked === 'postgres') return [asked]
  throw new Error(`BENCH_DB=${asked}: expected sqlite, postgres or both`)
}

export async function openDatabase(kind: DatabaseKind): Promise<BenchDatabase> {
  if (kind === 'sqlite') return { kind, env: {}, stop: async () => {} }
  const bin = postgresBinaries()
  if (!bin) throw new Error('PostgreSQL is not installed: apt-get install postgresql')
  // (a server of its own machine would hold the tables in memory: 100,000 news a language take about 200 MB)
  const postgres = await startPostgres(bin, {
    port: process.env.BENCH_PG_PORT ? Number(process.env.BENCH_PG_PORT) : undefined,
    settings: ['shared_buffers=256MB', 'synchronous_commit=off'],
  })
  return { kind, env: { DATABASE_URL: postgres.url }, stop: () => postgres.stop() }
}
