/** The server's translation routes (server/translations/routes.ts), as the back office reads them. */
import type { Language } from '../../../shared/languages'
import type { RecordBrief, TranslationProblem, TranslationProblems, TranslationStatus } from '../../../shared/wire/translations'
import { apiUrl, httpClient } from '../../app/providers'

export type { RecordBrief, TranslationStatus }
export type Problem = TranslationProblem
export type Problems = TranslationProblems

const base = (type: string) => `${apiUrl}/translations/${type}/`

export async function statusesOf(type: string, ids: readonly (string | number)[]): Promise<TranslationStatus[]> {
  if (!ids.length) return []
  return (await httpClient(`${base(type)}?ids=${ids.join(',')}`)).json.results
}

export const statusOf = async (type: string, id: string | number): Promise<TranslationStatus> => (await httpClient(`${base(type)}${id}/`)).json

const post = async (type: string, id: string | number, action: string, body?: unknown): Promise<TranslationStatus> =>
  (await httpClient(`${base(type)}${id}/${action}/`, { method: 'POST', body: JSON.stringify(body ?? {}), headers: { 'Content-Type': 'application/json' } }))
    .json

export const linkTranslation = (type: string, id: string | number, other: number) => post(type, id, 'link', { record: other })
export const unlinkTranslation = (type: string, id: string | number) => post(type, id, 'unlink')
export const markUpToDate = (type: string, id: string | number) => post(type, id, 'up-to-date')

/** "Ustvari prevod": the record's translation in `language`, made from it and linked (hidden until published). */
export const createTranslation = async (type: string, id: string | number, language: Language): Promise<TranslationStatus> =>
  (await httpClient(`${base(type)}${id}/translate/`, { method: 'POST', body: JSON.stringify({ language }), headers: { 'Content-Type': 'application/json' } }))
    .json

/** Records of `language` the record may be linked to: those whose group has none of its languages. */
export const linkCandidates = async (type: string, id: string | number, language: Language): Promise<RecordBrief[]> =>
  (await httpClient(`${base(type)}${id}/candidates/?language=${language}`)).json.results

export const problemsOf = async (type: string): Promise<Problems> => (await httpClient(`${base(type)}problems/`)).json
