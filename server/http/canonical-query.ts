/**
 * What a public read is asked, reduced to what the route declares: the query parameters its
 * documentation names (a declared list's filters, ordering, search, page and page_size; a named
 * action's query schema in server/actions/openapi-schemas.ts) plus `lang` and `language`, in one
 * canonical (sorted) order. Anything else (utm_*, fbclid, a cache-buster) is dropped before the
 * handler runs, so it can neither split the answer cache nor change the answer, links included.
 *
 *   const declared = declaredQueryOf(routeOptions)             // ['lang', 'language', 'page', ...]
 *   const { query, text } = canonicalQuery(request.query, declared)
 */
import type { FastifyRequest, RouteOptions } from 'fastify'
import { documentRoute } from '../openapi'

/** Read by every localized view (server/resources/router.ts viewLanguage) and most named actions. */
const ALWAYS_DECLARED = ['lang', 'language']

export function declaredQueryOf(route: RouteOptions): string[] {
  const schema = documentRoute(route) as { querystring?: { properties?: Record<string, unknown> } }
  return [...new Set([...Object.keys(schema.querystring?.properties ?? {}), ...ALWAYS_DECLARED])].sort()
}

/** The declared parameters of `query` as a null-prototype object in sorted order, and as text for a cache key. */
export function canonicalQuery(query: unknown, declared: readonly string[]): { query: Record<string, unknown>; text: string } {
  const given = (query ?? {}) as Record<string, unknown>
  const kept: Record<string, unknown> = Object.create(null)
  const parts: string[] = []
  for (const name of declared) {
    if (!Object.hasOwn(given, name)) continue
    const value = given[name]
    kept[name] = value
    for (const each of ([] as unknown[]).concat(value)) parts.push(`${encodeURIComponent(name)}=${encodeURIComponent(String(each))}`)
  }
  return { query: kept, text: parts.join('&') }
}

/**
 * The path of the route the request matched, with its parameters filled in: `/api/v1/news` and
 * `/api/v1/news/` (trailing slashes are optional) or `%61` for `a` give the same path.
 */
export function canonicalPath(request: FastifyRequest): string {
  const pattern = request.routeOptions.url
  if (!pattern) return request.url.split('?')[0]
  const params = (request.params ?? {}) as Record<string, string>
  return pattern.replace(/:(\w+)/g, (_match, name: string) => encodeURIComponent(params[name] ?? ''))
}
