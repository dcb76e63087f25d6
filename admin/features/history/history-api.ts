/** The server's record history (server/history/routes.ts), as the history dialog reads it. */
import { apiUrl, httpClient } from '../../app/providers'

export interface RevisionSummary {
  id: number
  action: 'created' | 'updated' | 'deleted' | 'restored'
  account_id: number | null
  account_name: string | null
  changed_fields: string[]
  restored_from: number | null
  created_at: string
}

export interface Revision extends RevisionSummary {
  snapshot: Record<string, unknown>
}

export interface RestoreResult {
  revision: RevisionSummary | null
  record: Record<string, unknown>
  kept_files: string[]
}

const base = (resource: string, recordId: string | number) => `${apiUrl}/history/${resource}/${recordId}/`

/** The newest revisions (the server keeps REVISIONS_PER_RECORD, 50 by default: one page of 100 holds them). */
export async function listRevisions(resource: string, recordId: string | number): Promise<RevisionSummary[]> {
  const { json } = await httpClient(`${base(resource, recordId)}?page_size=100`)
  return json.results
}

export async function getRevision(resource: string, recordId: string | number, revisionId: number): Promise<Revision> {
  return (await httpClient(`${base(resource, recordId)}${revisionId}/`)).json
}

export async function restoreRevision(resource: string, recordId: string | number, revisionId: number): Promise<RestoreResult> {
  return (await httpClient(`${base(resource, recordId)}${revisionId}/restore/`, { method: 'POST' })).json
}
