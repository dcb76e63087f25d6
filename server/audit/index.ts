/**
 * The audit log (issue 13 point 4): who did what and when.
 *
 *   registerAuditLog(app)   // hooks, before the routes: `app.audit` and the record-change observer
 *   auditRoutes(api)        // routes, under /api/v1 (routes.ts)
 *
 * Record changes are logged by record-changes.ts; sign-ins, accounts and roles by one
 * `app.audit.record(...)` call at each place in server/auth.
 */
import type { FastifyInstance } from 'fastify'
import type { ServerFeature } from '../feature'
import { AuditLog } from './audit-log'
import { AUDIT_SCHEMAS } from './openapi-schemas'
import { auditRecordChanges } from './record-changes'
import { auditRoutes } from './routes'
import { auditTables } from './table'

declare module 'fastify' {
  interface FastifyInstance {
    audit: AuditLog
  }
}

export function registerAuditLog(app: FastifyInstance) {
  const audit = new AuditLog(app.context.database)
  app.decorate('audit', audit)
  auditRecordChanges((observer) => app.context.changes.observe(observer), audit)
}

export const audit: ServerFeature = {
  name: 'audit',
  tables: auditTables,
  openApiSchemas: AUDIT_SCHEMAS,
  hooks: registerAuditLog,
  routes: auditRoutes,
}
