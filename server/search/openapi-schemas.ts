/** The OpenAPI description of GET search/ (routes.ts), keyed like ACTION_SCHEMAS, from shared/wire/search.ts. */
import { SearchAnswer, SearchQuery } from '../../shared/wire/search'
import { RESULTS_PER_TYPE } from './search'

export const SEARCH_SCHEMAS = {
  'GET search/': {
    description: `Every word must match (diacritics folded: "zalec" finds "Žalec"); published records only; at most ${RESULTS_PER_TYPE} results per type, \`counts\` says how many matched.`,
    querystring: SearchQuery,
    response: { 200: SearchAnswer },
  },
}
