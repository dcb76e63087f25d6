/**
 * The accessibility calls' wire shapes (server/accessibility/routes.ts; the back office's report and
 * statement screens, the site's /accessibility/ page):
 *
 *   GET accessibility/report/      ReportAnswer: {running, report: StoredReport | null}
 *   GET accessibility/statement/   StatementAnswer (public); PUT with StatementData
 */
import { COMPLIANCE_STATUSES, PREPARATION_METHODS } from '../accessibility/choices'
import { Nullable, StringEnum, Type, type Static } from './schema'

export const REPORT_STATUSES = ['done', 'partial', 'skipped', 'failed'] as const
export const AXE_IMPACTS = ['minor', 'moderate', 'serious', 'critical'] as const

const impact = Type.Unsafe<string | null>({ type: 'string', nullable: true, enum: [...AXE_IMPACTS, null] })

export const PageViolation = Type.Object({
  id: Type.String({ description: "axe-core's rule id (image-alt, color-contrast)" }),
  impact,
  help: Type.String(),
  help_url: Type.String(),
  count: Type.Integer({ description: 'elements on the page that break the rule' }),
})
export const PageResult = Type.Object({ path: Type.String(), violations: Type.Array(PageViolation), error: Type.Optional(Type.String()) })
export const AuditReport = Type.Object({
  started_at: Type.String({ format: 'date-time' }),
  finished_at: Type.String({ format: 'date-time' }),
  status: StringEnum(REPORT_STATUSES),
  message: Nullable(Type.String()),
  pages_found: Type.Integer(),
  pages_checked: Type.Integer(),
  violations: Type.Integer({ description: 'elements breaking a rule, over all pages' }),
  pages: Type.Array(PageResult),
})
export const StoredReport = Type.Object({ id: Type.Integer(), ...AuditReport.properties })
export const ReportAnswer = Type.Object({ running: Type.Boolean(), report: Nullable(StoredReport) })

export const KnownIssue = Type.Object({ sl: Type.String(), en: Type.String() })
/** What staff send and edit; shared/accessibility/statement.ts checks it with DRF-style messages. */
export const StatementData = Type.Object({
  status: StringEnum(COMPLIANCE_STATUSES),
  prepared_on: Type.String({ format: 'date', description: 'when the statement was first prepared' }),
  reviewed_on: Type.String({ format: 'date', description: 'the latest review; the dashboard reminds staff a year after it' }),
  method: StringEnum(PREPARATION_METHODS),
  email: Type.String(),
  phone: Type.String(),
  answer_days: Type.Integer({ minimum: 1, maximum: 8, description: 'days within which the office answers a notice (ZDSMA: at most 8)' }),
  known_issues: Type.Array(KnownIssue, { description: 'non-accessible content staff know of, besides what the latest axe report finds' }),
})

/** A problem the latest axe report found (each rule once), with the paths of the pages it was found on. */
export const AutomaticIssue = Type.Object({
  id: Type.String(),
  help: Type.String(),
  help_url: Type.String(),
  impact: Nullable(Type.String()),
  pages: Type.Array(Type.String()),
})
export const StatementAnswer = Type.Object({
  ...StatementData.properties,
  updated_at: Nullable(Type.String()),
  report_finished_at: Nullable(Type.String()),
  automatic_issues: Type.Array(AutomaticIssue),
})

export type PageViolation = Static<typeof PageViolation>
export type PageResult = Static<typeof PageResult>
export type AuditReport = Static<typeof AuditReport>
export type KnownIssue = Static<typeof KnownIssue>
export type StatementData = Static<typeof StatementData>
export type AutomaticIssue = Static<typeof AutomaticIssue>
export type StatementAnswer = Static<typeof StatementAnswer>
export type ReportAnswer = Static<typeof ReportAnswer>
