import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RECENT_HIRES_COUNT } from '../../shared/constants'
import { startApi, type TestApi } from './helper'

let api: TestApi

const people = [
  { first_name: 'Ana', last_name: 'Zupan', department: 'management', display_order: 1, hire_date: '2015-03-01', position: 'Direktorica' },
  { first_name: 'Boris', last_name: 'Kranjc', department: 'business_support', display_order: 2, hire_date: '2024-06-15', position: 'Svetovalec' },
  { first_name: 'Cvetka', last_name: 'Horvat', department: 'business_support', display_order: 2, hire_date: '2023-01-10', position: 'Svetovalka' },
  { first_name: 'Darko', last_name: 'Novak', department: 'incubator', display_order: 3, hire_date: '2025-02-01', position: 'Vodja inkubatorja' },
  { first_name: 'Eva', last_name: 'Kos', department: 'maintenance', display_order: 4, hire_date: '2022-09-01', position: 'Hišnica' },
  { first_name: 'Franc', last_name: 'Mlakar', department: 'maintenance', display_order: 4, hire_date: '2025-05-20', position: 'Vzdrževalec' },
  { first_name: 'Gregor', last_name: 'Bizjak', department: 'incubator', display_order: 5, hire_date: '2025-08-01', position: 'Mentor', is_active: false },
]

beforeAll(async () => {
  api = await startApi()
  for (const person of people) {
    const res = await api.request('POST', '/employees/', { token: api.staffToken, body: { lang: 'sl', ...person } })
    expect(res.status).toBe(201)
  }
  await api.request('POST', '/employees/', {
    token: api.staffToken,
    body: { first_name: 'Ana', last_name: 'Zupan', lang: 'en', department: 'management', hire_date: '2015-03-01', position: 'Director' },
  })
})
afterAll(() => api.close())

const names = (res: { body: any }) => res.body.results.map((e: any) => e.last_name)

describe('employees', () => {
  it('recent hires: page_size=5&ordering=-hire_date gives the five newest active employees', async () => {
    const res = await api.request('GET', `/employees/?language=sl&page_size=${RECENT_HIRES_COUNT}&ordering=-hire_date`)
    expect(res.status).toBe(200)
    expect(res.body.results.map((e: any) => e.hire_date)).toEqual(['2025-05-20', '2025-02-01', '2024-06-15', '2023-01-10', '2022-09-01'])
    expect(res.body.next).not.toBeNull()
  })

  it('orders by display_order,last_name by default and on request', async () => {
    const expected = ['Zupan', 'Horvat', 'Kranjc', 'Novak', 'Kos', 'Mlakar']
    expect(names(await api.request('GET', '/employees/?language=sl'))).toEqual(expected)
    expect(names(await api.request('GET', '/employees/?language=sl&ordering=display_order,last_name'))).toEqual(expected)
  })

  it('visitors see active employees only; staff can ask for inactive ones', async () => {
    const publicList = await api.request('GET', '/employees/?language=sl')
    expect(names(publicList)).not.toContain('Bizjak')
    const hidden = await api.request('GET', '/employees/?language=sl&active=false', { token: api.staffToken })
    expect(names(hidden)).toEqual(['Bizjak'])
    expect((await api.request('GET', '/employees/?active=false')).body.count).toBe(0)
  })

  it('hides an inactive employee detail from visitors, by id and by slug', async () => {
    const [inactive] = (await api.request('GET', '/employees/?active=false', { token: api.staffToken })).body.results
    expect((await api.request('GET', `/employees/${inactive.id}/`)).status).toBe(404)
    expect((await api.request('GET', `/employees/${inactive.slug}/?language=sl`)).status).toBe(404)
    expect((await api.request('GET', `/employees/${inactive.id}/`, { token: api.staffToken })).status).toBe(200)
  })

  it('filters by department and language, and searches names and positions', async () => {
    expect(names(await api.request('GET', '/employees/?department=maintenance'))).toEqual(['Kos', 'Mlakar'])
    const english = await api.request('GET', '/employees/?language=en')
    expect(english.body.results.map((e: any) => e.position)).toEqual(['Director'])
    expect(names(await api.request('GET', '/employees/?language=sl&search=svetoval'))).toEqual(['Horvat', 'Kranjc'])
    expect(names(await api.request('GET', '/employees/?search=cvetka'))).toEqual(['Horvat'])
  })

  it('gets one employee by slug, with the same slug allowed in each language', async () => {
    const sl = await api.request('GET', '/employees/?language=sl&search=Zupan')
    const en = await api.request('GET', '/employees/?language=en&search=Zupan')
    expect(sl.body.results[0].slug).toBe(en.body.results[0].slug)
    const detail = await api.request('GET', `/employees/${sl.body.results[0].id}/?language=sl`)
    expect(detail.body).toMatchObject({ first_name: 'Ana', department: 'management', is_active: true })
  })

  it('refuses a department outside the choice list', async () => {
    const res = await api.request('POST', '/employees/', {
      token: api.staffToken,
      body: { first_name: 'X', last_name: 'Y', lang: 'sl', position: 'Z', hire_date: '2025-01-01', department: 'sales' },
    })
    expect(res.status).toBe(400)
    expect(res.body.department).toHaveLength(1)
  })

  it('lets only staff write', async () => {
    const body = { first_name: 'X', last_name: 'Y', lang: 'sl', position: 'Z', hire_date: '2025-01-01', department: 'management' }
    expect((await api.request('POST', '/employees/', { body })).status).toBe(401)
    expect((await api.request('POST', '/employees/', { body, token: api.visitorToken })).status).toBe(403)
  })
})
