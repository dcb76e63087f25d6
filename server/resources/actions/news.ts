/** News endpoints no declaration can say: the latest few, and the news of one tag. */
import type { FastifyInstance } from 'fastify'
import { HOME_FALLBACK_NEWS_COUNT } from '../../../shared/constants'
import { news, tags } from '../../../shared/resources'
import { notFound } from '../../http/errors'
import { pageOf, readPageRequest } from '../../http/pagination'
import type { ResourceService } from '../service'

export function registerNewsActions(app: FastifyInstance, services: Map<string, ResourceService>) {
  const newsService = services.get(news.name)!
  const tagService = services.get(tags.name)!

  /** GET news/latest/?lang=sl: the newest published items, as many as the home page shows. */
  app.get('/news/latest/', { config: { access: 'public' } }, async (request) => {
    const params = request.query as Record<string, unknown>
    const { rows } = await newsService.repository.list({
      params: { lang: params.lang, ordering: '-date_made' },
      visibleOnly: true,
      page: 1,
      pageSize: HOME_FALLBACK_NEWS_COUNT,
    })
    return rows.map((row) => newsService.serialize(row))
  })

  /** GET news/tag/{tag}/: published news of a tag given by id or slug, paginated like the list. */
  app.get('/news/tag/:tag/', { config: { access: 'public' } }, async (request) => {
    const { tag } = request.params as { tag: string }
    if (!(await tagService.repository.find(tag))) throw notFound()
    const params = { ...(request.query as Record<string, unknown>), tag }
    const pageRequest = readPageRequest(params, news.pageSize)
    const { count, rows } = await newsService.repository.list({ params, visibleOnly: true, ...pageRequest })
    return pageOf(request, pageRequest, count, rows.map((row) => newsService.serialize(row)))
  })
}
