/**
 * One query builder for both databases: SQLite (better-sqlite3) by default, PostgreSQL when
 * DATABASE_URL says so. Code above this file never asks which one it is, except through
 * `Database.dialect` for the few type differences (booleans, serial ids).
 */
import fs from 'node:fs'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely'
import pg from 'pg'

export type Dialect = 'sqlite' | 'postgres'

export interface Database {
  db: Kysely<any>
  dialect: Dialect
  close(): Promise<void>
}

export function connectDatabase(options: { databaseUrl: string; dataDir: string }): Database {
  if (/^postgres(ql)?:\/\//.test(options.databaseUrl)) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 })
    // An idle connection the server ends (a restart, an administrator) is dropped and replaced by
    // the pool; unheard, its 'error' event would end the whole process.
    pool.on('error', (error) => console.warn(`PostgreSQL closed an idle connection: ${error.message}`))
    const db = new Kysely<any>({ dialect: new PostgresDialect({ pool }) })
    return { db, dialect: 'postgres', close: () => db.destroy() }
  }
  fs.mkdirSync(options.dataDir, { recursive: true })
  const file = new SQLite(path.join(options.dataDir, 'db.sqlite3'))
  // WAL: readers never wait for the writer; synchronous=NORMAL is durable across process crashes in WAL mode.
  file.pragma('journal_mode = WAL')
  file.pragma('synchronous = NORMAL')
  file.pragma('foreign_keys = ON')
  file.pragma('busy_timeout = 5000')
  const db = new Kysely<any>({ dialect: new SqliteDialect({ database: file }) })
  return { db, dialect: 'sqlite', close: () => db.destroy() }
}
