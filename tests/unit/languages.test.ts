import { describe, expect, it } from 'vitest'
import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, languageFromHeader } from '../../shared/languages'

describe('languages', () => {
  it('are sl (default and fallback) and en', () => {
    expect(LANGUAGES).toEqual(['sl', 'en'])
    expect(DEFAULT_LANGUAGE).toBe('sl')
    expect(isLanguage('de')).toBe(false)
  })

  it('follow Accept-Language, falling back to sl', () => {
    expect(languageFromHeader('en-GB,en;q=0.9')).toBe('en')
    expect(languageFromHeader('de-DE,en;q=0.5,sl;q=0.8')).toBe('sl')
    expect(languageFromHeader('de')).toBe('sl')
    expect(languageFromHeader(undefined)).toBe('sl')
  })
})
