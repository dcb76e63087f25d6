import { describe, expect, it } from 'vitest'
import { DEFAULT_STATEMENT, reviewDue, statementErrors } from '../../shared/accessibility/statement'

describe('the yearly review', () => {
  it('is due a year after the latest review, not a day before', () => {
    expect(reviewDue('2025-11-25', '2026-11-24')).toBe(false)
    expect(reviewDue('2025-11-25', '2026-11-25')).toBe(true)
    expect(reviewDue('2024-01-01', '2026-11-25')).toBe(true)
  })
  it('is due when the statement was never reviewed', () => {
    expect(reviewDue(null, '2026-11-25')).toBe(true)
    expect(reviewDue('', '2026-11-25')).toBe(true)
  })
})

describe('statement values', () => {
  it('the defaults are valid', () => expect(statementErrors(DEFAULT_STATEMENT)).toEqual({}))
  it('a missing field is an error', () => {
    const { email: _, ...rest } = DEFAULT_STATEMENT
    expect(Object.keys(statementErrors(rest))).toEqual(['email'])
  })
  it('not an object', () => expect(statementErrors([])).toHaveProperty('non_field_errors'))
})
