/**
 * Nested mounts (`children` in shared/resources/declaration.ts, as drf-nested-routers): the
 * records of a child type that point at one parent, at a path under the parent
 * (`empty_spaces/full/{id}/images/`). The parent is found by id or slug, else the parent type's
 * 404; a child reached through another parent is a 404 too. A child is always written with the
 * parent of its path, whatever the body says.
 */
import type { FastifyRequest } from 'fastify'
import { getResource } from '../../../shared/resources'
import { seesHidden } from '../../http/access'
import { emptyRecord } from '../../http/input-keys'
import { pageOf, readPageRequest } from '../../http/pagination'
import { inputLimitsOf, mayPublish, readRequestInput } from '../../http/request-input'
import { ResourceRepository, type Row } from '../repository'
import { ResourceService } from '../service'
import type { MakeHandler, RouteHandler } from './crud'
import { scopedList } from './list-scope'
import { presenter, viewLanguage } from './views'
import { pathParams } from '../../http/wire-input'
import { Type } from '../../../shared/wire/schema'

type ChildKind = 'childList' | 'childCreate' | 'childRetrieve' | 'childUpdate' | 'childPartialUpdate' | 'childDestroy'

const makeChildHandler =
  (kind: ChildKind): MakeHandler =>
  (route, service, context) => {
    const child = route.child!
    const parent = ResourceService.of(context, route.parent!.name)
    const parentParam = /:(\w+)/.exec(child.path)![1]
    // The path's own names (the parent's; the child's on a detail route): any text, which the services answer when it is no id.
    const parentParams = Type.Object({ [parentParam]: Type.String() })
    const detailParams = Type.Object({ [parentParam]: Type.String(), [child.detail ?? 'id']: Type.String() })
    const linked = getResource(child.resource).fields[child.via].kind === 'references'

    const parentOf = (request: FastifyRequest) =>
      parent.getOrThrow(pathParams(request, parentParams)[parentParam], child.read === 'public' && !seesHidden(request, parent.resource.name))
    const belongs = (row: Row, parentId: number) => (linked ? (row[child.via] as number[]).includes(parentId) : row[child.via] === parentId)

    /** A child of the path's parent, else a 404. */
    const childOf = async (request: FastifyRequest) => {
      const owner = await parentOf(request)
      const row = await service.repository.find(pathParams(request, detailParams)[child.detail!])
      if (!row || !belongs(row, owner.id)) throw service.notFound()
      return { owner, row }
    }
    /** The body of a write, with the parent of the path. */
    const inputFor = async (request: FastifyRequest, parentId: number) => {
      const input = await readRequestInput(request, inputLimitsOf(service.resource))
      return { ...input, values: Object.assign(emptyRecord(), input.values, { [child.via]: parentId }) }
    }
    const present = (request: FastifyRequest) => presenter(service, child.view, viewLanguage(request))

    const handlers: Record<ChildKind, RouteHandler> = {
      childList: async (request) => {
        const owner = await parentOf(request)
        const scoped = scopedList(service.resource, { where: child.where, query: 'list', parent: { via: child.via, id: owner.id } })
        const params = scoped.params(request.query)
        const pageRequest = readPageRequest(params, service.resource.pageSize)
        const visibleOnly = child.read === 'public' && !seesHidden(request, service.resource.name)
        const { count, rows } = await new ResourceRepository(scoped.resource, context.database).list({ params, visibleOnly, ...pageRequest })
        return pageOf(request, pageRequest, count, rows.map(present(request)))
      },
      childCreate: async (request, reply) => {
        const owner = await parentOf(request)
        return reply.status(201).send(present(request)(await service.create(await inputFor(request, owner.id))))
      },
      childRetrieve: async (request) => present(request)((await childOf(request)).row),
      childUpdate: async (request) => {
        const { owner, row } = await childOf(request)
        return present(request)(await service.update(row, await inputFor(request, owner.id), false))
      },
      childPartialUpdate: async (request) => {
        const { owner, row } = await childOf(request)
        return present(request)(await service.update(row, await inputFor(request, owner.id), true))
      },
      childDestroy: async (request, reply) => {
        await service.destroy((await childOf(request)).row, undefined, { mayPublish: mayPublish(request) })
        return reply.status(204).send()
      },
    }
    return handlers[kind]
  }

export const childHandlers: Record<ChildKind, MakeHandler> = {
  childList: makeChildHandler('childList'),
  childCreate: makeChildHandler('childCreate'),
  childRetrieve: makeChildHandler('childRetrieve'),
  childUpdate: makeChildHandler('childUpdate'),
  childPartialUpdate: makeChildHandler('childPartialUpdate'),
  childDestroy: makeChildHandler('childDestroy'),
}
