/**
 * The translation status of a type's records: each record's group (its translations by language),
 * the languages it lacks, and for a translation whether its source (Slovenian) record changed after
 * it was last edited or confirmed, and which content fields those changes touched (from the record
 * history, server/history).
 */
import type { Kysely } from 'kysely'
import { LANGUAGES, type Language } from '../../shared/languages'
import type { Resource } from '../../shared/resources/declaration'
import { languageFieldOf } from '../db/unique-indexes'
import { REVISIONS_TABLE } from '../history/table'
import { contentFieldsOf, SOURCE_LANGUAGE } from './declared'
import { statesOf, type TranslationState } from './groups'
import type { RecordBrief, TranslationStatus } from '../../shared/wire/translations'

export type { RecordBrief, TranslationStatus }

const latest = (...times: (string | null)[]) =>
  times
    .filter((time): time is string => Boolean(time))
    .sort()
    .at(-1) ?? null

/** The type's records, briefly (id, language, title): `ids` limits them. */
export async function briefsOf(db: Kysely<any>, resource: Resource, ids?: number[]): Promise<RecordBrief[]> {
  const language = languageFieldOf(resource)!
  let query = db.selectFrom(resource.name).select(['id', `${language} as lang`, `${resource.recordTitle} as title`])
  if (ids) query = query.where('id', 'in', ids.length ? ids : [-1])
  const rows = await query.orderBy('id').execute()
  return rows.map((row) => ({ id: Number(row.id), lang: row.lang as Language, title: String(row.title ?? '') }))
}

/** Statuses of the given records (`ids`) or of all the type's records. */
export async function statusesOf(db: Kysely<any>, resource: Resource, ids?: number[]): Promise<TranslationStatus[]> {
  const states = new Map<number, TranslationState>((await statesOf(db, resource.name)).map((state) => [state.record_id, state]))
  const wanted = await briefsOf(db, resource, ids)
  const groupOf = (id: number) => states.get(id)?.group_id ?? null
  const wantedGroups = new Set<number | null>(wanted.map((row) => groupOf(row.id)).filter((group) => group !== null))
  const memberIds = [...states.values()].filter((state) => wantedGroups.has(state.group_id)).map((state) => state.record_id)
  const byGroup = new Map<number, RecordBrief[]>()
  for (const member of await briefsOf(db, resource, ids ? memberIds : undefined)) {
    const group = groupOf(member.id)
    if (group !== null && wantedGroups.has(group)) byGroup.set(group, [...(byGroup.get(group) ?? []), member])
  }
  return wanted.map((row) => {
    const group = groupOf(row.id)
    const inGroup = group === null ? [row] : (byGroup.get(group) ?? [row])
    const translations: Partial<Record<Language, RecordBrief>> = {}
    for (const member of inGroup) translations[member.lang] = member
    const source = row.lang === SOURCE_LANGUAGE ? undefined : translations[SOURCE_LANGUAGE]
    const sourceChanged = source ? (states.get(source.id)?.content_changed_at ?? null) : null
    const own = states.get(row.id)
    const reference = latest(own?.content_changed_at ?? null, own?.confirmed_at ?? null)
    return {
      ...row,
      translations,
      missing: LANGUAGES.filter((language) => !translations[language]),
      out_of_date: Boolean(sourceChanged && (!reference || sourceChanged > reference)),
      source_changed_at: sourceChanged,
    }
  })
}

/** Adds `changed_fields` to out-of-date statuses: the source's content fields saved since the translation's reference time. */
export async function withChangedFields(db: Kysely<any>, resource: Resource, statuses: TranslationStatus[]): Promise<TranslationStatus[]> {
  const states = new Map((await statesOf(db, resource.name)).map((state) => [state.record_id, state]))
  const content = new Set(contentFieldsOf(resource))
  for (const status of statuses) {
    status.changed_fields = []
    const source = status.translations[SOURCE_LANGUAGE]
    if (!status.out_of_date || !source) continue
    const own = states.get(status.id)
    const since = latest(own?.content_changed_at ?? null, own?.confirmed_at ?? null) ?? ''
    const revisions = await db
      .selectFrom(REVISIONS_TABLE)
      .select('changed_fields')
      .where('resource', '=', resource.name)
      .where('record_id', '=', source.id)
      .where('created_at', '>', since)
      .execute()
    const changed = new Set<string>()
    for (const revision of revisions) for (const name of JSON.parse(String(revision.changed_fields)) as string[]) if (content.has(name)) changed.add(name)
    status.changed_fields = [...content].filter((name) => changed.has(name))
  }
  return statuses
}
