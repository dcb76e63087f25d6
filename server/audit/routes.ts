/**
 * The audit log's API, for staff with the `audit` scope (shared/roles.ts). Read only: there is no
 * route that writes, changes or deletes an entry, so POST/PUT/PATCH/DELETE answer 405
 * (http/method-not-allowed.ts).
 *
 *   GET audit-log/           newest first, paginated; filters in filters.ts
 *   GET audit-log/export/    the same filtered list as CSV (csv.ts), at most EXPORT_LIMIT rows,
 *                            streamed in batches; X-Export-Truncated: true when more matched
 *   GET audit-log/actors/    everyone who appears in it: [{id, name}] (the actor filter's choices)
 *   GET audit-log/{id}/      one entry
 */
import { Readable } from 'node:stream'
import type { FastifyInstance } from 'fastify'
import { requireAccess } from '../http/access'
import { AuditEntryParams, AuditFilterQuery, AuditListQuery } from '../../shared/wire/audit'
import { notFound } from '../http/errors'
import { pageOf, readPageRequest } from '../http/pagination'
import { pathParams, queryFields } from '../http/wire-input'
import { csvHeader, csvRow } from './csv'
import { countEntries, findEntry, listActors, readEntries } from './entries'
import { readAuditFilters, type AuditFilters } from './filters'
import { redactFor, seesActor, VISITOR_NAME, visitorActors } from './redaction'

export const AUDIT_SCOPE = 'audit'
/** Rows in one CSV export: a year of a busy office fits; narrow the dates for more. */
export const EXPORT_LIMIT = 10_000
const EXPORT_BATCH = 500
const DEFAULT_PAGE_SIZE = 25

const config = (summary: string) => ({ config: { access: 'staff' as const, resource: AUDIT_SCOPE, summary } })

export async function auditRoutes(app: FastifyInstance) {
  const { database } = app.context

  app.get(
    '/audit-log/',
    config('The audit log: who did what and when, newest first (filters: actor, action, resource, record_id, from, to)'),
    async (request) => {
      requireAccess(request, 'staff', AUDIT_SCOPE)
      const query = queryFields(request, AuditListQuery)
      const filters = readAuditFilters(query)
      const pageRequest = readPageRequest(query, DEFAULT_PAGE_SIZE)
      const count = await countEntries(database, filters)
      const rows = await readEntries(database, filters, pageRequest.pageSize, (pageRequest.page - 1) * pageRequest.pageSize)
      return pageOf(
        request,
        pageRequest,
        count,
        rows.map(
          redactFor(
            request.account!.scope,
            await visitorActors(
              database.db,
              rows.map((row) => row.actor_id),
            ),
          ),
        ),
      )
    },
  )

  app.get('/audit-log/export/', config(`The filtered audit log as CSV (UTF-8 with BOM), at most ${EXPORT_LIMIT} rows`), async (request, reply) => {
    requireAccess(request, 'staff', AUDIT_SCOPE)
    const filters = readAuditFilters(queryFields(request, AuditFilterQuery))
    const count = await countEntries(database, filters)
    const day = new Date().toISOString().slice(0, 10)
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="audit-log-${day}.csv"`)
      .header('cache-control', 'no-store')
      .header('x-export-limit', String(EXPORT_LIMIT))
      .header('x-export-truncated', String(count > EXPORT_LIMIT))
    return reply.send(Readable.from(csvLines(filters, request.account!.scope)))
  })

  async function* csvLines(filters: AuditFilters, held: readonly string[]) {
    yield csvHeader()
    for (let offset = 0; offset < EXPORT_LIMIT; offset += EXPORT_BATCH) {
      const rows = await readEntries(database, filters, Math.min(EXPORT_BATCH, EXPORT_LIMIT - offset), offset)
      yield rows
        .map(
          redactFor(
            held,
            await visitorActors(
              database.db,
              rows.map((row) => row.actor_id),
            ),
          ),
        )
        .map(csvRow)
        .join('')
      if (rows.length < EXPORT_BATCH) return
    }
  }

  app.get('/audit-log/actors/', config('Everyone who appears in the audit log, by the name of their latest entry'), async (request) => {
    requireAccess(request, 'staff', AUDIT_SCOPE)
    const actors = await listActors(database)
    // Visitors by name only to staff who may see people (redaction.ts), as in the entries.
    const sees = seesActor(
      request.account!.scope,
      await visitorActors(
        database.db,
        actors.map((actor) => actor.id),
      ),
    )
    return actors.map((actor) => (sees(actor.id) ? actor : { id: actor.id, name: VISITOR_NAME }))
  })

  app.get('/audit-log/:id/', config('One audit entry'), async (request) => {
    requireAccess(request, 'staff', AUDIT_SCOPE)
    const entry = await findEntry(database, pathParams(request, AuditEntryParams).id)
    if (!entry) throw notFound()
    return redactFor(request.account!.scope, await visitorActors(database.db, [entry.actor_id]))(entry)
  })
}
