/**
 * Slovenian (default, our own translation) and English (ra-language-english), each merged with
 * the generated resource messages, the shell's keys and the words each feature brings.
 *
 *   const i18nProvider = createI18nProvider('sl')
 *   i18nProvider.translate('ra.action.save')  -> 'Shrani'
 */
import polyglotI18nProvider from 'ra-i18n-polyglot'
import englishMessages from 'ra-language-english'
import type { TranslationMessages } from 'react-admin'
import { DEFAULT_LANGUAGE, LANGUAGES, LANGUAGE_NAMES, isLanguage, type Language } from '../../shared/languages'
import type { AdminFeature } from '../app/feature'
import { features as backOfficeFeatures } from '../features'
import { appMessages } from './app-messages'
import { pageMessages } from './page-messages'
import slovenianMessages from './ra-slovenian'
import { generatedResourceMessages } from './resource-messages'

type Messages = Record<string, unknown>

function isObject(value: unknown): value is Messages {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

export function deepMerge(...sources: Messages[]): Messages {
  const result: Messages = {}
  for (const source of sources) {
    for (const [key, value] of Object.entries(source)) {
      result[key] = isObject(value) && isObject(result[key]) ? deepMerge(result[key] as Messages, value) : value
    }
  }
  return result
}

const raMessages: Record<Language, TranslationMessages> = { sl: slovenianMessages, en: englishMessages }

/** react-admin's words, the declarations', the shell's, then each feature's (features.ts; no two share a key). */
export function messagesFor(language: Language, features: readonly AdminFeature[] = backOfficeFeatures): TranslationMessages {
  return deepMerge(
    raMessages[language],
    generatedResourceMessages(language),
    appMessages[language],
    pageMessages[language],
    ...features.map((feature) => feature.messages?.[language] ?? {}),
  ) as TranslationMessages
}

/** The order of polyglot's `||||` forms in our Slovenian messages: 1, 2, 3-4, the rest. */
const SLOVENIAN_FORMS: readonly Intl.LDMLPluralRule[] = ['one', 'two', 'few', 'other']
const slovenianRules = new Intl.PluralRules('sl')

/**
 * Polyglot keys Slovenian plurals to 'sl-SL' only, so 'sl' would get English ones: these rules give
 * 'sl' its four forms by the language's own rules (Intl.PluralRules: 1, 2, 3-4, other by the last
 * two digits; 101 is 'one') and 'en' its two.
 */
export const pluralRules = {
  pluralTypes: {
    slovenian: (n: number) => Math.max(0, SLOVENIAN_FORMS.indexOf(slovenianRules.select(n))),
    english: (n: number) => (n === 1 ? 0 : 1),
  },
  pluralTypeToLanguages: { slovenian: ['sl'], english: ['en'] },
}

export function createI18nProvider(initialLanguage: Language, features: readonly AdminFeature[] = backOfficeFeatures) {
  return polyglotI18nProvider(
    (locale) => messagesFor(isLanguage(locale) ? locale : DEFAULT_LANGUAGE, features),
    initialLanguage,
    LANGUAGES.map((locale) => ({ locale, name: LANGUAGE_NAMES[locale] })),
    { pluralRules },
  )
}
