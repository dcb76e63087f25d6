/**
 * Links to this page in the other language(s) (the /en prefix swapped, the rest of the path kept,
 * or that language's list where the page has no counterpart); the choice is remembered in
 * localStorage under STORAGE_KEYS.language, only when the visitor uses the switch.
 *
 * Plain links, not Gatsby's: the browser holds only the page language's UI strings (site/i18n.tsx),
 * so the other language comes with a new document.
 */
import { STORAGE_KEYS } from '../../shared/constants'
import { LANGUAGES, LANGUAGE_NAMES, type Language } from '../../shared/languages'
import { useTranslation } from '../i18n'

export function rememberLanguage(language: Language) {
  try {
    window.localStorage.setItem(STORAGE_KEYS.language, language)
  } catch {
    // Storage can be off (private mode, blocked cookies): the link still works.
  }
}

export function LanguageSwitch({ paths }: { paths: Record<Language, string> }) {
  const { t, language } = useTranslation()
  return (
    <nav className="language-switch" aria-label={t.nav.language}>
      <ul>
        {LANGUAGES.map((target) => (
          <li key={target}>
            {target === language ? (
              <span className="language-switch__current" lang={target} aria-current="true">
                {target.toUpperCase()}
                <span className="visually-hidden"> ({LANGUAGE_NAMES[target]})</span>
              </span>
            ) : (
              <a href={paths[target]} lang={target} hrefLang={target} onClick={() => rememberLanguage(target)}>
                {target.toUpperCase()}
                <span className="visually-hidden"> ({LANGUAGE_NAMES[target]})</span>
              </a>
            )}
          </li>
        ))}
      </ul>
    </nav>
  )
}
