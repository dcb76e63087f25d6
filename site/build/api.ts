/**
 * The few public API calls the build makes. Every failure throws an Error whose message names
 * the URL and the status, so the build can fail loudly with it.
 *
 *   const api = createApiClient('http://127.0.0.1:8080/api/v1')
 *   const rows = await api.list<NewsRecord>('news/', { lang: 'sl' })   // every page
 */
import { MAX_PAGE_SIZE } from '../../shared/constants'
import type { Page } from '../../shared/resources'

type Query = Record<string, string | number>

const TIMEOUT_MS = 30_000

export function createApiClient(baseUrl: string) {
  async function get<T>(path: string, query: Query = {}): Promise<T> {
    const url = new URL(`${baseUrl}/${path.replace(/^\//, '')}`)
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, String(value))
    let response: Response
    try {
      response = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(TIMEOUT_MS) })
    } catch (error) {
      throw new Error(`GET ${url} failed: ${(error as Error).cause ?? (error as Error).message}`)
    }
    if (!response.ok) throw new Error(`GET ${url} answered ${response.status} ${response.statusText}`)
    try {
      return (await response.json()) as T
    } catch {
      throw new Error(`GET ${url} did not answer JSON`)
    }
  }

  /** Reads a paginated list to its end by page number (the `next` URL may name a host the build cannot reach). */
  async function list<T>(path: string, query: Query = {}): Promise<T[]> {
    const rows: T[] = []
    for (let page = 1; ; page++) {
      const answer = await get<Page<T>>(path, { ...query, page, page_size: MAX_PAGE_SIZE })
      if (!answer || !Array.isArray(answer.results)) throw new Error(`GET ${path} answered something that is not a page`)
      rows.push(...answer.results)
      if (!answer.next || answer.results.length === 0 || rows.length >= answer.count) return rows
    }
  }

  return { get, list }
}
