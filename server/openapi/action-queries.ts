/**
 * Query parameters of the public named actions that take more than `lang`/`language`: the lists
 * that filter, order and page another type's records like its own list does. They document the
 * calls, and they are what the answer cache keys on (server/http/canonical-query.ts): a parameter
 * an action reads must be named here, or it is removed before the action runs.
 */
import { emptySpaces, entrepreneurs, eventCategories, events, news } from '../../shared/resources'
import { listQuery, type JsonSchema } from './schemas'

export const ACTION_QUERIES: Record<string, JsonSchema> = {
  'GET news/tag/:tag/': { querystring: listQuery(news, false) },
  'GET events/categories/:id/events/': { querystring: listQuery(events, true) },
  'GET events/types/:id/categories/': { querystring: listQuery(eventCategories, true) },
  'GET empty_spaces/': { querystring: listQuery(emptySpaces, true) },
  'GET entrepreneurs/lang/:lang/': { querystring: listQuery(entrepreneurs, true) },
}
