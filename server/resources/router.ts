/**
 * DRF's router over the registry: every route a declaration asks for (mounts/table.ts: the CRUD
 * of its staff, public and further paths, its presets, its nested children, its per-language
 * paths) is mounted here from one table of handlers; no content type has a route of its own.
 *
 *   registerResourceRoutes(app, resources)   // then registerActions(app, services) for the rest
 *
 * What no declaration can say is a named action beside its resource (actions/), like DRF's @action.
 */
import type { FastifyInstance } from 'fastify'
import type { Resource } from '../../shared/resources'
import { requireAccess } from '../http/access'
import { childHandlers } from './mounts/children'
import { crudHandlers, type MakeHandler } from './mounts/crud'
import { registerExclusiveFlags } from './mounts/exclusive-flags'
import { perLanguageHandlers, registerAvailableLanguages } from './mounts/per-language'
import { presetHandlers } from './mounts/presets'
import { routesOf, type DeclaredRoute, type RouteKind } from './mounts/table'
import { ResourceService } from './service'

export { endpointsOf } from './mounts/table'
export { viewLanguage } from './mounts/views'

const HANDLERS: Record<RouteKind, MakeHandler> = { ...crudHandlers, ...presetHandlers, ...childHandlers, ...perLanguageHandlers }

/** The rate limit of public forms, per client address. */
export const publicFormLimit = (app: FastifyInstance) => ({ max: app.context.config.publicFormsPerMinute, timeWindow: '1 minute' })

function mount(app: FastifyInstance, route: DeclaredRoute) {
  const service = ResourceService.of(app.context, route.resource.name)
  const handler = HANDLERS[route.kind](route, service, app.context)
  const scope = route.scope ?? route.resource.name
  app.route({
    method: route.method,
    url: `/${route.path}`,
    config: {
      access: route.access,
      resource: route.resource.name,
      ...(route.scope ? { scope: route.scope } : {}),
      // Anonymous writes are forms anyone can post: limit them per client address.
      rateLimit: route.access === 'public' && route.method !== 'GET' ? publicFormLimit(app) : undefined,
    },
    handler: async (request, reply) => {
      requireAccess(request, route.access, scope)
      return handler(request, reply)
    },
  })
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Each declared type's service, by name, for the routes registered after the declared ones (named actions). */
    resourceServices: Map<string, ResourceService>
  }
}

export function registerResourceRoutes(app: FastifyInstance, resources: readonly Resource[]): Map<string, ResourceService> {
  const services = new Map(resources.map((resource) => [resource.name, ResourceService.of(app.context, resource.name)]))
  for (const resource of resources) for (const route of routesOf(resource)) mount(app, route)
  registerExclusiveFlags(app, resources)
  registerAvailableLanguages(app, resources)
  return services
}
