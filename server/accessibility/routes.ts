/**
 * The accessibility report's API, for staff with the `accessibility` scope (shared/roles.ts):
 *   GET accessibility/report/   the latest axe report (null before the first), and whether one runs now
 */
import type { FastifyInstance } from 'fastify'
import { requireAccess } from '../auth/plugin'
import type { AccessibilityAuditor } from './auditor'
import { latestReport } from './store'

export const ACCESSIBILITY_SCOPE = 'accessibility'

export function registerAccessibilityRoutes(app: FastifyInstance, auditor: AccessibilityAuditor) {
  const { database } = app.context
  const config = {
    config: {
      access: 'staff' as const,
      resource: ACCESSIBILITY_SCOPE,
      summary: 'The latest accessibility report (axe-core, WCAG 2.1 A/AA, after each site build)',
    },
  }
  app.get('/accessibility/report/', config, async (request, reply) => {
    requireAccess(request, 'staff', ACCESSIBILITY_SCOPE)
    reply.header('cache-control', 'no-store')
    return { running: auditor.isRunning(), report: await latestReport(database) }
  })
}
