/**
 * GET|PUT|PATCH info/legacy/1/ (PUT and PATCH staff): the old single info record, the one with
 * id 1. Everything else about info (one record per language, info/lang/{lang}/, info/admin/,
 * `available_languages`) is declared (`perLanguage` in shared/resources/info.ts).
 */
import type { FastifyInstance } from 'fastify'
import { info } from '../../shared/resources'
import { requireAccess } from '../http/access'
import { inputLimitsOf, readRequestInput } from '../http/request-input'
import type { ResourceService } from '../resources/service'

export function registerInfoActions(app: FastifyInstance, services: Map<string, ResourceService>) {
  const service = services.get(info.name)!
  const config = (access: 'public' | 'staff') => ({ access, resource: info.name })

  app.get('/info/legacy/1/', { config: config('public') }, async () => service.serialize(await service.getOrThrow(1)))
  for (const method of ['PUT', 'PATCH'] as const) {
    app.route({
      method,
      url: '/info/legacy/1/',
      config: config('staff'),
      handler: async (request) => {
        requireAccess(request, 'staff', info.name)
        const current = await service.getOrThrow(1)
        return service.serialize(await service.update(current, await readRequestInput(request, inputLimitsOf(info)), method === 'PATCH'))
      },
    })
  }
}
