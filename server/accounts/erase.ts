/**
 * Deleting an account (its owner on the account page, or staff who manage users): the person's
 * data goes, the shop's records stay. Orders placed from the account (or by its client record)
 * are kept for the accounts the law requires, with the buyer's name, address, phone, e-mail and
 * note replaced; the client record, the mails addressed to the account, its pending sign-ups and
 * the account with its sessions and keys are deleted. Run inside a transaction (all or nothing).
 */
import type { Kysely } from 'kysely'
import { clients, orders } from '../../shared/resources'
import { forgetPersonalAudit } from '../audit/forget'
import { forgetPersonalRevisions } from '../history/forget'
import { inBatches } from '../resources/batches'

/** What an anonymised order shows instead of its buyer. `.invalid` is a reserved top-level domain. */
export const ANONYMISED = { name: '(izbrisano / deleted)', email: 'deleted@anonymised.invalid' } as const

export async function eraseAccount(db: Kysely<any>, userId: number): Promise<void> {
  const user = await db.selectFrom('users').select(['email', 'client_id']).where('id', '=', userId).executeTakeFirst()
  if (!user) return
  const owned = await db.selectFrom('account_orders').select('order_id').where('user_id', '=', userId).execute()
  const ids = new Set(owned.map((row) => Number(row.order_id)))
  const clientId = user.client_id === null || user.client_id === undefined ? null : Number(user.client_id)
  if (clientId !== null) {
    for (const row of await db.selectFrom(orders.name).select('id').where('client', '=', clientId).execute()) ids.add(Number(row.id))
  }
  const now = new Date().toISOString()
  await inBatches([...ids], (batch) =>
    db
      .updateTable(orders.name)
      .set({ ...ANONYMISED, phone: null, address: null, note: null, client: null, updated_at: now })
      .where('id', 'in', batch)
      .execute(),
  )
  if (clientId !== null) await db.deleteFrom(clients.name).where('id', '=', clientId).execute()
  if (user.email) {
    const address = String(user.email).toLowerCase()
    await db
      .deleteFrom('mail_outbox')
      .where((eb) => eb(eb.fn('lower', ['to']), '=', address))
      .execute()
    await db.deleteFrom('account_registrations').where('email', '=', address).execute()
  }
  const personal = { [orders.name]: [...ids], [clients.name]: clientId === null ? [] : [clientId], users: [userId] }
  await forgetPersonalRevisions(db, personal, userId)
  await forgetPersonalAudit(db, personal, userId)
  await db.deleteFrom('account_orders').where('user_id', '=', userId).execute()
  // Sessions, tokens, reset keys and pending address changes go with the account (foreign keys), and explicitly
  // for databases made before those keys existed.
  const sessions = db.selectFrom('auth_sessions').select('id').where('user_id', '=', userId)
  await db.deleteFrom('refresh_tokens').where('session_id', 'in', sessions).execute()
  await db.deleteFrom('auth_tokens').where('user_id', '=', userId).execute()
  await db.deleteFrom('auth_sessions').where('user_id', '=', userId).execute()
  await db.deleteFrom('users').where('id', '=', userId).execute()
}
