/**
 * The account page's password forms (new password, new e-mail, deletion) say what a refusal means:
 * past 5 wrong current passwords the server answers 429 (its login throttle), which is not a
 * failure to send. In both languages.
 */
import { describe, expect, it } from 'vitest'
import en from '../../locales/en/pages.json'
import sl from '../../locales/sl/pages.json'
import { failedMessage } from '../../site/components/account/failed-message'

describe.each([
  ['sl', sl],
  ['en', en],
] as const)('a failed account form (%s)', (_language, pages) => {
  const failure = failedMessage(pages)
  it('429: too many wrong passwords, try later', () => {
    expect(failure(429)).toBe(pages.forms.password_throttled)
    expect(failure(429)).toMatch(/gesel|passwords/)
  })
  it('400: fix the fields; anything else: could not be sent', () => {
    expect(failure(400)).toBe(pages.forms.fix_errors)
    expect(failure(502)).toBe(pages.forms.send_error)
  })
})
