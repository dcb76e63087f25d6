/**
 * Token authentication (`Authorization: Token <key>`, as DRF's TokenAuthentication): who is calling, for the core's
 * access guard (server/http/access.ts) to check against each route's `config.access`. A bad token is refused even
 * on public calls, like DRF, so a client learns at once that its session is gone; an account that must first change
 * its initial password is held here, before the guard (initial-password.ts).
 */
import type { FastifyInstance } from 'fastify'
import { invalidToken } from '../http/errors'
import type { Accounts } from './accounts'
import { holdUntilPasswordChanged } from './initial-password'
import { ACCESS_TOKEN } from './sessions'
import { carriesToken } from './token-header'

declare module 'fastify' {
  interface FastifyInstance {
    accounts: Accounts
  }
}

export function registerTokenAuth(app: FastifyInstance, accounts: Accounts) {
  app.decorate('accounts', accounts)
  app.addHook('onRequest', (request, _reply, done) => {
    const header = request.headers.authorization
    if (!header || !carriesToken(header)) return done() // other schemes are not ours to judge
    const [, key, ...rest] = header.trim().split(/\s+/)
    // An expired token is refused like an unknown one: the client refreshes (api-token-refresh/) and tries again.
    if (!key || rest.length || !ACCESS_TOKEN.test(key)) throw invalidToken()
    accounts.accountForToken(key).then((found) => {
      if (!found?.account.is_active) return done(invalidToken())
      request.account = found.account
      request.token = key
      request.sessionId = found.sessionId
      done()
    }, done)
  })
  app.addHook('onRequest', (request, _reply, done) => {
    holdUntilPasswordChanged(request)
    done()
  })
}
