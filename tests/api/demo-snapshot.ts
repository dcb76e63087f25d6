/**
 * The demo content (server/seed) made once per test run, for the files that sweep requests over records of every
 * type: seeding draws and encodes dozens of pictures (about 15 s of CPU), the same for every file. The first file
 * that asks seeds a data folder and database and keeps them; every file, that one included, then starts its
 * server on a copy of its own (startApi's `from`), exactly as if it had seeded it.
 *
 *   const api = await startDemoApi({ SMTP_URL: smtp.url })
 *
 * tests/support/once-per-run.ts decides which file seeds and how the others wait; the global teardown removes the
 * run's folder and drops the PostgreSQL copy source (seed-cache.ts).
 */
import fs from 'node:fs'
import path from 'node:path'
import { buildApp } from '../../server/app'
import { seedDemoContent } from '../../server/seed'
import { oncePerRun } from '../support/once-per-run'
import { DEMO_CONTENT } from '../support/seed-cache'
import { type DataSnapshot, freshDatabase, startApi, type TestApi, testConfig, VISITOR } from './helper'

/** Seeding on a busy 2-core machine takes minutes (a waiting file's beforeAll allows 600 s); it gives up after this. */
const WAIT_MS = 570_000

/** A server on its own copy of the demo content, with the staff and visitor accounts signed in. */
export async function startDemoApi(env: Record<string, string> = {}): Promise<TestApi> {
  const kind = process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite'
  const snapshot = await oncePerRun(`${DEMO_CONTENT}/${kind}`, 'demo content', WAIT_MS, (folder) => seedSnapshot(path.join(folder, 'data')))
  return startApi(env, {}, snapshot)
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
