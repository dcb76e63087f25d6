/**
 * The UI language is kept under localStorage 'language' (spec section 9), shared with the public
 * site. React-admin keeps its locale in its store under 'locale'; `withLanguageKey` makes that
 * store entry read and write 'language', and keeps <html lang> in step.
 */
import type { Store } from 'react-admin'
import { STORAGE_KEYS } from '../../shared/constants'
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../shared/languages'

const LOCALE_KEY = 'locale'

function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null
  } catch {
    return null
  }
}

export function storedLanguage(): Language | null {
  const value = storage()?.getItem(STORAGE_KEYS.language)
  return isLanguage(value) ? value : null
}

/** The language of the UI now; the http client sends it as Accept-Language. */
export const currentLanguage = (): Language => storedLanguage() ?? DEFAULT_LANGUAGE

export function rememberLanguage(language: Language): void {
  storage()?.setItem(STORAGE_KEYS.language, language)
  if (typeof document !== 'undefined') document.documentElement.lang = language
}

/** The path's language wins (and is remembered); else the stored one; else sl. */
export function startLanguage(fromPath: Language | null): Language {
  const language = fromPath ?? storedLanguage() ?? DEFAULT_LANGUAGE
  rememberLanguage(language)
  return language
}

export function withLanguageKey(store: Store): Store {
  return {
    ...store,
    getItem: <T = any>(key: string, defaultValue?: T): T | undefined =>
      key === LOCALE_KEY ? ((storedLanguage() ?? defaultValue) as T | undefined) : store.getItem(key, defaultValue),
    setItem: <T = any>(key: string, value: T): void => {
      if (key === LOCALE_KEY && isLanguage(value)) rememberLanguage(value)
      store.setItem(key, value)
    },
  }
}
