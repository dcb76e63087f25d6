/**
 * The first staff account when ADMIN_PASSWORD is unset: 'admin' with a random password, shown
 * exactly once on the first start, on the terminal only (never on stdout, stderr or the log, which
 * end up in log files); without a terminal, in a file only the server's user may read. The
 * password works; later starts show nothing.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { buildApp, type BuiltApp } from '../../server/app'
import { PASSWORD_FILE } from '../../server/auth/first-account'
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

/** Starts the app on the same data folder and database, with no ADMIN_* set; what went to stdout, stderr, the log and the terminal. */
async function start(terminal: string): Promise<{ app: BuiltApp; printed: string[]; shown: string }> {
  const printed: string[] = []
  const spies = (['log', 'info', 'warn', 'error'] as const).map((name) =>
    vi.spyOn(console, name).mockImplementation((...args) => void printed.push(args.join(' '))),
  )
  const out = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => (printed.push(String(chunk)), true))
  const err = vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => (printed.push(String(chunk)), true))
  try {
    const app = await buildApp(loadConfig({ SITE_BUILD: 'off', SEED_DEMO: 'off', DATABASE_URL: database.url }, { dataDir }), {
      logger: true,
      logStream: { write: (line) => void printed.push(line) },
      terminal,
    })
    return { app, printed, shown: fs.existsSync(terminal) ? fs.readFileSync(terminal, 'utf8') : '' }
  } finally {
    for (const spy of [...spies, out, err]) spy.mockRestore()
  }
}

const login = (app: BuiltApp, username: string, password: string) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/api-token-auth/',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ username, password }),
  })

describe('first staff account', () => {
  let password: string

  it('is admin with a random password, shown exactly once on the first start, on the terminal only', async () => {
    const terminal = path.join(dataDir, 'fake-tty')
    const { app, printed, shown } = await start(terminal)
    password = /password: (\S+)/.exec(shown)![1]
    expect(password.length).toBeGreaterThanOrEqual(16)
    expect(printed.filter((line) => line.includes(password))).toEqual([])
    expect(printed.join('\n')).toContain('its password was shown on the terminal')
    const res = await login(app, 'admin', password)
    expect(res.statusCode).toBe(200)
    const info = await app.inject({ method: 'GET', url: '/api/v1/accounts/account-info/', headers: { authorization: `Token ${res.json().token}` } })
    expect(info.json()).toMatchObject({ username: 'admin', is_staff: true, scope: ['*'] })
    await app.close()
  })

  it('shows nothing on the next start, and the password still works', async () => {
    const terminal = path.join(dataDir, 'fake-tty-2')
    const { app, printed, shown } = await start(terminal)
    expect(shown).toBe('')
    expect(printed.filter((line) => line.includes(password))).toEqual([])
    expect((await login(app, 'admin', password)).statusCode).toBe(200)
    await app.close()
  })

  it('without a terminal (a service), goes to a file only its user may read, and the log says where', async () => {
    // A fresh install: its own data folder (the SQLite file) and database.
    await database.drop()
    database = await freshDatabase()
    for (const suffix of ['', '-wal', '-shm']) fs.rmSync(path.join(dataDir, `db.sqlite3${suffix}`), { force: true })
    const { app, printed } = await start('/nonexistent/tty')
    const file = path.join(dataDir, PASSWORD_FILE)
    const fresh = /password: (\S+)/.exec(fs.readFileSync(file, 'utf8'))![1]
    expect(fs.statSync(file).mode & 0o777).toBe(0o600)
    expect(printed.filter((line) => line.includes(fresh))).toEqual([])
    expect(printed.join('\n')).toContain(file)
    expect((await login(app, 'admin', fresh)).statusCode).toBe(200)
    await app.close()
  })
})
