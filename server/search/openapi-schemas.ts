/** The OpenAPI description of GET search/ (routes.ts), keyed like ACTION_SCHEMAS. */
import { LANGUAGES } from '../../shared/languages'
import { RESULTS_PER_TYPE } from './search'
import { MAX_QUERY_LENGTH } from './routes'
import { SEARCH_TYPE_KEYS } from './search-types'

const result = {
  type: 'object',
  properties: {
    type: { type: 'string', enum: SEARCH_TYPE_KEYS },
    id: { type: 'integer' },
    title: { type: 'string' },
    url: { type: 'string', description: 'the public page (the list for entrepreneurs)' },
    summary: { type: 'string' },
    date: { type: 'string', nullable: true },
  },
}

export const SEARCH_SCHEMAS = {
  'GET search/': {
    description: `Every word must match (diacritics folded: "zalec" finds "Žalec"); published records only; at most ${RESULTS_PER_TYPE} results per type, \`counts\` says how many matched.`,
    querystring: {
      type: 'object',
      properties: {
        q: { type: 'string', maxLength: MAX_QUERY_LENGTH },
        lang: { type: 'string', enum: [...LANGUAGES] },
        type: { type: 'string', enum: SEARCH_TYPE_KEYS },
      },
    },
    response: {
      200: {
        type: 'object',
        properties: {
          query: { type: 'string' },
          lang: { type: 'string' },
          count: { type: 'integer' },
          counts: { type: 'object', additionalProperties: { type: 'integer' } },
          results: { type: 'array', items: result },
        },
      },
    },
  },
}
