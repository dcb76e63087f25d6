/** Reading the revisions table: a record's page of revisions, and one revision of that record. */
import type { Kysely } from 'kysely'
import type { Revision, RevisionSummary } from '../../shared/wire/history'
import { REVISIONS_TABLE } from './table'

export type { Revision, RevisionSummary }

const SUMMARY_COLUMNS = ['id', 'resource', 'record_id', 'action', 'account_id', 'account_name', 'changed_fields', 'restored_from', 'created_at'] as const

function summaryOf(row: Record<string, unknown>): RevisionSummary {
  return {
    id: Number(row.id),
    resource: String(row.resource),
    record_id: Number(row.record_id),
    action: String(row.action) as RevisionSummary['action'], // the recorder writes only these
    account_id: row.account_id === null ? null : Number(row.account_id),
    account_name: (row.account_name as string | null) ?? null,
    changed_fields: JSON.parse(String(row.changed_fields)),
    restored_from: row.restored_from === null ? null : Number(row.restored_from),
    created_at: String(row.created_at),
  }
}

/** Newest first. */
export async function revisionsOf(db: Kysely<any>, resource: string, recordId: number, page: { page: number; pageSize: number }) {
  const ofRecord = db.selectFrom(REVISIONS_TABLE).where('resource', '=', resource).where('record_id', '=', recordId)
  const counted = await ofRecord.select(db.fn.countAll().as('count')).executeTakeFirst()
  const rows = await ofRecord
    .select([...SUMMARY_COLUMNS])
    .orderBy('id', 'desc')
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize)
    .execute()
  return { count: Number(counted?.count ?? 0), results: rows.map(summaryOf) }
}

/** The revision `id` of that very record (another type's or record's revision is not found). */
export async function revisionOf(db: Kysely<any>, resource: string, recordId: number, id: number): Promise<Revision | undefined> {
  const row = await db
    .selectFrom(REVISIONS_TABLE)
    .select([...SUMMARY_COLUMNS, 'snapshot'])
    .where('id', '=', id)
    .where('resource', '=', resource)
    .where('record_id', '=', recordId)
    .executeTakeFirst()
  return row ? { ...summaryOf(row), snapshot: JSON.parse(String(row.snapshot)) } : undefined
}
