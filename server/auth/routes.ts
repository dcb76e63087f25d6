/** POST api-token-auth/, POST rest-auth/logout/, GET accounts/account-info/ (spec section 7), and the user routes. */
import type { FastifyInstance } from 'fastify'
import { ApiError, ErrorCollector } from '../http/errors'
import { message } from '../http/messages'
import { LoginThrottle } from './login-throttle'
import { requireAccess } from './plugin'
import { userRoutes } from './user-routes'

export async function authRoutes(app: FastifyInstance) {
  const throttle = new LoginThrottle()
  app.post('/api-token-auth/', { config: { access: 'public' } }, async (request) => {
    const body = (request.body ?? {}) as Record<string, unknown>
    const errors = new ErrorCollector()
    for (const field of ['username', 'password']) {
      if (typeof body[field] !== 'string' || !(body[field] as string).length) errors.add(field, 'required')
    }
    errors.throwIfAny()
    const username = String(body.username)
    throttle.check(request.ip, username)
    const account = await app.accounts.authenticate(username, String(body.password))
    if (!account) {
      throttle.failed(request.ip, username)
      throw new ApiError(400, undefined, { non_field_errors: [{ key: 'badCredentials' }] })
    }
    throttle.succeeded(username)
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
