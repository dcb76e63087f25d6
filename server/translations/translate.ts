/**
 * "Ustvari prevod": a record's translation made from it, for every translatable type, and the
 * records a link may join.
 *
 *   const id = await createTranslation(context, resource, sourceId, 'en', request)
 *   // a new hidden record in English holding the original's content (texts, dates, choices, a copy
 *   // of each picture and file), linked to the original's group in the same transaction
 *
 *   await linkCandidates(db, resource, id, 'en')   // English records whose group has no record in this one's languages
 *
 * What is not copied: the slug (made again from the copied title, unique in the new language),
 * values each record must hold alone (`unique` fields), links to records that have a language of
 * their own (a news item's tags are per language), and the visibility switch: the copy starts
 * hidden, whatever the editor may publish, until someone translates and publishes it.
 */
import fs from 'node:fs/promises'
import path from 'node:path'
import type { Kysely } from 'kysely'
import { isLanguage, type Language } from '../../shared/languages'
import { getResource, type Resource } from '../../shared/resources'
import type { AppContext } from '../context'
import { languageFieldOf } from '../db/unique-indexes'
import { ErrorCollector, fieldError, notFound, validationError } from '../http/errors'
import type { RequestInput, UploadedFile } from '../http/request-input'
import { ResourceService } from '../resources/service'
import { inTransaction } from '../resources/write-unit'
import { contentFieldsOf } from './declared'
import { membersOf, stateOf } from './groups'
import { linkRecords } from './link'
import { briefsOf, statusesOf, type RecordBrief } from './status'

const ALLOWED = new Set(['language'])

/** The language asked for in a translate request's body: `{language}` (400 for anything else). */
export function readTranslateBody(body: unknown): Language {
  const input: Record<string, unknown> = Object.assign(Object.create(null), body && typeof body === 'object' && !Array.isArray(body) ? body : {})
  const errors = new ErrorCollector()
  for (const key of Object.keys(input)) if (!ALLOWED.has(key)) errors.add(key, 'translateUnknownField')
  errors.throwIfAny()
  if (!Object.hasOwn(input, 'language') || input.language === '' || input.language === null) throw fieldError('language', 'required')
  if (!isLanguage(input.language)) throw fieldError('language', 'invalidChoice', { value: String(input.language) })
  return input.language
}

/** The language a query names (`?language=`), for the candidates of a link. */
export function readLanguageQuery(query: { language?: unknown }): Language {
  const value = query.language
  if (value === undefined || value === '') throw fieldError('language', 'required')
  if (!isLanguage(value)) throw fieldError('language', 'invalidChoice', { value: String(value) })
  return value
}

/** The languages of record `id` and of every record linked to it. */
async function groupLanguages(db: Kysely<any>, resource: Resource, id: number): Promise<Language[]> {
  const group = (await stateOf(db, resource.name, id))?.group_id ?? null
  const ids = group === null ? [id] : (await membersOf(db, resource.name, group)).map((member) => member.record_id)
  return (await briefsOf(db, resource, ids)).map((brief) => brief.lang)
}

const linksToLanguageRecords = (resource: Resource, name: string) => {
  const field = resource.fields[name]
  return (field.kind === 'reference' || field.kind === 'references') && Boolean(languageFieldOf(getResource(field.resource)))
}

/** The bytes of a stored file, as if uploaded again: each record owns its files (deleting one removes them). */
async function copyOf(context: AppContext, relative: string): Promise<UploadedFile> {
  const root = path.resolve(context.media.root)
  const source = path.resolve(root, relative)
  if (!source.startsWith(root + path.sep)) throw new Error(`media path escapes the media folder: ${relative}`)
  return { filename: path.basename(relative), mimetype: 'application/octet-stream', data: await fs.readFile(source) }
}

/** Creates the `language` translation of record `id`, linked at once; answers the new record's id. */
export async function createTranslation(
  context: AppContext,
  resource: Resource,
  id: number,
  language: Language,
  request: Pick<RequestInput, 'accountId' | 'mayPublish'>,
): Promise<number> {
  const service = ResourceService.of(context, resource.name)
  const source = await service.find(id)
  if (!source) throw notFound()
  const languageField = languageFieldOf(resource)!
  if (source[languageField] === language) throw fieldError('language', 'translationOfItself')
  if ((await groupLanguages(context.database.db, resource, id)).includes(language))
    throw validationError({ language: [{ key: 'translationLanguageTaken', params: { language } }] })
  const full = service.serialize(source)
  const values: Record<string, unknown> = Object.create(null)
  const files: Record<string, UploadedFile> = Object.create(null)
  for (const name of contentFieldsOf(resource)) {
    const field = resource.fields[name]
    if (field.kind === 'slug' || field.unique || linksToLanguageRecords(resource, name)) continue
    if (field.kind === 'image' || field.kind === 'file') {
      const stored = source[name]
      if (typeof stored === 'string' && stored) files[name] = await copyOf(context, stored)
    } else if (full[name] !== null && full[name] !== undefined) values[name] = full[name]
  }
  values[languageField] = language
  if (resource.visibility) values[resource.visibility] = false
  return inTransaction(context, async (unit) => {
    const created = await service.create({ values, files, fromForm: false, accountId: request.accountId, mayPublish: request.mayPublish }, unit)
    await linkRecords(unit.db, resource, id, created.id)
    return created.id
  })
}

/** Records of `language` that record `id` may be linked to (newest first): none of their group's languages is one of its group's. */
export async function linkCandidates(db: Kysely<any>, resource: Resource, id: number, language: Language): Promise<RecordBrief[]> {
  const [own] = await briefsOf(db, resource, [id])
  if (!own) throw notFound()
  const taken = new Set(await groupLanguages(db, resource, id))
  const statuses = await statusesOf(db, resource)
  return statuses
    .filter((status) => status.lang === language && status.id !== id && !Object.keys(status.translations).some((lang) => taken.has(lang as Language)))
    .map(({ id: recordId, lang, title }) => ({ id: recordId, lang, title }))
    .reverse()
}
