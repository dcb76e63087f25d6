/**
 * The product's PostgreSQL sessions plan no parallel workers (server/db/connect.ts: each
 * request's statement is one of many at once; a parallel plan's workers cost more CPU than they save).
 */
import { sql } from 'kysely'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { startApi, type TestApi } from './helper'

let api: TestApi
beforeAll(async () => {
  api = await startApi()
})
afterAll(() => api.close())

it.skipIf(!process.env.TEST_DATABASE_URL)('every connection of the pool plans without parallel workers', async () => {
  const { db } = api.app.context.database
  // (several at once: more than one connection of the pool answers)
  const answers = await Promise.all(
    Array.from({ length: 4 }, () => sql<{ workers: string }>`select current_setting('max_parallel_workers_per_gather') as workers, pg_sleep(0.05)`.execute(db)),
  )
  expect(answers.map((answer) => answer.rows[0].workers)).toEqual(['0', '0', '0', '0'])
})
