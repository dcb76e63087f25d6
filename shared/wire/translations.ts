/**
 * The translation routes' wire shapes (server/translations/routes.ts; the back office's translation
 * panel, column and "Prevodi" screen), per translatable type:
 *
 *   GET  translations/{type}/?ids=          {results: TranslationStatus[]}
 *   GET  translations/{type}/problems/      TranslationProblems
 *   GET  translations/{type}/links/         TranslationGroups (public)
 *   GET  translations/{type}/{id}/          TranslationStatus (and the POSTs on it: link, unlink, up-to-date, translate)
 *   GET  translations/{type}/{id}/candidates/?language=   {results: RecordBrief[]}
 */
import { LANGUAGES } from '../languages'
import { PathId, StringEnum, Type, type Static } from './schema'

const Language = StringEnum(LANGUAGES)

export const RecordBrief = Type.Object({ id: Type.Integer(), lang: Language, title: Type.String() })
export type RecordBrief = Static<typeof RecordBrief>

const changedFields = (description: string) => Type.Optional(Type.Array(Type.String(), { description }))

export const TranslationProblem = Type.Object({
  ...RecordBrief.properties,
  missing: Type.Array(Language),
  out_of_date: Type.Boolean(),
  changed_fields: changedFields('an out-of-date translation: content fields of the Slovenian record changed since it was last edited or confirmed'),
})
export type TranslationProblem = Static<typeof TranslationProblem>

export const TranslationStatus = Type.Object({
  ...TranslationProblem.properties,
  /** Every record of the group, this one included, by language. */
  translations: Type.Object(
    Object.fromEntries(LANGUAGES.map((lang) => [lang, Type.Optional(RecordBrief)])) as Record<(typeof LANGUAGES)[number], Type.TOptional<typeof RecordBrief>>,
    {
      additionalProperties: false,
    },
  ),
  source_changed_at: Type.Unsafe<string | null>({ type: 'string', nullable: true, description: "when the Slovenian record's content last changed" }),
  changed_fields: changedFields('content fields of the Slovenian record changed since this translation was last edited or confirmed'),
})
export type TranslationStatus = Static<typeof TranslationStatus>

export const TranslationStatuses = Type.Object({ results: Type.Array(TranslationStatus) })

export const TranslationProblems = Type.Object({
  missing_count: Type.Integer(),
  out_of_date_count: Type.Integer(),
  missing: Type.Array(TranslationProblem),
  out_of_date: Type.Array(TranslationProblem),
})
export type TranslationProblems = Static<typeof TranslationProblems>

export const TranslationGroups = Type.Object({ groups: Type.Array(Type.Array(Type.Integer())) })
export const LinkCandidates = Type.Object({ results: Type.Array(RecordBrief) })

export const TranslationParams = Type.Object({ id: PathId })
export const IdsQuery = Type.Object({ ids: Type.Optional(Type.String({ description: 'comma-separated ids, at most 100' })) })
export const LanguageQuery = Type.Object({ language: Language })
export const LinkBody = Type.Object({
  record: Type.Integer({ description: 'the id of the other record (same type)' }),
  resource: Type.Optional(Type.String()),
})
export const TranslateBody = Type.Object({ language: Language })
