/**
 * Visitors' sign-up (issue 12 point 1), confirmed by a mailed link:
 *
 *   POST accounts/register/          {email, password, first_name?, last_name?, language?}  anyone,
 *        rate-limited: 202 with the same words whatever the address. Only the fields and the mail
 *        caps (REGISTRATION_MAIL_CAP, requested-mail-cap.ts: 429 saying why, the same for every
 *        address; a stranger cannot use up the owner's share) are checked before answering; the
 *        rest happens after the answer, so neither words nor time tell whether the address has an
 *        account: a new address gets a confirmation link (valid a day), an address with an
 *        account gets a note saying so (no link). No account exists until the link is used.
 *   POST accounts/register/confirm/  {token, password}  anyone, rate-limited: makes the account
 *        (is_staff false, empty scope, user name = the address) and links it to the address's
 *        client record (made when there is none). The password chosen at sign-up is asked again:
 *        whoever holds the link (the mailbox, or staff reading the outbox without SMTP) cannot
 *        confirm someone else's sign-up, and of two sign-ups for one address only the owner's
 *        own can be confirmed. 5 wrong passwords void the sign-up.
 *
 * The outbox: with SMTP_URL the mail's copy hides the link's key; without SMTP the outbox is the
 * only way mail leaves, so staff who read it (`mail` scope) see the link, as they see every mail.
 * That lets them confirm only a sign-up whose password they know, i.e. one they made themselves, and
 * such a sign-up never takes over the address's existing client record (its orders and details):
 * linkClientRecord joins one only when SMTP delivered the link.
 */
import crypto from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import { isLanguage, type Language } from '../../shared/languages'
import { alreadyRegisteredMail, registrationMail, sitePage } from '../auth/mails'
import { hashPassword, verifyPassword } from '../auth/passwords'
import { digest } from '../auth/sessions'
import { claimSignInNames } from '../auth/sign-in-names'
import { checkNewPassword, readEmail, readPersonText } from '../auth/user-update'
import { ApiError, ErrorCollector } from '../http/errors'
import { message } from '../http/messages'
import { formFields } from '../http/wire-input'
import { RegisterConfirm, RegisterRequest } from '../../shared/wire/account-requests'
import { mailerFor } from '../mail/mailer'
import { type RequestedMailCap, reserveRequestedMail } from '../mail/requested-mail-cap'
import { publicFormLimit } from '../resources/router'
import { accountWithEmail, linkClientRecord } from './client-record'

export const REGISTRATION_TTL_MS = 24 * 60 * 60_000
/** Sign-up mails: 3 a day to one address per requesting client address, and one in 10 minutes to an address whoever asks (requested-mail-cap.ts). */
export const REGISTRATION_MAIL_CAP: RequestedMailCap = { perClient: 3, clientWindowMs: 24 * 60 * 60_000, recipientGapMs: 10 * 60_000 }
export const CONFIRMATION_ATTEMPTS = 5

export async function registrationRoutes(app: FastifyInstance) {
  const { database, config } = app.context
  const db = () => database.db
  const limits = { access: 'public' as const, resource: 'users', rateLimit: publicFormLimit(app) }

  app.post(
    '/accounts/register/',
    { config: { ...limits, summary: 'Register a visitor account: 202 whatever the address; a confirmation link is mailed' } },
    async (request, reply) => {
      const values = await formFields(request, RegisterRequest)
      const errors = new ErrorCollector()
      const email = readEmail(values.email, errors)
      if (email === '') errors.add('email', 'required')
      const password = checkNewPassword('password', values.password, errors)
      const firstName = readPersonText(values.first_name, 'first_name', errors) ?? null
      const lastName = readPersonText(values.last_name, 'last_name', errors) ?? null
      errors.throwIfAny()
      const language: Language = isLanguage(values.language) ? values.language : request.language
      const address = email!.toLowerCase()
      // Before the answer, the same for every address: a refusal (429) says nothing about accounts.
      await reserveRequestedMail(app.context.counters, REGISTRATION_MAIL_CAP, 'register', address, request.ip)
      app.context.afterAnswer.run(
        () => register({ address, password: password!, firstName, lastName, language }),
        (error) => app.log.warn(`Registration not stored: ${error.message}`),
      )
      return reply.status(202).send({ detail: message(request.language, 'registrationReceived') })
    },
  )

  async function register(input: { address: string; password: string; firstName: string | null; lastName: string | null; language: Language }) {
    const { address, language } = input
    const mailer = mailerFor(app.context)
    if (await accountWithEmail(db(), address)) {
      const loginLink = sitePage(config.siteUrl, language, '/login')
      await mailer.send(alreadyRegisteredMail({ to: address, language, loginLink, resetLink: sitePage(config.siteUrl, language, '/forgot-password') }))
      return
    }
    const now = Date.now()
    await db().deleteFrom('account_registrations').where('expires_at', '<=', new Date(now).toISOString()).execute()
    const key = crypto.randomBytes(32).toString('hex')
    await db()
      .insertInto('account_registrations')
      .values({
        token_hash: digest(key),
        email: address,
        password_hash: await hashPassword(input.password),
        first_name: input.firstName,
        last_name: input.lastName,
        language,
        attempts: 0,
        expires_at: new Date(now + REGISTRATION_TTL_MS).toISOString(),
        created_at: new Date(now).toISOString(),
      })
      .execute()
    const link = `${sitePage(config.siteUrl, language, '/register/confirm')}#token=${key}`
    await mailer.send(registrationMail({ to: address, language, link, key, secret: mailer.configured }))
  }

  app.post(
    '/accounts/register/confirm/',
    { config: { ...limits, summary: 'Confirm a registration with the mailed link and the chosen password' } },
    async (request) => {
      const values = await formFields(request, RegisterConfirm)
      const errors = new ErrorCollector()
      const token = typeof values.token === 'string' ? values.token.trim() : ''
      if (!token) errors.add('token', 'required')
      if (typeof values.password !== 'string' || !values.password) errors.add('password', 'required')
      errors.throwIfAny()
      const invalid = () => new ApiError(400, undefined, { token: [{ key: 'invalidConfirmationLink' }] })
      if (!/^[0-9a-f]{64}$/.test(token)) throw invalid()
      const row = await db().selectFrom('account_registrations').selectAll().where('token_hash', '=', digest(token)).executeTakeFirst()
      if (!row || row.expires_at <= new Date().toISOString()) throw invalid()
      // Counted before the password is checked, in one statement in the database: of parallel tries
      // (on any instance) only CONFIRMATION_ATTEMPTS get as far as the check.
      const counted = await db()
        .updateTable('account_registrations')
        .set({ attempts: sql`attempts + 1` })
        .where('id', '=', row.id)
        .where('attempts', '<', CONFIRMATION_ATTEMPTS)
        .executeTakeFirst()
      if (Number(counted.numUpdatedRows) !== 1) throw invalid()
      if (!(await verifyPassword(String(values.password), row.password_hash))) {
        await db().deleteFrom('account_registrations').where('id', '=', row.id).where('attempts', '>=', CONFIRMATION_ATTEMPTS).execute()
        throw new ApiError(400, undefined, { password: [{ key: 'registrationPasswordWrong' }] })
      }
      const username = await database.db.transaction().execute(async (trx) => {
        // Used up in the same transaction: of two confirmations racing, one makes the account.
        const claimed = await trx.deleteFrom('account_registrations').where('id', '=', row.id).executeTakeFirst()
        if (Number(claimed.numDeletedRows) !== 1 || (await accountWithEmail(trx, row.email))) throw invalid()
        await trx.deleteFrom('account_registrations').where('email', '=', row.email).execute()
        const taken = await trx.selectFrom('users').select('id').where('username', '=', row.email).executeTakeFirst()
        const username = taken ? `${row.email}-${crypto.randomBytes(3).toString('hex')}` : row.email
        // With SMTP the link reached the mailbox only (the outbox copy hides it): the mailbox is proven.
        const person = { email: row.email, first_name: row.first_name, last_name: row.last_name }
        const clientId = await linkClientRecord(trx, person, { mailboxProven: mailerFor(app.context).configured })
        const created = await trx
          .insertInto('users')
          .values({
            username,
            password_hash: row.password_hash,
            email: row.email,
            first_name: row.first_name,
            last_name: row.last_name,
            is_staff: 0,
            is_active: 1,
            scope: '[]',
            date_joined: new Date().toISOString(),
            language: row.language,
            client_id: clientId,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
        // Its names, in the same transaction (auth/sign-in-names.ts): taken meanwhile, the link is refused as used.
        await claimSignInNames(trx, Number(created.id), username, row.email).catch((error) => {
          throw error instanceof ApiError ? invalid() : error
        })
        return username
      })
      return { detail: message(request.language, 'registrationConfirmed'), username }
    },
  )
}
