/**
 * The public search's wire shapes (server/search/routes.ts; the site's /search/ page):
 *
 *   GET search/?q=zalec&lang=sl[&type=news]   SearchAnswer
 */
import { MAX_SEARCH_QUERY_LENGTH } from '../constants'
import { LANGUAGES } from '../languages'
import { Dictionary, Nullable, StringEnum, Type, type Static } from './schema'

/** The types a visitor looks for, as the answer names them (server/search/search-types.ts gives each its record type). */
export const SEARCH_RESULT_TYPES = ['news', 'events', 'projects', 'empty_spaces', 'entrepreneurs'] as const
export { MAX_SEARCH_QUERY_LENGTH }

export const SearchQuery = Type.Object({
  q: Type.Optional(Type.String({ maxLength: MAX_SEARCH_QUERY_LENGTH })),
  lang: Type.Optional(StringEnum(LANGUAGES)),
  language: Type.Optional(StringEnum(LANGUAGES, { description: 'as lang, when lang is not sent' })),
  type: Type.Optional(StringEnum(SEARCH_RESULT_TYPES)),
})

export const SearchResult = Type.Object({
  type: StringEnum(SEARCH_RESULT_TYPES),
  id: Type.Integer(),
  title: Type.String(),
  url: Type.String({ description: 'the public page (the list for entrepreneurs)' }),
  summary: Type.String(),
  date: Nullable(Type.String()),
})
export type SearchResult = Static<typeof SearchResult>

export const SearchAnswer = Type.Object({
  query: Type.String(),
  lang: StringEnum(LANGUAGES),
  count: Type.Integer(),
  counts: Dictionary(Type.Integer()),
  results: Type.Array(SearchResult),
})
export type SearchAnswer = Static<typeof SearchAnswer>
