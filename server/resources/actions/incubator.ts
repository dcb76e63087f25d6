/**
 * Incubator endpoints no declaration can say. Exactly one record is active: set-active
 * deactivates all and activates one in one transaction, and a database trigger does the same
 * when a record is saved with is_active=true through the generic admin/ CRUD (so a create or
 * update that activates a record deactivates the others; deactivating or deleting the active
 * one leaves none active, and the public incubator page is then empty).
 *
 *   GET  incubator/lang/{lang}/            the active record in {lang} (404 for other languages)
 *   GET  incubator/active/?lang=en          the active record, localized
 *   POST incubator/admin/{id}/set-active/   staff: make {id} the only active record
 */
import type { FastifyInstance } from 'fastify'
import { isLanguage } from '../../../shared/languages'
import { incubator } from '../../../shared/resources'
import { requireAccess } from '../../auth/plugin'
import { ensureExclusiveFlag, lockExclusiveFlag } from '../../db/exclusive-flag'
import { notFound } from '../../http/errors'
import { viewLanguage } from '../router'
import type { ResourceService } from '../service'

const ACTIVE = { table: incubator.name, flag: 'is_active' }

export function registerIncubatorActions(app: FastifyInstance, services: Map<string, ResourceService>) {
  const service = services.get(incubator.name)!
  const { database } = app.context
  const triggers = ensureExclusiveFlag(database, ACTIVE)
  triggers.catch(() => {}) // reported by onReady, which fails the start
  app.addHook('onReady', () => triggers)

  const activeRecord = async () => {
    const { rows } = await service.repository.list({ params: {}, visibleOnly: true, page: 1, pageSize: 1 })
    if (!rows[0]) throw notFound()
    return rows[0]
  }

  app.get('/incubator/active/', { config: { access: 'public', resource: incubator.name } }, async (request) => {
    requireAccess(request, 'public', incubator.name)
    return service.serializeLocalized(await activeRecord(), viewLanguage(request))
  })

  app.get('/incubator/lang/:lang/', { config: { access: 'public', resource: incubator.name } }, async (request) => {
    requireAccess(request, 'public', incubator.name)
    const { lang } = request.params as { lang: string }
    if (!isLanguage(lang)) throw notFound()
    return service.serializeLocalized(await activeRecord(), lang)
  })

  app.post('/incubator/admin/:id/set-active/', { config: { access: 'staff', resource: incubator.name, publishes: true } }, async (request) => {
    requireAccess(request, 'staff', incubator.name)
    const target = await service.getOrThrow((request.params as { id: string }).id)
    await database.db.transaction().execute(async (trx) => {
      await lockExclusiveFlag(database, trx, ACTIVE)
      const now = new Date().toISOString()
      const [off, on] = database.dialect === 'sqlite' ? [0, 1] : [false, true]
      await trx.updateTable(incubator.name).set({ is_active: off }).where('is_active', '=', on).where('id', '<>', target.id).execute()
      const [activated] = await trx.updateTable(incubator.name).set({ is_active: on, updated_at: now }).where('id', '=', target.id).execute()
      // Deleted meanwhile: roll back rather than leave none active.
      if (Number(activated.numUpdatedRows) !== 1) throw notFound()
    })
    app.context.events.changed(incubator.name)
    return service.serialize(await service.getOrThrow(target.id))
  })
}
