/** GET projects/project-image/current/: the header picture of the projects page (newest flagged current, else newest). */
import type { FastifyInstance } from 'fastify'
import { projectImages } from '../../../shared/resources'
import { requireAccess } from '../../auth/plugin'
import { notFound } from '../../http/errors'
import type { ResourceService } from '../service'

export function registerProjectActions(app: FastifyInstance, services: Map<string, ResourceService>) {
  const service = services.get(projectImages.name)!
  const { db } = app.context.database

  app.get('/projects/project-image/current/', { config: { access: 'public', resource: projectImages.name } }, async (request) => {
    requireAccess(request, 'public')
    const newest = await db.selectFrom('project_images').select('id').orderBy('is_current', 'desc').orderBy('id', 'desc').executeTakeFirst()
    const row = newest ? await service.repository.find(Number(newest.id)) : undefined
    if (!row) throw notFound()
    return service.serialize(row)
  })
}
