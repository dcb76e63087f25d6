/** The choices of the audit log's filters and the words of its columns, in the UI language. */
import { AUDIT_ACTIONS } from '../../../shared/audit-actions'
import { isLanguage } from '../../../shared/languages'
import { resources } from '../../../shared/resources'

type Translate = (key: string, options?: Record<string, unknown>) => string

export const actionChoices = (translate: Translate) => AUDIT_ACTIONS.map((id) => ({ id, name: translate(`app.audit.actions.${id}`) }))

/** Every declared type by its label, and the accounts' own entries. */
export function resourceChoices(translate: Translate, locale: string) {
  const language = isLanguage(locale) ? locale : 'sl'
  const declared = resources.map((resource) => ({ id: resource.name, name: resource.label[language] }))
  const own = [
    { id: 'users', name: translate('app.audit.users') },
    { id: 'sessions', name: translate('app.audit.sessions') },
    { id: 'accessibility_statement', name: translate('app.audit.accessibilityStatement') },
  ]
  return [...declared, ...own].sort((a, b) => a.name.localeCompare(b.name, language))
}

export function resourceName(resource: unknown, translate: Translate, locale: string): string {
  if (typeof resource !== 'string') return ''
  return resourceChoices(translate, locale).find((choice) => choice.id === resource)?.name ?? resource
}

/** 'system', 'anonymous' and 'visitor' in the UI language; an account's name as it was. */
export function actorName(record: { actor_id?: unknown; actor_name?: unknown } | undefined, translate: Translate): string {
  if (!record) return ''
  if (record.actor_id === null && record.actor_name === 'system') return translate('app.audit.system')
  if (record.actor_id === null && record.actor_name === 'anonymous') return translate('app.audit.anonymous')
  // a visitor's account, to staff who may not see people (server/audit/redaction.ts)
  if (record.actor_id !== null && record.actor_name === 'visitor') return translate('app.audit.visitor')
  return String(record.actor_name ?? '')
}

export const actionName = (action: unknown, translate: Translate) =>
  typeof action === 'string' && (AUDIT_ACTIONS as readonly string[]).includes(action) ? translate(`app.audit.actions.${action}`) : String(action ?? '')
