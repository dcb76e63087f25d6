/** A fresh install shows a full product: demo records of every type, in both languages. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SAMPLE_EVENT_DATE } from '../../shared/constants'
import { LANGUAGES } from '../../shared/languages'
import { resources } from '../../shared/resources'
import { seedDemoContent } from '../../server/seed'
import { translatableTypes } from '../../server/translations/declared'
import { startApi, type TestApi } from './helper'

let api: TestApi
beforeAll(async () => {
  api = await startApi()
  expect(await seedDemoContent(api.app.context)).toBe(true)
}, 120_000)
afterAll(() => api.close())

describe('demo content', () => {
  it.each(resources.map((r) => [r.name, r] as const))('has %s records', async (_name, resource) => {
    const rows = await api.app.context.database.db.selectFrom(resource.name).selectAll().execute()
    expect(rows.length).toBeGreaterThan(0)
    const languageField = Object.entries(resource.fields).find(([, f]) => f.kind === 'language')?.[0]
    if (languageField) expect(new Set(rows.map((r) => r[languageField]))).toEqual(new Set(LANGUAGES))
    const translated = Object.values(resource.fields).find((f) => f.translationOf && f.required)?.translationOf
    if (translated) {
      for (const language of LANGUAGES)
        expect(
          rows.some((r) => r[`${translated}_${language}`]),
          language,
        ).toBe(true)
    }
  })

  it("includes the spec's sample event on 13 September 2025", async () => {
    const res = await api.request('GET', '/events/full/?page_size=100', { token: api.staffToken })
    expect(res.body.results.some((e: any) => String(e.start).startsWith(SAMPLE_EVENT_DATE))).toBe(true)
  })

  it("prices the demo order's lines and totals it on the server", async () => {
    const [order] = (await api.request('GET', '/orders/', { token: api.staffToken })).body.results
    expect(order.lines.length).toBeGreaterThan(0)
    for (const line of order.lines) expect(line.line_total).toBeCloseTo(line.unit_price * line.quantity, 2)
    expect(order.total).toBeCloseTo(
      order.lines.reduce((sum: number, line: any) => sum + line.line_total, 0),
      2,
    )
    expect(order.total).toBeGreaterThan(0)
  })

  it('links its records that are translations of each other: the translations screen lists none as missing', async () => {
    for (const type of translatableTypes(resources)) {
      const problems = await api.request('GET', `/translations/${type.name}/problems/`, { token: api.staffToken })
      expect(problems.status).toBe(200)
      expect([type.name, problems.body.missing_count, problems.body.out_of_date_count]).toEqual([type.name, 0, 0])
    }
  })

  it('is seeded only once', async () => {
    expect(await seedDemoContent(api.app.context)).toBe(false)
  })
})
