/**
 * The staff team (issue 12 point 2), for staff with the `users` scope:
 *
 *   POST   accounts/users/       {username, email?, first_name?, last_name?, role | scope, invite?}
 *          invite 'email' (the default when SMTP_URL is set and an address given): the account has
 *          no usable password until its owner sets one with the mailed link (valid INVITATION_DAYS);
 *          invite 'password': 201 carries `initial_password`, generated and shown this once.
 *          Only scopes the caller holds may be given.
 *   DELETE accounts/users/{id}/  an account the caller outranks, never the last active administrator.
 *          A staff member's content stays (records carry no owner); a visitor's account is erased
 *          as when they delete it themselves (accounts/erase.ts: orders kept, anonymised).
 * Deactivating and reactivating are `is_active` on PATCH accounts/users/{id}/ (user-update.ts).
 */
import type { FastifyInstance } from 'fastify'
import { isLanguage } from '../../shared/languages'
import { eraseAccount } from '../accounts/erase'
import { ApiError, ErrorCollector, notFound } from '../http/errors'
import { formFields } from '../http/wire-input'
import { UserCreateRequest } from '../../shared/wire/account-requests'
import { mailerFor } from '../mail/mailer'
import { parseBoolean } from '../resources/field-values'
import { assertMayGrant, assertOutranks, keepingAnAdministrator } from './grants'
import { invitationMail } from './mails'
import { passwordPage } from './password-reset-routes'
import { requireAccess } from '../http/access'
import { checkSignInNames } from './sign-in-names'
import { readEmail, readPersonText, requestedScope, USERNAME, USERS_SCOPE } from './user-update'
import { findUser } from './users'
import { generatePassword } from './generated-password'
import { UserParams } from '../../shared/wire/account'
import { pathParams } from '../http/wire-input'

export const INVITATION_DAYS = 7
/** No usable password: scrypt never matches it (passwords.ts), so nobody signs in until one is set. */
export const NO_PASSWORD = '!'

export async function teamRoutes(app: FastifyInstance) {
  const { database } = app.context
  const staffConfig = { access: 'staff' as const, resource: USERS_SCOPE }

  app.post(
    '/accounts/users/',
    { config: { ...staffConfig, summary: 'Create an account: invited by e-mail, or with an initial password shown once' } },
    async (request, reply) => {
      requireAccess(request, 'staff', USERS_SCOPE)
      const actor = request.account!
      const values = await formFields(request, UserCreateRequest)
      const errors = new ErrorCollector()
      const username = typeof values.username === 'string' ? values.username.trim() : ''
      if (!username) errors.add('username', 'required')
      else if (!USERNAME.test(username)) errors.add('username', 'invalidChoice', { value: username.slice(0, 50) })
      const email = Object.hasOwn(values, 'email') ? readEmail(values.email, errors) : ''
      if (username && USERNAME.test(username) && email !== null) await checkSignInNames(database.db, { userId: null, username, email: email || null }, errors)
      const names: Record<string, string | null> = {}
      for (const name of ['first_name', 'last_name'] as const) {
        const value = readPersonText(values[name], name, errors)
        if (value !== undefined) names[name] = value
      }
      const isStaff = Object.hasOwn(values, 'is_staff') ? parseBoolean(values.is_staff) : true
      if (isStaff === null) errors.add('is_staff', 'invalidBoolean')
      const scope = requestedScope(values, errors)
      if (isStaff && scope === undefined && !errors.errors.role && !errors.errors.scope) errors.add('role', 'required')
      const invite = Object.hasOwn(values, 'invite') ? values.invite : email && mailerFor(app.context).configured ? 'email' : 'password'
      if (invite !== 'email' && invite !== 'password') errors.add('invite', 'invalidChoice', { value: String(invite).slice(0, 50) })
      if (invite === 'email' && !email) errors.add('email', 'required')
      errors.throwIfAny()
      const granted = isStaff ? scope! : []
      assertMayGrant(actor, granted)
      if (invite === 'email' && !mailerFor(app.context).configured) throw new ApiError(409, { key: 'mailNotConfigured' })

      const password = invite === 'password' ? generatePassword() : null
      const language = isLanguage(values.language) ? values.language : request.language
      const common = { username, email: email || null, ...names, is_staff: Boolean(isStaff), scope: granted, language }
      const account = password
        ? await app.accounts.create({ ...common, password, initialPassword: true })
        : await app.accounts.create({ ...common, password_hash: NO_PASSWORD })
      const user = await findUser(database, account.id)
      await app.audit.record({ action: 'user_create', resource: 'users', recordId: account.id, recordTitle: username, data: { record: user } })
      reply.header('cache-control', 'no-store')
      if (password) return reply.status(201).send({ ...user, initial_password: password })
      const key = await app.accounts.issueResetToken(account.id, INVITATION_DAYS * 86_400_000)
      const link = passwordPage(app.context.config.siteUrl, account, key)
      const sent = await mailerFor(app.context).send(invitationMail({ to: email!, name: username, link, key, days: INVITATION_DAYS }))
      return reply.status(201).send({ ...user, invitation: sent.status })
    },
  )

  app.delete(
    '/accounts/users/:id/',
    { config: { ...staffConfig, summary: 'Delete an account (never the last active administrator)' } },
    async (request, reply) => {
      requireAccess(request, 'staff', USERS_SCOPE)
      const user = await findUser(database, pathParams(request, UserParams).id)
      if (!user) throw notFound()
      assertOutranks(request.account!, user)
      await keepingAnAdministrator(database, (trx) => eraseAccount(trx, user.id))
      await app.audit.record({
        action: 'user_delete',
        resource: 'users',
        recordId: user.id,
        recordTitle: user.username,
        data: { deleted: { id: user.id, username: user.username, role: user.role } },
      })
      return reply.status(204).send()
    },
  )
}
