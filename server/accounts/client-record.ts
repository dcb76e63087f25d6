/**
 * A visitor's account and its client record (the shop's customer: `clients`, one per e-mail
 * address). The account keeps its sign-in (user name, password, e-mail, names); the client record
 * keeps the customer's details (phone, company, address) and is what the orders refer to.
 */
import type { Kysely } from 'kysely'
import { clients } from '../../shared/resources'

/** The account that has this address (lower case) as its e-mail or user name, if any. */
export async function accountWithEmail(db: Kysely<any>, address: string): Promise<{ id: number } | undefined> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where((eb) => eb.or([eb(eb.fn('lower', ['email']), '=', address), eb(eb.fn('lower', ['username']), '=', address)]))
    .executeTakeFirst()
  return row ? { id: Number(row.id) } : undefined
}

export const fullName = (first: string | null, last: string | null, fallback: string) => [first, last].filter(Boolean).join(' ').slice(0, 200) || fallback

/**
 * The client record of a newly confirmed address: the one the address already has (a customer
 * before they had an account; not another account's), else a new one. Null when another account
 * holds it, and when the confirmation proved no mailbox (`mailboxProven` false: without SMTP the
 * link stood in the outbox, where staff with the `mail` scope read it): an existing record, with its
 * orders and details, then stays with nobody's account rather than go to whoever read the outbox.
 */
export async function linkClientRecord(
  db: Kysely<any>,
  person: { email: string; first_name: string | null; last_name: string | null },
  { mailboxProven }: { mailboxProven: boolean },
): Promise<number | null> {
  const existing = await db
    .selectFrom(clients.name)
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['email']), '=', person.email))
    .executeTakeFirst()
  if (existing) {
    if (!mailboxProven) return null
    const holder = await db.selectFrom('users').select('id').where('client_id', '=', Number(existing.id)).executeTakeFirst()
    return holder ? null : Number(existing.id)
  }
  const now = new Date().toISOString()
  const row = await db
    .insertInto(clients.name)
    .values({ name: fullName(person.first_name, person.last_name, person.email), email: person.email, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow()
  return Number(row.id)
}

/** Details the account page shows and edits on the client record. */
export const CLIENT_DETAILS = ['phone', 'company', 'address'] as const
export const CLIENT_LIMITS: Record<(typeof CLIENT_DETAILS)[number], number> = {
  phone: clients.fields.phone.maxLength ?? 40,
  company: clients.fields.company.maxLength ?? 200,
  address: clients.fields.address.maxLength ?? 1000,
}
