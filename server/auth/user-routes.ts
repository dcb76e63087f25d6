/**
 * User accounts (spec section 7, "Authentication and accounts"):
 *
 *   GET  accounts/users/                       staff with the `users` scope: `search`, `ordering`, `page`, `page_size`
 *   GET  accounts/users/{id}/                  the account itself, or staff with the `users` scope
 *   PUT  accounts/users/{id}/  (PATCH partial) the account itself: username, email, first_name,
 *        last_name, password (with current_password). Any change to another account, and any
 *        change of is_staff, is_active or scope (one's own too: a staff user with a limited scope
 *        cannot widen it), needs staff with the `users` scope (or '*'); 403 otherwise.
 *        A new password ends the account's other sessions.
 *   POST accounts/users/{id}/password_reset/   the account itself, or staff with the `users` scope:
 *        mails a one-time reset link (valid PASSWORD_RESET_TTL_MS) to the account's e-mail address
 *   POST accounts/password-reset/confirm/ {token, new_password}   anyone (rate-limited): sets the
 *        password, uses the token up and ends every session of the account
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { ApiError, ErrorCollector, fieldError, notFound, permissionDenied } from '../http/errors'
import { message } from '../http/messages'
import { pageOf, readPageRequest } from '../http/pagination'
import { readRequestInput, SMALL_FORM } from '../http/request-input'
import { mailerFor } from '../mail/mailer'
import { parseBoolean } from '../resources/field-values'
import { publicFormLimit } from '../resources/router'
import type { Account } from './accounts'
import { hasScope, requireAccess } from './plugin'
import { findUser, listUsers, type UserRecord } from './users'

export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000
const MIN_PASSWORD = 8
const MAX_PASSWORD = 128
const USERNAME = /^[\w.@+-]{1,150}$/
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const SCOPE = 'users'

function checkNewPassword(field: string, value: unknown, errors: ErrorCollector): string | null {
  if (typeof value !== 'string' || value === '') errors.add(field, 'required')
  else if (value.length < MIN_PASSWORD) errors.add(field, 'minLength', { min: MIN_PASSWORD })
  else if (value.length > MAX_PASSWORD) errors.add(field, 'maxLength', { max: MAX_PASSWORD })
  else return value
  return null
}

function scopeList(raw: unknown): string[] | null {
  const list = Array.isArray(raw) ? raw : typeof raw === 'string' ? (raw.trim().startsWith('[') ? safeJson(raw) : raw.split(',')) : null
  if (!Array.isArray(list) || !list.every((s) => typeof s === 'string')) return null
  return [...new Set(list.map((s: string) => s.trim()).filter(Boolean))]
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

/** Staff who may read and change every account and grant permissions. */
const managesUsers = (account: Account) => account.is_staff && hasScope(account, SCOPE)

/** The account of the path: one's own, or any for those who manage users (others learn nothing, not even a 404). */
async function targetUser(app: FastifyInstance, request: FastifyRequest): Promise<UserRecord> {
  requireAccess(request, 'authenticated')
  const user = await findUser(app.context.database, (request.params as { id: string }).id)
  const self = user && user.id === request.account!.id
  if (!self && !managesUsers(request.account!)) throw permissionDenied()
  if (!user) throw notFound()
  return user
}

export async function userRoutes(app: FastifyInstance) {
  const { database } = app.context
  const users = () => database.db

  app.get('/accounts/users/', { config: { access: 'staff', resource: SCOPE, summary: 'List user accounts (search, ordering)' } }, async (request) => {
    requireAccess(request, 'staff', SCOPE)
    const query = request.query as Record<string, unknown>
    const pageRequest = readPageRequest(query, 25)
    const { count, rows } = await listUsers(database, {
      search: typeof query.search === 'string' ? query.search : undefined,
      ordering: typeof query.ordering === 'string' ? query.ordering : undefined,
      errors: new ErrorCollector(),
      ...pageRequest,
    })
    return pageOf(request, pageRequest, count, rows)
  })

  app.get('/accounts/users/:id/', { config: { access: 'authenticated', resource: SCOPE, summary: 'One account (itself, or any for staff)' } }, async (request) => targetUser(app, request))

  const update = (partial: boolean) => async (request: FastifyRequest) => {
    const user = await targetUser(app, request)
    const actor = request.account!
    const { values } = await readRequestInput(request, SMALL_FORM)
    const has = (name: string) => Object.hasOwn(values, name)
    const errors = new ErrorCollector()
    const changes: Record<string, unknown> = {}

    if (has('username') || !partial) {
      const username = typeof values.username === 'string' ? values.username.trim() : ''
      if (!username) errors.add('username', 'required')
      else if (!USERNAME.test(username)) errors.add('username', 'invalidChoice', { value: username })
      else if (username !== user.username) {
        const taken = await users().selectFrom('users').select('id').where('username', '=', username).executeTakeFirst()
        if (taken) errors.add('username', 'usernameTaken')
        else changes.username = username
      }
    }
    if (has('email')) {
      const email = typeof values.email === 'string' ? values.email.trim() : values.email === null ? '' : null
      if (email === null) errors.add('email', 'notText')
      else if (email && !EMAIL.test(email)) errors.add('email', 'invalidEmail')
      else if (email.length > 254) errors.add('email', 'maxLength', { max: 254 })
      else changes.email = email || null
    }
    for (const name of ['first_name', 'last_name']) {
      if (!has(name)) continue
      const value = values[name] === null ? '' : values[name]
      if (typeof value !== 'string') errors.add(name, 'notText')
      else if (value.trim().length > 150) errors.add(name, 'maxLength', { max: 150 })
      else changes[name] = value.trim() || null
    }

    // Only those who manage users may change what grants permissions; the same value sent back is no change.
    const flags: Record<string, unknown> = {}
    for (const name of ['is_staff', 'is_active']) {
      if (!has(name)) continue
      const value = parseBoolean(values[name])
      if (value === null) errors.add(name, 'invalidBoolean')
      else if (value !== (user as unknown as Record<string, boolean>)[name]) flags[name] = value ? 1 : 0
    }
    if (has('scope')) {
      const scope = scopeList(values.scope)
      if (!scope) errors.add('scope', 'notAList')
      else if (JSON.stringify(scope) !== JSON.stringify(user.scope)) flags.scope = JSON.stringify(scope)
    }
    if (Object.keys(flags).length && !managesUsers(actor)) throw permissionDenied()
    Object.assign(changes, flags)

    let newPassword: string | null = null
    if (has('password') && values.password !== '' && values.password !== null) newPassword = checkNewPassword('password', values.password, errors)
    // A new password or e-mail address on one's own account needs the current password: a stolen
    // session could otherwise lock the owner out, or point the account's reset mails elsewhere.
    const emailChanges = Object.hasOwn(changes, 'email') && (changes.email ?? null) !== (user.email ?? null)
    if (user.id === actor.id && (newPassword || emailChanges)) {
      const current = values.current_password
      if (typeof current !== 'string' || !current) errors.add('current_password', 'required')
      else if (!(await app.accounts.checkPassword(user.id, current))) errors.add('current_password', 'wrongPassword')
    }
    errors.throwIfAny()

    if (Object.keys(changes).length) await users().updateTable('users').set(changes).where('id', '=', user.id).execute()
    if (newPassword) {
      await app.accounts.setPassword(user.id, newPassword)
      await app.accounts.revokeAllTokens(user.id, user.id === actor.id ? request.token : null)
    }
    return findUser(database, user.id)
  }
  app.put('/accounts/users/:id/', { config: { access: 'authenticated', resource: SCOPE, summary: 'Update an account (own, or any for staff)' } }, update(false))
  app.patch('/accounts/users/:id/', { config: { access: 'authenticated', resource: SCOPE, summary: 'Update some fields of an account' } }, update(true))

  app.post('/accounts/users/:id/password_reset/', { config: { access: 'authenticated', resource: SCOPE, summary: 'Mail a one-time password reset link' } }, async (request) => {
    const user = await targetUser(app, request)
    if (!user.email) throw fieldError('email', 'accountHasNoEmail')
    const mailer = mailerFor(app.context)
    // The key reaches the account's mailbox only: the outbox keeps no copy of it (a staff member
    // who reads the outbox could otherwise take over any account), so without SMTP there is no reset.
    if (!mailer.configured) throw new ApiError(409, { key: 'mailNotConfigured' }) // a state of this server, not a failure: the back office shows its words
    const token = await app.accounts.issueResetToken(user.id, PASSWORD_RESET_TTL_MS)
    // In the fragment: a browser never sends it to a server, so no log or Referer holds it.
    const link = `${app.context.config.siteUrl}/admin/password-reset#token=${token}`
    const { status } = await mailer.send({
      to: user.email,
      subject: 'Ponastavitev gesla / Password reset',
      text:
        `Pozdravljeni, ${user.username}!\n\nNovo geslo nastavite s to povezavo (velja 1 uro):\n${link}\n\n` +
        `Hello ${user.username},\n\nset a new password with this link (valid for 1 hour):\n${link}\n\n` +
        `Ključ / key: ${token}\n`,
      secrets: [token],
    })
    if (status === 'failed') throw new ApiError(502, { key: 'sendError' })
    return { detail: message(request.language, 'passwordResetSent') }
  })

  app.post(
    '/accounts/password-reset/confirm/',
    { config: { access: 'public', resource: SCOPE, rateLimit: publicFormLimit(app), summary: 'Set a new password with a reset token' } },
    async (request) => {
      const { values } = await readRequestInput(request, SMALL_FORM)
      const errors = new ErrorCollector()
      const token = typeof values.token === 'string' ? values.token.trim() : ''
      if (!token) errors.add('token', 'required')
      const password = checkNewPassword('new_password', values.new_password, errors)
      errors.throwIfAny()
      if (!/^[0-9a-f]{64}$/.test(token) || !(await app.accounts.resetPassword(token, password!))) {
        throw new ApiError(400, undefined, { token: [{ key: 'invalidResetToken' }] })
      }
      return { detail: message(request.language, 'passwordResetDone') }
    },
  )
}
