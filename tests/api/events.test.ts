import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { wallClock } from '../../shared/event-status'
import { pngImage, startApi, type TestApi } from './helper'

let api: TestApi
const ids: Record<string, number> = {}

/** A wall-clock datetime `days` from now (the API keeps event times as entered). */
const inDays = (days: number) => wallClock(new Date(Date.now() + days * 86_400_000))
const today = () => wallClock(new Date()).slice(0, 10)

const staff = (method: string, url: string, body?: unknown) => api.request(method, url, { token: api.staffToken, body })
const titles = (res: { body: any }) => (res.body.results ?? res.body).map((e: any) => e.title)

beforeAll(async () => {
  api = await startApi()
  ids.workshop = (await staff('POST', '/events/types/full/', { name_sl: 'Delavnica', name_en: 'Workshop' })).body.id
  ids.fair = (await staff('POST', '/events/types/full/', { name_sl: 'Sejem', name_en: 'Fair' })).body.id
  const category = async (name_sl: string, name_en: string, type: number) =>
    (await staff('POST', '/events/categories/full/', { name_sl, name_en, type })).body.id
  ids.business = await category('Podjetništvo', 'Entrepreneurship', ids.workshop)
  ids.heritage = await category('Dediščina', 'Heritage', ids.workshop)
  ids.doors = await category('Odprta vrata', 'Open doors', ids.fair)
  const event = async (key: string, body: Record<string, unknown>) => {
    const res = await staff('POST', '/events/full/', { lang: 'sl', is_published: true, ...body })
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    ids[key] = res.body.id
  }
  await event('past', { title: 'Pretekla delavnica', start: inDays(-5), end: inDays(-3), category: ids.business })
  await event('ongoing', { title: 'Tekoči sejem', start: inDays(-1), end: inDays(1), category: ids.doors })
  await event('soon', { title: 'Bližnje srečanje', start: inDays(3), category: ids.business })
  await event('later', { title: 'Poznejša delavnica', start: inDays(20), end: inDays(21), category: ids.business })
  await event('hidden', { title: 'Skrit dogodek', start: inDays(2), is_published: false, category: ids.business })
  await event('sample', { title: 'Dan odprtih vrat', start: '2025-09-13T10:00:00', end: '2025-09-13T16:00:00' })
  await event('english', { title: 'Open day', lang: 'en', start: inDays(4) })
})
afterAll(() => api.close())

describe('event status', () => {
  it('is derived from start and end against now: past, ongoing, upcoming', async () => {
    const status = async (key: string) => (await api.request('GET', `/events/${ids[key]}/`)).body.status
    expect(await status('past')).toBe('past')
    expect(await status('ongoing')).toBe('ongoing')
    expect(await status('soon')).toBe('upcoming')
    expect(await status('sample')).toBe('past')
  })

  it('an event without an end is ongoing until the end of its start day', async () => {
    const res = await staff('POST', '/events/full/', { title: 'Danes', lang: 'sl', start: `${today()}T00:00:00` })
    expect(res.body.status).toBe('ongoing')
    const yesterday = await staff('POST', '/events/full/', { title: 'Včeraj', lang: 'sl', start: `${inDays(-1).slice(0, 10)}T23:00:00` })
    expect(yesterday.body.status).toBe('past')
  })

  it('is read-only: a sent status is ignored', async () => {
    const res = await staff('PATCH', `/events/full/${ids.past}/`, { status: 'upcoming' })
    expect(res.status).toBe(200)
    expect(res.body.status).toBe('past')
  })
})

describe('event dates', () => {
  it('refuses an end before the start with 400 on end', async () => {
    const res = await staff('POST', '/events/full/', { title: 'Narobe', lang: 'sl', start: '2025-09-13T10:00:00', end: '2025-09-12T10:00:00' })
    expect(res.status).toBe(400)
    expect(res.body.end).toEqual(['This must not be earlier than "Start".'])
    expect(res.body.start).toBeUndefined()
  })

  it('refuses a PATCH that moves the end before the stored start', async () => {
    const res = await staff('PATCH', `/events/full/${ids.sample}/`, { end: '2025-09-13T09:00:00' })
    expect(res.status).toBe(400)
    expect(Object.keys(res.body)).toEqual(['end'])
    const moved = await staff('PATCH', `/events/full/${ids.sample}/`, { end: '2025-09-13T17:00:00' })
    expect(moved.status).toBe(200)
    expect(moved.body.end).toBe('2025-09-13T17:00:00')
  })
})

describe('event lists', () => {
  it('filters by language with both language and lang', async () => {
    expect(titles(await api.request('GET', '/events/?language=en'))).toEqual(['Open day'])
    expect(titles(await api.request('GET', '/events/?lang=en'))).toEqual(['Open day'])
    expect(titles(await api.request('GET', '/events/?language=sl&page_size=50'))).not.toContain('Open day')
  })

  it('shows visitors published events only', async () => {
    expect(titles(await api.request('GET', '/events/?page_size=50'))).not.toContain('Skrit dogodek')
    expect((await api.request('GET', `/events/${ids.hidden}/`)).status).toBe(404)
    expect((await staff('GET', `/events/full/${ids.hidden}/`)).status).toBe(200)
  })

  it('latest lists upcoming and ongoing published events, soonest first', async () => {
    const res = await api.request('GET', '/events/latest/?language=sl')
    expect(res.status).toBe(200)
    expect(titles(res)).toEqual(['Tekoči sejem', 'Bližnje srečanje', 'Poznejša delavnica'])
    expect(res.body.every((e: any) => e.status !== 'past')).toBe(true)
  })
})

describe('latest events order', () => {
  it('update-last-events stores the order and last-events returns it', async () => {
    const res = await staff('POST', '/events/update-last-events/', { ids: [ids.later, ids.past, ids.soon] })
    expect(res.status).toBe(200)
    expect(titles(res)).toEqual(['Poznejša delavnica', 'Pretekla delavnica', 'Bližnje srečanje'])
    expect(titles(await api.request('GET', '/events/last-events/'))).toEqual(['Poznejša delavnica', 'Pretekla delavnica', 'Bližnje srečanje'])
    await staff('POST', '/events/update-last-events/', { events: [{ id: ids.soon }, ids.later] })
    expect(titles(await api.request('GET', '/events/last-events/'))).toEqual(['Bližnje srečanje', 'Poznejša delavnica'])
  })

  it('update-last-events refuses unknown ids with 400 and keeps the stored order', async () => {
    const res = await staff('POST', '/events/update-last-events/', { ids: [ids.past, 999999] })
    expect(res.status).toBe(400)
    expect(res.body.ids[0]).toMatch(/999999/)
    expect((await staff('POST', '/events/update-last-events/', { ids: 'not a list' })).status).toBe(400)
    expect(titles(await api.request('GET', '/events/last-events/'))).toEqual(['Bližnje srečanje', 'Poznejša delavnica'])
  })

  it('update-last-events is for staff only', async () => {
    expect((await api.request('POST', '/events/update-last-events/', { body: { ids: [] } })).status).toBe(401)
    expect((await api.request('POST', '/events/update-last-events/', { body: { ids: [] }, token: api.visitorToken })).status).toBe(403)
  })
})

describe('on-key events', () => {
  it('come in their stored order, published only for visitors', async () => {
    await staff('PATCH', `/events/full/${ids.later}/`, { on_key: true, on_key_order: 1 })
    await staff('PATCH', `/events/full/${ids.past}/`, { on_key: true, on_key_order: 2 })
    await staff('PATCH', `/events/full/${ids.hidden}/`, { on_key: true, on_key_order: 0 })
    expect(titles(await api.request('GET', '/events/on-key-events-full/'))).toEqual(['Poznejša delavnica', 'Pretekla delavnica'])
    expect(titles(await staff('GET', '/events/on-key-events-full/'))).toEqual(['Skrit dogodek', 'Poznejša delavnica', 'Pretekla delavnica'])
    await staff('PATCH', `/events/full/${ids.past}/`, { on_key_order: 0 })
    expect(titles(await api.request('GET', '/events/on-key-events-full/'))).toEqual(['Pretekla delavnica', 'Poznejša delavnica'])
  })
})

describe('event categories and types', () => {
  it('lists categories with names in the language asked for', async () => {
    const en = await api.request('GET', '/events/categories/?language=en&ordering=name_en')
    expect(en.body.results.map((c: any) => c.name)).toEqual(['Entrepreneurship', 'Heritage', 'Open doors'])
    const sl = await api.request('GET', '/events/categories/', { language: 'sl' })
    expect(sl.body.results.map((c: any) => c.name)).toEqual(['Dediščina', 'Odprta vrata', 'Podjetništvo'])
    const full = await staff('GET', '/events/categories/full/')
    expect(full.body.results.map((c: any) => c.name_sl)).toEqual(['Dediščina', 'Odprta vrata', 'Podjetništvo'])
    expect(full.body.results[0]).toMatchObject({ name_sl: 'Dediščina', name_en: 'Heritage', available_languages: ['sl', 'en'] })
  })

  it('are created, replaced, changed and deleted by staff at events/categories/ too, answered localized', async () => {
    const made = await staff('POST', '/events/categories/', { name_sl: 'Sejmi', name_en: 'Fairs', type: ids.workshop })
    expect(made.status).toBe(201)
    expect(made.body).toMatchObject({ name: 'Fairs' })
    const url = `/events/categories/${made.body.id}/`
    expect((await staff('PUT', url, { name_sl: 'Sejmi in razstave', name_en: 'Fairs and shows', type: ids.workshop })).body.name).toBe('Fairs and shows')
    expect((await staff('PATCH', url, { name_en: 'Trade fairs' })).body.name).toBe('Trade fairs')
    expect((await api.request('PATCH', url, { token: api.visitorToken, body: { name_en: 'X' } })).status).toBe(403)
    expect((await api.request('POST', '/events/categories/', { body: { name_sl: 'X', type: ids.workshop } })).status).toBe(401)
    expect((await staff('DELETE', url)).status).toBe(204)
    expect((await api.request('GET', url)).status).toBe(404)
  })

  it('categories of a type', async () => {
    const res = await api.request('GET', `/events/types/${ids.workshop}/categories/?language=en`)
    expect(res.status).toBe(200)
    expect(res.body.results.map((c: any) => c.name).sort()).toEqual(['Entrepreneurship', 'Heritage'])
    expect((await api.request('GET', '/events/types/999999/categories/')).status).toBe(404)
  })

  it('events of a category: published only, by id or slug', async () => {
    const byId = await api.request('GET', `/events/categories/${ids.business}/events/?ordering=start`)
    expect(titles(byId)).toEqual(['Pretekla delavnica', 'Bližnje srečanje', 'Poznejša delavnica'])
    expect(byId.body.count).toBe(3)
    const bySlug = await api.request('GET', '/events/categories/podjetnistvo/events/?ordering=start')
    expect(titles(bySlug)).toEqual(titles(byId))
    expect((await api.request('GET', '/events/categories/no-such/events/')).status).toBe(404)
  })

  it('types carry both languages and are staff-written', async () => {
    const res = await api.request('GET', '/events/types/?language=en')
    expect(res.body.results.map((t: any) => t.name)).toEqual(['Workshop', 'Fair'])
    expect(res.body.results[0].name_sl).toBeUndefined()
    expect((await api.request('POST', '/events/types/full/', { body: { name_sl: 'X' }, token: api.visitorToken })).status).toBe(403)
  })
})

describe('event images', () => {
  it('main images lists the main images of published events only', async () => {
    const upload = async (event: number, is_main: boolean, alt: string) => {
      const form = new FormData()
      form.append('event', String(event))
      form.append('is_main', String(is_main))
      form.append('alt', alt)
      form.append('image', new Blob([new Uint8Array(await pngImage())]), 'a.png')
      const res = await api.request('POST', '/events/images/', { token: api.staffToken, multipart: form })
      expect(res.status, JSON.stringify(res.body)).toBe(201)
    }
    await upload(ids.soon, true, 'Glavna')
    await upload(ids.soon, false, 'Dodatna')
    await upload(ids.hidden, true, 'Skrita')
    const res = await api.request('GET', '/events/images/main/')
    expect(res.status).toBe(200)
    expect(res.body.map((i: any) => i.alt)).toEqual(['Glavna'])
    expect(res.body[0].image).toMatch(/^\/media\//)
  })

  it("anyone reads the pictures of published events (the event page's gallery), with their alt text; never those of a hidden event", async () => {
    const all = await api.request('GET', '/events/images/?page_size=100')
    expect(all.status).toBe(200)
    const alts = all.body.results.map((i: any) => i.alt)
    expect(alts).toEqual(expect.arrayContaining(['Glavna', 'Dodatna']))
    expect(alts).not.toContain('Skrita')
    const own = await api.request('GET', `/events/images/?event=${ids.soon}&ordering=order`)
    expect(own.body.results.map((i: any) => i.alt)).toEqual(['Glavna', 'Dodatna'])
    const hidden = (await api.request('GET', `/events/images/?event=${ids.hidden}`, { token: api.staffToken })).body.results[0]
    expect((await api.request('GET', `/events/images/${hidden.id}/`)).status).toBe(404)
    expect((await api.request('GET', `/events/images/${hidden.id}/`, { token: api.visitorToken })).status).toBe(404)
    // Writing stays staff work: a stranger and a visitor are refused.
    expect((await api.request('PATCH', `/events/images/${hidden.id}/`, { body: { alt: 'x' } })).status).toBe(401)
    expect((await api.request('PATCH', `/events/images/${hidden.id}/`, { body: { alt: 'x' }, token: api.visitorToken })).status).toBe(403)
    // Staff change a picture's alt text; visitors read it.
    const shown = own.body.results[1]
    const patched = await api.request('PATCH', `/events/images/${shown.id}/`, { body: { alt: 'Stojnice na trgu' }, token: api.staffToken })
    expect(patched.status, JSON.stringify(patched.body)).toBe(200)
    expect((await api.request('GET', `/events/images/${shown.id}/`)).body.alt).toBe('Stojnice na trgu')
  })
})
