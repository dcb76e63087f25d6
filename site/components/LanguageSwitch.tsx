/**
 * Links to this page in the other language(s) (the prefix swapped, the rest of the path kept, or that
 * language's list where the page has no counterpart): gatsby-plugin-react-i18next's Link, given the
 * target language's context, so it writes the target's prefix and hreflang and the target page comes
 * with its own words. The choice is remembered under STORAGE_KEYS.language (spec section 9), only when
 * the visitor uses the switch (not under the plugin's own key: the cookies page lists what is stored).
 */
import { I18nextContext, useI18next } from 'gatsby-plugin-react-i18next'
import { STORAGE_KEYS } from '../../shared/constants'
import { LANGUAGE_NAMES, type Language } from '../../shared/languages'
import { useTranslation } from '../i18n'
import { Link } from './Link'

export function rememberLanguage(language: Language) {
  try {
    window.localStorage.setItem(STORAGE_KEYS.language, language)
  } catch {
    // Storage can be off (private mode, blocked cookies): the link still works.
  }
}

/** The target's address without its language prefix, and whether it had one (the shop's Slovenian pages do). */
function unprefixed(path: string, language: Language): { to: string; prefixed: boolean } {
  const prefix = `/${language}/`
  return path.startsWith(prefix) ? { to: path.slice(prefix.length - 1), prefixed: true } : { to: path, prefixed: false }
}

export function LanguageSwitch({ paths }: { paths: Record<Language, string> }) {
  const { t, language } = useTranslation()
  const context = useI18next()
  return (
    <nav className="language-switch" aria-label={t.nav.language}>
      <ul>
        {(context.languages as Language[]).map((target) => {
          const name = (
            <>
              {target.toUpperCase()}
              <span className="visually-hidden"> ({LANGUAGE_NAMES[target]})</span>
            </>
          )
          if (target === language) {
            return (
              <li key={target}>
                <span className="language-switch__current" lang={target} aria-current="true">
                  {name}
                </span>
              </li>
            )
          }
          const { to, prefixed } = unprefixed(paths[target], target)
          return (
            <li key={target}>
              <I18nextContext.Provider value={{ ...context, language: target, generateDefaultLanguagePage: prefixed || target !== context.defaultLanguage }}>
                <Link to={to} lang={target} onClick={() => rememberLanguage(target)}>
                  {name}
                </Link>
              </I18nextContext.Provider>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
