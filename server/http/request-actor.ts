/**
 * Who is acting in the request being handled, readable anywhere below the handler without passing
 * it down: record history and the audit log ask "who did this" from deep inside a write (a cascade
 * delete, a rule's refresh of a sibling record) where no request object reaches.
 *
 * The store is entered in `preHandler`, after authentication and after the body was parsed (a body
 * stream's events can run outside the request's async context, so entering earlier is not safe).
 * Outside a request (the scheduler, the CLI, start-up seeding) there is no actor: `currentActor()`
 * answers null and the change is the system's.
 *
 *   registerRequestActor(app)          // once, in app.ts
 *   currentActor()?.accountId          // in a write hook
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import type { FastifyInstance } from 'fastify'

export interface Actor {
  /** The signed-in account, or null for an anonymous visitor (a form anyone may post). */
  accountId: number | null
  /** The client address as Fastify sees it (trustProxy decides). */
  ip: string
}

const actors = new AsyncLocalStorage<Actor>()

export function registerRequestActor(app: FastifyInstance) {
  app.addHook('preHandler', (request, _reply, done) => {
    actors.run({ accountId: request.account?.id ?? null, ip: request.ip }, done)
  })
}

/** The actor of the request being handled; null outside a request. */
export function currentActor(): Actor | null {
  return actors.getStore() ?? null
}

/** Runs `work` as `actor` (tests, and work a request starts but another module finishes). */
export function runAsActor<T>(actor: Actor, work: () => T): T {
  return actors.run(actor, work)
}
