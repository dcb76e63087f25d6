/**
 * Empty-space endpoints no declaration can say.
 *
 *   GET empty_spaces/ and empty_spaces/{id or slug}/   visitors: published spaces (?language=, ?lang=);
 *                                                      the detail adds `images` and answers a missing
 *                                                      space with 404 'Space not found.'
 *   GET empty_spaces/latest/?lang=sl                   the newest published spaces
 *   empty_spaces/full/{id}/images/                     staff: GET list, POST (multipart)
 *   empty_spaces/full/{id}/images/{imageId}/           staff: GET, PUT, PATCH (multipart), DELETE;
 *                                                      404 unless the image belongs to space {id}
 *
 * One main image per space is kept by a database trigger. Deleting a space deletes its images
 * (rows and files).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { emptySpaceImages, emptySpaces } from '../../../shared/resources'
import { requireAccess, seesHidden, type Access } from '../../auth/plugin'
import { ensureExclusiveFlag } from '../../db/exclusive-flag'
import { ApiError } from '../../http/errors'
import { pageOf, readPageRequest } from '../../http/pagination'
import { inputLimitsOf, readRequestInput } from '../../http/request-input'
import type { Row } from '../repository'
import { handlers, viewLanguage } from '../router'
import type { ResourceService } from '../service'

export const LATEST_SPACES_COUNT = 3

const imageLimits = inputLimitsOf(emptySpaceImages)

export function registerEmptySpaceActions(app: FastifyInstance, services: Map<string, ResourceService>) {
  const spaces = services.get(emptySpaces.name)!
  const images = services.get(emptySpaceImages.name)!
  const spaceNotFound = () => spaces.notFound()
  const { context } = app
  const triggers = ensureExclusiveFlag(context.database, { table: emptySpaceImages.name, flag: 'is_main', scope: 'space' })
  triggers.catch(() => {}) // reported by onReady, which fails the start
  app.addHook('onReady', () => triggers)

  // The foreign key empties `space` when a space is deleted; remove those images and their files.
  context.events.onChange((name) => {
    if (name !== emptySpaces.name) return
    void (async () => {
      const orphans = await context.database.db.selectFrom(emptySpaceImages.name).selectAll().where('space', 'is', null).execute()
      for (const row of orphans) await images.destroy({ ...row, id: Number(row.id) } as Row)
    })().catch((error) => app.log.error(error, 'could not remove the images of a deleted space'))
  })

  const route = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, access: Access, handler: (request: FastifyRequest, reply: any) => Promise<unknown>) =>
    app.route({
      method,
      url,
      config: { access, resource: emptySpaces.name },
      handler: async (request, reply) => {
        requireAccess(request, access, emptySpaces.name)
        return handler(request, reply)
      },
    })

  const imagesOf = async (spaceId: number) =>
    (await images.repository.list({ params: { space: String(spaceId), ordering: 'order' }, visibleOnly: false, page: 1, pageSize: 100 })).rows

  route('GET', '/empty_spaces/', 'public', (request, reply) =>
    handlers.list(spaces, request, reply, { visibleOnly: !seesHidden(request, emptySpaces.name), localized: true }),
  )

  route('GET', '/empty_spaces/latest/', 'public', async (request) => {
    const query = request.query as Record<string, unknown>
    const { rows } = await spaces.repository.list({
      params: { lang: query.lang ?? query.language, ordering: '-created_at' },
      visibleOnly: true,
      page: 1,
      pageSize: LATEST_SPACES_COUNT,
    })
    return rows.map((row) => spaces.serializeLocalized(row, viewLanguage(request)))
  })

  route('GET', '/empty_spaces/:id/', 'public', async (request) => {
    const row = await spaces.repository.find((request.params as { id: string }).id, !seesHidden(request, emptySpaces.name))
    if (!row) throw spaceNotFound()
    const gallery = await imagesOf(row.id)
    return { ...spaces.serializeLocalized(row, viewLanguage(request)), images: gallery.map((image) => images.serialize(image)) }
  })

  /** The space of a nested path, by id (staff see unpublished ones too). */
  const spaceOf = async (request: FastifyRequest) => {
    const { id } = request.params as { id: string }
    const row = /^\d{1,9}$/.test(id) ? await spaces.repository.find(id) : undefined
    if (!row) throw spaceNotFound()
    return row
  }

  /** An image of the nested path that belongs to its space, else 404. */
  const imageOf = async (request: FastifyRequest) => {
    const space = await spaceOf(request)
    const { imageId } = request.params as { imageId: string }
    const image = /^\d{1,9}$/.test(imageId) ? await images.repository.find(imageId) : undefined
    if (!image || image.space !== space.id) throw new ApiError(404, { key: 'notFound' })
    return { space, image }
  }

  /** The body of an image write; the space always comes from the path (an image cannot move). */
  const imageInput = async (request: FastifyRequest, spaceId: number) => {
    const input = await readRequestInput(request, imageLimits)
    return { ...input, values: { ...input.values, space: spaceId } }
  }

  route('GET', '/empty_spaces/full/:id/images/', 'staff', async (request) => {
    const space = await spaceOf(request)
    const params = { ...(request.query as Record<string, unknown>), space: String(space.id) }
    const pageRequest = readPageRequest(params, emptySpaceImages.pageSize)
    const { count, rows } = await images.repository.list({ params, visibleOnly: false, ...pageRequest })
    return pageOf(request, pageRequest, count, rows.map((row) => images.serialize(row)))
  })

  route('POST', '/empty_spaces/full/:id/images/', 'staff', async (request, reply) => {
    const space = await spaceOf(request)
    const row = await images.create(await imageInput(request, space.id))
    return reply.status(201).send(images.serialize(row))
  })

  route('GET', '/empty_spaces/full/:id/images/:imageId/', 'staff', async (request) => images.serialize((await imageOf(request)).image))

  for (const method of ['PUT', 'PATCH'] as const) {
    route(method, '/empty_spaces/full/:id/images/:imageId/', 'staff', async (request) => {
      const { space, image } = await imageOf(request)
      return images.serialize(await images.update(image, await imageInput(request, space.id), method === 'PATCH'))
    })
  }

  route('DELETE', '/empty_spaces/full/:id/images/:imageId/', 'staff', async (request, reply) => {
    await images.destroy((await imageOf(request)).image)
    return reply.status(204).send()
  })
}
