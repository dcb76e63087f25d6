/** Every route as registered, with the access it declares: the route sweep test and the site's change header read it. */
import type { FastifyInstance } from 'fastify'
import { scopeOf } from './access'

export interface RegisteredRoute {
  method: string
  url: string
  access?: string
  /** The scope staff callers need (undefined: none beyond being staff). */
  scope?: string
  /** The content type or service the route serves. */
  resource?: string
}

declare module 'fastify' {
  interface FastifyInstance {
    registeredRoutes: RegisteredRoute[]
  }
}

/** First of all: its onRoute hook must see every route. */
export function listRegisteredRoutes(app: FastifyInstance) {
  const registeredRoutes: RegisteredRoute[] = []
  app.decorate('registeredRoutes', registeredRoutes)
  app.addHook('onRoute', (route) => {
    if (route.config?.methodNotAllowed) return
    for (const method of ([] as string[]).concat(route.method)) {
      const config = (route.config ?? {}) as { access?: string; resource?: string; scope?: string | null }
      registeredRoutes.push({ method, url: route.url, access: config.access, scope: scopeOf(config), resource: config.resource })
    }
  })
}
