/**
 * Backups of the embedded database and the uploaded files, taken while the server runs.
 *
 *   npm run backup                 -> DATA_DIR/backups/<time>/ (db.sqlite3 + media/)
 *   npm run backup -- /mnt/safe    -> /mnt/safe/<time>/
 *   npm run restore -- <backup>    -> puts it back (stop the server first)
 *
 * SQLite's online backup copies a consistent snapshot even while others write. With
 * DATABASE_URL (PostgreSQL) use pg_dump for the database; media is copied the same way.
 */
import fs from 'node:fs'
import path from 'node:path'
import SQLite from 'better-sqlite3'

export interface BackupPaths {
  dataDir: string
  databaseFile: string
  mediaDir: string
}

export function pathsOf(dataDir: string): BackupPaths {
  return { dataDir, databaseFile: path.join(dataDir, 'db.sqlite3'), mediaDir: path.join(dataDir, 'media') }
}

/** Writes a backup folder under `targetRoot` and returns its path. */
export async function backup(paths: BackupPaths, targetRoot: string, now = new Date()): Promise<string> {
  if (!fs.existsSync(paths.databaseFile)) throw new Error(`No database at ${paths.databaseFile}`)
  const target = path.join(targetRoot, now.toISOString().replace(/[:.]/g, '-'))
  fs.mkdirSync(target, { recursive: true })
  const source = new SQLite(paths.databaseFile, { readonly: true, fileMustExist: true })
  try {
    await source.backup(path.join(target, 'db.sqlite3'))
  } finally {
    source.close()
  }
  if (fs.existsSync(paths.mediaDir)) fs.cpSync(paths.mediaDir, path.join(target, 'media'), { recursive: true, preserveTimestamps: true })
  const check = new SQLite(path.join(target, 'db.sqlite3'), { readonly: true })
  const integrity = check.pragma('integrity_check', { simple: true })
  check.close()
  if (integrity !== 'ok') throw new Error(`The backup failed its integrity check: ${integrity}`)
  return target
}

/** Replaces the database and media with those of a backup folder. The server must be stopped. */
export function restore(paths: BackupPaths, backupDir: string): void {
  const database = path.join(backupDir, 'db.sqlite3')
  if (!fs.existsSync(database)) throw new Error(`${backupDir} holds no db.sqlite3: not a backup folder`)
  fs.mkdirSync(paths.dataDir, { recursive: true })
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(paths.databaseFile + suffix, { force: true })
  fs.copyFileSync(database, paths.databaseFile)
  fs.rmSync(paths.mediaDir, { recursive: true, force: true })
  const media = path.join(backupDir, 'media')
  if (fs.existsSync(media)) fs.cpSync(media, paths.mediaDir, { recursive: true, preserveTimestamps: true })
}
