/**
 * The handlers of DRF's route table on a declared endpoint: list, create, retrieve, update,
 * partial update, destroy. Visitors see visible rows only; staff with the type's scope see
 * everything wherever they read. Reads add the endpoint's `include`s.
 */
import type { FastifyReply, FastifyRequest } from 'fastify'
import { seesHidden } from '../../http/access'
import type { AppContext } from '../../context'
import { pageOf, readPageRequest } from '../../http/pagination'
import { inputLimitsOf, mayPublish, readRequestInput } from '../../http/request-input'
import type { ResourceService } from '../service'
import { saveWithVersion } from '../conditional-save'
import { etagOf } from '../versions'
import { addIncludes } from './includes'
import type { DeclaredRoute } from './table'
import { presenter, viewLanguage } from './views'
import { pathParams } from '../../http/wire-input'
import { RecordIdParams } from '../../../shared/wire/schema'

export type RouteHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>
export type MakeHandler = (route: DeclaredRoute, service: ResourceService, context: AppContext) => RouteHandler

const detailKey = (request: FastifyRequest) => pathParams(request, RecordIdParams).id

export const crudHandlers: Record<'list' | 'create' | 'retrieve' | 'update' | 'partialUpdate' | 'destroy', MakeHandler> = {
  list: (route, service, context) => async (request) => {
    const endpoint = route.endpoint!
    const params = request.query as Record<string, unknown>
    const pageRequest = readPageRequest(params, service.resource.pageSize)
    const visibleOnly = endpoint.read === 'public' && !seesHidden(request, service.resource.name)
    const { count, rows } = await service.repository.list({ params, visibleOnly, ...pageRequest })
    const answers = rows.map(presenter(service, endpoint.view, viewLanguage(request)))
    await addIncludes(context, endpoint.include, rows, answers, true)
    return pageOf(request, pageRequest, count, answers)
  },
  create: (route, service) => async (request, reply) => {
    const row = await service.create(await readRequestInput(request, inputLimitsOf(service.resource)))
    return reply.status(201).send(presenter(service, route.endpoint!.view, viewLanguage(request))(row))
  },
  retrieve: (route, service, context) => async (request, reply) => {
    const endpoint = route.endpoint!
    const visibleOnly = endpoint.read === 'public' && !seesHidden(request, service.resource.name)
    const row = await service.getOrThrow(detailKey(request), visibleOnly)
    const answer = presenter(service, endpoint.view, viewLanguage(request))(row)
    await addIncludes(context, endpoint.include, [row], [answer], false)
    // The version a later save sends back in If-Match; staff only (everyone else gets the anonymous answer, cached).
    if (request.account?.is_staff) reply.header('etag', etagOf(row))
    return answer
  },
  // If-Match carries the version the save started from: a newer record answers 409 (resources/versions.ts).
  update: (route, service, context) => async (request, reply) =>
    saveWithVersion(request, reply, service, context, detailKey(request), false, presenter(service, route.endpoint!.view, viewLanguage(request))),
  partialUpdate: (route, service, context) => async (request, reply) =>
    saveWithVersion(request, reply, service, context, detailKey(request), true, presenter(service, route.endpoint!.view, viewLanguage(request))),
  destroy: (_route, service) => async (request, reply) => {
    await service.destroy(await service.getOrThrow(detailKey(request)), undefined, { mayPublish: mayPublish(request) })
    return reply.status(204).send()
  },
}
