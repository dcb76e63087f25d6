/**
 * Entrepreneur endpoints no declaration can say.
 *
 *   GET entrepreneurs/lang/{lang}/   the catalogue in {lang} (sl or en, else 404), paginated and
 *                                    filtered like entrepreneurs/; published only for visitors
 */
import type { FastifyInstance } from 'fastify'
import { isLanguage } from '../../../shared/languages'
import { entrepreneurs } from '../../../shared/resources'
import { requireAccess, seesHidden } from '../../auth/plugin'
import { notFound } from '../../http/errors'
import { pageOf, readPageRequest } from '../../http/pagination'
import type { ResourceService } from '../service'

export function registerEntrepreneurActions(app: FastifyInstance, services: Map<string, ResourceService>) {
  const service = services.get(entrepreneurs.name)!

  app.get('/entrepreneurs/lang/:lang/', { config: { access: 'public', resource: entrepreneurs.name } }, async (request) => {
    requireAccess(request, 'public', entrepreneurs.name)
    const { lang } = request.params as { lang: string }
    if (!isLanguage(lang)) throw notFound()
    const params = { ...(request.query as Record<string, unknown>), lang, language: lang }
    const pageRequest = readPageRequest(params, entrepreneurs.pageSize)
    const visibleOnly = !seesHidden(request, entrepreneurs.name)
    const { count, rows } = await service.repository.list({ params, visibleOnly, ...pageRequest })
    return pageOf(request, pageRequest, count, rows.map((row) => service.serializeLocalized(row, lang)))
  })
}
