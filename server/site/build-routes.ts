/**
 * GET site/build/ reports the publishing state (staff); POST site/build/ asks for a rebuild now: staff with the
 * `publish` scope, as a rebuild puts on the site whatever is due (a content editor's saves queue one by themselves).
 */
import type { FastifyInstance } from 'fastify'
import { requireAccess } from '../http/access'
import { ApiError } from '../http/errors'
import { message } from '../http/messages'
import type { SitePublisher } from './publisher'

const PUBLISH_SCOPE = 'publish'

export function registerBuildRoutes(app: FastifyInstance, publisher: SitePublisher) {
  app.get('/site/build/', { config: { access: 'staff' } }, async (request) => {
    requireAccess(request, 'staff')
    return publisher.status
  })
  app.post('/site/build/', { config: { access: 'staff', scope: PUBLISH_SCOPE } }, async (request, reply) => {
    requireAccess(request, 'staff', PUBLISH_SCOPE)
    if (!app.context.config.siteBuildEnabled) throw new ApiError(409, { key: 'buildsOff' })
    void publisher.build()
    return reply.status(202).send({ detail: message(request.language, 'buildQueued'), ...publisher.status })
  })
}
