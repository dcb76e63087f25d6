/**
 * The SQLite file holds password hashes, token digests and visitors' personal data: only the server's user may read
 * it (0600), with its -wal and -shm files, whatever the umask; a file made world-readable before is narrowed on start.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'kysely'
import { afterEach, expect, it } from 'vitest'
import { connectDatabase } from '../../server/db/connect'

const folders: string[] = []
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true })
})

const modeOf = (file: string) => fs.statSync(file).mode & 0o777

async function openAndWrite(dataDir: string) {
  const database = connectDatabase({ databaseUrl: '', dataDir, readWorkers: 0 })
  await sql`create table if not exists t (x integer)`.execute(database.db)
  await sql`insert into t values (1)`.execute(database.db)
  return database
}

it('a new database, its WAL and shared-memory files are 0600 under a permissive umask', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'db-mode-'))
  folders.push(dataDir)
  const umask = process.umask(0o002)
  try {
    const database = await openAndWrite(dataDir)
    const file = path.join(dataDir, 'db.sqlite3')
    expect([file, `${file}-wal`, `${file}-shm`].map((name) => [path.basename(name), modeOf(name)])).toEqual([
      ['db.sqlite3', 0o600],
      ['db.sqlite3-wal', 0o600],
      ['db.sqlite3-shm', 0o600],
    ])
    await database.close()
  } finally {
    process.umask(umask)
  }
})

it('a database left world-readable by an earlier version is narrowed to 0600 when opened', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'db-mode-'))
  folders.push(dataDir)
  const file = path.join(dataDir, 'db.sqlite3')
  await (await openAndWrite(dataDir)).close()
  fs.chmodSync(file, 0o644)
  const database = await openAndWrite(dataDir)
  expect(modeOf(file)).toBe(0o600)
  await database.close()
})
