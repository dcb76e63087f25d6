/**
 * The public search: one query through the five types a visitor looks for, each by its own
 * declared `search` fields and with the list's own full-text machinery (server/db/search-index.ts),
 * so diacritics fold both ways on SQLite (FTS5 remove_diacritics) and PostgreSQL (unaccent):
 * "cesnja" finds "Češnja", "Zalec" finds "Žalec". Only what visitors may see is ever read
 * (the repository's visible-only query: published and within its schedule).
 *
 *   await searchSite(database, { query: 'zalec', language: 'sl' })
 *     -> { query, count: 3, counts: { news: 2, events: 1, ... }, results: [{ type, id, title, url, ... }] }
 */
import { richTextToPlain } from '../../shared/rich-text'
import type { Language } from '../../shared/languages'
import { publicPagePath } from '../../shared/public-page'
import type { Database } from '../db/connect'
import { searchWords } from '../db/search-index'
import { ResourceRepository, type Row } from '../resources/repository'
import { SEARCH_TYPES, type SearchType } from './search-types'
import type { SearchAnswer, SearchResult } from '../../shared/wire/search'

/** Results of one type in an answer; `counts` says how many matched in all. */
export const RESULTS_PER_TYPE = 10
/** Characters of a result's short text. */
export const SUMMARY_LENGTH = 200

export type { SearchAnswer, SearchResult }

function shorten(text: string): string {
  return text.length <= SUMMARY_LENGTH ? text : `${text.slice(0, SUMMARY_LENGTH - 1).replace(/\s+\S*$/, '')}…`
}

function resultOf(type: SearchType, row: Row): SearchResult | null {
  const url = publicPagePath(type.resource, row)
  if (!url) return null
  const text = (name: string) => (typeof row[name] === 'string' ? richTextToPlain(row[name] as string) : '')
  const summary = type.summary.map(text).find(Boolean) ?? ''
  const date = type.date && typeof row[type.date] === 'string' ? (row[type.date] as string) : null
  return { type: type.key, id: row.id, title: text(type.resource.recordTitle), url, summary: shorten(summary), date }
}

export async function searchSite(
  database: Database,
  request: { query: string; language: Language; types?: readonly SearchType['key'][] },
): Promise<SearchAnswer> {
  const counts: Record<string, number> = Object.create(null)
  const results: SearchResult[] = []
  const types = SEARCH_TYPES.filter((type) => !request.types || request.types.includes(type.key))
  // Punctuation alone (or nothing) matches nothing: no query reaches the database for it.
  if (searchWords(request.query).length === 0) {
    for (const type of types) counts[type.key] = 0
    return { query: request.query, lang: request.language, count: 0, counts, results }
  }
  const answers = await Promise.all(
    types.map(async (type) => {
      const params: Record<string, unknown> = Object.create(null)
      params.lang = request.language
      params.search = request.query
      const repository = new ResourceRepository(type.resource, database)
      return { type, ...(await repository.list({ params, visibleOnly: true, page: 1, pageSize: RESULTS_PER_TYPE })) }
    }),
  )
  for (const { type, count, rows } of answers) {
    counts[type.key] = count
    for (const row of rows) {
      const result = resultOf(type, row)
      if (result) results.push(result)
    }
  }
  const count = Object.values(counts).reduce((sum, n) => sum + n, 0)
  return { query: request.query, lang: request.language, count, counts, results }
}
