/**
 * `npm run backup` / `npm run restore` on the suite's database: SQLite's online backup, or on
 * PostgreSQL (TEST_DATABASE_URL) pg_dump and pg_restore; media copied both ways. A backup taken
 * while the server runs comes back exactly: what was saved after it is gone again.
 */
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { backup, pathsOf, restore } from '../../server/maintenance/backup'
import { pngImage, startApi, type TestApi } from './helper'
import { startAppOn } from './restart'

let api: TestApi
beforeAll(async () => {
  api = await startApi()
})
afterAll(() => api.close())

const createNews = async (title: string, withImage = false) => {
  const form = new FormData()
  for (const [k, v] of Object.entries({ title, lang: 'sl', date_made: '2025-09-13', body: 'x', is_published: 'true' })) form.append(k, v)
  if (withImage) form.append('image', new Blob([new Uint8Array(await pngImage())]), 'a.png')
  return (await api.request('POST', '/news/admin/news/', { token: api.staffToken, multipart: form })).body
}

describe(`backup and restore (${process.env.TEST_DATABASE_URL ? 'PostgreSQL: pg_dump, pg_restore' : 'SQLite'})`, () => {
  it('round-trips the database and the media while the server runs', async () => {
    const { databaseUrl } = api.app.context.config
    expect(api.app.context.database.dialect).toBe(process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite')
    const kept = await createNews('Pred varnostno kopijo', true)
    const paths = pathsOf(api.dataDir, databaseUrl)
    const folder = await backup(paths, path.join(api.dataDir, 'backups'))
    expect(fs.readdirSync(folder)).toEqual(expect.arrayContaining([databaseUrl ? 'db.pgdump' : 'db.sqlite3', 'media']))
    expect(fs.existsSync(path.join(folder, 'media', kept.image.replace('/media/', '')))).toBe(true)

    const later = await createNews('Po varnostni kopiji', true)
    await api.app.close()
    await restore(paths, folder)

    const again = await startAppOn(api.dataDir, databaseUrl)
    const titles = (await again.inject({ method: 'GET', url: '/api/v1/news/?page_size=100' })).json().results.map((n: any) => n.title)
    expect(titles).toEqual(['Pred varnostno kopijo'])
    expect((await again.inject({ method: 'GET', url: kept.image })).statusCode).toBe(200)
    expect((await again.inject({ method: 'GET', url: later.image })).statusCode).toBe(404)
    // The restored database goes on: ids continue after the restored rows, logins work.
    const login = await again.inject({ method: 'POST', url: '/api/v1/api-token-auth/', payload: { username: 'staff', password: 'staff-password-1' } })
    expect(login.statusCode).toBe(200)
    const made = await again.inject({
      method: 'POST',
      url: '/api/v1/news/admin/news/',
      headers: { authorization: `Token ${login.json().token}` },
      payload: { title: 'Po obnovi', lang: 'sl', date_made: '2025-09-14', body: 'x' },
    })
    expect(made.statusCode, made.body).toBe(201)
    expect(made.json().id).toBeGreaterThan(kept.id)
    await again.close()
    api.app = again as typeof api.app
  })

  it('refuses a folder that is not a backup', async () => {
    await expect(restore(pathsOf(api.dataDir, api.app.context.config.databaseUrl), `${api.dataDir}/nothing`)).rejects.toThrow(
      /not a (PostgreSQL )?backup folder/,
    )
  })
})
