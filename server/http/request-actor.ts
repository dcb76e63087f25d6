/**
 * Who is acting in the request being handled, readable anywhere below the handler without passing
 * it down: record history and the audit log ask "who did this" from deep inside a write (a cascade
 * delete, a rule's refresh of a sibling record) where no request object reaches.
 *
 * The store is entered in `preHandler`, after authentication and after the body was parsed (a body
 * stream's events can run outside the request's async context, so entering earlier is not safe).
 * Outside a request (the scheduler, the CLI, start-up seeding) there is no actor: `currentActor()`
 * answers null and the change is the system's. A visitor's read (anonymous GET or HEAD) writes and
 * records nothing and runs without the store, which is switched off while no request holds it
 * (lib/scoped-storage.ts: an enabled one slows every promise of the process).
 *
 *   registerRequestActor(app)          // once, in app.ts
 *   currentActor()?.accountId          // in a write hook
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { ScopedStorage } from '../lib/scoped-storage'

export interface Actor {
  /** The signed-in account, or null for an anonymous visitor (a form anyone may post). */
  accountId: number | null
  /** The client address as Fastify sees it (trustProxy decides). */
  ip: string
}

const actors = new ScopedStorage<Actor>()

declare module 'fastify' {
  interface FastifyRequest {
    /** Ends the request's hold on the actor store (set while it holds one). */
    releaseActor?: () => void
  }
}

/** A visitor's read changes nothing and records nothing: it runs without the store (most of the traffic). */
const needsActor = (request: FastifyRequest) => (request.method !== 'GET' && request.method !== 'HEAD') || request.account != null

export function registerRequestActor(app: FastifyInstance) {
  app.addHook('preHandler', (request, reply, done) => {
    if (!needsActor(request)) return done()
    request.releaseActor = actors.enter({ accountId: request.account?.id ?? null, ip: request.ip }, done)
    // An answer sent before enter() returned passed onSend with nothing to release yet, and
    // onResponse never comes when the connection ends first: the response's 'close' always does.
    reply.raw.once('close', request.releaseActor)
  })
  // The handler's work is over once its answer is sent (an error's answer too); onResponse in case
  // an answer skipped onSend.
  const release = (request: FastifyRequest, _reply: FastifyReply, payload: unknown, next: (error: null, payload: unknown) => void) => {
    request.releaseActor?.()
    next(null, payload)
  }
  app.addHook('onSend', release)
  app.addHook('onResponse', (request, _reply, done) => {
    request.releaseActor?.()
    done()
  })
}

/** The actor of the request being handled; null outside a request. */
export function currentActor(): Actor | null {
  return actors.getStore() ?? null
}

/** Requests holding the actor store now (the tests check that every one lets go). */
export const requestsHoldingActors = (): number => actors.held
