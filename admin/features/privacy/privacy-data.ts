/**
 * The privacy screen's calls (server/privacy/routes.ts): the address goes in a POST body, never
 * in a URL. The export is offered as a JSON download named as the server names it.
 */
import type { ErasedAnswer, PersonalExport, StoreCounts } from '../../../shared/wire/privacy'
import { apiUrl, httpClient } from '../../app/providers'

const post = (path: string, email: string) =>
  httpClient(`${apiUrl}/privacy/${path}/`, { method: 'POST', body: JSON.stringify({ email }), headers: { 'Content-Type': 'application/json' } })

/** Downloads the export and resolves with the rows found per store. */
export async function downloadExport(email: string): Promise<StoreCounts> {
  const answer = await post('export', email)
  const blob = new Blob([JSON.stringify(answer.json, null, 2)], { type: 'application/json' })
  const link = document.createElement('a')
  link.href = URL.createObjectURL(blob)
  link.download = /filename="([^"]+)"/.exec(answer.headers.get('content-disposition') ?? '')?.[1] ?? 'personal-data.json'
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000)
  const { stores }: PersonalExport = answer.json
  return Object.fromEntries(Object.entries(stores).map(([store, rows]) => [store, rows.length]))
}

export async function eraseEverything(email: string): Promise<StoreCounts> {
  const answer: ErasedAnswer = (await post('erase', email)).json
  return answer.erased
}

/** The field error of a 400 answer ({email: ["..."]}), if that is what failed. */
export function emailErrorOf(error: unknown): string | undefined {
  const body = (error as { body?: { email?: unknown } })?.body
  return Array.isArray(body?.email) && typeof body.email[0] === 'string' ? body.email[0] : undefined
}
