/**
 * Issue 9.3: no stale answer after a save, under concurrency. Every anonymous GET is held 300 ms
 * between computing its answer and sending it (standing in for a slow database round trip or a
 * busy event loop), so reads that began before a save finish after it. An answer cached from
 * such a read would serve the old record after the save was acknowledged; the cache must refuse
 * to store it. Each save writes an increasing number into the record; a read that began after
 * save N was acknowledged must see N or later.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp, type BuiltApp } from '../../server/app'
import { loadConfig } from '../../server/config'
import { freshDatabase } from './helper'

const HOLD_MS = 300
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

let app: BuiltApp
let dataDir: string
let dropDatabase: () => Promise<void>
let staffToken: string
let newsId: number

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cache-race-'))
  const database = await freshDatabase()
  dropDatabase = database.drop
  app = await buildApp(
    loadConfig({ SITE_BUILD: 'off', SEED_DEMO: 'off', ADMIN_USERNAME: 'staff', ADMIN_PASSWORD: 'staff-password-1', DATABASE_URL: database.url }, { dataDir }),
  )
  app.addHook('preSerialization', async (request, _reply, payload) => {
    if (request.method === 'GET' && !request.headers.authorization) {
      heldNow?.()
      heldNow = undefined
      await sleep(HOLD_MS)
    }
    return payload
  })
  await app.ready()
  const staff = await app.accounts.findByUsername('staff')
  staffToken = await app.accounts.issueToken(staff!)
  const created = await save('POST', '/api/v1/news/admin/news/', { title: 'version 0', lang: 'sl', date_made: '2025-09-13', body: 'x', is_published: true })
  newsId = created.id
})

afterAll(async () => {
  await app?.close()
  await dropDatabase?.()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

async function save(method: string, url: string, body: unknown) {
  const res = await app.inject({
    method: method as 'POST',
    url,
    headers: { authorization: `Token ${staffToken}`, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  })
  expect(res.statusCode, res.body).toBeLessThan(300)
  return res.json()
}

/** Called by the hook above when an anonymous read has computed its answer and is held: see nextHold. */
let heldNow: (() => void) | undefined
/** Resolves once the next anonymous read has read the record (its answer is computed and held for HOLD_MS). */
const nextHold = () => new Promise<void>((resolve) => (heldNow = resolve))

const versionIn = (text: string) => Number(/version (\d+)/.exec(text)?.[1] ?? -1)

/** An anonymous read; the version it saw and whether it was a cache hit. */
async function read(url: string) {
  const res = await app.inject({ method: 'GET', url })
  expect(res.statusCode).toBe(200)
  return { version: versionIn(res.body), hit: res.headers['x-cache'] === 'hit' }
}

describe('answer cache under concurrent saves (300 ms between reading and answering)', () => {
  it('a read that began before a save and ends after it is not stored: the next read sees the save', async () => {
    for (const url of [`/api/v1/news/${newsId}/`, '/api/v1/news/?lang=sl']) {
      // Read as staff: staff answers are never cached, so the slow read below is a real miss.
      const before = (await app.inject({ method: 'GET', url: `/api/v1/news/admin/news/${newsId}/`, headers: { authorization: `Token ${staffToken}` } })).json()
      const held = nextHold()
      const slow = read(url) // reads the record now, answers 300 ms later
      // The save comes once the read has read the record, not after a guessed pause: on a busy machine a read can
      // take longer than the pause to get there.
      await held
      const version = versionIn(before.title) + 1
      await save('PATCH', `/api/v1/news/admin/news/${newsId}/`, { title: `version ${version}` })
      expect((await slow).version).toBe(version - 1) // it began before the save
      const after = await read(url)
      expect(after.version, `${url}: stale ${after.hit ? 'cache hit' : 'answer'} after the save was acknowledged`).toBe(version)
      expect((await read(url)).hit).toBe(true) // answers computed after the save are cached again
    }
  })

  it('readers racing a writer never see a version older than the last one acknowledged before they began', async () => {
    let acknowledged = versionIn(
      (await app.inject({ method: 'GET', url: `/api/v1/news/admin/news/${newsId}/`, headers: { authorization: `Token ${staffToken}` } })).json().title,
    )
    let writing = true
    const stale: string[] = []
    let reads = 0
    let hits = 0
    const reader = async (url: string) => {
      while (writing) {
        const floor = acknowledged
        const seen = await read(url)
        reads++
        if (seen.hit) hits++
        if (seen.version < floor) stale.push(`${url}: saw ${seen.version} after ${floor} was acknowledged (${seen.hit ? 'hit' : 'miss'})`)
        await sleep(Math.random() * 60)
      }
    }
    const writer = async () => {
      for (let round = 0; round < 12; round++) {
        await sleep(80 + Math.random() * 160)
        const next = acknowledged + 1
        await save('PATCH', `/api/v1/news/admin/news/${newsId}/`, { title: `version ${next}` })
        acknowledged = next
      }
      await sleep(HOLD_MS * 2)
      writing = false
    }
    const urls = [`/api/v1/news/${newsId}/`, '/api/v1/news/?lang=sl', '/api/v1/news/latest/?lang=sl']
    await Promise.all([writer(), ...urls.flatMap((url) => [reader(url), reader(url), reader(url)])])
    expect(stale).toEqual([])
    expect(reads).toBeGreaterThan(30)
    expect(hits).toBeGreaterThan(0) // the cache was in play, not bypassed
  }, 60_000)
})
