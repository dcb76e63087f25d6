/**
 * The first staff account when ADMIN_PASSWORD is unset: 'admin' with a random password, printed
 * exactly once on the first start; the password works; later starts print nothing.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { buildApp, type BuiltApp } from '../../server/app'
import { loadConfig } from '../../server/config'
import { freshDatabase } from './helper'

let dataDir: string
let database: Awaited<ReturnType<typeof freshDatabase>>
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'first-account-'))
  database = await freshDatabase()
})
afterAll(async () => {
  await database.drop()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

/** Starts the app on the same data folder and database, with no ADMIN_* set; what it printed. */
async function start(): Promise<{ app: BuiltApp; printed: string[] }> {
  const log = vi.spyOn(console, 'log').mockImplementation(() => {})
  try {
    const app = await buildApp(loadConfig({ SITE_BUILD: 'off', SEED_DEMO: 'off', DATABASE_URL: database.url }, { dataDir }))
    return { app, printed: log.mock.calls.map((call) => call.join(' ')) }
  } finally {
    log.mockRestore()
  }
}

const login = (app: BuiltApp, username: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/v1/api-token-auth/', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ username, password }) })

describe('first staff account', () => {
  let password: string

  it('is admin with a random password, printed exactly once on the first start', async () => {
    const { app, printed } = await start()
    const lines = printed.filter((line) => line.includes('password'))
    expect(lines).toHaveLength(1)
    password = /password: (\S+)/.exec(lines[0])![1]
    expect(password.length).toBeGreaterThanOrEqual(16)
    const res = await login(app, 'admin', password)
    expect(res.statusCode).toBe(200)
    const info = await app.inject({ method: 'GET', url: '/api/v1/accounts/account-info/', headers: { authorization: `Token ${res.json().token}` } })
    expect(info.json()).toMatchObject({ username: 'admin', is_staff: true, scope: ['*'] })
    await app.close()
  })

  it('prints nothing on the next start, and the password still works', async () => {
    const { app, printed } = await start()
    expect(printed.filter((line) => line.includes('password'))).toEqual([])
    expect((await login(app, 'admin', password)).statusCode).toBe(200)
    await app.close()
  })
})
