/**
 * DRF's PageNumberPagination: `page` and `page_size` in, `{count, next, previous, results}`
 * out, with absolute `next`/`previous` links on SITE_URL (never the request's Host or
 * X-Forwarded-Host, which anyone may write and a cached answer would hand to everyone), the
 * route's canonical path and the query the handler saw (on public reads: the declared
 * parameters only, see canonical-query.ts) in sorted order.
 */
import type { FastifyRequest } from 'fastify'
import { MAX_PAGE_SIZE } from '../../shared/constants'
import type { Page } from '../../shared/resources'
import { canonicalPath } from './canonical-query'
import { ApiError, fieldError } from './errors'

export interface PageRequest {
  page: number
  pageSize: number
}

function wholeNumber(value: unknown): number | null {
  return typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : null
}

export function readPageRequest(query: Record<string, unknown>, defaultSize: number): PageRequest {
  const page = query.page === undefined || query.page === '' ? 1 : wholeNumber(query.page)
  if (!page) throw new ApiError(404, { key: 'invalidPage' })
  if (query.page_size === undefined || query.page_size === '') return { page, pageSize: defaultSize }
  const pageSize = wholeNumber(query.page_size)
  if (!pageSize || pageSize < 1) throw fieldError('page_size', 'invalidPageSize', { max: MAX_PAGE_SIZE })
  // Like DRF's max_page_size: a larger request is served at the cap, not refused.
  return { page, pageSize: Math.min(pageSize, MAX_PAGE_SIZE) }
}

function pageLink(request: FastifyRequest, page: number): string {
  const query = (request.query ?? {}) as Record<string, unknown>
  const search = new URLSearchParams()
  for (const name of Object.keys(query).sort()) {
    if (name !== 'page') for (const value of ([] as unknown[]).concat(query[name])) search.append(name, String(value))
  }
  if (page !== 1) search.append('page', String(page))
  search.sort()
  const text = search.toString()
  return `${request.server.context.config.siteUrl}${canonicalPath(request)}${text ? `?${text}` : ''}`
}

export function pageOf<T>(request: FastifyRequest, { page, pageSize }: PageRequest, count: number, results: T[]): Page<T> {
  const lastPage = Math.max(1, Math.ceil(count / pageSize))
  if (page > lastPage) throw new ApiError(404, { key: 'invalidPage' })
  return {
    count,
    next: page < lastPage ? pageLink(request, page + 1) : null,
    previous: page > 1 ? pageLink(request, page - 1) : null,
    results,
  }
}
