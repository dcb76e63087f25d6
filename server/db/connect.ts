/**
 * One query builder for both databases: SQLite (better-sqlite3) by default, PostgreSQL when
 * DATABASE_URL says so. Code above this file never asks which one it is, except through
 * `Database.dialect` for the few type differences (booleans, serial ids).
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely'
import pg from 'pg'
import { speedOff } from '../config'
import { PooledSqliteDialect } from './pooled-sqlite'
import { ReadPool } from './read-pool'

export type Dialect = 'sqlite' | 'postgres'

export interface Database {
  db: Kysely<any>
  dialect: Dialect
  /** SQLite: the worker threads that answer reads (none when SQLITE_READ_WORKERS=0). */
  readPool?: ReadPool
  /**
   * SQLite with read workers: a number that changes whenever anything may have been written
   * (statements run on the main connection, plus PRAGMA data_version for other processes), read
   * without a query; change-stamps.ts re-reads its versions only when it moved.
   */
  dataVersion?: () => string
  /** PostgreSQL with a cluster channel: the content tables' versions (table-versions.ts). */
  tableVersions?: { read(tables: readonly string[]): Promise<string | null> }
  /** The app's clock (server/lib/clock.ts): which scheduled records are public now. */
  now?: () => Date
  /** Raised when a publish or unpublish time falls due: remembered counts of public lists are stale (list-reader.ts). */
  scheduleEpoch?: number
  close(): Promise<void>
}

/**
 * Read workers for SQLite: SQLITE_READ_WORKERS, else one per core but one (the event loop's),
 * at least 2 so that a cheap read never waits behind a long one, at most 4.
 */
export function readWorkerCount(env: NodeJS.ProcessEnv = process.env): number {
  const asked = env.SQLITE_READ_WORKERS
  if (asked !== undefined && asked !== '') {
    if (!/^\d{1,2}$/.test(asked)) throw new Error(`SQLITE_READ_WORKERS must be a whole number (0 = reads on the main thread), not '${asked}'`)
    return Number(asked)
  }
  return Math.min(4, Math.max(2, os.availableParallelism() - 1))
}

export function connectDatabase(options: { databaseUrl: string; dataDir: string; readWorkers?: number }): Database {
  if (/^postgres(ql)?:\/\//.test(options.databaseUrl)) {
    // Queries wait for a free connection beyond this; PostgreSQL's own default allows 100 in all.
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: poolSize(), options: speedOff.has('serial-plans') ? undefined : SESSION_SETTINGS })
    // An idle connection the server ends (a restart, an administrator) is dropped and replaced by
    // the pool; unheard, its 'error' event would end the whole process.
    pool.on('error', (error) => console.warn(`PostgreSQL closed an idle connection: ${error.message}`))
    const db = new Kysely<any>({ dialect: new PostgresDialect({ pool }) })
    return { db, dialect: 'postgres', close: () => db.destroy() }
  }
  fs.mkdirSync(options.dataDir, { recursive: true })
  const file = new SQLite(ownerOnlyDatabaseFile(path.join(options.dataDir, 'db.sqlite3')))
  // WAL: readers never wait for the writer; synchronous=NORMAL is durable across process crashes in WAL mode.
  file.pragma('journal_mode = WAL')
  file.pragma('synchronous = NORMAL')
  file.pragma('foreign_keys = ON')
  file.pragma('busy_timeout = 5000')
  // The query planner's statistics: a quick sample (analysis_limit) of the tables that grew a lot
  // since the last look, now and every 10 minutes (SQLite's advice for long-running processes).
  file.pragma('analysis_limit = 1000')
  const workers = options.readWorkers ?? readWorkerCount()
  const readPool = workers > 0 ? new ReadPool(file.name, workers) : undefined
  const counter = { count: 0 }
  const db = new Kysely<any>({ dialect: readPool ? new PooledSqliteDialect(file, readPool, counter) : new SqliteDialect({ database: file }) })
  const otherProcesses = file.prepare('PRAGMA data_version').pluck()
  const dataVersion = readPool ? () => `${counter.count}:${otherProcesses.get()}` : undefined
  const database: Database = { db, dialect: 'sqlite', readPool, dataVersion, close: () => db.destroy() }
  const optimizer = setInterval(
    () => void optimizeDatabase(database).catch((error) => console.warn(`Refreshing the planner statistics failed: ${error.message}`)),
    10 * 60_000,
  )
  optimizer.unref()
  database.close = () => (clearInterval(optimizer), db.destroy())
  return database
}

/**
 * Refreshes the planner statistics. SQLite: where tables changed much. PostgreSQL: every table;
 * autovacuum analyzes a table only after 50 changes and a tenth of its rows, so a small table
 * (tags) may never be, and then a tag filter on a search was planned as a walk over every
 * tagged row: 1.7 s instead of 0.35 s at 100,000 news a language (bench/api.ts).
 */
export async function optimizeDatabase(database: Database): Promise<void> {
  await (database.dialect === 'sqlite' ? sql`pragma optimize` : sql`analyze`).execute(database.db)
}

/**
 * The product's sessions plan no parallel workers: a request's statement is one of many running
 * at once, and the workers a parallel plan starts (processes, per statement) cost the cluster more
 * CPU than they save while every core is busy with other requests (a common word's search:
 * 33 -> 25 ms of the cluster's CPU a request without them, 47 -> 58 req/s; load average 9-14).
 * `options` in DATABASE_URL replaces this (pg reads the URL's parameters over the pool's).
 */
const SESSION_SETTINGS = '-c max_parallel_workers_per_gather=0'

function poolSize(): number {
  const asked = Number(process.env.DATABASE_POOL_SIZE ?? 10)
  if (!Number.isInteger(asked) || asked < 1) throw new Error(`DATABASE_POOL_SIZE must be a whole number of at least 1, not '${process.env.DATABASE_POOL_SIZE}'`)
  return asked
}

/**
 * The database holds password hashes, token digests and visitors' personal data: readable and writable by the
 * server's user only (0600), whatever the umask, also for a file made before this rule. SQLite gives its -wal and
 * -shm files the database file's permissions; ones already there are narrowed too.
 */
export function ownerOnlyDatabaseFile(file: string): string {
  fs.closeSync(fs.openSync(file, 'a', 0o600))
  for (const name of [file, `${file}-wal`, `${file}-shm`]) if (fs.existsSync(name)) fs.chmodSync(name, 0o600)
  return file
}
