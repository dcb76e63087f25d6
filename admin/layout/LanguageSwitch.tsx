/**
 * sl/en switch. Under /sl/admin or /en/admin it swaps the prefix and keeps the rest of the path
 * (a new page load); under /admin it changes the language in place. Either way the choice is
 * kept under localStorage 'language'.
 */
import Button from '@mui/material/Button'
import ButtonGroup from '@mui/material/ButtonGroup'
import { useLocaleState, useLocation, useTranslate } from 'react-admin'
import { LANGUAGES, LANGUAGE_NAMES, type Language } from '../../shared/languages'
import { rememberLanguage } from '../app/language'
import { adminLocation, switchedPath } from '../app/location'

export const LanguageSwitch = () => {
  const [locale, setLocale] = useLocaleState()
  const translate = useTranslate()
  const location = useLocation()

  const choose = (language: Language) => {
    if (language === locale) return
    const base = adminLocation(window.location.pathname).basename
    if (adminLocation(base).language) {
      rememberLanguage(language)
      window.location.assign(switchedPath(base, language, location.pathname) + location.search)
    } else {
      setLocale(language)
    }
  }

  return (
    <ButtonGroup size="small" variant="text" color="inherit" role="group" aria-label={translate('app.language.label')}>
      {LANGUAGES.map((language) => (
        <Button
          key={language}
          lang={language}
          aria-pressed={language === locale}
          title={LANGUAGE_NAMES[language]}
          onClick={() => choose(language)}
          sx={{ fontWeight: language === locale ? 700 : 400, textDecoration: language === locale ? 'underline' : 'none' }}
        >
          {language.toUpperCase()}
        </Button>
      ))}
    </ButtonGroup>
  )
}
