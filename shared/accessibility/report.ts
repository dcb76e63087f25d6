/** An accessibility report as the server stores and answers it (server/accessibility) and the back office shows it. */
export interface PageViolation {
  id: string
  impact: string | null
  help: string
  help_url: string
  /** Elements on the page that break the rule. */
  count: number
}
export interface PageResult {
  path: string
  violations: PageViolation[]
  error?: string
}
export interface AuditReport {
  started_at: string
  finished_at: string
  status: 'done' | 'partial' | 'skipped' | 'failed'
  message: string | null
  pages_found: number
  pages_checked: number
  violations: number
  pages: PageResult[]
}
