/**
 * The accessibility audit of the live site (auditor.ts: axe-core in a browser after each build that went live),
 * its reports and the accessibility statement (routes.ts). Uses the site feature's `onSiteLive` and `publisher`.
 */
import type { ServerFeature } from '../feature'
import { AccessibilityAuditor, auditSettings } from './auditor'
import { ACCESSIBILITY_SCHEMAS } from './openapi-schemas'
import { registerAccessibilityRoutes } from './routes'
import { accessibilityTables } from './table'

declare module 'fastify' {
  interface FastifyInstance {
    accessibilityAuditor: AccessibilityAuditor
  }
}

export const accessibility: ServerFeature = {
  name: 'accessibility',
  tables: accessibilityTables,
  openApiSchemas: ACCESSIBILITY_SCHEMAS,
  setup(app) {
    const { config, database } = app.context
    const auditor = new AccessibilityAuditor(
      database,
      auditSettings(process.env, `http://127.0.0.1:${config.port}`),
      (line) => app.log.warn(line),
      () => app.answerCache.invalidate(),
    )
    app.decorate('accessibilityAuditor', auditor)
    app.onSiteLive((liveDir) => auditor.queue(liveDir))
  },
  routes(api) {
    const { config } = api.context
    registerAccessibilityRoutes(api, api.accessibilityAuditor, () => config.siteBuildEnabled && api.publisher.queue())
  },
  // Before the server stops listening: the audit's browser holds keep-alive connections to it, which a close would wait for.
  closing: (app) => app.accessibilityAuditor.abort(),
  stop: (app) => app.accessibilityAuditor.close(),
}
