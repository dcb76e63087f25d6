/**
 * Erasing everything stored about one e-mail address, in one transaction (all or nothing):
 *
 *   - each account with the address: eraseAccount (server/accounts/erase.ts): sessions, keys,
 *     client record, its mails and sign-ups go; its orders are anonymised;
 *   - orders placed with the address (also without an account) are ANONYMISED, not deleted: the
 *     tax law keeps invoices and their records for 10 years (docs/privacy.md); the lines,
 *     totals and dates stay, the buyer's name, e-mail, phone, address and note go;
 *   - client records, inquiries, newsletter entries, pending sign-ups and address changes, and the
 *     mails to or about the address are deleted;
 *   - record history: the revisions of those records and any that quote the address are deleted;
 *   - audit log: entries about those records, or quoting the address, lose their data, title and
 *     the visitor's address (ip); what happened, when, and by which staff member stays.
 *
 * Returns the rows removed or anonymised per store (export.ts's store names).
 */
import type { Kysely } from 'kysely'
import { clients, inquiries, orders } from '../../shared/resources'
import { ANONYMISED, eraseAccount } from '../accounts/erase'
import { AUDIT_TABLE } from '../audit/table'
import { REVISIONS_TABLE } from '../history/table'
import { inBatches } from '../resources/batches'
import { auditAbout, idsAbout, outboxAbout, revisionsAbout } from './about'
import { countsOf, exportAddress } from './export'
import { findRecords, lowerIs } from './find'
import type { StoreCounts } from '../../shared/wire/privacy'

export async function eraseAddress(db: Kysely<any>, address: string): Promise<StoreCounts> {
  // What there was, per store: the answer tells staff what the erase reached.
  const counts = countsOf((await exportAddress(db, address)).stores)
  const records = await findRecords(db, address)
  // The audit log and history first, while the records they name can still be found.
  // Entries of their own actions as an actor are the account's: eraseAccount forgets them (server/audit/forget.ts).
  const entries = await idsAbout(db, auditAbout(records, []), address)
  await inBatches(entries, (batch) => db.updateTable(AUDIT_TABLE).set({ data: null, record_title: null, ip: null }).where('id', 'in', batch).execute())
  const revisions = await idsAbout(db, revisionsAbout(records), address)
  await inBatches(revisions, (batch) => db.deleteFrom(REVISIONS_TABLE).where('id', 'in', batch).execute())
  for (const userId of records.users) await eraseAccount(db, userId)
  const now = new Date().toISOString()
  await inBatches(records.orders, (batch) =>
    db
      .updateTable(orders.name)
      .set({ ...ANONYMISED, phone: null, address: null, note: null, client: null, updated_at: now })
      .where('id', 'in', batch)
      .execute(),
  )
  await inBatches(records.clients, (batch) => db.deleteFrom(clients.name).where('id', 'in', batch).execute())
  await inBatches(records.inquiries, (batch) => db.deleteFrom(inquiries.name).where('id', 'in', batch).execute())
  await db.deleteFrom('newsletter_subscriptions').where(lowerIs('email', address)).execute()
  const mails = await idsAbout(db, outboxAbout(address), address)
  await inBatches(mails, (batch) => db.deleteFrom('mail_outbox').where('id', 'in', batch).execute())
  await db.deleteFrom('account_registrations').where(lowerIs('email', address)).execute()
  await db.deleteFrom('email_changes').where(lowerIs('new_email', address)).execute()
  return counts
}
