/**
 * A wrong method on an existing /api/v1 path answers 405 {detail} with an Allow header, as DRF
 * does, instead of the 404 of an unknown path. Once every API route is registered, each path gets
 * one more route taking the methods it lacks; these are marked `methodNotAllowed` so the route
 * list, the route sweep and the API documentation leave them out.
 *
 *   registerMethodNotAllowed(app, app.registeredRoutes)   // after the /api/v1 plugin has loaded
 */
import type { FastifyInstance } from 'fastify'
import { API_BASE_PATH } from '../../shared/constants'
import { message } from './messages'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set on the routes made here: not a real endpoint. */
    methodNotAllowed?: boolean
  }
}

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const

/** The methods each API path answers, by its route pattern ('/api/v1/news/:id/' -> ['GET']). */
export function methodsByPath(routes: readonly { method: string; url: string }[]): Map<string, Set<string>> {
  const byPath = new Map<string, Set<string>>()
  for (const { method, url } of routes) {
    if (!url.startsWith(`${API_BASE_PATH}/`) || url.startsWith(`${API_BASE_PATH}/docs`)) continue
    ;(byPath.get(url) ?? byPath.set(url, new Set()).get(url)!).add(method)
  }
  return byPath
}

export function registerMethodNotAllowed(app: FastifyInstance, routes: readonly { method: string; url: string }[]) {
  for (const [url, methods] of methodsByPath(routes)) {
    const missing = METHODS.filter((method) => !methods.has(method))
    if (missing.length === 0) continue
    const allow = [...methods, ...(methods.has('GET') && !methods.has('HEAD') ? ['HEAD'] : [])].join(', ')
    app.route({
      method: [...missing],
      url,
      config: { methodNotAllowed: true },
      handler: async (request, reply) =>
        reply
          .status(405)
          .header('allow', allow)
          .send({ detail: message(request.language, 'methodNotAllowed', { method: request.method }) }),
    })
  }
}
