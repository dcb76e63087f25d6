/**
 * Signed-in devices (issue 12 point 4): each sign-in is a session its owner sees and ends.
 *
 *   GET    accounts/sessions/       the caller's live sign-ins, most recently used first; `current`
 *                                   marks the one asking
 *   DELETE accounts/sessions/{id}/  ends one of the caller's own (its tokens stop working at once);
 *                                   another account's id answers 404, as an unknown one does
 */
import type { FastifyInstance } from 'fastify'
import { type Session, SessionParams } from '../../shared/wire/account'
import { notFound } from '../http/errors'
import { requireAccess } from '../http/access'
import { pathParams } from '../http/wire-input'

export async function sessionRoutes(app: FastifyInstance) {
  const { sessions } = app.accounts
  const config = { access: 'authenticated' as const }

  app.get('/accounts/sessions/', { config: { ...config, summary: 'Your signed-in devices' } }, async (request) => {
    requireAccess(request, 'authenticated')
    const list = await sessions.list(request.account!.id)
    return list.map((session): Session => ({ ...session, current: session.id === request.sessionId }))
  })

  app.delete('/accounts/sessions/:id/', { config: { ...config, summary: 'Sign out one of your devices' } }, async (request, reply) => {
    requireAccess(request, 'authenticated')
    const { id } = pathParams(request, SessionParams)
    const own = (await sessions.list(request.account!.id)).find((session) => session.id === Number(id))
    if (!own) throw notFound()
    await sessions.end(own.id)
    return reply.status(204).send()
  })
}
