/**
 * An account given an initial password by someone else (the team screen's "initial password shown
 * once", `npm run user -- create`, `set-password`) chooses its own before anything else: whoever saw
 * the initial one (the person who made the account, a shoulder, a chat log) must not keep a working
 * sign-in. Until then the account's token reaches only the routes that declare
 * `config.beforePasswordChange` (reading its own account, changing its password, signing out); every
 * other call, public ones included, is a 403 with `code: password_change_required` and a message
 * saying what to do (plugin.ts calls holdUntilPasswordChanged for every request). The change itself
 * (user-update.ts) may then carry only `password` and `current_password`, for the account itself, and
 * must choose a password other than the initial one.
 */
import type { FastifyRequest } from 'fastify'
import { type ErrorCollector, passwordChangeRequired } from '../http/errors'
import type { Account } from './accounts'

/** Throws the 403 for a call the account may not make before changing its initial password. */
export function holdUntilPasswordChanged(request: FastifyRequest): void {
  if (request.account?.must_change_password && !request.routeOptions.config?.beforePasswordChange) throw passwordChangeRequired()
}

const FIRST_CHANGE_FIELDS = new Set(['password', 'current_password'])

/** For an account that must change its initial password: only its own password change is let through. */
export function checkFirstPasswordChange(actor: Account, targetId: number, values: Record<string, unknown>, errors: ErrorCollector): void {
  if (!actor.must_change_password) return
  if (actor.id !== targetId || Object.keys(values).some((name) => !FIRST_CHANGE_FIELDS.has(name))) throw passwordChangeRequired()
  if (typeof values.password !== 'string' || values.password === '') errors.add('password', 'required')
}
