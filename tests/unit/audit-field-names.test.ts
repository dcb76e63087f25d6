/**
 * The audit log names fields and values in the UI language (issue 24, finding 15: a Slovenian
 * back office showed `is_published`, `scope`, `prepared_on` and raw values).
 */
import { describe, expect, it } from 'vitest'
import { createI18nProvider } from '../../admin/i18n/i18n-provider'
import { auditFieldLabel, auditFieldValue } from '../../admin/features/audit/audit-fields'

const translateIn = (language: 'sl' | 'en') => {
  const i18n = createI18nProvider(language)
  return (key: string, options?: Record<string, unknown>) => i18n.translate(key, options)
}
const sl = translateIn('sl')
const en = translateIn('en')

describe('audit field names', () => {
  it('names a declared type’s fields by their labels, in both languages', () => {
    expect(auditFieldLabel('news', 'is_published', sl, 'sl')).toBe('Objavljeno')
    expect(auditFieldLabel('news', 'date_made', sl, 'sl')).toBe('Datum')
    expect(auditFieldLabel('news', 'date_made', en, 'en')).toBe('Date')
  })

  it('names the accounts’, sign-ins’ and statement’s fields by their screens’ words', () => {
    expect(auditFieldLabel('users', 'scope', sl, 'sl')).toBe('Dovoljenja')
    expect(auditFieldLabel('users', 'password', sl, 'sl')).toBe('Geslo')
    expect(auditFieldLabel('sessions', 'username', sl, 'sl')).toBe('Uporabniško ime')
    expect(auditFieldLabel('sessions', 'reason', sl, 'sl')).toBe('Razlog')
    expect(auditFieldLabel('accessibility_statement', 'prepared_on', sl, 'sl')).toBe('Datum priprave')
    expect(auditFieldLabel('accessibility_statement', 'prepared_on', en, 'en')).toBe('Prepared on')
  })

  it('never leaves a known field under its code name in Slovenian', () => {
    const known: [string, string][] = [
      ['news', 'title'],
      ['news', 'lang'],
      ['news', 'id'],
      ['news', 'updated_at'],
      ['users', 'is_staff'],
      ['users', 'role'],
      ['users', 'must_change_password'],
      ['accessibility_statement', 'answer_days'],
    ]
    for (const [resource, name] of known) expect(auditFieldLabel(resource, name, sl, 'sl'), `${resource}.${name}`).not.toBe(name)
  })

  it('reads values like the screens do', () => {
    expect(auditFieldValue('news', 'lang', 'en', sl, 'sl')).toBe('Angleščina')
    expect(auditFieldValue('news', 'is_published', true, sl, 'sl')).toBe('Da')
    expect(auditFieldValue('news', 'body', '<p>a &amp; b</p>', sl, 'sl')).toBe('a & b')
    expect(auditFieldValue('users', 'role', 'editor', sl, 'sl')).toBe('Urednik vsebin')
    expect(auditFieldValue('users', 'scope', ['news', 'audit'], sl, 'sl')).not.toMatch(/\bnews\b|\baudit\b/)
    expect(auditFieldValue('sessions', 'reason', 'credentials', sl, 'sl')).toBe('napačno ime ali geslo')
    expect(auditFieldValue('users', 'first_name', null, sl, 'sl')).toBe('—')
  })
})
