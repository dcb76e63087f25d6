/**
 * POST accounts/clients/ (anyone, rate-limited): a visitor registers as a shop customer.
 *
 *   202 {detail: "..."}  the same answer whether the e-mail was new (a client is stored) or already
 *                        known (nothing changes: a stranger may not overwrite a customer's details),
 *                        so the form cannot be used to learn who is a customer
 *   400 {field: [...]}   a missing name, a malformed address: errors about what was sent, never
 *                        about what is stored
 * Staff read and manage clients at accounts/clients/ (GET) and accounts/clients/admin/.
 */
import type { FastifyInstance } from 'fastify'
import { clients } from '../../shared/resources'
import { ApiError } from '../http/errors'
import { message } from '../http/messages'
import { inputLimitsOf, readRequestInput } from '../http/request-input'
import { publicFormLimit } from '../resources/router'
import type { ResourceService } from '../resources/service'
import { validatePayload } from '../resources/validate'

const isUniqueEmail = (error: unknown) =>
  error instanceof ApiError &&
  error.fieldErrors !== undefined &&
  Object.keys(error.fieldErrors).join() === 'email' &&
  error.fieldErrors.email.every((m) => m.key === 'unique')

export function registerClientActions(app: FastifyInstance, services: Map<string, ResourceService>) {
  const service = services.get(clients.name)!
  const { db } = app.context.database

  app.post(
    '/accounts/clients/',
    {
      config: {
        access: 'public',
        resource: clients.name,
        rateLimit: publicFormLimit(app),
        summary: 'Register as a shop customer: 202 whether or not the e-mail was known',
      },
    },
    async (request, reply) => {
      const input = await readRequestInput(request, inputLimitsOf(clients))
      const { write, errors } = validatePayload(clients, input, 'create')
      errors.throwIfAny()
      const email = String(write.columns.email)
      const known = await db.selectFrom(clients.name).select('id').where('email', '=', email).executeTakeFirst()
      if (!known) {
        try {
          await service.create(input)
        } catch (error) {
          // Another request stored the same address in between: the same answer as for a known one.
          if (!isUniqueEmail(error)) throw error
        }
      }
      return reply.status(202).send({ detail: message(request.language, 'clientReceived') })
    },
  )
}
