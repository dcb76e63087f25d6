/**
 * User accounts (spec section 7, "Authentication and accounts"):
 *
 *   GET  accounts/users/                       staff with the `users` scope: `search`, `ordering`, `page`, `page_size`
 *   GET  accounts/users/{id}/                  the account itself, or staff with the `users` scope
 *   PUT  accounts/users/{id}/  (PATCH partial) see user-update.ts
 * Creating and deleting staff accounts: team-routes.ts; password resets: password-reset-routes.ts.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { UserParams, UsersQuery } from '../../shared/wire/account'
import { ErrorCollector, notFound, permissionDenied } from '../http/errors'
import { pageOf, readPageRequest } from '../http/pagination'
import { requireAccess } from '../http/access'
import { pathParams, queryFields } from '../http/wire-input'
import { managesUsers, updateUser, USERS_SCOPE } from './user-update'
import { findUser, listUsers, type UserRecord } from './users'

/** The account of the path: one's own, or any for those who manage users (others learn nothing, not even a 404). */
export async function targetUser(app: FastifyInstance, request: FastifyRequest): Promise<UserRecord> {
  requireAccess(request, 'authenticated')
  const user = await findUser(app.context.database, pathParams(request, UserParams).id)
  const self = user && user.id === request.account!.id
  if (!self && !managesUsers(request.account!)) throw permissionDenied()
  if (!user) throw notFound()
  return user
}

export async function userRoutes(app: FastifyInstance) {
  const { database } = app.context

  app.get(
    '/accounts/users/',
    { config: { access: 'staff', resource: USERS_SCOPE, summary: 'List user accounts (search, ordering, is_staff, is_active, role)' } },
    async (request) => {
      requireAccess(request, 'staff', USERS_SCOPE)
      const query = queryFields(request, UsersQuery)
      const pageRequest = readPageRequest(query, 25)
      const text = (name: keyof typeof query) => {
        const value = query[name]
        return typeof value === 'string' ? value : undefined
      }
      const { count, rows } = await listUsers(database, {
        search: text('search'),
        ordering: text('ordering'),
        isStaff: text('is_staff'),
        isActive: text('is_active'),
        errors: new ErrorCollector(),
        ...pageRequest,
      })
      return pageOf(request, pageRequest, count, rows)
    },
  )

  app.get(
    '/accounts/users/:id/',
    { config: { access: 'authenticated', resource: USERS_SCOPE, summary: 'One account (itself, or any for staff)' } },
    async (request) => targetUser(app, request),
  )

  const update = (partial: boolean) => {
    const run = updateUser(app, partial)
    return async (request: FastifyRequest) => run(request, await targetUser(app, request))
  }
  app.put(
    '/accounts/users/:id/',
    { config: { access: 'authenticated', resource: USERS_SCOPE, beforePasswordChange: true, summary: 'Update an account (own, or any for staff)' } },
    update(false),
  )
  app.patch(
    '/accounts/users/:id/',
    { config: { access: 'authenticated', resource: USERS_SCOPE, beforePasswordChange: true, summary: 'Update some fields of an account' } },
    update(true),
  )
}
