import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { backup, pathsOf, restore } from '../../server/maintenance/backup'
import { pngImage, startApi, type TestApi } from './helper'

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

describe('backup and restore', () => {
  it('round-trips the database and the media while the server runs', async () => {
    if (api.app.context.database.dialect !== 'sqlite') return // PostgreSQL is backed up with pg_dump
    const kept = await createNews('Pred varnostno kopijo', true)
    const paths = pathsOf(api.dataDir)
    const folder = await backup(paths, path.join(api.dataDir, 'backups'))
    expect(fs.existsSync(path.join(folder, 'media', kept.image.replace('/media/', '')))).toBe(true)

    await createNews('Po varnostni kopiji')
    await api.app.close()
    restore(paths, folder)

    const { startAppOn } = await import('./restart')
    const again = await startAppOn(api.dataDir)
    const titles = (await again.inject({ method: 'GET', url: '/api/v1/news/?page_size=100' })).json().results.map((n: any) => n.title)
    expect(titles).toContain('Pred varnostno kopijo')
    expect(titles).not.toContain('Po varnostni kopiji')
    expect((await again.inject({ method: 'GET', url: kept.image })).statusCode).toBe(200)
    await again.close()
    api.app = again as typeof api.app
  })

  it('refuses a folder that is not a backup', () => {
    expect(() => restore(pathsOf(api.dataDir), api.dataDir + '/nothing')).toThrow(/not a backup folder/)
  })
})
