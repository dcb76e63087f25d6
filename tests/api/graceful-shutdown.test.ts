/**
 * Graceful shutdown: SIGTERM to the server process (`npm start`'s entry, run in the spawned process
 * itself by tests/support/server-process.ts) while a request is in flight (a staff save whose body
 * is still arriving) lets that request finish and be answered and stored, refuses new connections,
 * and the process leaves with status 0, its port closed and nothing of its process group left.
 * Runs on the suite's database (SQLite, or PostgreSQL with TEST_DATABASE_URL).
 */
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { groupLeftovers } from '../support/process-group'
import { portOpen, sleep, startServerProcess, type ServerProcess } from '../support/server-process'
import { freshDatabase } from './helper'

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shutdown-test-'))
const ADMIN = { username: 'shutdown', password: 'shutdown-password-1' }
let server: ServerProcess | undefined
let database: Awaited<ReturnType<typeof freshDatabase>> | undefined

afterAll(async () => {
  await server?.kill('SIGKILL').catch(() => undefined)
  await database?.drop()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

/**
 * A POST whose body is sent in two parts; `answer` resolves with the answer once the second part went. It asks for
 * `100 Continue`, which the server sends once it has read the request's head: `inFlight` resolves then, when the request
 * is the server's to finish (a state, not a guess at how long the first bytes take to arrive).
 */
function slowPost(url: string, token: string, body: string, sendRest: Promise<void>) {
  let inFlight!: () => void
  const started = new Promise<void>((resolve) => (inFlight = resolve))
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    const headers = { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), authorization: `Token ${token}`, expect: '100-continue' }
    const request = http.request(url, { method: 'POST', headers }, (response) => {
      let text = ''
      response.on('data', (chunk) => (text += chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }))
    })
    request.on('error', reject)
    request.on('continue', () => {
      const half = Math.floor(body.length / 2)
      request.write(body.slice(0, half))
      inFlight()
      void sendRest.then(() => request.end(body.slice(half)))
    })
    request.flushHeaders()
  })
  return { started, answer }
}

describe('SIGTERM', () => {
  it('finishes the request in flight, answers and stores it, refuses new ones and exits 0', async () => {
    database = await freshDatabase()
    const start = (url: string) =>
      startServerProcess({
        env: {
          DATA_DIR: dataDir,
          DATABASE_URL: url,
          SITE_BUILD: 'off',
          ADMIN_BUILD: 'off',
          SEED_DEMO: 'off',
          ADMIN_USERNAME: ADMIN.username,
          ADMIN_PASSWORD: ADMIN.password,
        },
        readyPath: '/api/v1/news/',
      })
    server = await start(database.url)
    const base = `${server.origin}/api/v1`
    const login = await fetch(`${base}/api-token-auth/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) })
    const { token } = await login.json()

    let sendRest!: () => void
    const rest = new Promise<void>((resolve) => (sendRest = resolve))
    const saving = slowPost(`${base}/news/admin/tags/`, token, JSON.stringify({ name: 'Sredi zaustavitve', lang: 'sl' }), rest)
    await saving.started
    const stopping = server.kill('SIGTERM') // signals at once; resolves once the process exited and its port closed
    // The server is closing now: it no longer takes connections (while the request in flight waits for its rest).
    while (await portOpen(server.port)) await sleep(20)
    const refused = await fetch(`${base}/news/`).then(
      () => false,
      () => true,
    )
    sendRest()

    const answer = await saving.answer
    expect(answer.status).toBe(201)
    expect(JSON.parse(answer.body)).toMatchObject({ name: 'Sredi zaustavitve' })
    expect(refused).toBe(true)
    expect(await stopping).toBe(0)
    expect(await portOpen(server.port)).toBe(false)
    expect(await groupLeftovers(server.pid)).toEqual([])

    // The answered save is stored: the server started again on the same data serves it.
    const again = await start(database.url)
    server = again
    const tags = await (await fetch(`${again.origin}/api/v1/news/tags/?search=zaustavitve`)).json()
    expect(tags.results.map((tag: { name: string }) => tag.name)).toEqual(['Sredi zaustavitve'])
    expect(await again.kill('SIGTERM')).toBe(0)
  }, 120_000)
})
