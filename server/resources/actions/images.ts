/**
 * The main picture(s) of the site:
 *   GET    images/main/        every image flagged is_main, in order
 *   DELETE images/main/{id}/   staff: deletes that image (404 when it is not a main image)
 */
import type { FastifyInstance } from 'fastify'
import { images } from '../../../shared/resources'
import { requireAccess } from '../../auth/plugin'
import { notFound } from '../../http/errors'
import { MAX_PAGE_SIZE } from '../../../shared/constants'
import type { ResourceService } from '../service'

export function registerImageActions(app: FastifyInstance, services: Map<string, ResourceService>) {
  const service = services.get(images.name)!

  app.get('/images/main/', { config: { access: 'public', resource: images.name } }, async (request) => {
    requireAccess(request, 'public')
    const { rows } = await service.repository.list({
      params: { is_main: 'true', ordering: 'order' },
      visibleOnly: true,
      page: 1,
      pageSize: MAX_PAGE_SIZE,
    })
    return rows.map((row) => service.serialize(row))
  })

  app.delete('/images/main/:id/', { config: { access: 'staff', resource: images.name } }, async (request, reply) => {
    requireAccess(request, 'staff', images.name)
    const row = await service.getOrThrow((request.params as { id: string }).id)
    if (!row.is_main) throw notFound()
    await service.destroy(row)
    return reply.status(204).send()
  })
}
