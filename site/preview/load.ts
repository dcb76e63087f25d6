/**
 * Reads a preview: the token from the address's fragment (never sent to the server with the page,
 * nor in a Referer), the record's page context from GET /api/v1/previews/<token>/.
 */
import type { Language } from '../../shared/languages'
import type { PageContext } from '../../shared/pages/types'
import type { PreviewPages } from '../../shared/wire/previews'

export type PreviewState =
  | { state: 'loading' | 'missing' | 'notFound' | 'gone' | 'failed' }
  | { state: 'otherLanguage'; link: string }
  | { state: 'ready'; context: PageContext }

const TOKEN = /^[0-9a-f]{64}$/

export const tokenIn = (hash: string) => {
  const token = hash.replace(/^#/, '')
  return TOKEN.test(token) ? token : null
}

export async function loadPreview(hash: string, language: Language, pages: Record<Language, string>): Promise<PreviewState> {
  const token = tokenIn(hash)
  if (!token) return { state: 'missing' }
  let response: Response
  try {
    response = await fetch(`/api/v1/previews/${token}/`, { headers: { accept: 'application/json', 'accept-language': language }, cache: 'no-store' })
  } catch {
    return { state: 'failed' }
  }
  if (response.status === 404) return { state: 'notFound' }
  if (response.status === 410) return { state: 'gone' }
  if (!response.ok) return { state: 'failed' }
  const body = (await response.json()) as PreviewPages
  const context = body.pages[language]
  if (context) return { state: 'ready', context }
  const other = (Object.keys(body.pages) as Language[])[0]
  return other ? { state: 'otherLanguage', link: `${pages[other]}#${token}` } : { state: 'failed' }
}
