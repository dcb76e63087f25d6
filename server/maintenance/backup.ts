/**
 * Backups of the database and the uploaded files, taken while the server runs.
 *
 *   npm run backup                 -> DATA_DIR/backups/<time>/ (db.sqlite3 or db.pgdump, + media/)
 *   npm run backup -- /mnt/safe    -> /mnt/safe/<time>/
 *   npm run restore -- <backup>    -> puts it back (stop the server first)
 *
 * SQLite: the online backup API copies a consistent snapshot even while others write, checked
 * with `integrity_check`. PostgreSQL (DATABASE_URL): `pg_dump` (one consistent snapshot, custom
 * format) checked by `pg_restore --list`, and put back with `pg_restore --clean` in one
 * transaction; both from Debian's postgresql-client (`apt-get install postgresql-client`).
 */
import fs from 'node:fs'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { runPgTool } from './pg-tools'

export interface BackupPaths {
  dataDir: string
  databaseFile: string
  mediaDir: string
  /** postgres://... when the database is PostgreSQL; empty for the SQLite file. */
  databaseUrl: string
}

const DUMP = 'db.pgdump'

export function pathsOf(dataDir: string, databaseUrl = ''): BackupPaths {
  return { dataDir, databaseFile: path.join(dataDir, 'db.sqlite3'), mediaDir: path.join(dataDir, 'media'), databaseUrl }
}

/** Writes a backup folder under `targetRoot` and returns its path. */
export async function backup(paths: BackupPaths, targetRoot: string, now = new Date()): Promise<string> {
  if (!paths.databaseUrl && !fs.existsSync(paths.databaseFile)) throw new Error(`No database at ${paths.databaseFile}`)
  const target = path.join(targetRoot, now.toISOString().replace(/[:.]/g, '-'))
  fs.mkdirSync(target, { recursive: true })
  if (paths.databaseUrl) {
    const dump = path.join(target, DUMP)
    await runPgTool('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${dump}`], paths.databaseUrl)
    // A dump pg_restore cannot read is no backup.
    const listing = await runPgTool('pg_restore', ['--list', dump])
    if (!/TABLE DATA/.test(listing)) throw new Error(`The dump holds no table data: ${dump}`)
  } else {
    const source = new SQLite(paths.databaseFile, { readonly: true, fileMustExist: true })
    try {
      await source.backup(path.join(target, 'db.sqlite3'))
    } finally {
      source.close()
    }
    const check = new SQLite(path.join(target, 'db.sqlite3'), { readonly: true })
    const integrity = check.pragma('integrity_check', { simple: true })
    check.close()
    if (integrity !== 'ok') throw new Error(`The backup failed its integrity check: ${integrity}`)
  }
  if (fs.existsSync(paths.mediaDir)) fs.cpSync(paths.mediaDir, path.join(target, 'media'), { recursive: true, preserveTimestamps: true })
  return target
}

/** Replaces the database and media with those of a backup folder. The server must be stopped. */
export async function restore(paths: BackupPaths, backupDir: string): Promise<void> {
  const sqlite = path.join(backupDir, 'db.sqlite3')
  const dump = path.join(backupDir, DUMP)
  if (paths.databaseUrl) {
    if (!fs.existsSync(dump)) throw new Error(`${backupDir} holds no ${DUMP}: not a PostgreSQL backup folder`)
    // --clean drops each dumped object before making it again; one transaction: all of it or nothing.
    await runPgTool(
      'pg_restore',
      ['--clean', '--if-exists', '--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error', dump],
      paths.databaseUrl,
    )
  } else {
    if (!fs.existsSync(sqlite)) throw new Error(`${backupDir} holds no db.sqlite3: not a backup folder`)
    fs.mkdirSync(paths.dataDir, { recursive: true })
    for (const suffix of ['', '-wal', '-shm']) fs.rmSync(paths.databaseFile + suffix, { force: true })
    fs.copyFileSync(sqlite, paths.databaseFile)
  }
  fs.rmSync(paths.mediaDir, { recursive: true, force: true })
  const media = path.join(backupDir, 'media')
  if (fs.existsSync(media)) fs.cpSync(media, paths.mediaDir, { recursive: true, preserveTimestamps: true })
}
