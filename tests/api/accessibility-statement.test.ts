/** The accessibility statement as data (issue 14 point 3): everyone reads it, staff with the scope replace it. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_STATEMENT, MAX_ISSUE_LENGTH, MAX_KNOWN_ISSUES } from '../../shared/accessibility/statement'
import { saveReport } from '../../server/accessibility/store'
import { startApi, type TestApi } from './helper'

let api: TestApi
let scoped: string
beforeAll(async () => {
  api = await startApi()
  scoped = await api.scopedStaffToken(['accessibility'])
})
afterAll(() => api.close())

const url = '/accessibility/statement/'
const statement = {
  status: 'full',
  prepared_on: '2025-03-01',
  reviewed_on: '2026-03-01',
  method: 'third-party',
  email: 'dostopnost@rudnik.example',
  phone: '03 560 12 34',
  answer_days: 5,
  known_issues: [{ sl: 'Zemljevid cone nima besedilnega opisa.', en: 'The zone map has no text description.' }],
}
const put = (body: unknown, token = scoped) => api.request('PUT', url, { token, body, conformance: 'error' })

describe('the statement', () => {
  it('has defaults before staff save one, with the latest report problems', async () => {
    const before = await api.request('GET', url)
    expect(before.status).toBe(200)
    expect(before.body).toMatchObject({ ...DEFAULT_STATEMENT, updated_at: null, automatic_issues: [] })
    const violation = { id: 'image-alt', impact: 'critical', help: 'Images must have alternate text', help_url: 'https://x/image-alt', count: 1 }
    await saveReport(api.app.context.database, {
      started_at: '2026-01-01T00:00:00.000Z',
      finished_at: '2026-01-01T00:01:00.000Z',
      status: 'done',
      message: null,
      pages_found: 2,
      pages_checked: 2,
      violations: 2,
      pages: [
        { path: '/', violations: [violation] },
        { path: '/en/', violations: [violation] },
      ],
    })
    api.app.answerCache.invalidate() // as the auditor does after storing a report
    const after = await api.request('GET', url)
    expect(after.body.automatic_issues).toEqual([
      { id: 'image-alt', impact: 'critical', help: violation.help, help_url: violation.help_url, pages: ['/', '/en/'] },
    ])
    expect(after.body.report_finished_at).toBe('2026-01-01T00:01:00.000Z')
  })

  it('staff with the scope replace it; everyone reads the new one', async () => {
    const saved = await api.request('PUT', url, { token: scoped, body: statement })
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    expect((await api.request('GET', url)).body).toMatchObject({ ...statement, updated_at: expect.any(String) })
  })

  it('every change is in the audit log with who, what changed from what to what; a save that changes nothing is not', async () => {
    const save = (body: unknown) => api.request('PUT', url, { token: scoped, body })
    const entries = async () => (await api.request('GET', '/audit-log/?resource=accessibility_statement', { token: api.staffToken })).body.results
    const before = (await entries()).length
    expect((await save({ ...statement, phone: '03 560 99 99', answer_days: 7 })).status).toBe(200)
    const [latest] = await entries()
    expect(await entries()).toHaveLength(before + 1)
    expect(latest).toMatchObject({ action: 'settings', resource: 'accessibility_statement', changed_fields: ['phone', 'answer_days'] })
    expect(latest.actor_id).toEqual(expect.any(Number))
    expect(latest.data).toEqual({ from: { phone: statement.phone, answer_days: statement.answer_days }, to: { phone: '03 560 99 99', answer_days: 7 } })
    expect((await save({ ...statement, phone: '03 560 99 99', answer_days: 7 })).status).toBe(200)
    expect(await entries()).toHaveLength(before + 1)
    expect((await save(statement)).status).toBe(200)
  })

  it('anonymous 401, a visitor and staff without the scope 403; nothing changes', async () => {
    const other = { ...statement, email: 'x@y.si' }
    expect((await put(other, '')).status).toBe(401)
    expect((await put(other, api.visitorToken)).status).toBe(403)
    expect((await put(other, await api.scopedStaffToken(['news']))).status).toBe(403)
    expect((await api.request('GET', url)).body.email).toBe(statement.email)
  })

  it('refuses bad values, unknown fields and lists past their limits', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ status: 'mostly' }, 'status'],
      [{ method: 'guess' }, 'method'],
      [{ prepared_on: '2025-02-30' }, 'prepared_on'],
      [{ reviewed_on: '2025-01-01' }, 'reviewed_on'],
      [{ email: 'no-at' }, 'email'],
      [{ phone: 'call us' }, 'phone'],
      [{ answer_days: 9 }, 'answer_days'],
      [{ answer_days: 0 }, 'answer_days'],
      [{ __proto__x: 1 }, '__proto__x'],
      [{ known_issues: [{ sl: 'a', en: '' }] }, 'known_issues'],
      [{ known_issues: [{ sl: 'a', en: 'b', extra: 'c' }] }, 'known_issues'],
      [{ known_issues: [{ sl: 'a'.repeat(MAX_ISSUE_LENGTH + 1), en: 'b' }] }, 'known_issues'],
      [{ known_issues: Array.from({ length: MAX_KNOWN_ISSUES + 1 }, () => ({ sl: 'a', en: 'b' })) }, 'known_issues'],
    ]
    for (const [change, field] of cases) {
      const res = await put({ ...statement, ...change })
      expect(res.status, JSON.stringify(change)).toBe(400)
      expect(Object.keys(res.body), JSON.stringify(change)).toContain(field)
    }
    const limits = {
      answer_days: 8,
      known_issues: Array.from({ length: MAX_KNOWN_ISSUES }, () => ({ sl: 'a'.repeat(MAX_ISSUE_LENGTH), en: 'b' })),
    }
    expect((await api.request('PUT', url, { token: scoped, body: { ...statement, ...limits } })).status).toBe(200)
  })
})
