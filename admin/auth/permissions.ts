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
 * (server/auth/publishing.ts answers 403 without the publish scope): the form shows it off and
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
