/** GET mail/outbox/: staff read what the site has mailed or still holds (read-only, newest first). */
import type { FastifyInstance } from 'fastify'
import { requireAccess } from '../http/access'
import { fieldError } from '../http/errors'
import { pageOf, readPageRequest } from '../http/pagination'
import { mailerFor } from '../mail/mailer'
import type { ResourceService } from '../resources/service'
import { OUTBOX_STATUSES, OutboxQuery } from '../../shared/wire/outbox'
import { queryFields } from '../http/wire-input'

const STATUSES: readonly string[] = OUTBOX_STATUSES

export function registerMailActions(app: FastifyInstance, _services: Map<string, ResourceService>) {
  app.get(
    '/mail/outbox/',
    { config: { access: 'staff', resource: 'mail', summary: 'Read the mail outbox (queued, sent, failed), newest first' } },
    async (request) => {
      requireAccess(request, 'staff', 'mail')
      const query = queryFields(request, OutboxQuery)
      const status = typeof query.status === 'string' && query.status ? query.status : undefined
      if (status && !STATUSES.includes(status)) throw fieldError('status', 'invalidChoice', { value: status })
      const pageRequest = readPageRequest(query, 20)
      const { count, rows } = await mailerFor(app.context).list({ ...pageRequest, status })
      return pageOf(request, pageRequest, count, rows)
    },
  )
}
