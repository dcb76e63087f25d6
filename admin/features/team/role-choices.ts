/**
 * The role and scope choices the team screens offer (shared/roles.ts), in the UI language: only
 * what the signed-in account may give (nobody grants a scope they do not hold; the server checks
 * it again and answers 403).
 *
 *   roleChoices(['*'], 'en')        -> Content editor, Publisher, Office, Administrator, Custom
 *   scopeChoices(['news', 'users']) -> News, Users and roles
 */
import { CUSTOM_ROLE, ROLES, SCOPES, findRole, mayGrant, scopeLabel } from '../../../shared/roles'
import { localized } from '../../registry'

export interface Choice {
  id: string
  name: string
  disabled?: boolean
}

export const CUSTOM_LABEL = { sl: 'Po meri', en: 'Custom' }

/** `current`: the record's own role, kept in the list (disabled) when the account may not give it. */
export function roleChoices(held: readonly string[], language: string, customName: string, current?: string | null): Choice[] {
  const choices: Choice[] = ROLES.filter((role) => mayGrant(held, role.scope) || role.id === current).map((role) => ({
    id: role.id,
    name: localized(role.label, language),
    disabled: !mayGrant(held, role.scope),
  }))
  return [...choices, { id: CUSTOM_ROLE, name: customName }]
}

export function scopeChoices(held: readonly string[], language: string): Choice[] {
  return SCOPES.filter((scope) => mayGrant(held, [scope])).map((scope) => ({ id: scope, name: localized(scopeLabel(scope), language) }))
}

/** A role's name for the list: 'Urednik vsebin', 'Po meri', or '' for a visitor (no role). */
export function roleName(role: string | null | undefined, language: string): string {
  if (!role) return ''
  const found = findRole(role)
  return found ? localized(found.label, language) : localized(CUSTOM_LABEL, language)
}

/** The scopes of a role, named: 'Novice, Dogodki, ...'. */
export function roleScopeNames(role: string, language: string): string {
  return (findRole(role)?.scope ?? []).map((scope) => localized(scopeLabel(scope), language)).join(', ')
}
