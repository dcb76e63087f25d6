/**
 * The accessibility statement's data (Commission Implementing Decision (EU) 2018/1523): what staff
 * edit at /admin/accessibility-statement and /accessibility/ shows in both languages. The
 * enforcement procedure is the law's, not the office's: its text stays in locales/<lang>/pages.json.
 */
import type { StatementData } from '../wire/accessibility'
import { COMPLIANCE_STATUSES, PREPARATION_METHODS } from './choices'

export type { AutomaticIssue, KnownIssue, StatementAnswer, StatementData } from '../wire/accessibility'
export { COMPLIANCE_STATUSES, PREPARATION_METHODS }
export const MAX_KNOWN_ISSUES = 30
export const MAX_ISSUE_LENGTH = 500

export const DEFAULT_STATEMENT: StatementData = {
  status: 'partial',
  prepared_on: '2026-11-01',
  reviewed_on: '2026-11-01',
  method: 'self-assessment',
  email: 'info@rudnik.example',
  phone: '+386 3 560 12 00',
  answer_days: 8,
  known_issues: [{ sl: 'Videoposnetki še nimajo podnapisov in zvočnega opisa.', en: 'Videos do not have captions or audio description yet.' }],
}

const DATE = /^\d{4}-\d{2}-\d{2}$/
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const PHONE = /^[+\d][\d ()/-]{5,30}$/

const isDate = (value: unknown): value is string =>
  typeof value === 'string' && DATE.test(value) && !Number.isNaN(Date.parse(value)) && new Date(value).toISOString().startsWith(value)

/** Field errors of a statement sent by staff (DRF style: { field: [message] }); empty when it is valid. */
export function statementErrors(input: unknown): Record<string, string[]> {
  const errors: Record<string, string[]> = Object.create(null)
  const fail = (field: string, message: string) => (errors[field] = [message])
  if (!input || typeof input !== 'object' || Array.isArray(input)) return { non_field_errors: ['Expected an object.'] }
  const value = input as Record<string, unknown>
  const has = (field: string) => Object.hasOwn(value, field)
  for (const field of Object.keys(value)) if (!Object.hasOwn(DEFAULT_STATEMENT, field)) fail(field, 'Unknown field.')
  if (!has('status') || !(COMPLIANCE_STATUSES as readonly unknown[]).includes(value.status)) fail('status', `One of ${COMPLIANCE_STATUSES.join(', ')}.`)
  if (!has('method') || !(PREPARATION_METHODS as readonly unknown[]).includes(value.method)) fail('method', `One of ${PREPARATION_METHODS.join(', ')}.`)
  for (const field of ['prepared_on', 'reviewed_on']) if (!isDate(value[field])) fail(field, 'A date as YYYY-MM-DD.')
  if (isDate(value.prepared_on) && isDate(value.reviewed_on) && value.reviewed_on < value.prepared_on) fail('reviewed_on', 'Not before prepared_on.')
  if (typeof value.email !== 'string' || value.email.length > 200 || !EMAIL.test(value.email)) fail('email', 'An e-mail address.')
  if (typeof value.phone !== 'string' || !PHONE.test(value.phone)) fail('phone', 'A phone number.')
  if (!Number.isInteger(value.answer_days) || (value.answer_days as number) < 1 || (value.answer_days as number) > 8)
    fail('answer_days', 'Whole days, 1 to 8 (ZDSMA).')
  const issues = value.known_issues
  if (!Array.isArray(issues) || issues.length > MAX_KNOWN_ISSUES) fail('known_issues', `A list of at most ${MAX_KNOWN_ISSUES} entries.`)
  else
    issues.forEach((issue, i) => {
      const ok =
        issue &&
        typeof issue === 'object' &&
        Object.keys(issue).every((key) => key === 'sl' || key === 'en') &&
        ['sl', 'en'].every((language) => {
          const text = (issue as Record<string, unknown>)[language]
          return typeof text === 'string' && text.trim() !== '' && text.length <= MAX_ISSUE_LENGTH
        })
      if (!ok) fail('known_issues', `Entry ${i + 1}: a text in sl and en, each 1 to ${MAX_ISSUE_LENGTH} characters.`)
    })
  return errors
}

/** A year after the latest review (or never reviewed): the yearly review is due on `today` (YYYY-MM-DD). */
export function reviewDue(reviewedOn: string | null | undefined, today: string): boolean {
  if (!reviewedOn || !DATE.test(reviewedOn)) return true
  const [year, month, day] = reviewedOn.split('-')
  return `${Number(year) + 1}-${month}-${day}` <= today
}
