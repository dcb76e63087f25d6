/**
 * Who may call a route, the check every request passes (the core's guard): each route says in `config.access`
 * who may call it, and the guard enforces it before the handler runs, so no route can forget it. Staff calls also
 * need the route's scope on the account's scope list (`config.scope`, else `config.resource`: a content type's
 * name, `users`, `mail`, `newsletter`; '*' grants all). `scope: null` opens a staff call to any staff account (site
 * builds, uploads: using an upload in a record then needs that record's scope).
 *
 * Who is calling is the auth feature's to say (server/auth/plugin.ts reads the token into `request.account`).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Account as WireAccount } from '../../shared/wire/account'
import { notAuthenticated, permissionDenied } from './errors'

/** A signed-in account, as the guard and the routes see it and as its calls answer it (shared/wire/account.ts). */
export type Account = WireAccount

declare module 'fastify' {
  interface FastifyRequest {
    account: Account | null
    token: string | null
    /** The sign-in (auth_sessions row) the token belongs to. */
    sessionId: number | null
  }
  /** Every route says who may call it; the route sweep test reads this. */
  interface FastifyContextConfig {
    access?: Access
    resource?: string
    /** The scope a staff caller needs; defaults to `resource`; null = any staff account. */
    scope?: string | null
    /** The call changes what the site shows (set-active): it also needs the `publish` scope (server/resources/publish-scope.ts). */
    publishes?: boolean
    /** Open to an account that must still change its initial password (server/auth/initial-password.ts). */
    beforePasswordChange?: boolean
  }
}

export type Access = 'public' | 'authenticated' | 'staff'

/** After the caller is known (the features' `identify`): every route's `config.access`, for every request. */
export function registerAccessGuard(app: FastifyInstance) {
  app.decorateRequest('account', null)
  app.decorateRequest('token', null)
  app.decorateRequest('sessionId', null)
  app.addHook('onRequest', (request, _reply, done) => {
    const config = request.routeOptions.config
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
