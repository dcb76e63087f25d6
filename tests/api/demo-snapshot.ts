/**
 * The demo content (server/seed) made once per test run, for the files that sweep requests over records of every
 * type: seeding draws and encodes dozens of pictures (about 15 s of CPU), the same for every file. The first file
 * that asks seeds a data folder and database and keeps them; every file, that one included, then starts its
 * server on a copy of its own (startApi's `from`), exactly as if it had seeded it.
 *
 *   const api = await startDemoApi({ SMTP_URL: smtp.url })
 *
 * Vitest's global setup (tests/support/global-setup.ts) gives the run its folder (RUDNIK_SEED_CACHE) and removes
 * it, and the PostgreSQL copy source, at the end. Without that folder each file seeds its own.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { buildApp } from '../../server/app'
import { seedDemoContent } from '../../server/seed'
import { READY_FILE } from '../support/seed-cache'
import { type DataSnapshot, freshDatabase, startApi, type TestApi, testConfig, VISITOR } from './helper'

const FAILED_FILE = 'failed.txt'
/** Seeding on a busy 2-core machine takes minutes (a waiting file's beforeAll allows 600 s); it gives up after this. */
const WAIT_MS = 570_000

/** A server on its own copy of the demo content, with the staff and visitor accounts signed in. */
export async function startDemoApi(env: Record<string, string> = {}): Promise<TestApi> {
  return startApi(env, {}, await demoSnapshot())
}

async function demoSnapshot(): Promise<DataSnapshot> {
  const kind = process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite'
  const run = process.env.RUDNIK_SEED_CACHE ?? fs.mkdtempSync(path.join(os.tmpdir(), 'demo-snapshot-'))
  const folder = path.join(run, kind)
  try {
    fs.mkdirSync(folder, { recursive: false }) // atomic: exactly one file of the run seeds
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    return waitForSnapshot(folder)
  }
  try {
    const snapshot = await seedSnapshot(path.join(folder, 'data'))
    // Written whole, then renamed: a waiting file never reads half of it.
    fs.writeFileSync(path.join(folder, `${READY_FILE}.part`), JSON.stringify(snapshot))
    fs.renameSync(path.join(folder, `${READY_FILE}.part`), path.join(folder, READY_FILE))
    return snapshot
  } catch (error) {
    fs.writeFileSync(path.join(folder, FAILED_FILE), String((error as Error).stack ?? error))
    throw error
  }
}

/** As startApi + seedDemoContent left a file's data before (the accounts, then the demo content), its server closed. */
async function seedSnapshot(dataDir: string): Promise<DataSnapshot> {
  fs.mkdirSync(dataDir)
  // Kept until the run's end (the global teardown drops it): the other files copy it.
  const database = await freshDatabase()
  const app = await buildApp(testConfig({}, dataDir, database.url))
  try {
    await app.accounts.create({ ...VISITOR, is_staff: false })
    await seedDemoContent(app.context)
  } finally {
    // Closed before any copy: PostgreSQL copies only a database nobody is connected to; SQLite's file is complete.
    await app.close()
  }
  return { dataDir, database: database.url ? new URL(database.url).pathname.slice(1) : '' }
}

/** Waits for the file that seeds (a state on disk: its ready or failed mark), for at most WAIT_MS. */
async function waitForSnapshot(folder: string): Promise<DataSnapshot> {
  const deadline = Date.now() + WAIT_MS
  while (Date.now() < deadline) {
    if (fs.existsSync(path.join(folder, READY_FILE))) return JSON.parse(fs.readFileSync(path.join(folder, READY_FILE), 'utf8'))
    if (fs.existsSync(path.join(folder, FAILED_FILE)))
      throw new Error(`Seeding the demo content failed in another test file:\n${fs.readFileSync(path.join(folder, FAILED_FILE), 'utf8')}`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`No demo content in ${folder} after ${WAIT_MS / 1000} s: the file seeding it has not finished`)
}
