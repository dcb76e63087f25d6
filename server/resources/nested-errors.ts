/**
 * Field errors of nested payloads (one object per language, per file, per order line), in the
 * DRF shape of nested serializers: `{lines: [{}, {quantity: ["..."]}]}`, `{sl: {title: ["..."]}}`.
 * ApiError carries flat field lists only, so these answers are sent as they are, localized here.
 */
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FieldErrors } from '../http/errors'
import { message } from '../http/messages'

export type LocalizedErrors = Record<string, string[]>
export type NestedErrors = Record<string, string[] | LocalizedErrors | LocalizedErrors[]>

export function localize(request: FastifyRequest, errors: FieldErrors): LocalizedErrors {
  return Object.fromEntries(Object.entries(errors).map(([field, list]) => [field, list.map((m) => message(request.language, m.key, m.params))]))
}

export function sendNestedErrors(reply: FastifyReply, errors: NestedErrors) {
  return reply.status(400).send(errors)
}
