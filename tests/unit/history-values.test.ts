/**
 * The history comparison shows each value as a person reads it, by the field's declared kind
 * (issue 24, finding 15: rich text showed as raw HTML and the language as `sl`).
 */
import { describe, expect, it } from 'vitest'
import { displayValue } from '../../admin/features/history/field-values'
import { createI18nProvider } from '../../admin/i18n/i18n-provider'
import { inquiries, news } from '../../shared/resources'

const wordsIn = (language: 'sl' | 'en') => {
  const i18n = createI18nProvider(language)
  return { language, translate: (key: string, options?: Record<string, unknown>) => i18n.translate(key, options) }
}
const sl = wordsIn('sl')
const en = wordsIn('en')

describe('history values', () => {
  it('shows rich text as lines of text, with links, list items and pictures, never markup', () => {
    const html =
      '<h2>Razpis</h2><p>Prijave do <strong>petka</strong> &amp; <a href="https://example.si/a?b=1&amp;c=2">obrazec</a>.</p>' +
      '<ul><li>ena</li><li>dve</li></ul><p><img src="/media/x.png" alt="Rudnik"></p>'
    const shown = displayValue(news.fields.body, html, sl)
    expect(shown).toBe('Razpis\nPrijave do petka & obrazec (https://example.si/a?b=1&c=2).\n• ena\n• dve\n[Slika: Rudnik]')
    expect(shown).not.toMatch(/[<>]/)
  })

  it('names the language in the interface language', () => {
    expect(displayValue(news.fields.lang, 'sl', sl)).toBe('Slovenščina')
    expect(displayValue(news.fields.lang, 'en', sl)).toBe('Angleščina')
    expect(displayValue(news.fields.lang, 'sl', en)).not.toBe('sl')
  })

  it('shows dates as dd.mm.yyyy only for date fields, and empty as (prazno)', () => {
    expect(displayValue(news.fields.date_made, '2026-03-29', sl)).toBe('29.03.2026')
    expect(displayValue(news.fields.title, '2026-03-29 je dan odprtja', sl)).toBe('2026-03-29 je dan odprtja')
    expect(displayValue(news.fields.body, null, sl)).toBe('(prazno)')
    expect(displayValue(news.fields.is_published, true, sl)).toBe('Da')
  })

  it('shows a file by its name', () => {
    expect(displayValue(news.fields.image, '/media/news/nova%20hala.jpg', sl)).toBe('nova hala.jpg')
  })

  it('names a choice by its label', () => {
    const field = inquiries.fields.form
    if (field.kind !== 'choice') throw new Error('inquiries.form is a choice')
    const [first] = field.choices
    expect(displayValue(field, first.id, sl)).toBe(first.label.sl)
    expect(displayValue(field, first.id, en)).toBe(first.label.en)
  })
})
