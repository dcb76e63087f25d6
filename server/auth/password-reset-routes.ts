/**
 * Passwords set by a mailed link (issue 12 point 5). The key reaches the account's mailbox only:
 * the outbox keeps the mail with the key `[hidden]` (staff who read the outbox could otherwise take
 * over any account), so without SMTP_URL there is no such mail (409, saying why).
 *
 *   POST accounts/users/{id}/password_reset/  the account itself, or staff with the `users` scope
 *        who outrank it: mails a link (valid an hour) to the account's address
 *   POST accounts/password-reset/  {email}    anyone (rate-limited; "Forgot password?"): 202 with the
 *        same words whether or not an account has the address, answered before any mail is made, so
 *        neither the words nor the time tell; mails capped per address and requesting client
 *        (RESET_MAIL_CAP: 429 saying why, counted for every address alike)
 *   POST accounts/password-reset/confirm/ {token, new_password}  anyone (rate-limited): sets the
 *        password, uses the key up and ends every session of the account
 */
import type { FastifyInstance } from 'fastify'
import { isLanguage, type Language } from '../../shared/languages'
import { passwordResetEntry } from './password-reset-audit'
import { ApiError, ErrorCollector, fieldError } from '../http/errors'
import { message } from '../http/messages'
import { formFields } from '../http/wire-input'
import { PasswordResetConfirm, PasswordResetRequest } from '../../shared/wire/account-requests'
import { mailerFor } from '../mail/mailer'
import { type RequestedMailCap, reserveRequestedMail } from '../mail/requested-mail-cap'
import { publicFormLimit } from '../resources/router'
import { assertOutranks } from './grants'
import { passwordResetMail, sitePage } from './mails'
import { targetUser } from './user-routes'
import { checkNewPassword, readEmail, USERS_SCOPE } from './user-update'
import type { UserRecord } from './users'

export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000
/**
 * Reset mails through the public form: 3 an hour to one address per requesting client address, and
 * one in 10 minutes to an address whoever asks (requested-mail-cap.ts). The gap never keeps the
 * owner from resetting: the mail sent within it holds a link that works for an hour.
 */
export const RESET_MAIL_CAP: RequestedMailCap = { perClient: 3, clientWindowMs: 60 * 60_000, recipientGapMs: 10 * 60_000 }

/** Where an account sets its password: staff in the back office, visitors on the site in their language. */
export function passwordPage(siteUrl: string, user: Pick<UserRecord, 'is_staff'> & { language?: string | null }, key: string): string {
  const language: Language = isLanguage(user.language) ? user.language : 'sl'
  return user.is_staff ? `${siteUrl}/admin/password-reset#token=${key}` : `${sitePage(siteUrl, language, '/password-reset')}#token=${key}`
}

/** Mails a one-time reset link; 'failed' when SMTP refused it. */
async function mailResetLink(app: FastifyInstance, user: { id: number; username: string; email: string; is_staff: boolean; language?: string | null }) {
  const key = await app.accounts.issueResetToken(user.id, PASSWORD_RESET_TTL_MS)
  const link = passwordPage(app.context.config.siteUrl, user, key)
  return (await mailerFor(app.context).send(passwordResetMail({ to: user.email, name: user.username, link, key }))).status
}

export async function passwordResetRoutes(app: FastifyInstance) {
  const { database } = app.context
  const mailer = () => mailerFor(app.context)

  app.post(
    '/accounts/users/:id/password_reset/',
    { config: { access: 'authenticated', resource: USERS_SCOPE, summary: 'Mail a one-time password reset link' } },
    async (request) => {
      const user = await targetUser(app, request)
      if (user.id !== request.account!.id) assertOutranks(request.account!, user)
      if (!user.email) throw fieldError('email', 'accountHasNoEmail')
      if (!mailer().configured) throw new ApiError(409, { key: 'mailNotConfigured' }) // a state of this server, not a failure: the back office shows its words
      const row = await database.db.selectFrom('users').select('language').where('id', '=', user.id).executeTakeFirstOrThrow()
      if ((await mailResetLink(app, { ...user, email: user.email, language: row.language })) === 'failed') throw new ApiError(502, { key: 'sendError' })
      await app.audit.record({ action: 'password_reset_link', resource: 'users', recordId: user.id, recordTitle: user.username })
      return { detail: message(request.language, 'passwordResetSent') }
    },
  )

  app.post(
    '/accounts/password-reset/',
    {
      config: {
        access: 'public',
        resource: USERS_SCOPE,
        rateLimit: publicFormLimit(app),
        summary: 'Forgot password: mail a reset link (202 whether or not the address has an account)',
      },
    },
    async (request, reply) => {
      const values = await formFields(request, PasswordResetRequest)
      const errors = new ErrorCollector()
      const email = readEmail(values.email, errors)
      if (email === '') errors.add('email', 'required')
      errors.throwIfAny()
      // Depends on the server only, never on the address: it tells nothing about accounts.
      if (!mailer().configured) throw new ApiError(409, { key: 'mailNotConfigured' })
      const address = email!.toLowerCase()
      // Counted for every address, before the answer: a refusal (429) says nothing about accounts.
      await reserveRequestedMail(app.context.counters, RESET_MAIL_CAP, 'reset', address, request.ip)
      // After the answer: the time it takes says nothing either.
      app.context.afterAnswer.run(
        () => sendIfKnown(address),
        (error) => app.log.warn(`Password reset mail not sent: ${error.message}`),
      )
      return reply.status(202).send({ detail: message(request.language, 'passwordResetRequested') })
    },
  )

  async function sendIfKnown(address: string) {
    const rows = await database.db
      .selectFrom('users')
      .select(['id', 'username', 'email', 'is_staff', 'is_active', 'language'])
      .where((eb) => eb(eb.fn('lower', ['email']), '=', address))
      .where('is_active', '=', 1)
      .limit(2)
      .execute()
    if (rows.length !== 1) return // none, or an address two accounts share: no way to know whose
    const [row] = rows
    await mailResetLink(app, { id: Number(row.id), username: row.username, email: row.email, is_staff: Boolean(Number(row.is_staff)), language: row.language })
  }

  app.post(
    '/accounts/password-reset/confirm/',
    { config: { access: 'public', resource: USERS_SCOPE, rateLimit: publicFormLimit(app), summary: 'Set a new password with a reset token' } },
    async (request) => {
      const values = await formFields(request, PasswordResetConfirm)
      const errors = new ErrorCollector()
      const token = typeof values.token === 'string' ? values.token.trim() : ''
      if (!token) errors.add('token', 'required')
      const password = checkNewPassword('new_password', values.new_password, errors)
      errors.throwIfAny()
      if (!/^[0-9a-f]{64}$/.test(token) || !(await app.accounts.resetPassword(token, password!))) {
        throw new ApiError(400, undefined, { token: [{ key: 'invalidResetToken' }] })
      }
      await app.audit.record(await passwordResetEntry(database, token))
      return { detail: message(request.language, 'passwordResetDone') }
    },
  )
}
