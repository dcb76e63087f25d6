/**
 * Translation groups: reading and writing translation_states rows. A group is every record of one
 * type with the same group_id; its id is its smallest member's id, so it stays stable while that
 * member stays and is recomputed when it leaves.
 */
import type { Kysely } from 'kysely'
import { recordKey, TRANSLATION_TABLE } from './table'

export interface TranslationState {
  record_id: number
  group_id: number | null
  content_changed_at: string | null
  confirmed_at: string | null
}

const COLUMNS = ['record_id', 'group_id', 'content_changed_at', 'confirmed_at'] as const

const normalized = (row: Record<string, unknown>): TranslationState => ({
  record_id: Number(row.record_id),
  group_id: row.group_id === null || row.group_id === undefined ? null : Number(row.group_id),
  content_changed_at: (row.content_changed_at as string | null) ?? null,
  confirmed_at: (row.confirmed_at as string | null) ?? null,
})

export async function stateOf(db: Kysely<any>, resource: string, id: number): Promise<TranslationState | undefined> {
  const row = await db.selectFrom(TRANSLATION_TABLE).select(COLUMNS).where('record_key', '=', recordKey(resource, id)).executeTakeFirst()
  return row && normalized(row)
}

export async function statesOf(db: Kysely<any>, resource: string): Promise<TranslationState[]> {
  const rows = await db.selectFrom(TRANSLATION_TABLE).select(COLUMNS).where('resource', '=', resource).execute()
  return rows.map(normalized)
}

export async function membersOf(db: Kysely<any>, resource: string, groupId: number): Promise<TranslationState[]> {
  const rows = await db.selectFrom(TRANSLATION_TABLE).select(COLUMNS).where('resource', '=', resource).where('group_id', '=', groupId).execute()
  return rows.map(normalized)
}

/** Inserts or updates the record's row with the given columns (`known`: its row as just read, if any). */
export async function writeState(
  db: Kysely<any>,
  resource: string,
  id: number,
  values: Partial<Omit<TranslationState, 'record_id'>>,
  known?: TranslationState | null,
): Promise<void> {
  const current = known === undefined ? await stateOf(db, resource, id) : known
  if (current) {
    if (Object.keys(values).length) await db.updateTable(TRANSLATION_TABLE).set(values).where('record_key', '=', recordKey(resource, id)).execute()
    return
  }
  await db
    .insertInto(TRANSLATION_TABLE)
    .values({ record_key: recordKey(resource, id), resource, record_id: id, group_id: null, content_changed_at: null, confirmed_at: null, ...values })
    .execute()
}

/** Takes the record out of its group; a group left with one member is no group. */
export async function leaveGroup(db: Kysely<any>, resource: string, id: number): Promise<void> {
  const state = await stateOf(db, resource, id)
  if (!state || state.group_id === null) return
  await db.updateTable(TRANSLATION_TABLE).set({ group_id: null }).where('record_key', '=', recordKey(resource, id)).execute()
  const rest = (await membersOf(db, resource, state.group_id)).map((member) => member.record_id)
  const groupId = rest.length > 1 ? Math.min(...rest) : null
  if (rest.length) await db.updateTable(TRANSLATION_TABLE).set({ group_id: groupId }).where('resource', '=', resource).where('record_id', 'in', rest).execute()
}
