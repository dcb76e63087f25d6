/**
 * A new e-mail address for one's own account, confirmed by a link sent to it:
 *
 *   POST accounts/me/email/          {email, current_password}  signed in: 202; mails the link
 *        (valid a day) to the new address, unless another account has it (then nothing is sent,
 *        and the answer is the same: it tells nothing about other accounts)
 *   POST accounts/me/email/confirm/  {token}  anyone holding the link (rate-limited): the address
 *        changes (a visitor's user name with it, and their client record's when no other client
 *        has it); the old address is told
 */
import { checkCurrentPassword } from '../auth/current-password'
import crypto from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { isLanguage, type Language } from '../../shared/languages'
import { emailChangedNotice, emailChangeMail, sitePage } from '../auth/mails'
import { requireAccess } from '../http/access'
import { digest } from '../auth/sessions'
import { claimSignInNames } from '../auth/sign-in-names'
import { readEmail } from '../auth/user-update'
import { ApiError, ErrorCollector } from '../http/errors'
import { message } from '../http/messages'
import { formFields } from '../http/wire-input'
import { EmailChangeRequest, TokenRequest } from '../../shared/wire/account-requests'
import { mailerFor } from '../mail/mailer'
import { publicFormLimit } from '../resources/router'
import { accountWithEmail } from './client-record'

export const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60_000

export async function emailChangeRoutes(app: FastifyInstance) {
  const { database, config } = app.context
  const db = () => database.db

  app.post(
    '/accounts/me/email/',
    { config: { access: 'authenticated', resource: 'users', summary: 'Change your e-mail address: a link is mailed to the new one' } },
    async (request, reply) => {
      requireAccess(request, 'authenticated')
      const account = request.account!
      const values = await formFields(request, EmailChangeRequest)
      const errors = new ErrorCollector()
      const email = readEmail(values.email, errors)
      if (email === '') errors.add('email', 'required')
      const address = (email ?? '').toLowerCase()
      if (address && address === (account.email ?? '').toLowerCase()) errors.add('email', 'sameAddress')
      const problem = await checkCurrentPassword(app, request, account.id, values.current_password)
      if (problem) errors.add('current_password', problem)
      errors.throwIfAny()
      await db().deleteFrom('email_changes').where('user_id', '=', account.id).execute()
      if (!(await accountWithEmail(db(), address))) {
        const key = crypto.randomBytes(32).toString('hex')
        const now = Date.now()
        await db()
          .insertInto('email_changes')
          .values({
            token_hash: digest(key),
            user_id: account.id,
            new_email: address,
            expires_at: new Date(now + EMAIL_CHANGE_TTL_MS).toISOString(),
            created_at: new Date(now).toISOString(),
          })
          .execute()
        const row = await db().selectFrom('users').select('language').where('id', '=', account.id).executeTakeFirstOrThrow()
        const language: Language = isLanguage(row.language) ? row.language : request.language
        const mailer = mailerFor(app.context)
        const link = `${sitePage(config.siteUrl, language, '/account/email')}#token=${key}`
        await mailer.send(emailChangeMail({ to: address, language, link, key, secret: mailer.configured }))
      }
      return reply.status(202).send({ detail: message(request.language, 'emailChangeSent') })
    },
  )

  app.post(
    '/accounts/me/email/confirm/',
    { config: { access: 'public', resource: 'users', rateLimit: publicFormLimit(app), summary: 'Confirm a new e-mail address with the mailed link' } },
    async (request) => {
      const values = await formFields(request, TokenRequest)
      const token = typeof values.token === 'string' ? values.token.trim() : ''
      if (!token) throw new ApiError(400, undefined, { token: [{ key: 'required' }] })
      const invalid = () => new ApiError(400, undefined, { token: [{ key: 'invalidConfirmationLink' }] })
      if (!/^[0-9a-f]{64}$/.test(token)) throw invalid()
      const change = await db().selectFrom('email_changes').selectAll().where('token_hash', '=', digest(token)).executeTakeFirst()
      if (!change || change.expires_at <= new Date().toISOString()) throw invalid()
      const old = await database.db.transaction().execute(async (trx) => {
        const claimed = await trx.deleteFrom('email_changes').where('id', '=', change.id).executeTakeFirst()
        if (Number(claimed.numDeletedRows) !== 1 || (await accountWithEmail(trx, change.new_email))) throw invalid()
        const user = await trx
          .selectFrom('users')
          .select(['id', 'email', 'username', 'is_staff', 'client_id', 'language'])
          .where('id', '=', change.user_id)
          .executeTakeFirstOrThrow()
        const followsEmail = !Number(user.is_staff) && user.username.toLowerCase() === String(user.email ?? '').toLowerCase()
        await trx
          .updateTable('users')
          .set({ email: change.new_email, ...(followsEmail ? { username: change.new_email } : {}) })
          .where('id', '=', user.id)
          .execute()
        // Its names follow, in the same transaction (auth/sign-in-names.ts): taken meanwhile, the link is refused.
        await claimSignInNames(trx, user.id, followsEmail ? change.new_email : user.username, change.new_email).catch((error) => {
          throw error instanceof ApiError ? invalid() : error
        })
        if (user.client_id !== null) {
          const other = await trx
            .selectFrom('clients')
            .select('id')
            .where((eb) => eb(eb.fn('lower', ['email']), '=', change.new_email))
            .executeTakeFirst()
          if (!other)
            await trx
              .updateTable('clients')
              .set({ email: change.new_email, updated_at: new Date().toISOString() })
              .where('id', '=', Number(user.client_id))
              .execute()
        }
        return user
      })
      if (old.email) {
        const language: Language = isLanguage(old.language) ? old.language : request.language
        await mailerFor(app.context).send(emailChangedNotice({ to: old.email, language, newEmail: change.new_email }))
      }
      return { detail: message(request.language, 'emailChanged') }
    },
  )
}
