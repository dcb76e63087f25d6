/**
 * The history of every declared type, per type so each route carries its type's scope:
 *
 *   GET  history/{type}/{id}/                        the record's revisions, newest first (paged)
 *   GET  history/{type}/{id}/{revision}/             one revision, with its snapshot
 *   POST history/{type}/{id}/{revision}/restore/     restore it (a new "restored" revision)
 *
 * Staff with the type's scope only. A revision is found only under its own type and record, so
 * another type's revision id through this path is a 404.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { grantsScope } from '../../shared/roles'
import type { Resource } from '../../shared/resources'
import { RecordParams, RevisionParams } from '../../shared/wire/history'
import { PageQuery } from '../../shared/wire/schema'
import { notFound } from '../http/errors'
import { pageOf, readPageRequest } from '../http/pagination'
import { pathParams, queryFields } from '../http/wire-input'
import { restoreRevision } from './restore'
import { revisionOf, revisionsOf } from './revisions'

export const REVISIONS_PAGE_SIZE = 20

export function registerHistoryRoutes(app: FastifyInstance, resources: readonly Resource[]) {
  const db = () => app.context.database.db
  for (const resource of resources) {
    const base = `/history/${resource.name}/:id/`
    const config = { access: 'staff' as const, resource: resource.name }
    const label = resource.labelSingular.en.toLowerCase()
    const found = async (request: FastifyRequest) => {
      const { id, revision: revisionId } = pathParams(request, RevisionParams)
      const revision = await revisionOf(db(), resource.name, Number(id), Number(revisionId))
      if (!revision) throw notFound()
      return revision
    }
    app.get(base, { config: { ...config, summary: `Revisions of a ${label}, newest first` } }, async (request) => {
      const page = readPageRequest(queryFields(request, PageQuery), REVISIONS_PAGE_SIZE)
      const { id } = pathParams(request, RecordParams)
      const { count, results } = await revisionsOf(db(), resource.name, Number(id), page)
      return pageOf(request, page, count, results)
    })
    app.get(`${base}:revision/`, { config: { ...config, summary: `One revision of a ${label}, with its snapshot` } }, found)
    app.post(`${base}:revision/restore/`, { config: { ...config, summary: `Restore a revision of a ${label}` } }, async (request) => {
      const account = request.account!
      return restoreRevision(app.context, await found(request), {
        accountId: account.id,
        mayPublish: Boolean(account.is_staff && grantsScope(account.scope, 'publish')),
      })
    })
  }
}
