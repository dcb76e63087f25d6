import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApi, type TestApi } from './helper'

let api: TestApi
let newsId: number
beforeAll(async () => {
  api = await startApi()
  const res = await api.request('POST', '/news/admin/news/', {
    token: api.staffToken,
    body: { title: 'Prva različica', lang: 'sl', date_made: '2025-09-13', body: 'x', is_published: true },
  })
  newsId = res.body.id
})
afterAll(() => api.close())

const get = (url: string, headers: Record<string, string> = {}) => api.app.inject({ method: 'GET', url: `/api/v1${url}`, headers })

describe('response cache', () => {
  it('answers a repeated anonymous read from memory', async () => {
    expect((await get('/news/?lang=sl')).headers['x-cache']).toBeUndefined()
    const again = await get('/news/?lang=sl')
    expect(again.headers['x-cache']).toBe('hit')
    expect(again.json().results[0].title).toBe('Prva različica')
    expect(again.headers['x-content-type-options']).toBe('nosniff')
  })

  it('never serves stale data after a save', async () => {
    await get(`/news/${newsId}/`)
    expect((await get(`/news/${newsId}/`)).headers['x-cache']).toBe('hit')
    await api.request('PATCH', `/news/admin/news/${newsId}/`, { token: api.staffToken, body: { title: 'Druga različica' } })
    const fresh = await get(`/news/${newsId}/`)
    expect(fresh.headers['x-cache']).toBeUndefined()
    expect(fresh.json().title).toBe('Druga različica')
    expect((await get('/news/?lang=sl')).json().results[0].title).toBe('Druga različica')
  })

  it('keeps languages apart', async () => {
    await get('/news/tags/', { 'accept-language': 'en' })
    expect((await get('/news/tags/', { 'accept-language': 'sl' })).headers['x-cache']).toBeUndefined()
  })

  it('never caches signed-in reads or errors', async () => {
    await get('/news/admin/news/', { authorization: `Token ${api.staffToken}` })
    expect((await get('/news/admin/news/', { authorization: `Token ${api.staffToken}` })).headers['x-cache']).toBeUndefined()
    await get('/news/99999/')
    expect((await get('/news/99999/')).headers['x-cache']).toBeUndefined()
  })
})
