/**
 * The words of the content pages (locales/<lang>/pages.json), apart from common.json so the home
 * page's bundle does not carry them. Typed against Slovenian, like common.json.
 */
import { DEFAULT_LANGUAGE, type Language } from '../shared/languages'
import en from '../locales/en/pages.json'
import sl from '../locales/sl/pages.json'

export type PageMessages = typeof sl

const MESSAGES: Record<Language, PageMessages> = { sl, en }

export function pageMessagesFor(language: Language): PageMessages {
  return MESSAGES[language] ?? MESSAGES[DEFAULT_LANGUAGE]
}
