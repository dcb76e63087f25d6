/**
 * Boolean fields declared `exclusive` (one active incubator record, one main picture per space)
 * are kept so by the database itself (server/db/exclusive-flag.ts): its triggers are made when
 * the routes are mounted, and the app is ready only once they exist.
 */
import type { FastifyInstance } from 'fastify'
import type { Resource } from '../../../shared/resources'
import { ensureExclusiveFlag } from '../../db/exclusive-flag'

export function registerExclusiveFlags(app: FastifyInstance, resources: readonly Resource[]) {
  for (const resource of resources) {
    for (const [name, field] of Object.entries(resource.fields)) {
      if (field.kind !== 'boolean' || !field.exclusive) continue
      const scope = field.exclusive === true ? undefined : field.exclusive
      const triggers = ensureExclusiveFlag(app.context.database, { table: resource.name, flag: name, scope })
      triggers.catch(() => {}) // reported by onReady, which fails the start
      app.addHook('onReady', () => triggers)
    }
  }
}
