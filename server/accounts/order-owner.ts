/**
 * Orders placed while signed in belong to that account (issue 12 point 1): POST orders/ records
 * the owner in the same transaction as the order, and links the order to the account's client
 * record. The account page lists them (me-routes.ts). An anonymous order has no owner and no
 * client: the e-mail it names is only typed, never proven (issue 24 point 1).
 *
 *   const owner = await orderOwner(db, request.account)          // before the transaction
 *   client: owner?.clientId ?? null                               // the order's client
 *   await recordOrderOwner(trx, orderId, owner)                   // inside it
 */
import type { Kysely } from 'kysely'
import type { Account } from '../auth/accounts'

export interface OrderOwner {
  userId: number
  clientId: number | null
}

export async function orderOwner(db: Kysely<any>, account: Account | null): Promise<OrderOwner | null> {
  if (!account) return null
  const row = await db.selectFrom('users').select('client_id').where('id', '=', account.id).executeTakeFirst()
  return { userId: account.id, clientId: row?.client_id === null || row?.client_id === undefined ? null : Number(row.client_id) }
}

export async function recordOrderOwner(db: Kysely<any>, orderId: number, owner: OrderOwner | null): Promise<void> {
  if (!owner) return
  await db.insertInto('account_orders').values({ order_id: orderId, user_id: owner.userId, created_at: new Date().toISOString() }).execute()
}
