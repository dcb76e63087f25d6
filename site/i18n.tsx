/**
 * UI strings, without an i18n library: locales/<lang>/common.json, typed against Slovenian, so a
 * missing key is a type error rather than a blank on the page.
 *
 *   const { t, language } = useTranslation()
 *   <h2>{t.home.latest_news}</h2>
 *   format(t.news.page, { page: 2 })   // 'Stran 2'
 *
 * Only the page's own language travels to the browser: the server renderer, which knows both
 * (site/all-messages.ts), embeds that language's strings in the page as a JSON data block
 * (not a script, so the content security policy has nothing to allow), and the browser reads them
 * from there. Every in-site link stays in the page's language; the language switch loads a new
 * document, which brings the other language's strings with it.
 */
import { createContext, useContext, type ReactNode } from 'react'
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../shared/languages'
import type sl from '../locales/sl/common.json'

export type Messages = typeof sl

/** The id of the JSON block that carries the page's strings. */
export const MESSAGES_ELEMENT_ID = 'site-messages'

const loaded: Partial<Record<Language, Messages>> = {}

export function provideMessages(language: Language, messages: Messages) {
  loaded[language] = messages
}

function readEmbeddedMessages() {
  const element = typeof document === 'undefined' ? null : document.getElementById(MESSAGES_ELEMENT_ID)
  if (!element?.textContent) return
  const { language, messages } = JSON.parse(element.textContent) as { language: unknown; messages: Messages }
  if (isLanguage(language)) loaded[language] ??= messages
}

export function messagesFor(language: Language): Messages {
  if (!loaded[language]) readEmbeddedMessages()
  const messages = loaded[language] ?? loaded[DEFAULT_LANGUAGE] ?? Object.values(loaded)[0]
  if (!messages) throw new Error(`The page carries no UI strings (#${MESSAGES_ELEMENT_ID} is missing)`)
  return messages
}

/** The JSON block's text: `<` escaped, so no string can close the element early. */
export function embeddedMessagesJson(language: Language): string {
  return JSON.stringify({ language, messages: messagesFor(language) }).replace(/</g, '\\u003c')
}

export { format } from './text'

const LanguageContext = createContext<Language>(DEFAULT_LANGUAGE)

export function LanguageProvider({ language, children }: { language: Language; children: ReactNode }) {
  return <LanguageContext.Provider value={language}>{children}</LanguageContext.Provider>
}

export function useTranslation(): { language: Language; t: Messages } {
  const language = useContext(LanguageContext)
  return { language, t: messagesFor(language) }
}

/** OpenGraph locale names. */
export const OG_LOCALES: Record<Language, string> = { sl: 'sl_SI', en: 'en_GB' }
