/**
 * The two languages of the product. Slovenian is the default and the fallback:
 * unprefixed public paths are Slovenian, `/sl/...` is the same page, `/en/...` is English.
 */
export const LANGUAGES = ['sl', 'en'] as const
export type Language = (typeof LANGUAGES)[number]
export const DEFAULT_LANGUAGE: Language = 'sl'

export const LANGUAGE_NAMES: Record<Language, string> = { sl: 'Slovenščina', en: 'English' }

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value)
}

/** Picks the first supported language of an Accept-Language header, else the default. */
export function languageFromHeader(header: string | undefined | null): Language {
  if (!header) return DEFAULT_LANGUAGE
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';')
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
      return { base: tag.toLowerCase().split('-')[0], q: q ? Number(q.slice(2)) || 0 : 1, index }
    })
    .sort((a, b) => b.q - a.q || a.index - b.index)
  return ranked.map((r) => r.base).find(isLanguage) ?? DEFAULT_LANGUAGE
}

/** Labels in both languages; every user-facing word of a declaration has this shape. */
export type Localized = Record<Language, string>
