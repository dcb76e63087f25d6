/**
 * Who else has a record open for editing (issue 13.6), for staff with the record type's scope:
 *
 *   PUT    /api/v1/editing/{resource}/{id}/            heartbeat: I have it open; answers the others
 *   POST   /api/v1/editing/{resource}/{id}/take-over/  I take over; the others' next heartbeat says so
 *   DELETE /api/v1/editing/{resource}/{id}/            I closed it
 *
 * The scope depends on the path's type, so the route asks for any staff account and the handler
 * checks the type's scope (403) before anything else; an unknown type or record is a 404.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { resourcesByName } from '../../shared/resources'
import { requireAccess } from '../http/access'
import { PresenceParams } from '../../shared/wire/presence'
import { notFound } from '../http/errors'
import { pathParams } from '../http/wire-input'
import { ResourceService } from '../resources/service'
import { EditingRecords } from './editors'

const PATH = '/editing/:resource/:id/'

async function target(app: FastifyInstance, request: FastifyRequest) {
  const { resource, id } = pathParams(request, PresenceParams)
  if (!Object.hasOwn(resourcesByName, resource)) throw notFound()
  requireAccess(request, 'staff', resource)
  const row = await ResourceService.of(app.context, resource).getOrThrow(Number(id))
  return { resource, id: row.id, account: request.account!, editing: new EditingRecords(app.context.database.db) }
}

export function registerPresenceRoutes(app: FastifyInstance) {
  const config = { access: 'staff' as const, scope: null, summary: 'Editing presence' }
  app.put(PATH, { config: { ...config, summary: 'I have this record open for editing (a heartbeat): who else has' } }, async (request) => {
    const { resource, id, account, editing } = await target(app, request)
    return editing.heartbeat(resource, id, account)
  })
  app.post(`${PATH}take-over/`, { config: { ...config, summary: 'Take over editing this record from whoever has it open' } }, async (request) => {
    const { resource, id, account, editing } = await target(app, request)
    return editing.takeOver(resource, id, account)
  })
  app.delete(PATH, { config: { ...config, summary: 'I closed this record' } }, async (request, reply) => {
    const { resource, id, account, editing } = await target(app, request)
    await editing.leave(resource, id, account)
    return reply.status(204).send()
  })
}
