/**
 * Permission scopes and the named roles made of them (spec section 6: "a scope list used for
 * permissions"). A staff account holds a scope list; a role is only a name for a list, so an
 * account whose list matches no role shows as "custom". Server and back office read this one file.
 *
 *   roleOf(['*'])                          -> 'administrator'
 *   grantsScope(['news'], 'news')          -> true
 *   mayGrant(['news', 'users'], ['events']) -> false (nobody grants a scope they do not hold)
 */
import type { Localized } from './languages'
import { resources } from './resources'

/** Every scope: each content type's name, plus the services and the publish permission. */
export const ALL = '*'
export const SERVICE_SCOPES = {
  users: { sl: 'Uporabniki in vloge', en: 'Users and roles' },
  mail: { sl: 'Poslana pošta', en: 'Mail outbox' },
  newsletter: { sl: 'Naročniki na e-novice', en: 'Newsletter subscribers' },
  /** Changing whether a record is shown on the site (its visibility field: is_published, is_active). */
  publish: { sl: 'Objavljanje (prikaz na spletni strani)', en: 'Publishing (showing on the site)' },
  /** Reading the audit log (who did what and when) and exporting it. */
  audit: { sl: 'Revizijska sled', en: 'Audit log' },
  /** Exporting and erasing everything stored about one e-mail address (server/privacy). */
  privacy: { sl: 'Osebni podatki (izvoz in izbris)', en: 'Personal data (export and erase)' },
  /** The accessibility report after each site build, and editing the accessibility statement. */
  accessibility: { sl: 'Dostopnost (poročilo in izjava)', en: 'Accessibility (report and statement)' },
} as const satisfies Record<string, Localized>

export type ServiceScope = keyof typeof SERVICE_SCOPES

/** Types that hold visitors' personal data: the office's, not the content editors'. */
const OFFICE_TYPES = ['clients', 'orders', 'order_lines', 'inquiries'] as const

export const CONTENT_SCOPES: readonly string[] = resources.map((r) => r.name).filter((name) => !(OFFICE_TYPES as readonly string[]).includes(name))

/** Every scope name an account may hold, '*' first. */
export const SCOPES: readonly string[] = [ALL, ...resources.map((r) => r.name), ...Object.keys(SERVICE_SCOPES)]

export function scopeLabel(scope: string): Localized {
  if (scope === ALL) return { sl: 'Vse', en: 'Everything' }
  if (Object.hasOwn(SERVICE_SCOPES, scope)) return SERVICE_SCOPES[scope as ServiceScope]
  const resource = resources.find((r) => r.name === scope)
  return resource ? resource.label : { sl: scope, en: scope }
}

export interface Role {
  id: string
  label: Localized
  description: Localized
  scope: readonly string[]
}

export const ROLES: readonly Role[] = [
  {
    id: 'editor',
    label: { sl: 'Urednik vsebin', en: 'Content editor' },
    description: {
      sl: 'Piše in ureja vsebine (novice, dogodke, projekte ...); objavi jih urednik z objavo.',
      en: 'Writes and edits content (news, events, projects ...); a publisher puts it on the site.',
    },
    scope: CONTENT_SCOPES,
  },
  {
    id: 'publisher',
    label: { sl: 'Urednik z objavo', en: 'Publisher' },
    description: { sl: 'Kot urednik vsebin, poleg tega vsebine objavi in umakne.', en: 'As a content editor, and also publishes and unpublishes.' },
    scope: [...CONTENT_SCOPES, 'publish'],
  },
  {
    id: 'office',
    label: { sl: 'Pisarna', en: 'Office' },
    description: {
      sl: 'Stranke, naročila, sporočila obiskovalcev, naročniki in poslana pošta.',
      en: "Clients, orders, visitors' messages, subscribers and the mail outbox.",
    },
    scope: [...OFFICE_TYPES, 'newsletter', 'mail'],
  },
  {
    id: 'administrator',
    label: { sl: 'Skrbnik', en: 'Administrator' },
    description: { sl: 'Vse, tudi uporabniki, vloge in nastavitve.', en: 'Everything, including users, roles and settings.' },
    scope: [ALL],
  },
]

export const ADMINISTRATOR_ROLE = 'administrator'
export const CUSTOM_ROLE = 'custom'

export function findRole(id: string): Role | undefined {
  return ROLES.find((role) => role.id === id)
}

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((s) => b.includes(s))

/** The role whose scope list is exactly this one, else 'custom'. */
export function roleOf(scope: readonly string[]): string {
  return ROLES.find((role) => sameSet(role.scope, scope))?.id ?? CUSTOM_ROLE
}

/** A scope list grants a scope when it names it, or holds '*'. */
export function grantsScope(held: readonly string[], scope: string): boolean {
  return held.includes(ALL) || held.includes(scope)
}

/** Whether someone holding `held` may give `wanted`: every scope in it is one they hold ('*' only from '*'). */
export function mayGrant(held: readonly string[], wanted: readonly string[]): boolean {
  return wanted.every((scope) => (scope === ALL ? held.includes(ALL) : grantsScope(held, scope)))
}

/** Scopes in `list` that are no scope at all. */
export function unknownScopes(list: readonly string[]): string[] {
  return list.filter((scope) => !SCOPES.includes(scope))
}
