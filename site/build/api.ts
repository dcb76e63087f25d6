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
/** Pages of one list read at the same time. */
const PARALLEL_PAGES = 4

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

  /**
   * Reads a paginated list to its end by page number (the `next` URL may name a host the build cannot
   * reach). The first page says how many there are; the rest are read a few at a time, so a list of
   * 20,000 news takes seconds, not a minute of one request after another.
   */
  async function list<T>(path: string, query: Query = {}): Promise<T[]> {
    const pageOf = async (page: number) => {
      const answer = await get<Page<T>>(path, { ...query, page, page_size: MAX_PAGE_SIZE })
      if (!answer || !Array.isArray(answer.results)) throw new Error(`GET ${path} answered something that is not a page`)
      return answer
    }
    const first = await pageOf(1)
    const pages = Math.ceil(first.count / MAX_PAGE_SIZE)
    const rest: T[][] = []
    let next = 2
    const worker = async () => {
      for (let page = next++; page <= pages; page = next++) rest[page - 2] = (await pageOf(page)).results
    }
    await Promise.all(Array.from({ length: PARALLEL_PAGES }, worker))
    return [...first.results, ...rest.flat()]
  }

  return { get, list }
}
