/**
 * The back office's calls to /api/v1/previews/ (server/preview/routes.ts).
 *
 *   const made = await createPreview('news', 5, values)                 // the form's unsaved values, an hour
 *   const link = await createPreview('news', 5, null, { shared: true, days: 7 })
 *   await listLinks('news', 5); await revokeLink(link.id)
 */
import type { Resource as Declaration } from '../../../shared/resources/declaration'
import type { MadePreview, SharedLink } from '../../../shared/wire/previews'
import { apiUrl, httpClient } from '../../app/providers'

export type { MadePreview, SharedLink }

/** What the server can check as a save would: files and pictures stay as saved (not sent). */
export function previewValues(declaration: Declaration, values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(values)) {
    const field = Object.hasOwn(declaration.fields, name) ? declaration.fields[name] : undefined
    if (!field || field.kind === 'image' || field.kind === 'file') continue
    out[name] = value
  }
  return out
}

export async function createPreview(
  resource: string,
  id: number | null,
  values: Record<string, unknown> | null,
  options: { shared?: boolean; days?: number } = {},
): Promise<MadePreview> {
  const body = { resource, id, ...(values ? { values } : {}), ...options }
  const { json } = await httpClient(`${apiUrl}/previews/`, { method: 'POST', body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } })
  return json as MadePreview
}

export async function listLinks(resource: string, id: number): Promise<SharedLink[]> {
  const { json } = await httpClient(`${apiUrl}/previews/?resource=${encodeURIComponent(resource)}&id=${id}`)
  return json as SharedLink[]
}

export async function revokeLink(id: number): Promise<void> {
  await httpClient(`${apiUrl}/previews/links/${id}/`, { method: 'DELETE' })
}

/** What went wrong in words: the server's field errors ({field: ["message"]}) or its detail, else the status text. */
export function failureReason(error: unknown): string {
  const body = (error as { body?: unknown }).body
  if (body && typeof body === 'object') {
    const parts = Object.entries(body as Record<string, unknown>).map(([field, value]) =>
      field === 'detail' ? String(value) : `${field}: ${Array.isArray(value) ? value.join(' ') : String(value)}`,
    )
    if (parts.length) return parts.join('; ')
  }
  return (error as Error).message
}
