/**
 * PUT / PATCH accounts/users/{id}/: the checked update of one account.
 *
 *   the account itself   username, email (staff only: a visitor's new address is confirmed by a
 *                        link, accounts/me/email/), first_name, last_name, password; a new
 *                        password or e-mail needs `current_password`
 *   staff with `users`   all of that on accounts they outrank (shared/roles.ts mayGrant), and
 *                        is_staff, is_active, scope or role (a role's scope list), granting only
 *                        scopes they hold; the last active administrator stays (grants.ts)
 * A new password ends the account's other sessions; deactivation ends all of them.
 */
import { checkCurrentPassword } from './current-password'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { CUSTOM_ROLE, findRole } from '../../shared/roles'
import { ErrorCollector, permissionDenied } from '../http/errors'
import { readRequestInput, SMALL_FORM } from '../http/request-input'
import { namedFields } from '../http/wire-input'
import { UserReplace, UserWrite } from '../../shared/wire/account-requests'
import { parseBoolean } from '../resources/field-values'
import type { Account } from './accounts'
import { checkFirstPasswordChange } from './initial-password'
import { assertMayGrant, assertOutranks, keepingAnAdministrator, readScopeList, scopeProblems } from './grants'
import { hasScope } from '../http/access'
import { checkSignInNames, claimSignInNames, isUniqueViolation, nameKey, nameTaken } from './sign-in-names'
import { findUser, type UserRecord } from './users'
import { userChangeEntry } from './user-changes-audit'

export const MIN_PASSWORD = 8
export const MAX_PASSWORD = 128
/** Django's user names: letters (any alphabet: č, š, ž), digits and @ . + - _, at most 150. */
export const USERNAME = /^[\p{L}\p{N}_.@+-]{1,150}$/u
export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
export const USERS_SCOPE = 'users'

/** Staff who may read and change accounts and grant permissions. */
export const managesUsers = (account: Account) => account.is_staff && hasScope(account, USERS_SCOPE)

export function checkNewPassword(field: string, value: unknown, errors: ErrorCollector): string | null {
  if (typeof value !== 'string' || value === '') errors.add(field, 'required')
  else if (value.length < MIN_PASSWORD) errors.add(field, 'minLength', { min: MIN_PASSWORD })
  else if (value.length > MAX_PASSWORD) errors.add(field, 'maxLength', { max: MAX_PASSWORD })
  else return value
  return null
}

/** An e-mail address from a request: '' for none, null when it is not text. */
export function readEmail(value: unknown, errors: ErrorCollector, field = 'email'): string | null {
  const email = typeof value === 'string' ? value.trim() : value === null || value === undefined ? '' : null
  if (email === null) errors.add(field, 'notText')
  else if (email.includes('\u0000')) errors.add(field, 'nullCharacters')
  else if (email.length > 254) errors.add(field, 'maxLength', { max: 254 })
  else if (email && !EMAIL.test(email)) errors.add(field, 'invalidEmail')
  else return email
  return null
}

/**
 * A name or contact detail from a request (first_name, phone, ...): trimmed, null for none
 * (absent, null or blank), undefined after adding its error. PostgreSQL cannot store U+0000 in
 * text (DRF refuses it too), so a NUL is the caller's 400, not the database's 500.
 */
export function readPersonText(value: unknown, field: string, errors: ErrorCollector, max = 150): string | null | undefined {
  if (value === undefined || value === null) return null
  if (typeof value !== 'string') errors.add(field, 'notText')
  else if (value.includes('\u0000')) errors.add(field, 'nullCharacters')
  else if (value.trim().length > max) errors.add(field, 'maxLength', { max })
  else return value.trim() || null
  return undefined
}

/** The scope list a body asks for (`role`, else `scope`), or undefined when it asks for none. */
export function requestedScope(values: { role?: unknown; scope?: unknown }, errors: ErrorCollector): string[] | undefined {
  if (Object.hasOwn(values, 'role') && values.role !== CUSTOM_ROLE && values.role !== '' && values.role !== null) {
    const role = typeof values.role === 'string' ? findRole(values.role) : undefined
    if (!role) errors.add('role', 'invalidChoice', { value: String(values.role).slice(0, 50) })
    return role ? [...role.scope] : undefined
  }
  if (!Object.hasOwn(values, 'scope')) return undefined
  const scope = readScopeList(values.scope)
  if (!scope) errors.add('scope', 'notAList')
  else for (const unknown of scopeProblems(scope)) errors.add('scope', 'invalidChoice', { value: unknown.slice(0, 50) })
  return scope ?? undefined
}

export function updateUser(app: FastifyInstance, partial: boolean) {
  const { database } = app.context
  return async (request: FastifyRequest, user: UserRecord) => {
    const actor = request.account!
    const self = user.id === actor.id
    const sent = (await readRequestInput(request, SMALL_FORM)).values
    const errors = new ErrorCollector()
    const changes: Record<string, unknown> = {}
    // an initial password still unchanged: this call may only change it, whatever else was sent (initial-password.ts)
    checkFirstPasswordChange(actor, user.id, sent, errors)
    const values = namedFields(sent, partial ? UserWrite : UserReplace)
    const has = (name: keyof typeof values) => Object.hasOwn(values, name)
    if (!self) assertOutranks(actor, user)

    if (has('username') || !partial) {
      const username = typeof values.username === 'string' ? values.username.trim() : ''
      if (!username) errors.add('username', 'required')
      else if (!USERNAME.test(username)) errors.add('username', 'invalidChoice', { value: username.slice(0, 50) })
      else if (username !== user.username) changes.username = username
    }
    if (has('email')) {
      const email = readEmail(values.email, errors)
      if (email !== null && email !== (user.email ?? '')) changes.email = email || null
    }
    // A user name that was the old address follows the new one (as a visitor's own change does).
    if (changes.email && !Object.hasOwn(changes, 'username') && user.email && nameKey(user.username) === nameKey(user.email)) changes.username = changes.email
    const names = Object.hasOwn(changes, 'username') || Object.hasOwn(changes, 'email')
    const newUsername = String(changes.username ?? user.username)
    const newEmail = Object.hasOwn(changes, 'email') ? (changes.email as string | null) : user.email
    // Case-insensitively unique, no other account's e-mail; an address as user name only one's own (sign-in-names.ts).
    if (names) await checkSignInNames(database.db, { userId: user.id, username: newUsername, email: newEmail }, errors)
    for (const name of ['first_name', 'last_name'] as const) {
      const value = has(name) ? readPersonText(values[name], name, errors) : undefined
      if (value !== undefined) changes[name] = value
    }

    // What grants permissions: only for those who manage users; the same value sent back is no change.
    const flags: Record<string, unknown> = {}
    for (const name of ['is_staff', 'is_active'] as const) {
      if (!has(name)) continue
      const value = parseBoolean(values[name])
      if (value === null) errors.add(name, 'invalidBoolean')
      else if (value !== user[name]) flags[name] = value ? 1 : 0
    }
    const scope = requestedScope(values, errors)
    if (scope !== undefined && JSON.stringify(scope) !== JSON.stringify(user.scope)) flags.scope = JSON.stringify(scope)
    if (Object.keys(flags).length) {
      if (!managesUsers(actor)) throw permissionDenied()
      // What the account will hold once staff (a visitor's scope list grants nothing until then).
      assertMayGrant(actor, scope ?? user.scope)
    }

    let newPassword: string | null = null
    if (has('password') && values.password !== '' && values.password !== null) newPassword = checkNewPassword('password', values.password, errors)
    const emailChanges = Object.hasOwn(changes, 'email')
    // A visitor's new address is confirmed by a link first: an account cannot take an address its owner never saw.
    if (self && emailChanges && !user.is_staff) errors.add('email', 'emailChangeByLink')
    // One's own new password or e-mail needs the current password: a stolen session could otherwise
    // lock the owner out, or point the account's reset mails elsewhere.
    if (self && (newPassword || emailChanges)) {
      const problem = await checkCurrentPassword(app, request, user.id, values.current_password)
      if (problem) errors.add('current_password', problem)
      // the initial password is known to whoever gave it: keeping it is no change
      else if (newPassword && actor.must_change_password && (await app.accounts.checkPassword(user.id, newPassword))) errors.add('password', 'samePassword')
    }
    errors.throwIfAny()

    Object.assign(changes, flags)
    if (Object.keys(changes).length) {
      const write = async (db: typeof database.db) => {
        await db
          .updateTable('users')
          .set(changes)
          .where('id', '=', user.id)
          .execute()
          .catch((error) => {
            throw isUniqueViolation(error) ? nameTaken('username') : error
          })
        // In the same transaction: of two saves racing for one name, the second is refused by its key.
        if (names) await claimSignInNames(db, user.id, newUsername, newEmail)
      }
      if (Object.keys(flags).length) await keepingAnAdministrator(database, write)
      else if (names) await database.db.transaction().execute(write)
      else await write(database.db)
    }
    if (flags.is_active === 0) await app.accounts.revokeAllTokens(user.id)
    if (newPassword) {
      await app.accounts.setPassword(user.id, newPassword)
      await app.accounts.revokeAllTokens(user.id, self ? request.sessionId : null)
    }
    const changed = [...Object.keys(changes), ...(newPassword ? ['password'] : [])]
    if (changed.length) await app.audit.record(userChangeEntry(user, changes, changed))
    return findUser(database, user.id)
  }
}
