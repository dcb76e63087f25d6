/**
 * DRF's router over the registry: every declaration gets the same routes from one table.
 *
 *   staff path  (e.g. news/admin/news/)   GET list, POST create, GET/PUT/PATCH/DELETE {id}/
 *   public path (e.g. news/)              GET list, GET {id or slug}/  (visible rows, one language)
 *   more paths                            as each Endpoint in the declaration says
 *
 * Special endpoints live beside their resource as named actions (see actions/).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { isLanguage, type Language } from '../../shared/languages'
import type { Endpoint, Resource } from '../../shared/resources'
import { requireAccess, seesHidden, type Access } from '../auth/plugin'
import { pageOf, readPageRequest } from '../http/pagination'
import { inputLimitsOf, readRequestInput } from '../http/request-input'
import type { Row } from './repository'
import { ResourceService } from './service'

/** How the records are shown on one mount: every translation, or one language. */
export interface View {
  visibleOnly: boolean
  localized: boolean
}

type Handler = (service: ResourceService, request: FastifyRequest, reply: FastifyReply, view: View) => Promise<unknown>

const detailKey = (request: FastifyRequest) => (request.params as { id: string }).id

/** The language a localized view answers in: `?language=`, `?lang=`, else Accept-Language. */
export function viewLanguage(request: FastifyRequest): Language {
  const query = request.query as Record<string, unknown>
  const asked = [query.language, query.lang].find(isLanguage)
  return asked ?? request.language
}

const present = (service: ResourceService, request: FastifyRequest, view: View) => (row: Row) =>
  view.localized ? service.serializeLocalized(row, viewLanguage(request)) : service.serialize(row)

export const handlers: Record<'list' | 'create' | 'retrieve' | 'update' | 'partialUpdate' | 'destroy', Handler> = {
  async list(service, request, _reply, view) {
    const params = request.query as Record<string, unknown>
    const pageRequest = readPageRequest(params, service.resource.pageSize)
    const { count, rows } = await service.repository.list({ params, visibleOnly: view.visibleOnly, ...pageRequest })
    return pageOf(request, pageRequest, count, rows.map(present(service, request, view)))
  },
  async create(service, request, reply, view) {
    const row = await service.create(await readRequestInput(request, inputLimitsOf(service.resource)))
    return reply.status(201).send(present(service, request, view)(row))
  },
  async retrieve(service, request, _reply, view) {
    return present(service, request, view)(await service.getOrThrow(detailKey(request), view.visibleOnly))
  },
  async update(service, request, _reply, view) {
    const current = await service.getOrThrow(detailKey(request))
    const row = await service.update(current, await readRequestInput(request, inputLimitsOf(service.resource)), false)
    return present(service, request, view)(row)
  },
  async partialUpdate(service, request, _reply, view) {
    const current = await service.getOrThrow(detailKey(request))
    const row = await service.update(current, await readRequestInput(request, inputLimitsOf(service.resource)), true)
    return present(service, request, view)(row)
  },
  async destroy(service, request, reply) {
    await service.destroy(await service.getOrThrow(detailKey(request)))
    return reply.status(204).send()
  },
}

/** The route table: the only place that says which method and path run which handler. */
const ROUTES: { method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; detail: boolean; handler: keyof typeof handlers }[] = [
  { method: 'GET', detail: false, handler: 'list' },
  { method: 'POST', detail: false, handler: 'create' },
  { method: 'GET', detail: true, handler: 'retrieve' },
  { method: 'PUT', detail: true, handler: 'update' },
  { method: 'PATCH', detail: true, handler: 'partialUpdate' },
  { method: 'DELETE', detail: true, handler: 'destroy' },
]

/** Who may call a route of the table on this endpoint, or null when the endpoint does not offer it. */
function accessFor(endpoint: Endpoint, route: (typeof ROUTES)[number]): Access | null {
  if (route.method === 'GET') return endpoint.read === 'none' ? null : endpoint.read
  if (endpoint.write === 'staff') return 'staff'
  return endpoint.write === 'public-create' && route.handler === 'create' ? 'public' : null
}

/** The rate limit of public forms, per client address. */
export const publicFormLimit = (app: FastifyInstance) => ({ max: app.context.config.publicFormsPerMinute, timeWindow: '1 minute' })

function mount(app: FastifyInstance, service: ResourceService, endpoint: Endpoint) {
  for (const route of ROUTES) {
    const access = accessFor(endpoint, route)
    if (!access) continue
    app.route({
      method: route.method,
      url: `/${endpoint.path}${route.detail ? ':id/' : ''}`,
      config: {
        access,
        resource: service.resource.name,
        // Anonymous writes are forms anyone can post: limit them per client address.
        rateLimit: access === 'public' && route.method !== 'GET' ? publicFormLimit(app) : undefined,
      },
      handler: async (request, reply) => {
        requireAccess(request, access, service.resource.name)
        // Visitors see visible rows only; staff with the type's scope see everything wherever they read.
        const visibleOnly = endpoint.read === 'public' && !seesHidden(request, service.resource.name)
        return handlers[route.handler](service, request, reply, { visibleOnly, localized: endpoint.view === 'localized' })
      },
    })
  }
}

/** Every mount of a resource: its staff path, its public path, and any more its declaration names. */
export function endpointsOf(resource: Resource): Endpoint[] {
  const { public: publicPath, staff, more = [] } = resource.endpoints
  const shared = publicPath === staff
  const mounts: Endpoint[] = [{ path: staff, read: shared ? 'public' : 'staff', write: 'staff', view: 'full' }]
  if (publicPath && !shared) mounts.push({ path: publicPath, read: 'public', write: 'none', view: 'localized' })
  return [...mounts, ...more]
}

export function registerResourceRoutes(app: FastifyInstance, resources: readonly Resource[]): Map<string, ResourceService> {
  const services = new Map<string, ResourceService>()
  for (const resource of resources) {
    const service = ResourceService.of(app.context, resource.name)
    services.set(resource.name, service)
    for (const endpoint of endpointsOf(resource)) mount(app, service, endpoint)
  }
  return services
}
