/**
 * Every call of spec section 7, as written there, answers: with the demo content seeded and a
 * staff token, no call is unknown (404/405) or fails (5xx). Bodies are empty or minimal, so a
 * 400 naming the missing fields counts as an answer; the rules of each call have their own tests.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startDemoApi } from './demo-snapshot'
import { STAFF, type TestApi } from './helper'

type Call = [method: string, path: string, body?: Record<string, unknown>]

const READS_AND_WRITES: Call[] = [
  ['POST', 'api-token-auth/', { username: 'staff', password: 'wrong' }],
  ['GET', 'accounts/account-info/'],
  ['GET', 'accounts/users/'],
  ['GET', 'accounts/users/1/?fields=all'],
  ['PUT', 'accounts/users/1/', { username: 'staff', email: 'staff@example.com' }],
  ['POST', 'accounts/users/1/password_reset/'],
  ['POST', 'accounts/clients/', {}],
  ['GET', 'accounts/clients/'],
  ['POST', 'orders/', {}],
  ['GET', 'orders/'],
  ['GET', 'projects/?language=sl&is_published=true&published_date=2025-09-13&search=a&ordering=-published_date&page_size=4'],
  ['GET', 'projects/1/?language=sl'],
  ['POST', 'projects/', {}],
  ['PUT', 'projects/1/', {}],
  ['PATCH', 'projects/1/', {}],
  ['GET', 'projects/project-image/current/'],
  ['POST', 'projects/project-image/', {}],
  ['PATCH', 'projects/project-image/1/', {}],
  ['GET', 'images/'],
  ['GET', 'images/1/'],
  ['POST', 'images/', {}],
  ['PUT', 'images/1/', {}],
  ['GET', 'images/main/'],
  ['POST', 'common/inquiry/', {}],
  ['GET', 'common/inquiry/'],
  ['POST', 'common/send-email/', {}],
  ['GET', 'info/'],
  ['GET', 'info/1/'],
  ['POST', 'info/', {}],
  ['PUT', 'info/1/', {}],
  ['GET', 'info/?lang=en'],
  ['GET', 'info/lang/sl/'],
  ['GET', 'info/admin/'],
  ['PUT', 'info/admin/', {}],
  ['PATCH', 'info/admin/', {}],
  ['PUT', 'info/lang/en/', {}],
  ['GET', 'info/legacy/1/'],
  ['PUT', 'info/legacy/1/', {}],
  ['PATCH', 'info/legacy/1/', {}],
  ['GET', 'industrial_zone/'],
  ['GET', 'industrial_zone/1/'],
  ['POST', 'industrial_zone/', {}],
  ['PUT', 'industrial_zone/1/', {}],
  ['GET', 'products/categories/?language=en'],
  ['POST', 'products/categories/', {}],
  ['GET', 'products/categories/full/'],
  ['POST', 'products/categories/full/', {}],
  ['PUT', 'products/categories/full/1/', {}],
  ['POST', 'products/', {}],
  ['GET', 'products/'],
  ['GET', 'products/full/?category__en_slug=chairs'],
  ['POST', 'products/full/', {}],
  ['PUT', 'products/full/1/', {}],
  ['GET', 'products/full/1/images/'],
  ['GET', 'events/categories/'],
  ['GET', 'events/categories/full/'],
  ['POST', 'events/categories/full/', {}],
  ['PUT', 'events/categories/full/1/', {}],
  ['PATCH', 'events/categories/full/1/', {}],
  ['GET', 'events/categories/1/events/'],
  ['POST', 'events/categories/', {}],
  ['PUT', 'events/categories/1/', {}],
  ['PATCH', 'events/categories/1/', {}],
  ['GET', 'events/?language=sl&lang=sl'],
  ['GET', 'events/1/?language=sl'],
  ['GET', 'events/full/'],
  ['POST', 'events/full/', {}],
  ['PUT', 'events/full/1/', {}],
  ['GET', 'events/images/'],
  ['GET', 'events/images/main/'],
  ['GET', 'events/types/'],
  ['GET', 'events/types/full/'],
  ['GET', 'events/types/1/categories/'],
  ['GET', 'events/latest/'],
  ['GET', 'events/on-key-events-full/'],
  ['POST', 'events/update-last-events/', { ids: [] }],
  ['GET', 'events/last-events/'],
  ['GET', 'empty_spaces/full/'],
  ['POST', 'empty_spaces/full/', {}],
  ['GET', 'empty_spaces/full/1/'],
  ['PUT', 'empty_spaces/full/1/', {}],
  ['PATCH', 'empty_spaces/full/1/', {}],
  ['GET', 'empty_spaces/?language=sl'],
  ['POST', 'empty_spaces/', {}],
  ['GET', 'empty_spaces/1/?language=sl'],
  ['PUT', 'empty_spaces/1/', {}],
  ['PATCH', 'empty_spaces/1/', {}],
  ['GET', 'empty_spaces/full/1/images/'],
  ['POST', 'empty_spaces/full/1/images/', {}],
  ['GET', 'empty_spaces/latest/'],
  ['GET', 'entrepreneurs/?lang=sl'],
  ['GET', 'entrepreneurs/1/?lang=sl'],
  ['GET', 'entrepreneurs/lang/en/'],
  ['GET', 'entrepreneurs/admin/'],
  ['POST', 'entrepreneurs/admin/', {}],
  ['PUT', 'entrepreneurs/admin/1/', {}],
  ['PATCH', 'entrepreneurs/admin/1/', {}],
  ['GET', 'incubator/?lang=sl'],
  ['GET', 'incubator/lang/sl/'],
  ['GET', 'incubator/active/'],
  ['GET', 'incubator/admin/'],
  ['PUT', 'incubator/admin/1/', {}],
  ['PATCH', 'incubator/admin/1/', {}],
  ['POST', 'incubator/admin/1/set-active/'],
  ['GET', 'news/?lang=sl&page=1&page_size=6&search=a&tag=1&is_published=true&ordering=-date_made&date_made__gte=2020-01-01&date_made__lte=2030-01-01'],
  ['GET', 'news/latest/'],
  ['GET', 'news/1/'],
  ['GET', 'news/tag/1/'],
  ['GET', 'news/tags/'],
  ['GET', 'news/admin/news/'],
  ['POST', 'news/admin/news/', {}],
  ['PATCH', 'news/admin/news/1/', {}],
  ['GET', 'news/admin/tags/'],
  ['POST', 'news/admin/tags/', {}],
  ['GET', 'employees/?department=management&active=true&search=a&ordering=display_order,last_name'],
  ['GET', 'employees/?page_size=5&ordering=-hire_date'],
  ['GET', 'employees/1/?language=en'],
  ['POST', 'employees/', {}],
  ['PUT', 'employees/1/', {}],
  ['PATCH', 'employees/1/', {}],
  ['GET', 'galleries/?lang=sl&is_active=true&search=a'],
  ['POST', 'galleries/', {}],
  ['PATCH', 'galleries/1/', {}],
  ['GET', 'gallery-images/?gallery=1'],
  ['GET', 'gallery-images/1/'],
  ['POST', 'gallery-images/', {}],
  ['PATCH', 'gallery-images/1/', {}],
  ['POST', 'common/newsletter/', {}],
  ['POST', 'uploads/', {}],
  ['GET', 'openapi.json'],
  ['GET', 'site/build/'],
]

const DELETES: Call[] = [
  ['DELETE', 'projects/project-image/1/'],
  ['DELETE', 'images/main/1/'],
  ['DELETE', 'images/2/'],
  ['DELETE', 'common/inquiry/1/'],
  ['DELETE', 'info/2/'],
  ['DELETE', 'industrial_zone/2/'],
  ['DELETE', 'products/categories/full/3/'],
  ['DELETE', 'products/full/2/'],
  ['DELETE', 'events/categories/full/4/'],
  ['DELETE', 'events/categories/3/'],
  ['DELETE', 'events/full/2/'],
  ['DELETE', 'empty_spaces/full/1/images/1/'],
  ['DELETE', 'empty_spaces/full/2/'],
  ['DELETE', 'empty_spaces/3/'],
  ['DELETE', 'entrepreneurs/admin/2/'],
  ['DELETE', 'incubator/admin/2/'],
  ['DELETE', 'news/admin/news/2/'],
  ['DELETE', 'news/admin/tags/2/'],
  ['DELETE', 'employees/2/'],
  ['DELETE', 'gallery-images/2/'],
  ['DELETE', 'galleries/2/'],
  ['DELETE', 'projects/2/'],
]

let api: TestApi
beforeAll(async () => {
  // The demo content, seeded once per run (demo-snapshot.ts); a file that does not seed waits for the one that does.
  api = await startDemoApi()
  // One inquiry, so there is something to delete.
  await api.request('POST', '/common/inquiry/', { body: { name: 'Ana', email: 'ana@example.com', message: 'Pozdravljeni', language: 'sl' } })
}, 600_000)
afterAll(() => api.close())

async function answers([method, path, body]: Call) {
  const res = await api.request(method, `/${path}`, { token: api.staffToken, body })
  return { status: res.status, body: res.body }
}

describe('every call of spec section 7 answers', () => {
  it.each(READS_AND_WRITES)('%s /api/v1/%s', async (...call) => {
    const { status, body } = await answers(call as Call)
    expect(status, JSON.stringify(body)).toBeLessThan(500)
    expect([404, 405], JSON.stringify(body)).not.toContain(status)
  })

  it('POST /api/v1/rest-auth/logout/', async () => {
    const { body } = await api.request('POST', '/api-token-auth/', { body: STAFF })
    expect((await api.request('POST', '/rest-auth/logout/', { token: body.token })).status).toBe(200)
  })

  it.each(DELETES)('%s /api/v1/%s', async (...call) => {
    const { status, body } = await answers(call as Call)
    expect(status, JSON.stringify(body)).toBe(204)
  })
})
