/**
 * Linking a record to another as its translation, and unlinking it. The body is read into a
 * null-prototype object: `{record: id}`, optionally `resource` (which must name this type). Both
 * records must exist in this type, differ, and the merged group must hold at most one record per
 * language. Linking counts as "up to date" for every translation in the group at that moment.
 */
import type { Kysely } from 'kysely'
import type { Resource } from '../../shared/resources/declaration'
import { ErrorCollector, fieldError, notFound, validationError } from '../http/errors'
import { SOURCE_LANGUAGE } from './declared'
import { leaveGroup, membersOf, stateOf, writeState } from './groups'
import { briefsOf } from './status'
import { TRANSLATION_TABLE } from './table'

const ALLOWED = new Set(['record', 'resource'])

/** The other record's id from a link request's body (400 for anything else). */
export function readLinkBody(resource: Resource, body: unknown): number {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw validationError({ record: [{ key: 'required' }] })
  const input: Record<string, unknown> = Object.assign(Object.create(null), body)
  const errors = new ErrorCollector()
  for (const key of Object.keys(input)) if (!ALLOWED.has(key)) errors.add(key, 'translationUnknownField')
  if (Object.hasOwn(input, 'resource') && input.resource !== resource.name) errors.add('resource', 'translationOtherType')
  errors.throwIfAny()
  if (!Object.hasOwn(input, 'record') || input.record === null || input.record === '') throw fieldError('record', 'required')
  const value = input.record
  const id = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : Number.NaN
  if (!Number.isSafeInteger(id) || id < 1 || id > 999_999_999) throw fieldError('record', 'invalidInteger')
  return id
}

export async function linkRecords(db: Kysely<any>, resource: Resource, id: number, otherId: number): Promise<void> {
  if (id === otherId) throw fieldError('record', 'translationOfItself')
  const [own, other] = await Promise.all([briefsOf(db, resource, [id]), briefsOf(db, resource, [otherId])])
  if (!own.length) throw notFound()
  if (!other.length) throw fieldError('record', 'invalidPk', { value: otherId })
  const groupIds = await Promise.all([id, otherId].map(async (recordId) => (await stateOf(db, resource.name, recordId))?.group_id ?? null))
  const memberIds = new Set([id, otherId])
  for (const groupId of groupIds) if (groupId !== null) for (const member of await membersOf(db, resource.name, groupId)) memberIds.add(member.record_id)
  const members = await briefsOf(db, resource, [...memberIds])
  const seen = new Set<string>()
  for (const member of members) {
    if (seen.has(member.lang)) throw fieldError('record', 'translationLanguageTaken', { language: member.lang })
    seen.add(member.lang)
  }
  const groupId = Math.min(...memberIds)
  const now = new Date().toISOString()
  for (const member of members) {
    await writeState(db, resource.name, member.id, { group_id: groupId })
    if (member.lang !== SOURCE_LANGUAGE) await writeState(db, resource.name, member.id, { confirmed_at: now })
  }
}

export async function unlinkRecord(db: Kysely<any>, resource: Resource, id: number): Promise<void> {
  if (!(await briefsOf(db, resource, [id])).length) throw notFound()
  await leaveGroup(db, resource.name, id)
}

/** "Označi kot posodobljeno": the translation is up to date with its source as of now. */
export async function confirmUpToDate(db: Kysely<any>, resource: Resource, id: number): Promise<void> {
  const [own] = await briefsOf(db, resource, [id])
  if (!own) throw notFound()
  const state = await stateOf(db, resource.name, id)
  const group = state?.group_id ?? null
  const members =
    group === null
      ? []
      : await briefsOf(
          db,
          resource,
          (await membersOf(db, resource.name, group)).map((member) => member.record_id),
        )
  if (own.lang === SOURCE_LANGUAGE || !members.some((member) => member.lang === SOURCE_LANGUAGE)) throw fieldError('record', 'notATranslation')
  await db
    .updateTable(TRANSLATION_TABLE)
    .set({ confirmed_at: new Date().toISOString() })
    .where('resource', '=', resource.name)
    .where('record_id', '=', id)
    .execute()
}
