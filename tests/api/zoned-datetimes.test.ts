/**
 * Issue 24, dates: a datetime sent with a zone or offset ('2026-11-28T18:18:40.000Z', what toISOString() sends) is
 * converted to Ljubljana's clock, the clock every stored datetime is on, never dropped. For every date and datetime
 * field and every date filter the declarations in shared/resources have (read from them, so a new one is covered),
 * at the spring switch (2026-03-29, 02:00 -> 03:00) and the autumn one (2026-10-25, 03:00 -> 02:00); a local time
 * the spring switch skips is refused with a message on the field; what the API returns keeps the spec's form
 * (YYYY-MM-DDTHH:mm:ss, YYYY-MM-DD). Runs on SQLite and, through `npm run test:postgres`, on PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AUDIT_TABLE } from '../../server/audit/table'
import { resources, type Field, type Resource } from '../../shared/resources'
import { startApi, type TestApi } from './helper'
import { SampleFactory, type Payload } from './samples'

let api: TestApi
let samples: SampleFactory
beforeAll(async () => {
  api = await startApi()
  samples = new SampleFactory(api)
})
afterAll(() => api.close())

type DateField = Extract<Field, { kind: 'date' | 'datetime' }>
const isDateField = (field: Field | undefined): field is DateField => field?.kind === 'date' || field?.kind === 'datetime'
const dateFieldsOf = (resource: Resource) =>
  Object.entries(resource.fields).filter((entry): entry is [string, DateField] => isDateField(entry[1]) && !entry[1].readOnly)
const dateFiltersOf = (resource: Resource) =>
  Object.entries(resource.filters).flatMap(([param, lookup]) => {
    const [fieldName, operator = 'exact'] = lookup.split('__')
    const field = resource.fields[fieldName]
    return isDateField(field) ? [{ param, fieldName, operator, kind: field.kind }] : []
  })

/** Sent -> stored, at both switches, the issue's own value, and other offsets. */
const DATETIMES: [string, string][] = [
  ['2026-03-29T00:59:59Z', '2026-03-29T01:59:59'], // a second before the spring switch: CET, UTC+1
  ['2026-03-29T01:00:00Z', '2026-03-29T03:00:00'], // the switch: CEST, UTC+2
  ['2026-03-29T03:30:00+02:00', '2026-03-29T03:30:00'],
  ['2026-10-25T00:30:00.000Z', '2026-10-25T02:30:00'], // the first 02:30 (CEST)
  ['2026-10-25T01:30:00.000Z', '2026-10-25T02:30:00'], // the second 02:30 (CET)
  ['2026-10-25T02:00:00Z', '2026-10-25T03:00:00'],
  ['2026-11-28T18:18:40.000Z', '2026-11-28T19:18:40'],
  ['2026-07-01T10:00:00-04:00', '2026-07-01T16:00:00'],
]
/** Sent -> the day it is in Ljubljana. */
const DATES: [string, string][] = [
  ['2026-03-28T23:30:00Z', '2026-03-29'], // 00:30 CET
  ['2026-03-29T22:30:00Z', '2026-03-30'], // 00:30 CEST
  ['2026-10-24T22:30:00Z', '2026-10-25'], // 00:30 CEST
  ['2026-10-25T22:30:00Z', '2026-10-25'], // 23:30 CET
]

/**
 * A PATCH body setting `name` to `value`, with the fields it is ordered against out of the way: a later field that
 * must not precede it (an end, an unpublish time) emptied, an earlier one it must not precede emptied or, when
 * required (an event's start), set long before.
 */
function withPartners(resource: Resource, name: string, value: unknown): Payload {
  const body: Payload = { [name]: value }
  const field = resource.fields[name] as DateField
  for (const [other, declared] of dateFieldsOf(resource)) {
    if (declared.notBefore === name) body[other] = null
  }
  if (field.notBefore) {
    const earlier = resource.fields[field.notBefore] as DateField
    body[field.notBefore] = earlier.required ? (earlier.kind === 'datetime' ? '2001-01-01T00:00:00' : '2001-01-01') : null
  }
  return body
}

const withDates = resources.filter((resource) => dateFieldsOf(resource).length > 0)

describe.each(withDates.map((r) => [r.name, r] as const))('%s', (_name, resource: Resource) => {
  const base = `/${resource.endpoints.staff}`
  const staff = (method: string, url: string, body?: unknown) => api.request(method, url, { token: api.staffToken, body })
  const refusedBy = (method: string, url: string, body?: unknown) => api.request(method, url, { token: api.staffToken, body, conformance: 'error' })

  it('converts a zone or offset on every date and datetime field, stores and returns it on the zone clock', async () => {
    const record = await samples.fresh(resource.name)
    for (const [name, field] of dateFieldsOf(resource)) {
      for (const [sent, stored] of field.kind === 'datetime' ? DATETIMES : DATES) {
        const saved = await staff('PATCH', `${base}${record.id}/`, withPartners(resource, name, sent))
        expect(saved.status, `${name}=${sent}: ${JSON.stringify(saved.body)}`).toBe(200)
        expect(saved.body[name], `${name}=${sent}`).toBe(stored)
        expect((await staff('GET', `${base}${record.id}/`)).body[name], `${name}=${sent} read back`).toBe(stored)
      }
    }
  })

  it('converts them on create too', async () => {
    for (const [name, field] of dateFieldsOf(resource)) {
      const [sent, stored] = field.kind === 'datetime' ? DATETIMES[1] : DATES[0]
      const created = await samples.fresh(resource.name, withPartners(resource, name, sent))
      expect(created[name], `${name}=${sent}`).toBe(stored)
    }
  })

  it('refuses a local time the spring switch skips, on that field, naming the time to use; keeps the repeated autumn hour as typed', async () => {
    const record = await samples.fresh(resource.name)
    for (const [name, field] of dateFieldsOf(resource)) {
      if (field.kind !== 'datetime') continue
      const refused = await refusedBy('PATCH', `${base}${record.id}/`, withPartners(resource, name, '2026-03-29T02:30:00'))
      expect(refused.status, name).toBe(400)
      expect(Object.keys(refused.body), name).toEqual([name])
      expect(refused.body[name][0]).toBe(
        'There is no 29.03.2026 02:30 in Ljubljana: the clocks go forward an hour then. Enter another time, e.g. 29.03.2026 03:30.',
      )
      const slovenian = await api.request('PATCH', `${base}${record.id}/`, {
        token: api.staffToken,
        body: withPartners(resource, name, '29.3.2026 2:00'),
        language: 'sl',
        conformance: 'error',
      })
      expect(slovenian.body[name][0]).toBe(
        'Ure 29.03.2026 02:00 v Ljubljani ni: takrat se ura premakne za eno uro naprej. Vnesite drug čas, npr. 29.03.2026 03:00.',
      )
      const autumn = await staff('PATCH', `${base}${record.id}/`, withPartners(resource, name, '2026-10-25T02:30:00'))
      expect(autumn.status, name).toBe(200)
      expect(autumn.body[name]).toBe('2026-10-25T02:30:00')
    }
  })

  const filters = dateFiltersOf(resource)
  it.skipIf(filters.length === 0)('reads a zone or offset on every date filter: the bound is the same moment on the zone clock', async () => {
    /** For a stored value, bounds naming that moment (equal), a second or so before it, and after it. */
    const cases = {
      datetime: [
        {
          stored: '2026-03-29T03:00:00',
          equal: ['2026-03-29T01:00:00Z', '2026-03-29T03:00:00+02:00'],
          before: ['2026-03-29T00:59:59Z'],
          after: ['2026-03-29T01:00:01Z'],
        },
        {
          stored: '2026-10-25T02:30:00',
          equal: ['2026-10-25T00:30:00Z', '2026-10-25T01:30:00Z'],
          before: ['2026-10-25T00:29:59Z'],
          after: ['2026-10-25T01:30:01Z'],
        },
      ],
      date: [
        { stored: '2026-03-29', equal: ['2026-03-28T23:30:00Z', '2026-03-29T21:30:00Z'], before: ['2026-03-28T22:30:00Z'], after: ['2026-03-29T22:30:00Z'] },
        { stored: '2026-10-25', equal: ['2026-10-24T22:30:00Z', '2026-10-25T22:30:00Z'], before: ['2026-10-24T21:30:00Z'], after: ['2026-10-25T23:00:00Z'] },
      ],
    }
    /** Whether a stored value is kept by `operator` against a bound equal to it, before it or after it. */
    const keeps: Record<string, Record<'equal' | 'before' | 'after', boolean>> = {
      exact: { equal: true, before: false, after: false },
      gte: { equal: true, before: true, after: false },
      lte: { equal: true, before: false, after: true },
      gt: { equal: false, before: true, after: false },
      lt: { equal: false, before: false, after: true },
    }
    for (const { param, fieldName, operator, kind } of filters) {
      for (const { stored, ...bounds } of cases[kind]) {
        const record = await samples.fresh(resource.name, withPartners(resource, fieldName, stored))
        expect(record[fieldName]).toBe(stored)
        for (const relation of ['equal', 'before', 'after'] as const) {
          for (const bound of bounds[relation]) {
            const res = await staff('GET', `${base}?page_size=100&${param}=${encodeURIComponent(bound)}`)
            expect(res.status, `${param}=${bound}: ${JSON.stringify(res.body)}`).toBe(200)
            const found = res.body.results.some((row: { id: number }) => row.id === record.id)
            expect(found, `${param}=${bound} against ${stored}`).toBe(keeps[operator][relation])
          }
        }
      }
      if (kind === 'datetime') {
        const refused = await refusedBy('GET', `${base}?${param}=2026-03-29T02:30:00`)
        expect(refused.status, param).toBe(400)
        expect(refused.body[param][0]).toContain('There is no 29.03.2026 02:30 in Ljubljana')
      }
    }
  })
})

describe('every date filter and field is covered', () => {
  it('the declarations have the ones the issue names', () => {
    const names = withDates.flatMap((resource) => [
      ...dateFieldsOf(resource).map(([name]) => `${resource.name}.${name}`),
      ...dateFiltersOf(resource).map(({ param }) => `${resource.name}?${param}`),
    ])
    for (const name of [
      'news.publish_at',
      'news.date_made',
      'events.start',
      'events.end',
      'events.date',
      'news?date_made__gte',
      'events?start__gte',
      'news?publish_at__gt',
    ])
      expect(names).toContain(name)
  })
})

describe("the audit log's from and to", () => {
  /** Entries of one made-up resource at these instants (the log keeps UTC instants); the ones a query keeps, by instant. */
  const INSTANTS = [
    '2026-03-28T22:59:59.999Z', // 23:59:59.999 on the 28th, CET
    '2026-03-28T23:00:00.000Z', // midnight starting the 29th
    '2026-03-29T00:30:00.000Z', // 01:30 CET
    '2026-03-29T01:00:00.000Z', // 03:00 CEST
    '2026-03-29T21:59:59.999Z', // the 29th's last instant, CEST: a 23-hour day
    '2026-03-29T22:00:00.000Z', // the 30th
    '2026-10-24T21:59:59.999Z', // the 24th, CEST
    '2026-10-24T22:00:00.000Z', // midnight starting the 25th
    '2026-10-25T00:30:00.000Z', // the first 02:30 (CEST)
    '2026-10-25T01:30:00.000Z', // the second 02:30 (CET)
    '2026-10-25T22:59:59.999Z', // the 25th's last instant, CET: a 25-hour day
    '2026-10-25T23:00:00.000Z', // the 26th
  ]
  beforeAll(async () => {
    const row = (at: string) => ({ at, actor_name: 'system', action: 'update', resource: 'zoned', record_id: at })
    await api.app.context.database.db.insertInto(AUDIT_TABLE).values(INSTANTS.map(row)).execute()
  })
  const kept = async (query: string) => {
    const res = await api.request('GET', `/audit-log/?resource=zoned&page_size=100&${query}`, { token: api.staffToken })
    expect(res.status, `${query}: ${JSON.stringify(res.body)}`).toBe(200)
    return res.body.results.map((entry: { at: string }) => entry.at).sort()
  }
  const between = (first: number, last: number) => INSTANTS.slice(first, last + 1)

  it('a bare date is that day in Ljubljana: 23 hours at the spring switch, 25 at the autumn one', async () => {
    expect(await kept('from=2026-03-29&to=2026-03-29')).toEqual(between(1, 4))
    expect(await kept('from=29.03.2026&to=29.03.2026')).toEqual(between(1, 4))
    expect(await kept('from=2026-10-25&to=2026-10-25')).toEqual(between(7, 10))
  })

  it('a time with a zone or offset is that instant, to the millisecond', async () => {
    expect(await kept('from=2026-03-29T01:00:00Z&to=2026-03-29T03:00:00%2B02:00')).toEqual([INSTANTS[3]])
    expect(await kept('from=2026-03-28T23:59:59.999%2B01:00&to=2026-03-29T00:00:00%2B01:00')).toEqual(between(0, 1))
    expect(await kept('from=2026-10-25T01:30:00.000Z&to=2026-10-25T01:30:00.000Z')).toEqual([INSTANTS[9]])
  })

  it('a time without a zone is on Ljubljana`s clock: the repeated autumn hour covers both, a skipped spring time is refused', async () => {
    expect(await kept('from=2026-03-29T01:30:00&to=2026-03-29T03:00:00')).toEqual(between(2, 3))
    expect(await kept('from=2026-10-25T02:30:00&to=2026-10-25T02:30:00')).toEqual(between(8, 9))
    const refused = await api.request('GET', '/audit-log/?from=2026-03-29T02:30:00', { token: api.staffToken, conformance: 'error' })
    expect(refused.status).toBe(400)
    expect(refused.body.from[0]).toContain('There is no 29.03.2026 02:30 in Ljubljana')
  })
})
