/**
 * GET /api/v1/search/?q=zalec&lang=sl[&type=news]: the public search (search.ts), anonymous,
 * answered from the response cache like every public read. Limits a stranger reaches: the query's
 * length (MAX_QUERY_LENGTH, a 400 past it), the words it counts (10, search-index.ts) and the
 * results (RESULTS_PER_TYPE per type).
 */
import type { FastifyInstance } from 'fastify'
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../shared/languages'
import type { Static } from 'typebox'
import { MAX_SEARCH_QUERY_LENGTH, SearchQuery } from '../../shared/wire/search'
import { fieldError } from '../http/errors'
import { queryFields } from '../http/wire-input'
import { searchSite } from './search'
import { SEARCH_TYPE_KEYS, type SearchType } from './search-types'

export const SEARCH_PATH = '/search/'
export const MAX_QUERY_LENGTH = MAX_SEARCH_QUERY_LENGTH

function single(query: { [name in keyof Static<typeof SearchQuery>]?: unknown }, name: keyof Static<typeof SearchQuery>): string | undefined {
  if (!Object.hasOwn(query, name)) return undefined
  const value = query[name]
  if (typeof value !== 'string') throw fieldError(name, 'notText')
  return value
}

export function registerSearchRoutes(app: FastifyInstance) {
  const { database } = app.context
  app.get(
    SEARCH_PATH,
    { config: { access: 'public', summary: 'Search the public site: news, events, projects, premises, entrepreneurs' } },
    async (request) => {
      const query = queryFields(request, SearchQuery)
      const text = (single(query, 'q') ?? '').trim()
      if (text.length > MAX_QUERY_LENGTH) throw fieldError('q', 'maxLength', { max: MAX_QUERY_LENGTH })
      const lang = single(query, 'lang') ?? single(query, 'language') ?? DEFAULT_LANGUAGE
      if (!isLanguage(lang)) throw fieldError('lang', 'invalidChoice', { value: lang })
      const type = single(query, 'type')
      if (type !== undefined && !(SEARCH_TYPE_KEYS as string[]).includes(type)) throw fieldError('type', 'invalidChoice', { value: type })
      return searchSite(database, { query: text, language: lang as Language, types: type ? [type as SearchType['key']] : undefined })
    },
  )
}
