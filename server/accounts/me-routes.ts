/**
 * The account page's calls (issue 12 point 1), for the signed-in account itself:
 *
 *   GET    accounts/me/          the account with its client details (phone, company, address)
 *                               and `pending_email` (a new address waiting for its link)
 *   PATCH  accounts/me/          first_name, last_name, language; and for a visitor's account
 *                               phone, company, address (kept on its client record)
 *   DELETE accounts/me/          {current_password}: a visitor deletes their account (erase.ts:
 *                               personal data erased, orders kept anonymised); staff accounts are
 *                               deleted by an administrator (403)
 *   GET    accounts/me/orders/   the orders placed from the account or by its client record, newest
 *                               first, with their lines and status (pages of `page_size`)
 * Password: PATCH accounts/users/{id}/ with current_password; e-mail: email-change.ts.
 */
import { checkCurrentPassword } from '../auth/current-password'
import { readPersonText } from '../auth/user-update'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { isLanguage } from '../../shared/languages'
import type { Profile } from '../../shared/wire/account'
import { PageQuery } from '../../shared/wire/schema'
import { orderLines, orders } from '../../shared/resources'
import { requireAccess } from '../http/access'
import { ApiError, ErrorCollector } from '../http/errors'
import { pageOf, readPageRequest } from '../http/pagination'
import { formFields, queryFields } from '../http/wire-input'
import { CurrentPassword, ProfileUpdate } from '../../shared/wire/account-requests'
import { inBatches } from '../resources/batches'
import { CLIENT_DETAILS, CLIENT_LIMITS, fullName } from './client-record'
import { eraseAccount } from './erase'

export async function meRoutes(app: FastifyInstance) {
  const { database } = app.context
  const db = () => database.db
  const config = { access: 'authenticated' as const, resource: 'users' }

  async function profile(request: FastifyRequest): Promise<Profile> {
    const account = request.account!
    const row = await db().selectFrom('users').select(['client_id', 'language']).where('id', '=', account.id).executeTakeFirstOrThrow()
    const client =
      row.client_id === null
        ? undefined
        : await db()
            .selectFrom('clients')
            .select([...CLIENT_DETAILS])
            .where('id', '=', Number(row.client_id))
            .executeTakeFirst()
    const pending = await db()
      .selectFrom('email_changes')
      .select('new_email')
      .where('user_id', '=', account.id)
      .where('expires_at', '>', new Date().toISOString())
      .orderBy('id', 'desc')
      .executeTakeFirst()
    return {
      ...account,
      language: isLanguage(row.language) ? row.language : null,
      phone: client?.phone ?? null,
      company: client?.company ?? null,
      address: client?.address ?? null,
      pending_email: pending?.new_email ?? null,
    }
  }

  app.get('/accounts/me/', { config: { ...config, summary: 'Your account, with your details' } }, async (request) => {
    requireAccess(request, 'authenticated')
    return profile(request)
  })

  app.patch('/accounts/me/', { config: { ...config, summary: 'Change your names, language and details' } }, async (request) => {
    requireAccess(request, 'authenticated')
    const account = request.account!
    const values = await formFields(request, ProfileUpdate)
    const errors = new ErrorCollector()
    const text = (name: keyof typeof values, max: number) => (Object.hasOwn(values, name) ? readPersonText(values[name], name, errors, max) : undefined)
    const own: Record<string, unknown> = {}
    for (const name of ['first_name', 'last_name'] as const) {
      const value = text(name, 150)
      if (value !== undefined) own[name] = value
    }
    if (Object.hasOwn(values, 'language')) {
      if (isLanguage(values.language)) own.language = values.language
      else errors.add('language', 'invalidChoice', { value: String(values.language).slice(0, 20) })
    }
    const details: Record<string, unknown> = {}
    if (!account.is_staff) {
      for (const name of CLIENT_DETAILS) {
        const value = text(name, CLIENT_LIMITS[name])
        if (value !== undefined) details[name] = value
      }
    }
    errors.throwIfAny()
    const row = await db().selectFrom('users').select(['client_id', 'first_name', 'last_name', 'email']).where('id', '=', account.id).executeTakeFirstOrThrow()
    if (Object.keys(own).length) await db().updateTable('users').set(own).where('id', '=', account.id).execute()
    if (row.client_id !== null && (Object.keys(details).length || Object.hasOwn(own, 'first_name') || Object.hasOwn(own, 'last_name'))) {
      const first = Object.hasOwn(own, 'first_name') ? (own.first_name as string | null) : row.first_name
      const last = Object.hasOwn(own, 'last_name') ? (own.last_name as string | null) : row.last_name
      await db()
        .updateTable('clients')
        .set({ ...details, name: fullName(first, last, row.email ?? account.username), updated_at: new Date().toISOString() })
        .where('id', '=', Number(row.client_id))
        .execute()
    }
    const fresh = await app.accounts.findById(account.id)
    request.account = fresh ?? account
    return profile(request)
  })

  app.delete('/accounts/me/', { config: { ...config, summary: 'Delete your account (orders are kept, anonymised)' } }, async (request, reply) => {
    requireAccess(request, 'authenticated')
    const account = request.account!
    if (account.is_staff) throw new ApiError(403, { key: 'staffAccountDeletion' })
    const values = await formFields(request, CurrentPassword)
    const problem = await checkCurrentPassword(app, request, account.id, values.current_password)
    if (problem) throw new ApiError(400, undefined, { current_password: [{ key: problem }] })
    await database.db.transaction().execute((trx) => eraseAccount(trx, account.id))
    return reply.status(204).send()
  })

  app.get('/accounts/me/orders/', { config: { ...config, summary: 'Your orders, with their lines and status' } }, async (request) => {
    requireAccess(request, 'authenticated')
    const account = request.account!
    const pageRequest = readPageRequest(queryFields(request, PageQuery), 10)
    const user = await db().selectFrom('users').select('client_id').where('id', '=', account.id).executeTakeFirstOrThrow()
    const mine = db()
      .selectFrom(orders.name)
      .where((eb) =>
        eb.or([
          eb('id', 'in', eb.selectFrom('account_orders').select('order_id').where('user_id', '=', account.id)),
          ...(user.client_id === null ? [] : [eb('client', '=', Number(user.client_id))]),
        ]),
      )
    const [{ count }] = await mine.select((eb) => eb.fn.countAll().as('count')).execute()
    const rows = await mine
      .select(['id', 'created_at', 'status', 'total', 'currency', 'name', 'email', 'phone', 'address', 'note'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(pageRequest.pageSize)
      .offset((pageRequest.page - 1) * pageRequest.pageSize)
      .execute()
    const ids = rows.map((row) => Number(row.id))
    const lines = await inBatches(ids, (batch) =>
      db()
        .selectFrom(orderLines.name)
        .select(['order', 'product', 'product_name', 'quantity', 'unit_price', 'line_total'])
        .where('order', 'in', batch)
        .orderBy('id')
        .execute(),
    )
    const results = rows.map((row) => ({
      ...row,
      id: Number(row.id),
      total: Number(row.total),
      lines: lines
        .filter((line) => Number(line.order) === Number(row.id))
        .map((line) => ({
          product: line.product === null ? null : Number(line.product),
          product_name: line.product_name,
          quantity: Number(line.quantity),
          unit_price: Number(line.unit_price),
          line_total: Number(line.line_total),
        })),
    }))
    return pageOf(request, pageRequest, Number(count), results)
  })
}
