/**
 * UI strings through gatsby-plugin-react-i18next: each page's query loads its namespaces
 * (locales/<lang>/common.json, and pages.json for the content pages) into the plugin's i18next
 * instance for that page; this reads them back as typed objects, so a missing key is a type error
 * rather than a blank on the page (i18next's `t` is there too, as `i18n.t`).
 *
 *   const { t, p, language } = useTranslation()
 *   <h2>{t.home.latest_news}</h2>
 *   format(t.news.page, { page: 2 })   // 'Stran 2'
 *
 * Only the page's own language travels with a page (its page data); the language switch's target
 * brings the other one. Head components run outside the plugin's provider: they read the words from
 * the page query's result (`wordsIn`).
 */
import { useI18next } from 'gatsby-plugin-react-i18next'
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../shared/languages'
import type sl from '../locales/sl/common.json'
import type slPages from '../locales/sl/pages.json'

export type Messages = typeof sl
export type PageMessages = typeof slPages

interface Bundles {
  getResourceBundle(language: string, ns: string): unknown
}

function bundle<T>(i18n: Bundles, language: Language, ns: string): T {
  const words = i18n.getResourceBundle(language, ns) ?? i18n.getResourceBundle(DEFAULT_LANGUAGE, ns)
  if (!words) throw new Error(`The page did not load the '${ns}' words of '${language}' (its query's ns)`)
  return words as T
}

/** The page's words; `language` may differ from the page's (the not-found page takes it from the address). */
export function useTranslation(language?: Language): { language: Language; t: Messages; p: PageMessages } {
  const { i18n, language: own } = useI18next()
  const lang = language ?? (isLanguage(own) ? own : DEFAULT_LANGUAGE)
  return {
    language: lang,
    t: bundle<Messages>(i18n, lang, 'common'),
    // Only content pages load pages.json; the others never read `p`.
    get p() {
      return bundle<PageMessages>(i18n, lang, 'pages')
    },
  }
}

/** What every view's query returns: the plugin's locale nodes (`locales`, its default node name). */
export interface LocalesData {
  locales: { edges: { node: { ns: string; data: string; language: string } }[] }
}

/** The words of a namespace in the query's result (for Head, which runs outside the plugin's provider). */
export function wordsIn<T = Messages>(data: LocalesData, language: Language, ns = 'common'): T {
  const node = data.locales.edges.find(({ node: candidate }) => candidate.ns === ns && candidate.language === language)?.node
  if (!node) throw new Error(`The page's query did not load '${ns}' in '${language}'`)
  return JSON.parse(node.data) as T
}

export { format } from '../shared/text'

/** OpenGraph locale names. */
export const OG_LOCALES: Record<Language, string> = { sl: 'sl_SI', en: 'en_GB' }
