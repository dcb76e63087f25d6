/**
 * Unique values hold under concurrency: the database has unique indexes made from the
 * declarations, and a write that loses the race answers a DRF 400 on the field, never a 500.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clients, news } from '../../shared/resources'
import { uniqueIndexesOf, uniqueViolation } from '../../server/db/unique-indexes'
import { SERVICE_RULES } from '../../server/resources/service-rules'
import { startApi, type TestApi } from './helper'

let api: TestApi
beforeAll(async () => {
  // Every write of these types pauses between the services' checks and the insert, so concurrent
  // requests all pass the read-before-write check: only the database's index can stop them.
  for (const name of ['clients', 'info', 'news', 'product_categories']) {
    const own = SERVICE_RULES[name]
    SERVICE_RULES[name] = (service, context) => {
      own?.(service, context)
      service.beforeWrite(() => new Promise((resolve) => setTimeout(resolve, 50)))
    }
  }
  api = await startApi()
})
afterAll(() => api.close())

const staff = (method: string, url: string, body: object) => api.request(method, url, { token: api.staffToken, body })
const together = <T>(count: number, make: (i: number) => Promise<T>) => Promise.all(Array.from({ length: count }, (_, i) => make(i)))
const statuses = (answers: { status: number }[]) => answers.map((a) => a.status).sort()

describe('unique indexes', () => {
  it('are in the database: a duplicate written past the API is refused there', async () => {
    const { db } = api.app.context.database
    const now = new Date().toISOString()
    const row = { name: 'Ana', email: 'direct@example.com', created_at: now, updated_at: now }
    await db.insertInto('clients').values(row).execute()
    const error = await db
      .insertInto('clients')
      .values(row)
      .execute()
      .then(
        () => null,
        (e: unknown) => e,
      )
    expect(error).not.toBeNull()
    expect(uniqueViolation(error, clients)?.field).toBe('email')
  })

  it('come from the declaration: unique fields, and slugs per language', () => {
    expect(uniqueIndexesOf(clients).map((i) => i.columns)).toEqual([['email']])
    expect(uniqueIndexesOf(news).map((i) => i.columns)).toEqual([['slug', 'lang']])
  })
})

describe('concurrent creates', () => {
  it('one client e-mail: one 201, the others a 400 on email', async () => {
    const answers = await together(8, () =>
      api.request('POST', '/accounts/clients/admin/', { token: api.staffToken, body: { name: 'Ana', email: 'race@example.com' } }),
    )
    expect(statuses(answers)).toEqual([201, 400, 400, 400, 400, 400, 400, 400])
    for (const answer of answers.filter((a) => a.status === 400)) expect(answer.body).toEqual({ email: ['A record with this value already exists.'] })
  })

  it('one information record per language', async () => {
    const answers = await together(6, (i) => staff('POST', '/info/', { title: `Informacije ${i}`, lang: 'sl' }))
    expect(statuses(answers)).toEqual([201, 400, 400, 400, 400, 400])
    expect(answers.find((a) => a.status === 400)!.body).toEqual({ lang: ['A record with this value already exists.'] })
  })

  it('one URL name per language, given by the client', async () => {
    const item = (i: number, lang = 'sl') => ({ title: `Novica ${i}`, slug: 'ista-novica', lang, date_made: '2025-09-13', body: 'Besedilo' })
    const answers = await together(6, (i) => staff('POST', '/news/admin/news/', item(i)))
    expect(statuses(answers)).toEqual([201, 400, 400, 400, 400, 400])
    expect(answers.find((a) => a.status === 400)!.body).toEqual({ slug: ['A record with this URL name already exists in this language.'] })
    expect((await staff('POST', '/news/admin/news/', item(9, 'en'))).status).toBe(201)
  })

  it('URL names the server makes from one title all succeed, each its own', async () => {
    const answers = await together(6, () =>
      staff('POST', '/news/admin/news/', { title: 'Dan odprtih vrat', lang: 'sl', date_made: '2025-09-13', body: 'Besedilo' }),
    )
    expect(statuses(answers)).toEqual([201, 201, 201, 201, 201, 201])
    expect(new Set(answers.map((a) => a.body.slug)).size).toBe(6)
  })

  it('one English URL name of a product category, across updates too', async () => {
    const answers = await together(5, (i) => staff('POST', '/products/categories/full/', { name_sl: `Stoli ${i}`, name_en: `Chairs ${i}`, en_slug: 'chairs' }))
    expect(statuses(answers)).toEqual([201, 400, 400, 400, 400])
    const other = await staff('POST', '/products/categories/full/', { name_sl: 'Mize', name_en: 'Tables' })
    const renamed = await together(3, () => staff('PATCH', `/products/categories/full/${other.body.id}/`, { en_slug: 'chairs' }))
    expect(statuses(renamed)).toEqual([400, 400, 400])
  })
})
