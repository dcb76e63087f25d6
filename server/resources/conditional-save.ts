/**
 * PUT and PATCH of a record with optimistic concurrency (versions.ts): the If-Match precondition,
 * the atomic compare in the UPDATE, and the 409 answer with the current record, its version and
 * who stored it. The answer of a save carries the new version as its ETag.
 */
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { AppContext } from '../context'
import { inputLimitsOf, readRequestInput } from '../http/request-input'
import { RecordSaves } from './record-saves'
import type { Row } from './repository'
import type { ResourceService } from './service'
import { etagOf, readIfMatch, satisfies, versionOf, VersionConflict } from './versions'

const CONFLICT = {
  sl: 'Zapis je medtem spremenil nekdo drug. Primerjajte spremembe, prepišite ali znova naložite zapis.',
  en: 'The record was changed by someone else meanwhile. Compare the changes, overwrite or reload the record.',
}

type Present = (row: Row) => Record<string, unknown>

/** The 409: the record as stored now, in the route's view, with who stored it and when. */
async function conflict(request: FastifyRequest, reply: FastifyReply, service: ResourceService, context: AppContext, current: Row, present: Present) {
  const version = versionOf(current)
  const changedBy = await new RecordSaves(context.database.db).savedBy(service.resource.name, current.id, version)
  return reply
    .status(409)
    .header('etag', etagOf(current))
    .send({
      detail: request.language === 'en' ? CONFLICT.en : CONFLICT.sl,
      code: 'conflict',
      current_version: version,
      changed_at: version,
      changed_by: changedBy,
      current: present(current),
    })
}

export async function saveWithVersion(
  request: FastifyRequest,
  reply: FastifyReply,
  service: ResourceService,
  context: AppContext,
  key: string,
  partial: boolean,
  present: Present,
) {
  const precondition = readIfMatch(request.headers['if-match'])
  const current = await service.getOrThrow(key)
  if (!satisfies(precondition, versionOf(current))) return conflict(request, reply, service, context, current, present)
  const input = await readRequestInput(request, inputLimitsOf(service.resource))
  let row: Row
  try {
    row = await service.update(current, input, partial, undefined, precondition.kind === 'tags' ? versionOf(current) : undefined)
  } catch (error) {
    if (!(error instanceof VersionConflict)) throw error
    return conflict(request, reply, service, context, await service.getOrThrow(key), present)
  }
  if (request.account && versionOf(row) !== versionOf(current)) {
    await new RecordSaves(context.database.db).noteSave(service.resource.name, row.id, versionOf(row), request.account)
  }
  return reply.header('etag', etagOf(row)).send(present(row))
}
