/**
 * The audit log names fields as the screens that edit them do, in the UI language (issue 24,
 * finding 15: it showed `is_published`, `scope`, `prepared_on`): a declared type's fields by their
 * declared labels, with values read by kind like the history's; the accounts' and the
 * accessibility statement's by their screens' words; the fields every record has by the log's own.
 */
import { isLanguage } from '../../../shared/languages'
import { resourcesByName } from '../../../shared/resources'
import { ROLES, scopeLabel } from '../../../shared/roles'
import { displayValue } from '../history/field-values'
import { localized } from '../../registry'
import { STATEMENT_WORDS } from '../accessibility/statement-words'

type Translate = (key: string, options?: Record<string, unknown>) => string

const declaredField = (resource: string, name: string) =>
  Object.hasOwn(resourcesByName, resource) && Object.hasOwn(resourcesByName[resource].fields, name) ? resourcesByName[resource].fields[name] : undefined

export function auditFieldLabel(resource: unknown, name: string, translate: Translate, locale: string): string {
  const language = isLanguage(locale) ? locale : 'sl'
  const field = typeof resource === 'string' ? declaredField(resource, name) : undefined
  if (field) return localized(field.label, language)
  const statement: Record<string, unknown> = STATEMENT_WORDS[language]
  if (resource === 'accessibility_statement' && typeof statement[name] === 'string') return statement[name] as string
  if (resource === 'users' || resource === 'sessions') {
    const word = translate(`resources.users.fields.${name}`, { _: '' })
    if (word) return word
  }
  return translate(`app.audit.fields.${name}`, { _: name })
}

/** A value as the field's kind reads (dates, languages, rich text); other values as they were kept. */
export function auditFieldValue(resource: unknown, name: string, value: unknown, translate: Translate, locale: string): string {
  const field = typeof resource === 'string' ? declaredField(resource, name) : undefined
  if (field) return displayValue(field, value, { language: locale, translate })
  if (value === null || value === undefined) return '—'
  const language = isLanguage(locale) ? locale : 'sl'
  // An account's permissions and role by the names the team screen gives them; a failed sign-in's reason in words.
  if (name === 'scope' && Array.isArray(value)) return value.map((scope) => localized(scopeLabel(String(scope)), language)).join(', ')
  const role = ROLES.find(({ id }) => id === value)
  if (name === 'role' && role) return localized(role.label, language)
  if (name === 'reason' && typeof value === 'string') return translate(`app.audit.reasons.${value}`, { _: value })
  if (typeof value === 'boolean') return translate(value ? 'app.filter.yes' : 'app.filter.no')
  return typeof value === 'string' ? value : JSON.stringify(value, null, 1)
}
