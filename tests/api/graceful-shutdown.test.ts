/**
 * Graceful shutdown: SIGTERM while a request is in flight (a staff save whose body is still
 * arriving) lets that request finish and be answered, refuses new connections, and the
 * process leaves with status 0. The server runs as its own process (`npm start`'s entry).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shutdown-test-'))
const port = 8500 + Math.floor(Math.random() * 90)
const base = `http://127.0.0.1:${port}/api/v1`
let server: ChildProcess

afterAll(() => {
  server?.kill('SIGKILL')
  fs.rmSync(dataDir, { recursive: true, force: true })
})

async function waitUntilUp() {
  for (let i = 0; i < 300; i++) {
    if (await fetch(`${base}/news/`).then((r) => r.ok, () => false)) return
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error('server did not start')
}

/** A POST whose body is sent in two parts; resolves with the answer once the second part went. */
function slowPost(url: string, token: string, body: string, sendRest: Promise<void>): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), authorization: `Token ${token}` } }, (response) => {
      let text = ''
      response.on('data', (chunk) => (text += chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }))
    })
    request.on('error', reject)
    const half = Math.floor(body.length / 2)
    request.write(body.slice(0, half))
    void sendRest.then(() => request.end(body.slice(half)))
  })
}

describe('SIGTERM', () => {
  it('finishes the request in flight, answers it, refuses new ones and exits 0', async () => {
    server = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'server/main.ts'], {
      env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, SITE_BUILD: 'off', ADMIN_BUILD: 'off', SEED_DEMO: 'off', ADMIN_USERNAME: 'shutdown', ADMIN_PASSWORD: 'shutdown-password-1', DATABASE_URL: '' },
      stdio: 'ignore',
    })
    const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)))
    await waitUntilUp()
    const login = await fetch(`${base}/api-token-auth/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'shutdown', password: 'shutdown-password-1' }) })
    const { token } = await login.json()

    let sendRest!: () => void
    const rest = new Promise<void>((resolve) => (sendRest = resolve))
    const saving = slowPost(`${base}/news/admin/tags/`, token, JSON.stringify({ name: 'Sredi zaustavitve', lang: 'sl' }), rest)
    await new Promise((r) => setTimeout(r, 300)) // the first half has arrived
    server.kill('SIGTERM')
    await new Promise((r) => setTimeout(r, 500)) // the server is closing now
    const refused = await fetch(`${base}/news/`).then(() => false, () => true)
    sendRest()

    const answer = await saving
    expect(answer.status).toBe(201)
    expect(JSON.parse(answer.body)).toMatchObject({ name: 'Sredi zaustavitve' })
    expect(refused).toBe(true)
    expect(await exited).toBe(0)
  })
})
