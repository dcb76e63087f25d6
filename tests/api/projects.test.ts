import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LATEST_PROJECTS_COUNT } from '../../shared/constants'
import { pngImage, startApi, type TestApi } from './helper'

let api: TestApi
const ids: Record<string, number> = {}
const titles = (res: { body: any }) => res.body.results.map((p: any) => p.title)

/** Six published Slovenian projects a month apart, one hidden, one English. */
beforeAll(async () => {
  api = await startApi()
  const create = async (key: string, body: Record<string, unknown>) => {
    const res = await api.request('POST', '/projects/', { token: api.staffToken, body: { lang: 'sl', is_published: true, ...body } })
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    ids[key] = res.body.id
  }
  const statuses = ['in_progress', 'in_preparation', 'planning'] as const
  for (let month = 1; month <= 6; month++) {
    await create(`p${month}`, { title: `Projekt ${month}`, published_date: `2025-0${month}-15`, status: statuses[month % 3] })
  }
  await create('hidden', { title: 'Skrit projekt', published_date: '2025-07-01', status: 'planning', is_published: false })
  await create('english', { title: 'Solar roofs', lang: 'en', published_date: '2025-03-01', status: 'planning', description: 'Photovoltaics on the halls' })
})
afterAll(() => api.close())

describe('projects', () => {
  it('latest projects: page_size=4&ordering=-published_date', async () => {
    const res = await api.request('GET', `/projects/?language=sl&page_size=${LATEST_PROJECTS_COUNT}&ordering=-published_date`)
    expect(res.status).toBe(200)
    expect(titles(res)).toEqual(['Projekt 6', 'Projekt 5', 'Projekt 4', 'Projekt 3'])
    expect(res.body.count).toBe(6)
  })

  it('shows visitors published projects only; staff see all and may filter is_published', async () => {
    expect(titles(await api.request('GET', '/projects/?page_size=50'))).not.toContain('Skrit projekt')
    expect((await api.request('GET', `/projects/${ids.hidden}/`)).status).toBe(404)
    const staff = await api.request('GET', '/projects/?is_published=false', { token: api.staffToken })
    expect(titles(staff)).toEqual(['Skrit projekt'])
  })

  it('filters by language and lang', async () => {
    expect(titles(await api.request('GET', '/projects/?language=en'))).toEqual(['Solar roofs'])
    expect(titles(await api.request('GET', '/projects/?lang=en'))).toEqual(['Solar roofs'])
  })

  it('filters by published_date exactly and by range', async () => {
    expect(titles(await api.request('GET', '/projects/?published_date=2025-02-15'))).toEqual(['Projekt 2'])
    const range = await api.request('GET', '/projects/?language=sl&published_date__gte=2025-02-01&published_date__lte=2025-04-30&ordering=published_date')
    expect(titles(range)).toEqual(['Projekt 2', 'Projekt 3', 'Projekt 4'])
  })

  it('searches title and description', async () => {
    expect(titles(await api.request('GET', '/projects/?search=photovoltaics'))).toEqual(['Solar roofs'])
  })

  it('retrieves one with language, by id or slug', async () => {
    const res = await api.request('GET', `/projects/${ids.english}/?language=en`)
    expect(res.body).toMatchObject({ title: 'Solar roofs', lang: 'en', slug: 'solar-roofs', status: 'planning', completion_percent: 0 })
    expect((await api.request('GET', '/projects/solar-roofs/?language=en')).body.id).toBe(ids.english)
  })

  it('accepts the three statuses only and a completion from 0 to 100', async () => {
    const bad = await api.request('POST', '/projects/', {
      token: api.staffToken,
      body: { title: 'X', lang: 'sl', published_date: '2025-01-01', status: 'done', completion_percent: 101 },
    })
    expect(bad.status).toBe(400)
    expect(Object.keys(bad.body).sort()).toEqual(['completion_percent', 'status'])
    const ok = await api.request('PATCH', `/projects/${ids.p1}/`, {
      token: api.staffToken,
      body: { status: 'in_progress', completion_percent: 60, phase_initial: 'Projektna dokumentacija je pripravljena.' },
    })
    expect(ok.body).toMatchObject({ status: 'in_progress', completion_percent: 60, phase_initial: 'Projektna dokumentacija je pripravljena.' })
  })

  it('reads are public, writes are for staff', async () => {
    expect((await api.request('POST', '/projects/', { body: { title: 'X' } })).status).toBe(401)
    expect((await api.request('PUT', `/projects/${ids.p1}/`, { body: { title: 'X' }, token: api.visitorToken })).status).toBe(403)
    expect((await api.request('DELETE', `/projects/${ids.p1}/`, { token: api.visitorToken })).status).toBe(403)
  })
})

describe('project image', () => {
  const form = async (fields: Record<string, string>, withImage = true) => {
    const data = new FormData()
    for (const [key, value] of Object.entries(fields)) data.append(key, value)
    if (withImage) data.append('image', new Blob([new Uint8Array(await pngImage(16, 9))]), 'header.png')
    return data
  }

  it('current is 404 before any image exists', async () => {
    expect((await api.request('GET', '/projects/project-image/current/')).status).toBe(404)
  })

  it('current is the newest flagged image, else the newest; POST and PATCH take multipart', async () => {
    const first = await api.request('POST', '/projects/project-image/', { token: api.staffToken, multipart: await form({ alt_sl: 'Prva' }) })
    expect(first.status, JSON.stringify(first.body)).toBe(201)
    expect((await api.request('GET', '/projects/project-image/current/')).body.id).toBe(first.body.id)
    const second = await api.request('POST', '/projects/project-image/', { token: api.staffToken, multipart: await form({ alt_sl: 'Druga' }) })
    const current = await api.request('GET', '/projects/project-image/current/')
    expect(current.body).toMatchObject({ id: second.body.id, alt_sl: 'Druga' })
    expect(current.body.image).toMatch(/^\/media\//)
    const patched = await api.request('PATCH', `/projects/project-image/${first.body.id}/`, {
      token: api.staffToken,
      multipart: await form({ is_current: 'true' }, false),
    })
    expect(patched.status).toBe(200)
    expect((await api.request('GET', '/projects/project-image/current/')).body.id).toBe(first.body.id)
    expect((await api.request('DELETE', `/projects/project-image/${first.body.id}/`, { token: api.staffToken })).status).toBe(204)
    expect((await api.request('GET', '/projects/project-image/current/')).body.id).toBe(second.body.id)
  })

  it('writes are for staff', async () => {
    expect((await api.request('POST', '/projects/project-image/', { multipart: await form({}) })).status).toBe(401)
    expect((await api.request('POST', '/projects/project-image/', { token: api.visitorToken, multipart: await form({}) })).status).toBe(403)
  })
})
