/**
 * A record whose public address changes (its URL name, or anything else its page path is made of)
 * leaves a 301 from the old address to the new one, written in the save's own transaction
 * (server/changes/record-changes.ts). The table stays without chains or loops: redirects to the old
 * address now lead straight to the new one, and a redirect away from the new address (the record
 * moving back) is removed, as the page is there again. Past REDIRECTS_MAX no more are added.
 */
import type { Kysely } from 'kysely'
import { publicPagePath } from '../../shared/public-page'
import { isScheduled, withinSchedule } from '../../shared/resources/schedule'
import { REDIRECT_PATH_MAX, REDIRECTS_MAX, redirects } from '../../shared/resources/redirects'
import type { RecordChange } from '../changes/record-changes'
import type { AppContext } from '../context'

export async function addMove(db: Kysely<any>, from: string, to: string): Promise<void> {
  if (from === to || from.length > REDIRECT_PATH_MAX || to.length > REDIRECT_PATH_MAX) return
  const now = new Date().toISOString()
  await db.deleteFrom(redirects.name).where('from_path', '=', to).execute()
  await db.updateTable(redirects.name).set({ to_path: to, updated_at: now }).where('to_path', '=', from).execute()
  const existing = await db.selectFrom(redirects.name).select('id').where('from_path', '=', from).executeTakeFirst()
  if (existing) {
    await db.updateTable(redirects.name).set({ to_path: to, updated_at: now }).where('id', '=', existing.id).execute()
    return
  }
  const { count } = await db
    .selectFrom(redirects.name)
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirstOrThrow()
  if (Number(count) >= REDIRECTS_MAX) return
  await db.insertInto(redirects.name).values({ from_path: from, to_path: to, created_at: now, updated_at: now }).execute()
}

export function recordSlugRedirects(context: AppContext) {
  context.changes.observe(async (change: RecordChange) => {
    if (!change.before || !change.after || !change.declaration.site?.detail) return
    const now = context.database.now?.() ?? new Date()
    const shown = (row: Record<string, unknown>) =>
      !isScheduled(change.declaration) || withinSchedule(row, now) ? publicPagePath(change.declaration, row) : null
    const before = shown(change.serialize(change.before))
    const after = shown(change.serialize(change.after))
    // Only a page that was public and still is moved: an unpublished or not yet published one was never
    // linked to, and a redirect to it would tell its new address before it goes live.
    if (before && after && before !== after) await addMove(change.scope.db, before, after)
  })
}
