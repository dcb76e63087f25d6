/**
 * Token authentication (`Authorization: Token <key>`, as DRF's TokenAuthentication) and the
 * permission checks routes declare. A bad token is refused even on public calls, like DRF,
 * so a client learns at once that its session is gone.
 *
 * Every route's `config.access` is enforced here for every request, before its handler runs, so
 * no route can forget it. Staff calls also need the route's scope on the account's scope list
 * (`config.scope`, else `config.resource`: a content type's name, `users`, `mail`, `newsletter`;
 * '*' grants all). `scope: null` opens a staff call to any staff account (site builds, uploads:
 * using an upload in a record then needs that record's scope).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { carriesToken } from './token-header'
import { invalidToken, notAuthenticated, permissionDenied } from '../http/errors'
import type { Account, Accounts } from './accounts'
import { holdUntilPasswordChanged } from './initial-password'
import { ACCESS_TOKEN } from './sessions'

declare module 'fastify' {
  interface FastifyRequest {
    account: Account | null
    token: string | null
    /** The sign-in (auth_sessions row) the token belongs to. */
    sessionId: number | null
  }
  interface FastifyInstance {
    accounts: Accounts
  }
  /** Every route says who may call it; the route sweep test reads this. */
  interface FastifyContextConfig {
    access?: Access
    resource?: string
    /** The scope a staff caller needs; defaults to `resource`; null = any staff account. */
    scope?: string | null
    /** The call changes what the site shows (set-active): it also needs the `publish` scope (publishing.ts). */
    publishes?: boolean
    /** Open to an account that must still change its initial password (initial-password.ts). */
    beforePasswordChange?: boolean
  }
}

export type Access = 'public' | 'authenticated' | 'staff'

export function registerTokenAuth(app: FastifyInstance, accounts: Accounts) {
  app.decorate('accounts', accounts)
  app.decorateRequest('account', null)
  app.decorateRequest('token', null)
  app.decorateRequest('sessionId', null)
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
    const config = request.routeOptions.config
    holdUntilPasswordChanged(request)
    if (config?.access) requireAccess(request, config.access, scopeOf(config))
    if (config?.publishes) requireAccess(request, 'staff', 'publish')
    done()
  })
}

/** The scope a route's staff callers need (see the top of this file). */
export function scopeOf(config: { resource?: string; scope?: string | null }): string | undefined {
  return config.scope === null ? undefined : (config.scope ?? config.resource)
}

/** A scope list grants a resource when it names it, or holds '*'. */
export function hasScope(account: Account, scope: string): boolean {
  return account.scope.includes('*') || account.scope.includes(scope)
}

/** Whether the caller may see what visitors may not (unpublished, inactive) of a resource: staff with its scope. */
export function seesHidden(request: FastifyRequest, scope: string): boolean {
  return Boolean(request.account?.is_staff && hasScope(request.account, scope))
}

/** Throws 401 without an account, 403 when the account may not do this. */
export function requireAccess(request: FastifyRequest, access: Access, scope?: string) {
  if (access === 'public') return
  if (!request.account) throw notAuthenticated()
  if (access === 'staff' && (!request.account.is_staff || (scope && !hasScope(request.account, scope)))) throw permissionDenied()
}
