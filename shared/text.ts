/**
 * Text rules every face reads alike: the spec's truncation, plain text as paragraphs (the site's pages and the
 * server's migration of plain text to rich text), placeholders, numbers and plurals in the site's languages.
 */
import { TEXT_ELLIPSIS_LENGTH } from './constants'

export const ELLIPSIS = '...'

export interface Truncated {
  /** What to show. */
  text: string
  /** True when `text` is shorter than the original; show `full` in a tooltip then. */
  truncated: boolean
  full: string
}

/**
 * Spec section 5: only a text longer than 10 characters is cut, to its first `maxLength`
 * characters (default 10) plus an ellipsis; the full text goes to a tooltip.
 * The threshold is the spec's constant, not `maxLength`.
 */
export function truncateText(value: string | null | undefined, maxLength = TEXT_ELLIPSIS_LENGTH): Truncated {
  const full = value ?? ''
  const characters = Array.from(full) // count letters, not UTF-16 units: 'č' and emoji are one each
  if (characters.length <= TEXT_ELLIPSIS_LENGTH || characters.length <= maxLength) {
    return { text: full, truncated: false, full }
  }
  return { text: characters.slice(0, maxLength).join('') + ELLIPSIS, truncated: true, full }
}

/**
 * News bodies are plain text: a blank line starts a paragraph, a single line break stays a line break.
 *   paragraphs('One\n\nTwo\nlines') -> [['One'], ['Two', 'lines']]
 */
export function paragraphs(body: string | null | undefined): string[][] {
  return (body ?? '')
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((block) =>
      block
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .filter((lines) => lines.length > 0)
}

/** Fills `{name}` placeholders: format('Stran {page}', { page: 2 }) -> 'Stran 2'. */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole))
}

/** The forms of a counted phrase: Slovenian has four (1, 2, 3-4, other by the last two digits), English two. */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }

const LOCALES = { sl: 'sl-SI', en: 'en-GB' } as const
type LanguageCode = keyof typeof LOCALES

/** A number in the language's format: formatNumber('sl', 1234.56) -> '1.234,56', formatNumber('en', 1234.56) -> '1,234.56'. */
export function formatNumber(language: LanguageCode, value: number, options?: Intl.NumberFormatOptions): string {
  // CLDR groups Slovenian digits only from five on (1234,56); the site writes thousands alike (1.234,56, 12.345).
  return new Intl.NumberFormat(LOCALES[language], { useGrouping: 'always', ...options }).format(value)
}

/** A price in euros: formatPrice('sl', 12.5) -> '12,50 €', formatPrice('en', 12.5) -> '€12.50'. */
export function formatPrice(language: LanguageCode, value: number): string {
  return formatNumber(language, value, { style: 'currency', currency: 'EUR' })
}

/**
 * The form of `forms` that `count` takes in `language`, by the language's own plural rules
 * (Intl.PluralRules), with `{count}` filled in the language's number format:
 *
 *   plural('sl', 5, { one: '{count} novica', two: '{count} novici', few: '{count} novice', other: '{count} novic' }) -> '5 novic'
 *   plural('sl', 102, ...)  -> '102 novici'
 */
export function plural(language: LanguageCode, count: number, forms: PluralForms): string {
  const rule = new Intl.PluralRules(LOCALES[language]).select(count)
  return format(forms[rule] ?? forms.other, { count: formatNumber(language, count) })
}
