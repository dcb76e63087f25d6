/**
 * The accessibility report's API, for staff with the `accessibility` scope (shared/roles.ts):
 *   GET accessibility/report/   the latest axe report (null before the first), and whether one runs now
 *   PUT accessibility/statement/   the accessibility statement's data (a site build follows)
 * and for everyone (the site's build reads it; it is published anyway):
 *   GET accessibility/statement/   the statement, with the latest report's problems
 */
import type { FastifyInstance } from 'fastify'
import { requireAccess } from '../http/access'
import { StatementData as StatementDataSchema } from '../../shared/wire/accessibility'
import { matches } from '../http/wire-input'
import type { AccessibilityAuditor } from './auditor'
import { statementErrors, type StatementData } from '../../shared/accessibility/statement'
import { readStatementData, statementAnswer, writeStatementData } from './statement-store'
import { latestReport } from './store'

export const ACCESSIBILITY_SCOPE = 'accessibility'
/** The audit log's name for the statement's changes (`settings` entries, like the footer's). */
export const STATEMENT_AUDIT_RESOURCE = 'accessibility_statement'

export function registerAccessibilityRoutes(app: FastifyInstance, auditor: AccessibilityAuditor, onStatementChange: () => void) {
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

  app.get('/accessibility/statement/', { config: { access: 'public' as const, summary: 'The accessibility statement (Decision (EU) 2018/1523)' } }, async () =>
    statementAnswer(database),
  )

  app.put(
    '/accessibility/statement/',
    { config: { access: 'staff' as const, resource: ACCESSIBILITY_SCOPE, summary: "Replace the accessibility statement's data" } },
    async (request, reply) => {
      requireAccess(request, 'staff', ACCESSIBILITY_SCOPE)
      const body: unknown = request.body
      const errors = statementErrors(body)
      // statementErrors is the stricter check (its messages are the answer); the schema only types what it let through.
      if (Object.keys(errors).length || !matches(StatementDataSchema, body)) return reply.code(400).send(errors)
      // Only the declared fields, in a fresh object: the body was checked to hold nothing else.
      const data: StatementData = {
        status: body.status,
        prepared_on: body.prepared_on,
        reviewed_on: body.reviewed_on,
        method: body.method,
        email: body.email,
        phone: body.phone,
        answer_days: body.answer_days,
        known_issues: body.known_issues.map(({ sl, en }) => ({ sl: sl.trim(), en: en.trim() })),
      }
      const before = (await readStatementData(database)).data
      const changed = (Object.keys(data) as (keyof StatementData)[]).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(data[key]))
      await writeStatementData(database, data, async (trx) => {
        if (!changed.length) return
        const pick = (statement: StatementData) => Object.fromEntries(changed.map((key) => [key, statement[key]]))
        const entry = { action: 'settings', resource: STATEMENT_AUDIT_RESOURCE, changedFields: changed, data: { from: pick(before), to: pick(data) } } as const
        await app.audit.record(entry, trx)
      })
      app.answerCache.invalidate() // the public GET is cached like every public answer
      onStatementChange()
      return statementAnswer(database)
    },
  )
}
