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

/**
 * A query value as URLSearchParams writes it (application/x-www-form-urlencoded: space as `+`,
 * only `*-._` and letters and digits left as they are), without building one per link.
 */
export function formEncoded(value: string): string {
  // (toWellFormed: a lone surrogate becomes U+FFFD, as URLSearchParams makes it, where encodeURIComponent would throw)
  return encodeURIComponent((value as string & { toWellFormed(): string }).toWellFormed()).replace(/[!'()~]|%20/g, (c) =>
    c === '%20' ? '+' : `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  )
}

function pageLink(request: FastifyRequest, page: number): string {
  const query = (request.query ?? {}) as Record<string, unknown>
  const pairs: string[] = []
  // In name order, as URLSearchParams.sort() leaves them (each name's values in the order given).
  const names = Object.keys(query).filter((name) => name !== 'page')
  if (page !== 1) names.push('page')
  for (const name of names.sort()) {
    const values = name === 'page' ? [page] : ([] as unknown[]).concat(query[name])
    for (const value of values) pairs.push(`${formEncoded(name)}=${formEncoded(String(value))}`)
  }
  const text = pairs.join('&')
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
