/**
 * GET /healthz for load balancers and monitors: 200 when the database answers, 503 when it does
 * not, with the site's publishing state. Public, never cached, and nothing in it is a secret
 * (no build log, no error text, no version):
 *
 *   {"status": "ok", "database": "ok", "site": {"state": "live", "live": true, "pending": false, "live_build_at": "..."}}
 */
import { sql } from 'kysely'
import type { FastifyInstance } from 'fastify'

/** A database that does not answer within this long counts as unreachable: a health check must answer quickly. */
const DATABASE_TIMEOUT_MS = 2000

async function databaseAnswers(app: FastifyInstance): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), DATABASE_TIMEOUT_MS)))
  const query = sql`select 1 as one`.execute(app.context.database.db).then(
    () => true,
    () => false,
  )
  try {
    return await Promise.race([query, timeout])
  } finally {
    clearTimeout(timer)
  }
}

/** `reports`: what the features add beside the database (the site's publishing state: server/site/index.ts). */
export function registerHealthCheck(app: FastifyInstance, reports: readonly (() => Record<string, unknown>)[]) {
  app.get('/healthz', { config: { access: 'public' } }, async (_request, reply) => {
    const database = await databaseAnswers(app)
    reply.header('cache-control', 'no-store')
    return reply
      .status(database ? 200 : 503)
      .send(Object.assign({ status: database ? 'ok' : 'unavailable', database: database ? 'ok' : 'unreachable' }, ...reports.map((report) => report())))
  })
}
