/**
 * What the public search looks through: the five types a visitor looks for (issue 14 point 6),
 * each with its own declared `search` fields, visibility and public page (shared/public-page.ts).
 */
import { emptySpaces, entrepreneurs, events, news, projects, type Resource } from '../../shared/resources'
import type { SEARCH_RESULT_TYPES } from '../../shared/wire/search'

export interface SearchType {
  /** The key in the answer (`type` of each result). */
  key: (typeof SEARCH_RESULT_TYPES)[number]
  resource: Resource
  /** Fields whose first non-empty one gives the result's short text. */
  summary: readonly string[]
  /** The date the result shows, if the type has one. */
  date?: string
}

export const SEARCH_TYPES: readonly SearchType[] = [
  { key: 'news', resource: news, summary: ['summary', 'body'], date: 'date_made' },
  { key: 'events', resource: events, summary: ['summary', 'description'], date: 'start' },
  { key: 'projects', resource: projects, summary: ['description'], date: 'published_date' },
  { key: 'empty_spaces', resource: emptySpaces, summary: ['description', 'address'] },
  { key: 'entrepreneurs', resource: entrepreneurs, summary: ['activity', 'description'] },
]

export const SEARCH_TYPE_KEYS = SEARCH_TYPES.map((type) => type.key)
