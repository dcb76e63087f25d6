/**
 * What the signed-in account may open (issue 12 point 2: "the menu and screens show only what a
 * user's scopes allow"). A react-admin resource needs the scope named after its declaration
 * (shared/resources `name`, the server's scope for it); the team screen needs `users`. The account
 * (with its scope list) is the one auth-provider.ts stored at login.
 *
 *   mayOpen('news', ['news'])          -> true
 *   mayOpen('order', ['news'])         -> false (orders are the office's)
 *   mayOpen('users', ['*'])            -> true
 */
import { PUBLISH_AT, UNPUBLISH_AT } from '../../shared/resources/schedule'
import { grantsScope } from '../../shared/roles'
import { declarationOf } from '../registry'
import { getAccount } from './session'

export const USERS_RESOURCE = 'users'

/** The scope that opens a react-admin resource. */
export function scopeOfResource(resource: string): string {
  return resource === USERS_RESOURCE ? 'users' : declarationOf(resource).name
}

export const heldScope = (): string[] => getAccount()?.scope ?? []

export const mayOpen = (resource: string, held: readonly string[] = heldScope()): boolean => grantsScope(held, scopeOfResource(resource))

/** A scope by name ('users', 'publish', a declaration's name). */
export const holds = (scope: string, held: readonly string[] = heldScope()): boolean => grantsScope(held, scope)

/**
 * Whether a form field is the declaration's visibility switch that this account may not move
 * (server/resources/publish-scope.ts answers 403 without the publish scope): the form shows it off and
 * disabled with the reason instead. Pictures that follow their parent (`visibleWith`) are free.
 *
 *   lockedPublishSwitch(news, 'is_published', ['news'])            -> true
 *   lockedPublishSwitch(news, 'is_published', ['news', 'publish']) -> false
 */
export function lockedPublishSwitch(
  declaration: { visibility?: string; visibleWith?: unknown },
  field: string,
  held: readonly string[] = heldScope(),
): boolean {
  return field === declaration.visibility && !declaration.visibleWith && !holds('publish', held)
}

/** Whether the record is on the site by its own switch (a type published one by one, shared/publication-state.ts). */
const shownBySwitch = (declaration: { visibility?: string; visibleWith?: unknown }, record: Record<string, unknown> | undefined): boolean =>
  Boolean(declaration.visibility) && !declaration.visibleWith && record?.[declaration.visibility!] === true

/**
 * Whether a publish or unpublish time is locked for this account: moving the times of a record the
 * site shows publishes or unpublishes it (server/resources/publish-scope.ts checkScheduleTimes), so without
 * the publish scope the form shows them read-only with the reason, instead of a 403 on save.
 */
export function lockedScheduleTime(
  declaration: { visibility?: string; visibleWith?: unknown },
  field: string,
  savedRecord: Record<string, unknown> | undefined,
  held: readonly string[] = heldScope(),
): boolean {
  return (field === PUBLISH_AT || field === UNPUBLISH_AT) && shownBySwitch(declaration, savedRecord) && !holds('publish', held)
}

/** Deleting a record the site shows takes the publish scope (server/resources/publish-scope.ts checkDeletion): no delete button without it. */
export function lockedDeletion(
  declaration: { visibility?: string; visibleWith?: unknown },
  savedRecord: Record<string, unknown> | undefined,
  held: readonly string[] = heldScope(),
): boolean {
  return shownBySwitch(declaration, savedRecord) && !holds('publish', held)
}
