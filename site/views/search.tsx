/**
 * /search/ and /en/search/: the public search (GET /api/v1/search/, server/search). The form is
 * rendered with the page and works without JavaScript (a GET form to this page, ?q=...); the results
 * are read in the browser for the `q` in the address. The count is announced in a live region, with
 * the language's plural forms (plural(): 1 zadetek, 2 zadetka, 3 zadetki, 5 zadetkov).
 */
import { graphql } from 'gatsby'
import { useEffect, useId, useState } from 'react'
import { getJson } from '../client-api'
import { Link } from '../components/Link'
import { format, useTranslation } from '../i18n'
import { sitePage, SitePageHead, type ViewProps } from '../page'
import { localizedPath } from '../paths'
import { formatDisplayDate } from '../../shared/dates'
import { plural } from '../../shared/text'
import { MAX_SEARCH_QUERY_LENGTH } from '../../shared/constants'
import type { SearchAnswer, SearchResult } from '../../shared/wire/search'

const MAX_QUERY_LENGTH = MAX_SEARCH_QUERY_LENGTH
type ResultType = SearchResult['type']

type State = { kind: 'idle' } | { kind: 'loading' } | { kind: 'error' } | { kind: 'done'; answer: SearchAnswer }

/** The `q` of the page's address, as the form sent it. */
function queryOf(search: string): string {
  return (new URLSearchParams(search).get('q') ?? '').trim()
}

function SearchView({ location }: ViewProps) {
  const { p, language } = useTranslation()
  const words = p.search
  const id = useId()
  const [query, setQuery] = useState('')
  const [state, setState] = useState<State>({ kind: 'idle' })

  useEffect(() => {
    const asked = queryOf(location.search).slice(0, MAX_QUERY_LENGTH)
    setQuery(asked)
    if (!asked) return setState({ kind: 'idle' })
    let current = true
    setState({ kind: 'loading' })
    void getJson<SearchAnswer>(`search/?q=${encodeURIComponent(asked)}&lang=${language}`, language).then((answer) => {
      if (current) setState(answer.ok && answer.data ? { kind: 'done', answer: answer.data } : { kind: 'error' })
    })
    return () => {
      current = false
    }
  }, [location.search, language])

  // The API answers the page's address with its language prefix; Link puts the prefix back.
  const unprefixed = (url: string) => url.slice(localizedPath(language, '/').length - 1)
  const status =
    state.kind === 'loading'
      ? words.loading
      : state.kind === 'error'
        ? words.error
        : state.kind === 'done'
          ? [
              plural(language, state.answer.count, words.count),
              state.answer.count > state.answer.results.length ? format(words.shown, { shown: state.answer.results.length }) : '',
            ]
              .filter(Boolean)
              .join(' ')
          : ''
  const groups =
    state.kind === 'done'
      ? (Object.keys(words.types) as ResultType[]).map((type) => ({ type, results: state.answer.results.filter((r) => r.type === type) }))
      : []

  return (
    <>
      {/* biome-ignore lint/a11y/useSemanticElements: the <search> element is too new for the browsers a public body must serve (Safari < 17); a form with role=search is announced the same */}
      <form role="search" className="api-form search-form" method="get" action={localizedPath(language, '/search/')}>
        <div className="api-form__field">
          <label htmlFor={`${id}-q`}>{words.label}</label>
          <input
            id={`${id}-q`}
            type="search"
            name="q"
            value={query}
            maxLength={MAX_QUERY_LENGTH}
            onChange={(event) => setQuery(event.target.value)}
            aria-describedby={`${id}-hint`}
          />
          <p id={`${id}-hint`} className="search-form__hint">
            {words.hint}
          </p>
        </div>
        <div>
          <button type="submit">{words.button}</button>
        </div>
      </form>
      <p role="status" aria-live="polite" className="search-status">
        {status}
      </p>
      {groups
        .filter((group) => group.results.length > 0)
        .map((group) => (
          <section key={group.type} aria-labelledby={`${id}-${group.type}`} className="search-results">
            <h2 id={`${id}-${group.type}`}>{words.types[group.type]}</h2>
            <ul>
              {group.results.map((result) => (
                <li key={`${result.type}-${result.id}`} className="search-result">
                  <Link to={unprefixed(result.url)}>{result.title}</Link>
                  {result.date && <time dateTime={result.date}> {formatDisplayDate(result.date.slice(0, 10))}</time>}
                  {result.summary && <p>{result.summary}</p>}
                </li>
              ))}
            </ul>
          </section>
        ))}
    </>
  )
}

export default sitePage(SearchView, { section: 'search' })

export const Head = SitePageHead

export const query = graphql`
  query ($language: String!, $ns: [String!]!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: $ns } }) { edges { node { ns data language } } }
  }
`
