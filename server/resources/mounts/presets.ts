/**
 * A declaration's presets (`presets` in shared/resources/declaration.ts): fixed lists at paths of
 * their own, such as `news/latest/` (the newest few), `images/main/`, `incubator/active/` (the
 * first record) or `entrepreneurs/lang/{lang}/` (a page of one language's records).
 */
import type { Preset } from '../../../shared/resources'
import { seesHidden } from '../../http/access'
import { pageOf, readPageRequest } from '../../http/pagination'
import { mayPublish } from '../../http/request-input'
import { ResourceRepository } from '../repository'
import type { MakeHandler } from './crud'
import { meetsWhere, scopedList } from './list-scope'
import { EVERY_RECORD, pathLanguage, presenter, viewLanguage } from './views'
import { pathParams } from '../../http/wire-input'
import { RecordIdParams } from '../../../shared/wire/schema'

const pageSizeOf = (preset: Preset) => (preset.answer === 'first' ? 1 : (preset.limit ?? EVERY_RECORD))

export const presetHandlers: Record<'preset' | 'presetDestroy', MakeHandler> = {
  preset: (route, service, context) => {
    const preset = route.preset!
    const byLanguage = preset.path.includes(':lang/')
    return async (request) => {
      const language = byLanguage ? pathLanguage(request) : undefined
      const scoped = scopedList(service.resource, { where: preset.where, ordering: preset.ordering, query: preset.query ?? [], language })
      const repository = new ResourceRepository(scoped.resource, context.database)
      const params = scoped.params(request.query)
      const visibleOnly = preset.read === 'public' && !seesHidden(request, service.resource.name)
      const present = presenter(service, preset.view, language ?? viewLanguage(request))
      if (preset.answer === 'page') {
        const pageRequest = readPageRequest(params, service.resource.pageSize)
        const { count, rows } = await repository.list({ params, visibleOnly, ...pageRequest })
        return pageOf(request, pageRequest, count, rows.map(present))
      }
      const { rows } = await repository.list({ params, visibleOnly, page: 1, pageSize: pageSizeOf(preset) })
      if (preset.answer === 'list') return rows.map(present)
      if (!rows[0]) throw service.notFound()
      return present(rows[0])
    }
  },
  presetDestroy: (route, service) => async (request, reply) => {
    const row = await service.getOrThrow(pathParams(request, RecordIdParams).id)
    if (!meetsWhere(service.resource, row, route.preset!.where)) throw service.notFound()
    await service.destroy(row, undefined, { mayPublish: mayPublish(request) })
    return reply.status(204).send()
  },
}
