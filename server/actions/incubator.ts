/**
 * POST incubator/admin/{id}/set-active/ (staff): make {id} the only active incubator record.
 * A PATCH {is_active: true} through the service: `is_active` is declared exclusive, so the
 * database clears it on the others in the same statement (concurrent calls leave exactly one).
 * The public reads (incubator/active/, incubator/lang/{lang}/) are presets of the declaration.
 */
import type { FastifyInstance } from 'fastify'
import { incubator } from '../../shared/resources'
import { requireAccess } from '../http/access'
import type { ResourceService } from '../resources/service'
import { RecordIdParams } from '../../shared/wire/schema'
import { pathParams } from '../http/wire-input'

export function registerIncubatorActions(app: FastifyInstance, services: Map<string, ResourceService>) {
  const service = services.get(incubator.name)!

  app.post('/incubator/admin/:id/set-active/', { config: { access: 'staff', resource: incubator.name, publishes: true } }, async (request) => {
    requireAccess(request, 'staff', incubator.name)
    const target = await service.getOrThrow(pathParams(request, RecordIdParams).id)
    // A record deleted meanwhile is a 404 (the service finds no row to update).
    const activated = await service.update(target, { values: { is_active: true }, files: {}, fromForm: false }, true)
    return service.serialize(activated)
  })
}
