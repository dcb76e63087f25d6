/** The server's record history (server/history/routes.ts), as the history dialog reads it. */
import type { RestoreAnswer, Revision, RevisionSummary } from '../../../shared/wire/history'
import { apiUrl, httpClient } from '../../app/providers'

export type { RestoreAnswer, Revision, RevisionSummary }

const base = (resource: string, recordId: string | number) => `${apiUrl}/history/${resource}/${recordId}/`

/** The newest revisions (the server keeps REVISIONS_PER_RECORD, 50 by default: one page of 100 holds them). */
export async function listRevisions(resource: string, recordId: string | number): Promise<RevisionSummary[]> {
  const { json } = await httpClient(`${base(resource, recordId)}?page_size=100`)
  return json.results
}

export async function getRevision(resource: string, recordId: string | number, revisionId: number): Promise<Revision> {
  return (await httpClient(`${base(resource, recordId)}${revisionId}/`)).json
}

export async function restoreRevision(resource: string, recordId: string | number, revisionId: number): Promise<RestoreAnswer> {
  return (await httpClient(`${base(resource, recordId)}${revisionId}/restore/`, { method: 'POST' })).json
}
