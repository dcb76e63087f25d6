/**
 * kill -9 during writes: every write the server answered 2xx survives the crash, and the
 * database file passes SQLite's integrity check. The server runs as its own process here.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { afterAll, describe, expect, it } from 'vitest'

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crash-test-'))
const port = 8400 + Math.floor(Math.random() * 90)
const base = `http://127.0.0.1:${port}/api/v1`
const children: ChildProcess[] = []

function startServer(): ChildProcess {
  const child = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'server/main.ts'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, SITE_BUILD: 'off', ADMIN_BUILD: 'off', SEED_DEMO: 'off', ADMIN_USERNAME: 'crash', ADMIN_PASSWORD: 'crash-password-1', DATABASE_URL: '' },
    stdio: 'ignore',
  })
  children.push(child)
  return child
}

async function waitUntilUp() {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${base}/news/`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error('server did not start')
}

afterAll(() => {
  for (const child of children) child.kill('SIGKILL')
  fs.rmSync(dataDir, { recursive: true, force: true })
})

describe('a crash during writes', () => {
  it('keeps every answered write and a sound database', async () => {
    const server = startServer()
    await waitUntilUp()
    const login = await fetch(`${base}/api-token-auth/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'crash', password: 'crash-password-1' }) })
    const { token } = await login.json()
    const acknowledged: string[] = []
    let stop = false
    const writer = async (w: number) => {
      for (let i = 0; !stop; i++) {
        const name = `w${w}-${i}`
        try {
          const res = await fetch(`${base}/news/admin/tags/`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Token ${token}` },
            body: JSON.stringify({ name, lang: 'sl' }),
          })
          if (res.status === 201) acknowledged.push(name)
        } catch {
          return // the server is gone
        }
      }
    }
    const writers = [0, 1, 2, 3, 4].map(writer)
    await new Promise((r) => setTimeout(r, 1500))
    server.kill('SIGKILL')
    stop = true
    await Promise.all(writers)
    expect(acknowledged.length).toBeGreaterThan(10)

    const file = new SQLite(path.join(dataDir, 'db.sqlite3'))
    expect(file.pragma('integrity_check', { simple: true })).toBe('ok')
    const stored = new Set(file.prepare('select name from tags').all().map((r: any) => r.name))
    file.close()
    expect(acknowledged.filter((name) => !stored.has(name))).toEqual([])

    startServer()
    await waitUntilUp()
    const res = await fetch(`${base}/news/tags/?page_size=100&search=w0-0`)
    expect(res.status).toBe(200)
  }, 60_000)
})
