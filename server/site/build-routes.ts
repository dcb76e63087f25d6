/** GET site/build/ reports the publishing state; POST site/build/ asks for a rebuild now. Staff only. */
import type { FastifyInstance } from 'fastify'
import { requireAccess } from '../auth/plugin'
import { ApiError } from '../http/errors'
import { message } from '../http/messages'
import type { SitePublisher } from './publisher'

export function registerBuildRoutes(app: FastifyInstance, publisher: SitePublisher) {
  app.get('/site/build/', { config: { access: 'staff' } }, async (request) => {
    requireAccess(request, 'staff')
    return publisher.status
  })
  app.post('/site/build/', { config: { access: 'staff' } }, async (request, reply) => {
    requireAccess(request, 'staff')
    if (!app.context.config.siteBuildEnabled) throw new ApiError(409, { key: 'buildsOff' })
    void publisher.build()
    return reply.status(202).send({ detail: message(request.language, 'buildQueued'), ...publisher.status })
  })
}
