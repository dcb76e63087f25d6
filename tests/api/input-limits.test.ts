/**
 * Limits on everything a stranger (or a careless client) sends (issue 10, point 2), each tried at
 * and past its limit: lines of an order, multipart text fields (count, size, all together), lists
 * of ids, repeated form keys, nesting. Past a limit the answer is a DRF field error (400) or 413,
 * never 5xx, and nothing is stored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { inquiries, news, products, tags } from '../../shared/resources'
import { MAX_DEPTH } from '../../server/http/input-keys'
import { BODY_LIMIT, LIST_MAX } from '../../server/http/request-input'
import { MAX_ORDER_LINES } from '../../server/actions/orders'
import { ResourceRepository } from '../../server/resources/repository'
import { startApi, type TestApi } from './helper'
import { SampleFactory } from './samples'

let api: TestApi
let samples: SampleFactory
let product: number
beforeAll(async () => {
  api = await startApi()
  samples = new SampleFactory(api)
  product = (await samples.fresh(products.name, { is_active: true, price: 10 })).id
})
afterAll(() => api.close())

const count = async (table: string) =>
  Number(
    (
      await api.app.context.database.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  )
const customer = { name: 'Ana Novak', email: 'ana@example.com' }
const lines = (n: number) => Array.from({ length: n }, () => ({ product, quantity: 1 }))
const tooMany = (max: number) => [`Ensure this list has no more than ${max} items.`]

async function multipart(url: string, fields: [string, string][], token?: string) {
  const form = new FormData()
  for (const [name, value] of fields) form.append(name, value)
  return api.request('POST', url, { multipart: form, token })
}

describe('a public order', () => {
  it(`takes ${MAX_ORDER_LINES} lines`, async () => {
    const res = await api.request('POST', '/orders/', { body: { ...customer, lines: lines(MAX_ORDER_LINES) } })
    expect(res.status).toBe(201)
    expect(res.body.lines).toHaveLength(MAX_ORDER_LINES)
    expect(res.body.total).toBe(10 * MAX_ORDER_LINES)
  })

  it(`refuses ${MAX_ORDER_LINES + 1} lines, and 5,000 (JSON and urlencoded), with a 400 on lines; nothing is stored`, async () => {
    const orders = await count('orders')
    const orderLines = await count('order_lines')
    for (const n of [MAX_ORDER_LINES + 1, 5000]) {
      const res = await api.request('POST', '/orders/', { body: { ...customer, lines: lines(n) } })
      expect([n, res.status, res.body]).toEqual([n, 400, { lines: tooMany(MAX_ORDER_LINES) }])
    }
    const form: Record<string, string> = { ...customer }
    for (let i = 0; i < 5000; i++) Object.assign(form, { [`lines[${i}][product]`]: String(product), [`lines[${i}][quantity]`]: '1' })
    const urlencoded = await api.request('POST', '/orders/', { form })
    expect([urlencoded.status, urlencoded.body]).toEqual([400, { lines: tooMany(MAX_ORDER_LINES) }])
    expect([await count('orders'), await count('order_lines')]).toEqual([orders, orderLines])
  })

  it('in multipart: 100 lines pass the field count, more parts are refused with 413', async () => {
    const fields = (n: number) =>
      [
        ['name', customer.name],
        ['email', customer.email],
        ...Array.from({ length: n }, (_, i) => [
          [`lines[${i}][product]`, String(product)],
          [`lines[${i}][quantity]`, '1'],
        ]).flat(),
      ] as [string, string][]
    expect((await multipart('/orders/', fields(MAX_ORDER_LINES))).status).toBe(201)
    const orders = await count('orders')
    expect((await multipart('/orders/', fields(MAX_ORDER_LINES + 20))).status).toBe(413)
    expect(await count('orders')).toBe(orders)
  })
})

describe('multipart forms', () => {
  const inquiry = (message: string): [string, string][] => [
    ['name', 'Ana'],
    ['email', 'ana@example.com'],
    ['message', message],
    ['language', 'sl'],
  ]

  it('a public inquiry with 50 fields of 256 KB is refused, nothing stored', async () => {
    const before = await count('inquiries')
    const big = 'x'.repeat(256 * 1024)
    const res = await multipart('/common/inquiry/', [...inquiry('Zdravo'), ...Array.from({ length: 50 }, (_, i) => [`extra${i}`, big] as [string, string])])
    expect([400, 413]).toContain(res.status)
    expect(await count('inquiries')).toBe(before)
  })

  it('a text field takes what its longest declared field can hold (5,000 characters of č), not a byte more', async () => {
    const atLimit = await multipart('/common/inquiry/', inquiry('č'.repeat(5000)))
    expect(atLimit.status).toBe(201)
    // The longest field (message, 5,000 characters) in UTF-8 at 4 bytes a character, plus 64.
    const past = await multipart('/common/inquiry/', inquiry('x'.repeat(5000 * 4 + 65)))
    expect([past.status, past.body]).toEqual([400, { message: ['This field is too large (at most 20064 bytes).'] }])
  })

  it('a public form takes a few dozen text fields: at the limit 201, one more 413', async () => {
    // twice the declared fields plus 16 text parts (inquiries: 7 fields -> 30)
    const limit = 2 * Object.keys(inquiries.fields).length + 16
    const extra = (n: number) => Array.from({ length: n }, (_, i) => [`x${i}`, 'y'] as [string, string])
    expect((await multipart('/common/inquiry/', [...inquiry('Zdravo'), ...extra(limit - 4)])).status).toBe(201)
    const before = await count('inquiries')
    expect((await multipart('/common/inquiry/', [...inquiry('Zdravo'), ...extra(limit - 3)])).status).toBe(413)
    expect(await count('inquiries')).toBe(before)
  })

  it('the body limit holds for multipart text too (staff routes, many large fields)', async () => {
    const before = await count('news')
    const field = 'y'.repeat(60 * 1024)
    const parts = Array.from({ length: Math.ceil(BODY_LIMIT / field.length) + 1 }, (_, i) => [`n${i}`, field] as [string, string])
    const res = await multipart(`/${news.endpoints.staff}`, [['title', 'Novica'], ['lang', 'sl'], ...parts], api.staffToken)
    expect(res.status).toBe(413)
    expect(await count('news')).toBe(before)
  })

  it('a small form without a declaration (newsletter) takes 4 KB a field', async () => {
    const res = await multipart('/common/newsletter/', [['email', `${'a'.repeat(5000)}@example.com`]])
    expect([res.status, Object.keys(res.body)]).toEqual([400, ['email']])
  })
})

describe('lists', () => {
  it(`a references field takes ${LIST_MAX} ids and refuses more with a 400 on the field (also 100,000 in JSON)`, async () => {
    const tagIds: number[] = []
    for (let i = 0; i < 3; i++) tagIds.push((await samples.fresh(tags.name)).id)
    const { values } = await samples.payload(news)
    const atLimit = [...tagIds, ...Array.from({ length: LIST_MAX - 3 }, (_, i) => 900_000 + i)]
    const missing = await api.request('POST', `/${news.endpoints.staff}`, { token: api.staffToken, body: { ...values, tags: atLimit } })
    // At the limit the ids are checked (one query per batch): the unknown ones are named.
    expect(missing.status).toBe(400)
    expect(missing.body.tags[0]).toMatch(/Invalid pk "900000"/)
    const before = await count('news')
    for (const n of [LIST_MAX + 1, 100_000]) {
      const res = await api.request('POST', `/${news.endpoints.staff}`, {
        token: api.staffToken,
        body: { ...values, tags: Array.from({ length: n }, (_, i) => i + 1) },
      })
      expect([n, res.status, res.body]).toEqual([n, 400, { tags: tooMany(LIST_MAX) }])
    }
    const csv = await api.request('POST', `/${news.endpoints.staff}`, {
      token: api.staffToken,
      form: { ...(values as Record<string, string>), tags: Array.from({ length: 5000 }, (_, i) => String(i + 1)).join(',') },
    })
    expect([csv.status, csv.body]).toEqual([400, { tags: tooMany(LIST_MAX) }])
    expect(await count('news')).toBe(before)
  })

  it(`repeated form keys: at most ${LIST_MAX}`, async () => {
    const res = await api.request('POST', `/${tags.endpoints.staff}`, {
      token: api.staffToken,
      form: { name: Array.from({ length: LIST_MAX + 1 }, () => 'x') },
    })
    expect([res.status, res.body]).toEqual([400, { name: tooMany(LIST_MAX) }])
  })

  it(`update-last-events takes at most ${LIST_MAX} ids`, async () => {
    const res = await api.request('POST', '/events/update-last-events/', {
      token: api.staffToken,
      body: { ids: Array.from({ length: 20_000 }, (_, i) => i + 1) },
    })
    expect([res.status, res.body]).toEqual([400, { ids: tooMany(LIST_MAX) }])
  })

  it('ids reaching the repository are checked in batches below the database variable limit (40,000 ids)', async () => {
    const repository = new ResourceRepository(news, api.app.context.database)
    const ids = Array.from({ length: 40_000 }, (_, i) => i + 1_000_000)
    expect(await repository.missingTargets(tags.name, ids)).toHaveLength(40_000)
  })
})

describe('nesting', () => {
  it(`JSON nested deeper than ${MAX_DEPTH} levels is refused with a 400, at ${MAX_DEPTH} it reaches the validators`, async () => {
    const nested = (depth: number) => JSON.parse(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`)
    const deep = await api.request('POST', '/common/inquiry/', { body: { name: 'Ana', extra: nested(MAX_DEPTH + 1) } })
    expect([deep.status, deep.body]).toEqual([400, { non_field_errors: [`The data is nested too deeply (at most ${MAX_DEPTH} levels).`] }])
    const fine = await api.request('POST', '/common/inquiry/', { body: { name: 'Ana', extra: nested(MAX_DEPTH - 1) } })
    expect([fine.status, Object.keys(fine.body).sort()]).toEqual([400, ['email', 'language', 'message']])
    const payload = `{"name":"Ana","extra":${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}}`
    const huge = await api.app.inject({
      method: 'POST',
      url: '/api/v1/common/inquiry/',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      payload,
    })
    expect([huge.statusCode, huge.json()]).toEqual([400, { non_field_errors: [`The data is nested too deeply (at most ${MAX_DEPTH} levels).`] }])
  })
})
