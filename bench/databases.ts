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
import fs from 'node:fs'
import path from 'node:path'
import { postgresBinaries, startPostgres } from '../tests/support/postgres'

export type DatabaseKind = 'sqlite' | 'postgres'

export interface BenchDatabase {
  kind: DatabaseKind
  /** Added to the product's environment (DATABASE_URL for PostgreSQL). */
  env: Record<string, string>
  /** PostgreSQL: CPU seconds its processes have used so far (bench/api.ts counts them a request beside the product's). */
  cpuSeconds?: () => number
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
  return { kind, env: { DATABASE_URL: postgres.url }, cpuSeconds: () => clusterCpuSeconds(postgres.dataDir), stop: () => postgres.stop() }
}

/**
 * The postmaster's CPU with that of every backend it started, ended ones included (cutime and
 * cstime: the children it waited for) and the live ones added, from /proc in clock ticks of 1/100 s.
 */
function clusterCpuSeconds(dataDir: string): number {
  const postmaster = Number(fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0])
  const fieldsOf = (pid: number) => fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ').map(Number)
  const own = fieldsOf(postmaster)
  let ticks = own[11] + own[12] + own[13] + own[14]
  for (const child of fs.readFileSync(`/proc/${postmaster}/task/${postmaster}/children`, 'utf8').split(' ').filter(Boolean)) {
    try {
      const fields = fieldsOf(Number(child))
      ticks += fields[11] + fields[12]
    } catch {
      // (ended between the two reads: its time is in the postmaster's cutime from now on)
    }
  }
  return ticks / 100
}
