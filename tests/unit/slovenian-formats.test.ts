/** Slovenian plurals (four forms) and number formats on the site (shared/text.ts) and in the back office (admin/i18n). */
import { describe, expect, it } from 'vitest'
import { createI18nProvider } from '../../admin/i18n/i18n-provider'
import enPages from '../../locales/en/pages.json'
import slPages from '../../locales/sl/pages.json'
import { formatNumber, formatPrice, plural } from '../../shared/text'

const NEWS = { one: '{count} novica', two: '{count} novici', few: '{count} novice', other: '{count} novic' }

describe('plural() on the site', () => {
  it.each([
    [1, '1 novica'],
    [2, '2 novici'],
    [3, '3 novice'],
    [4, '4 novice'],
    [5, '5 novic'],
    [11, '11 novic'],
    [101, '101 novica'],
    [102, '102 novici'],
    [103, '103 novice'],
    [105, '105 novic'],
    [0, '0 novic'],
    [1001, '1.001 novica'],
  ])('Slovenian %i -> %s', (count, expected) => {
    expect(plural('sl', count, NEWS)).toBe(expected)
  })

  it('English has one and other', () => {
    const forms = { one: '{count} result', other: '{count} results' }
    expect([1, 2, 3, 5, 101, 1001].map((n) => plural('en', n, forms))).toEqual([
      '1 result',
      '2 results',
      '3 results',
      '5 results',
      '101 results',
      '1,001 results',
    ])
  })

  it('the search page count has every form in both languages, in real Slovenian', () => {
    const sl = slPages.search.count
    expect([1, 2, 3, 4, 5, 101, 102, 103, 105].map((n) => plural('sl', n, sl))).toEqual([
      'Najden je 1 zadetek.',
      'Najdena sta 2 zadetka.',
      'Najdeni so 3 zadetki.',
      'Najdeni so 4 zadetki.',
      'Najdenih je 5 zadetkov.',
      'Najden je 101 zadetek.',
      'Najdena sta 102 zadetka.',
      'Najdeni so 103 zadetki.',
      'Najdenih je 105 zadetkov.',
    ])
    expect(plural('en', 1, enPages.search.count)).toBe('1 result found.')
    expect(plural('en', 2, enPages.search.count)).toBe('2 results found.')
  })
})

describe('numbers and prices', () => {
  it('Slovenian: 1.234,56 and 12,50 €; English: 1,234.56 and €12.50', () => {
    // Intl puts a no-break space before the euro sign.
    expect(formatNumber('sl', 1234.56)).toBe('1.234,56')
    expect(formatPrice('sl', 12.5).replace(/\s/g, ' ')).toBe('12,50 €')
    expect(formatNumber('en', 1234.56)).toBe('1,234.56')
    expect(formatPrice('en', 12.5)).toBe('€12.50')
  })
})

describe('the back office', () => {
  it.each([
    [1, '1 oseba'],
    [2, '2 osebi'],
    [3, '3 osebe'],
    [4, '4 osebe'],
    [5, '5 oseb'],
    [101, '101 oseba'],
    [102, '102 osebi'],
    [103, '103 osebe'],
    [105, '105 oseb'],
  ])('polyglot picks the Slovenian form for %i under "sl": %s', (count, expected) => {
    expect(createI18nProvider('sl').translate('app.work.count', { smart_count: count })).toBe(expected)
  })

  it('English keeps two forms', async () => {
    const i18n = createI18nProvider('en')
    expect(i18n.translate('app.work.count', { smart_count: 1 })).toBe('1 person')
    expect(i18n.translate('app.work.count', { smart_count: 102 })).toBe('102 people')
  })
})
