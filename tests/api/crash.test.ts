/**
 * kill -9 during writes, on the database the suite runs on (SQLite, or PostgreSQL when
 * TEST_DATABASE_URL is set): the server process itself is killed (tests/support/server-process.ts
 * signals its process group and waits for its port to close), every write it answered 2xx is
 * stored, nothing half-written is left (a news item without its tags, an update half applied),
 * the database is sound (SQLite: integrity and foreign key checks), and the server starts again
 * on the same data and serves what was acknowledged.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { groupLeftovers } from '../support/process-group'
import { listeningPid, portOpen, startServerProcess, until, type ServerProcess } from '../support/server-process'
import { freshDatabase } from './helper'

const ADMIN = { username: 'crash', password: 'crash-password-1' }
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crash-test-'))
const started: ServerProcess[] = []
let database: Awaited<ReturnType<typeof freshDatabase>> | undefined

afterAll(async () => {
  for (const server of started) await server.kill('SIGKILL').catch(() => undefined)
  await database?.drop()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

async function start(databaseUrl: string) {
  const server = await startServerProcess({
    env: {
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      SITE_BUILD: 'off',
      ADMIN_BUILD: 'off',
      SEED_DEMO: 'off',
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
    },
    readyPath: '/api/v1/news/',
  })
  started.push(server)
  return server
}

/** What the database holds after the crash, read directly (not through the server). */
interface Stored {
  tags: Set<string>
  news: Map<number, string>
  newsTags: Map<number, number[]>
  /** SQLite's integrity and foreign key checks ('ok' on PostgreSQL, which checks as it writes). */
  soundness: string
}

async function readStored(databaseUrl: string): Promise<Stored> {
  let rows: { tags: { name: string }[]; news: { id: number; title: string }[]; links: { owner_id: number; target_id: number }[] }
  let soundness = 'ok'
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl })
    await client.connect()
    try {
      rows = {
        tags: (await client.query('select name from tags')).rows,
        news: (await client.query('select id, title from news')).rows,
        links: (await client.query('select owner_id, target_id from news__tags order by position')).rows,
      }
    } finally {
      await client.end()
    }
  } else {
    const file = new SQLite(path.join(dataDir, 'db.sqlite3'))
    try {
      soundness = String(file.pragma('integrity_check', { simple: true }))
      const foreign = file.pragma('foreign_key_check') as unknown[]
      if (foreign.length) soundness += `; foreign key violations: ${JSON.stringify(foreign)}`
      rows = {
        tags: file.prepare('select name from tags').all() as { name: string }[],
        news: file.prepare('select id, title from news').all() as { id: number; title: string }[],
        links: file.prepare('select owner_id, target_id from news__tags order by position').all() as { owner_id: number; target_id: number }[],
      }
    } finally {
      file.close()
    }
  }
  const newsTags = new Map<number, number[]>()
  for (const link of rows.links) newsTags.set(Number(link.owner_id), [...(newsTags.get(Number(link.owner_id)) ?? []), Number(link.target_id)])
  return { tags: new Set(rows.tags.map((r) => r.name)), news: new Map(rows.news.map((r) => [Number(r.id), r.title])), newsTags, soundness }
}

describe('a crash (SIGKILL to the server process) during writes', () => {
  it('keeps every answered write, leaves nothing half-written, and the server starts again on the same data', async () => {
    database = await freshDatabase()
    const server = await start(database.url)
    const api = `${server.origin}/api/v1`
    const { token } = await (
      await fetch(`${api}/api-token-auth/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) })
    ).json()
    const send = (method: string, url: string, body: unknown) =>
      fetch(`${api}${url}`, { method, headers: { 'content-type': 'application/json', authorization: `Token ${token}` }, body: JSON.stringify(body) })

    const labels: number[] = []
    for (const name of ['Potres', 'Rudnik']) labels.push((await (await send('POST', '/news/admin/tags/', { name, lang: 'sl' })).json()).id)
    // One news item per updater, each renamed again and again below.
    const owned: number[] = []
    for (const w of [0, 1])
      owned.push((await (await send('POST', '/news/admin/news/', { title: `u${w}-start`, lang: 'sl', date_made: '2025-09-13', body: 'x' })).json()).id)

    const ackedTags: string[] = []
    const ackedNews = new Map<number, string>()
    /** Per updater: the titles it sent (in order) and how many of them were answered 200. */
    const renames = owned.map(() => ({ sent: [] as string[], answered: 0 }))
    const cutOff: string[] = []
    let stop = false
    /** Runs `step` until the server is gone; a refused or broken connection ends the writer. */
    const writer = async (who: string, step: (i: number) => Promise<void>) => {
      for (let i = 0; !stop; i++) {
        try {
          await step(i)
        } catch {
          cutOff.push(who)
          return
        }
      }
    }
    const writers = [
      ...[0, 1, 2].map((w) =>
        writer(`tags ${w}`, async (i) => {
          const name = `t${w}-${i}`
          if ((await send('POST', '/news/admin/tags/', { name, lang: 'sl' })).status === 201) ackedTags.push(name)
        }),
      ),
      ...[0, 1].map((w) =>
        writer(`news ${w}`, async (i) => {
          const title = `n${w}-${i}`
          const res = await send('POST', '/news/admin/news/', { title, lang: 'sl', date_made: '2025-09-13', body: 'x', tags: labels })
          if (res.status === 201) ackedNews.set((await res.json()).id, title)
        }),
      ),
      ...owned.map((id, w) =>
        writer(`renames ${w}`, async (i) => {
          const title = `u${w}-${i}`
          renames[w].sent.push(title)
          if ((await send('PATCH', `/news/admin/news/${id}/`, { title })).status === 200) renames[w].answered = i + 1
        }),
      ),
    ]
    // Killed mid-stream: once every writer has been answered a few times (and more are on their way).
    await until('every writer answered', () => ackedTags.length >= 15 && ackedNews.size >= 10 && renames.every((r) => r.answered >= 5))
    const code = await server.kill('SIGKILL') // resolves once the process exited and its port is closed
    stop = true
    await Promise.all(writers)

    expect(code, 'killed by the signal, not exited on its own').toBeNull()
    expect(server.child.signalCode).toBe('SIGKILL')
    expect(await portOpen(server.port), 'nothing listens on the port').toBe(false)
    expect(listeningPid(server.port)).toBeNull()
    expect(await groupLeftovers(server.pid), 'no process of its group is left').toEqual([])
    // Every writer was still writing when the server died: it was cut off, not stopped.
    expect(cutOff.sort()).toEqual(['news 0', 'news 1', 'renames 0', 'renames 1', 'tags 0', 'tags 1', 'tags 2'])
    expect(ackedTags.length).toBeGreaterThan(10)
    expect(ackedNews.size).toBeGreaterThan(5)
    for (const rename of renames) expect(rename.answered).toBeGreaterThan(3)

    // The database the suite runs on: the SQLite file only without TEST_DATABASE_URL.
    expect(fs.existsSync(path.join(dataDir, 'db.sqlite3'))).toBe(!database.url)
    const stored = await readStored(database.url)
    expect(stored.soundness).toBe('ok')
    expect(
      ackedTags.filter((name) => !stored.tags.has(name)),
      'acknowledged tags lost',
    ).toEqual([])
    expect(
      [...ackedNews].filter(([id, title]) => stored.news.get(id) !== title),
      'acknowledged news lost',
    ).toEqual([])
    // All or nothing: every stored news item of the writers has both its tags, in order.
    const written = [...stored.news].filter(([, title]) => /^n\d-/.test(title))
    expect(written.length).toBeGreaterThanOrEqual(ackedNews.size)
    expect(
      written.filter(([id]) => JSON.stringify(stored.newsTags.get(id)) !== JSON.stringify(labels)),
      'news without their tags',
    ).toEqual([])
    // An update answered 200 is kept: the title is the last one answered, or the one in flight when the server died.
    owned.forEach((id, w) => {
      const { sent, answered } = renames[w]
      expect(sent.slice(answered - 1, answered + 1), `news ${id}`).toContain(stored.news.get(id))
    })

    const again = await start(database.url)
    const tags = await (await fetch(`${again.origin}/api/v1/news/tags/?page_size=100&search=t0-0`)).json()
    expect(tags.results.map((tag: { name: string }) => tag.name)).toContain('t0-0')
    const [someId, someTitle] = [...ackedNews][0]
    const item = await (await fetch(`${again.origin}/api/v1/news/admin/news/${someId}/`, { headers: { authorization: `Token ${token}` } })).json()
    expect(item).toMatchObject({ title: someTitle, tags: labels })
    expect(await again.kill('SIGTERM'), 'a clean stop after the restart').toBe(0)
  }, 120_000)
})
