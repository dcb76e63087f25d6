/**
 * Staff with the `privacy` scope (shared/roles.ts) export or erase everything stored about one
 * e-mail address. POST, so the address travels in the body: it never lands in a URL, the request
 * log or a proxy's log. The audit log records each call with the counts per store, not the address
 * (an erase that logged the address would keep what it erased).
 *
 *   POST privacy/export/  {email}  -> the JSON document of export.ts, as a download
 *   POST privacy/erase/   {email}  -> {email, erased: {store: rows}}
 */
import type { FastifyInstance } from 'fastify'
import { requireAccess } from '../http/access'
import { fieldError } from '../http/errors'
import { bodyFields } from '../http/wire-input'
import { PrivacyRequest } from '../../shared/wire/privacy'
import { readAddress } from './address'
import { eraseAddress } from './erase'
import { countsOf, exportAddress } from './export'
import { lowerIs } from './find'

export const PRIVACY_SCOPE = 'privacy'

const config = (summary: string) => ({ config: { access: 'staff' as const, resource: PRIVACY_SCOPE, summary } })
const total = (counts: Record<string, number>) => Object.values(counts).reduce((sum, count) => sum + count, 0)

export async function privacyRoutes(app: FastifyInstance) {
  const { database } = app.context

  // A staff account is handled under Team, by someone who outranks it (server/auth/team-routes.ts), never from here:
  // its export would hand a `privacy` holder the staff member's whole audit trail, unredacted.
  const refuseStaff = async (address: string) => {
    const staff = await database.db.selectFrom('users').select('id').where(lowerIs('email', address)).where('is_staff', '=', 1).executeTakeFirst()
    if (staff) throw fieldError('email', 'privacyStaffAccount')
  }

  app.post('/privacy/export/', config('Everything stored about one e-mail address, as JSON'), async (request, reply) => {
    requireAccess(request, 'staff', PRIVACY_SCOPE)
    const address = readAddress(bodyFields(request, PrivacyRequest))
    await refuseStaff(address)
    const document = await exportAddress(database.db, address)
    const counts = countsOf(document.stores)
    await app.audit.record({ action: 'privacy_export', resource: PRIVACY_SCOPE, data: { rows: counts, total: total(counts) } })
    const day = document.exported_at.slice(0, 10)
    reply.header('content-disposition', `attachment; filename="personal-data-${day}.json"`).header('cache-control', 'no-store')
    return document
  })

  app.post('/privacy/erase/', config('Erase everything stored about one e-mail address (orders are anonymised)'), async (request) => {
    requireAccess(request, 'staff', PRIVACY_SCOPE)
    const address = readAddress(bodyFields(request, PrivacyRequest))
    await refuseStaff(address)
    const erased = await database.db.transaction().execute(async (trx) => {
      const counts = await eraseAddress(trx, address)
      await app.audit.record({ action: 'privacy_erase', resource: PRIVACY_SCOPE, data: { rows: counts, total: total(counts) } }, trx)
      return counts
    })
    return { email: address, erased }
  })
}
