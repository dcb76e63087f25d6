/**
 * Signing in and out (spec section 7), and the account routes:
 *
 *   POST api-token-auth/     {username, password} -> {token, refresh_token, expires_in, refresh_expires_in}
 *                            (`token` as before; `username` may be an account's e-mail address)
 *   POST api-token-refresh/  {refresh_token, retry_key?} -> a new pair; the one sent stops working. Sent again,
 *                            it ends the whole sign-in (401 for both holders), unless with the same
 *                            retry_key while its answer may have been lost (sessions.ts)
 *   POST rest-auth/logout/   ends the sign-in of the token (or of `refresh_token` in the body)
 *   GET  accounts/account-info/
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { ApiError, ErrorCollector, invalidToken } from '../http/errors'
import { message } from '../http/messages'
import { LoginThrottle, USERNAME_MAX_LENGTH } from './login-throttle'
import { requireAccess } from '../http/access'
import { RETRY_KEY } from './sessions'
import { sessionRoutes } from './session-routes'
import { teamRoutes } from './team-routes'
import { userRoutes } from './user-routes'
import { LoginRequest } from '../../shared/wire/account'
import { bodyFields, formFields } from '../http/wire-input'
import { LogoutRequest, RefreshRequest } from '../../shared/wire/account-requests'

export const clientOf = (request: FastifyRequest) => ({ userAgent: request.headers['user-agent'], ip: request.ip })

export async function authRoutes(app: FastifyInstance) {
  const throttle = new LoginThrottle(app.context.counters)
  const { sessions } = app.accounts

  app.post('/api-token-auth/', { config: { access: 'public', summary: 'Sign in: an access token and a refresh token' } }, async (request, reply) => {
    const body = bodyFields(request, LoginRequest) ?? {}
    const errors = new ErrorCollector()
    for (const field of ['username', 'password'] as const) {
      const value = body[field]
      if (typeof value !== 'string' || !value.length) errors.add(field, 'required')
    }
    if (typeof body.username === 'string' && body.username.length > USERNAME_MAX_LENGTH) errors.add('username', 'maxLength', { max: USERNAME_MAX_LENGTH })
    // No user name holds one (user-update.ts USERNAME), and PostgreSQL refuses U+0000 in the lookup's text: the caller's 400, not a 500.
    // (A password may hold one: it is only ever hashed.)
    else if (typeof body.username === 'string' && body.username.includes('\u0000')) errors.add('username', 'nullCharacters')
    errors.throwIfAny()
    const username = String(body.username)
    // Counted per account (user name and e-mail alike) before the password is checked: parallel guesses are limited as much as serial ones.
    const found = await app.accounts.findLogin(username)
    const attempt = await throttle.begin(request.ip, found ? { accountId: Number(found.id) } : { name: username })
    const account = await app.accounts.authenticate(username, String(body.password))
    // The name tried is kept, never the password; an inactive account's correct password is a failure too.
    if (!account?.is_active)
      await app.audit.record({ action: 'login_failed', resource: 'sessions', data: { username, reason: account ? 'inactive' : 'credentials' } })
    if (!account) {
      attempt.failed()
      throw new ApiError(400, undefined, { non_field_errors: [{ key: 'badCredentials' }] })
    }
    await attempt.succeeded()
    if (!account.is_active) throw new ApiError(400, undefined, { non_field_errors: [{ key: 'inactiveAccount' }] })
    await app.audit.record({
      action: 'login',
      resource: 'users',
      recordId: account.id,
      recordTitle: account.username,
      actor: { accountId: account.id, ip: request.ip },
    })
    reply.header('cache-control', 'no-store')
    const pair = await sessions.start(account.id, clientOf(request))
    // the client learns at once that this sign-in may only change its initial password (initial-password.ts)
    return account.must_change_password ? { ...pair, must_change_password: true } : pair
  })

  app.post(
    '/api-token-refresh/',
    { config: { access: 'public', summary: 'Exchange a refresh token for a new pair (rotation; a reused one ends the sign-in)' } },
    async (request, reply) => {
      const values = await formFields(request, RefreshRequest)
      const key = typeof values.refresh_token === 'string' ? values.refresh_token.trim() : ''
      if (!key) throw new ApiError(400, undefined, { refresh_token: [{ key: 'required' }] })
      const retryKey = values.retry_key
      if (retryKey !== undefined && (typeof retryKey !== 'string' || !RETRY_KEY.test(retryKey)))
        throw new ApiError(400, undefined, { retry_key: [{ key: 'invalidRetryKey' }] })
      const result = await sessions.refresh(key, clientOf(request), retryKey)
      if (result === 'reused') request.log.warn('A refresh token was used twice: its sign-in was ended (a copy of the token may have been stolen)')
      if (typeof result === 'string') throw invalidToken()
      reply.header('cache-control', 'no-store')
      return result
    },
  )

  app.post(
    '/rest-auth/logout/',
    { config: { access: 'public', beforePasswordChange: true, summary: 'Sign out: the sign-in ends (its access and refresh tokens)' } },
    async (request) => {
      const values = await formFields(request, LogoutRequest)
      if (request.sessionId) await sessions.end(request.sessionId)
      // A client whose access token already expired still ends its sign-in with the refresh token.
      const refreshSession = typeof values.refresh_token === 'string' ? await sessions.sessionOfRefreshToken(values.refresh_token.trim()) : undefined
      if (refreshSession) await sessions.end(refreshSession)
      if (request.sessionId || refreshSession) await app.audit.record({ action: 'logout', resource: 'sessions', recordId: request.sessionId ?? refreshSession })
      return { detail: message(request.language, 'loggedOut') }
    },
  )

  app.get(
    '/accounts/account-info/',
    { config: { access: 'authenticated', beforePasswordChange: true, summary: 'The signed-in account, with is_staff, scope and role' } },
    async (request) => {
      requireAccess(request, 'authenticated')
      return request.account
    },
  )

  await userRoutes(app)
  await teamRoutes(app)
  await sessionRoutes(app)
}
