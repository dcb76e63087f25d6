/**
 * `resources.<name>.*` messages generated from the declarations' labels, so a new declaration
 * is translated by writing its labels once:
 *   resources.news.name              'Novica |||| Novice |||| Novice |||| Novice'
 *   resources.news.fields.date_made  'Datum'
 *   resources.news.filters.date_made__gte  'Datum od'
 */
import type { Language } from '../../shared/languages'
import type { Resource } from '../../shared/resources'
import { declarations, localized, raName, splitLookup } from '../registry'
import { appMessages } from './app-messages'

const SYSTEM_FIELDS: Record<string, Record<Language, string>> = {
  id: { sl: 'ID', en: 'ID' },
  created_at: { sl: 'Ustvarjeno', en: 'Created' },
  updated_at: { sl: 'Posodobljeno', en: 'Updated' },
}

/** Number of plural forms polyglot expects per language (see i18n-provider.ts). */
const PLURAL_FORMS: Record<Language, number> = { sl: 4, en: 2 }

function resourceMessages(declaration: Resource, language: Language) {
  const label = (field: string) =>
    declaration.fields[field] ? localized(declaration.fields[field].label, language) : (SYSTEM_FIELDS[field]?.[language] ?? field)
  const plural = localized(declaration.label, language)
  const forms = [localized(declaration.labelSingular, language), ...Array(PLURAL_FORMS[language] - 1).fill(plural)]
  const filterWords = appMessages[language].app.filter
  const filters = Object.fromEntries(
    Object.entries(declaration.filters).map(([param, target]) => {
      const { field, lookup } = splitLookup(target)
      const template = lookup === 'gte' || lookup === 'gt' ? filterWords.from : lookup === 'lte' || lookup === 'lt' ? filterWords.to : '%{field}'
      return [param, template.replace('%{field}', label(field))]
    }),
  )
  const fields = Object.fromEntries([...Object.keys(SYSTEM_FIELDS), ...Object.keys(declaration.fields)].map((field) => [field, label(field)]))
  return { name: forms.join(' |||| '), fields, filters }
}

export function generatedResourceMessages(language: Language) {
  return {
    resources: Object.fromEntries(declarations.map((d) => [raName(d), resourceMessages(d, language)])),
  }
}
