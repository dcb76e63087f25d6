/** POST api-token-auth/, POST rest-auth/logout/, GET accounts/account-info/ (spec section 7), and the user routes. */
import type { FastifyInstance } from 'fastify'
import { ApiError, ErrorCollector } from '../http/errors'
import { message } from '../http/messages'
import { LoginThrottle, ThrottledError, USERNAME_MAX_LENGTH } from './login-throttle'
import { requireAccess } from './plugin'
import { userRoutes } from './user-routes'

export async function authRoutes(app: FastifyInstance) {
  const throttle = new LoginThrottle(app.context.counters)
  app.post('/api-token-auth/', { config: { access: 'public' } }, async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>
    const errors = new ErrorCollector()
    for (const field of ['username', 'password']) {
      if (typeof body[field] !== 'string' || !(body[field] as string).length) errors.add(field, 'required')
    }
    if (typeof body.username === 'string' && body.username.length > USERNAME_MAX_LENGTH) errors.add('username', 'maxLength', { max: USERNAME_MAX_LENGTH })
    errors.throwIfAny()
    const username = String(body.username)
    // Counted before the password is checked: parallel guesses are limited as much as serial ones.
    const attempt = await throttle.begin(request.ip, username).catch((error: unknown) => {
      if (error instanceof ThrottledError) reply.header('retry-after', String(error.retryAfterSeconds))
      throw error
    })
    const account = await app.accounts.authenticate(username, String(body.password))
    if (!account) throw new ApiError(400, undefined, { non_field_errors: [{ key: 'badCredentials' }] })
    await attempt.succeeded()
    if (!account.is_active) throw new ApiError(400, undefined, { non_field_errors: [{ key: 'inactiveAccount' }] })
    return { token: await app.accounts.issueToken(account) }
  })

  app.post('/rest-auth/logout/', { config: { access: 'public' } }, async (request) => {
    if (request.token) await app.accounts.revokeToken(request.token)
    return { detail: message(request.language, 'loggedOut') }
  })

  app.get('/accounts/account-info/', { config: { access: 'authenticated' } }, async (request) => {
    requireAccess(request, 'authenticated')
    return request.account
  })

  await userRoutes(app)
}
