/**
 * Runs the accessibility audit after each site build, in the background: one audit at a time, and
 * builds that finish while one runs ask for one more audit of the newest live site (not one each).
 *
 *   const auditor = new AccessibilityAuditor(database, settings, log)
 *   publisher options: afterLive: (dir) => auditor.queue(dir)
 */
import type { Database } from '../db/connect'
import { runAudit, type AuditOptions } from './audit'
import { saveReport } from './store'

export interface AuditSettings {
  enabled: boolean
  origin: string
  chromiumPath?: string
  pageLimit: number
  timeoutMs: number
}

/** ACCESSIBILITY_AUDIT=off, ACCESSIBILITY_AUDIT_PAGES (200), ACCESSIBILITY_AUDIT_TIMEOUT_S (600), CHROMIUM_PATH. */
export function auditSettings(env: NodeJS.ProcessEnv, origin: string): AuditSettings {
  const positive = (value: string | undefined, fallback: number) => (value && /^\d+$/.test(value) && Number(value) > 0 ? Number(value) : fallback)
  return {
    enabled: env.ACCESSIBILITY_AUDIT !== 'off',
    origin,
    chromiumPath: env.CHROMIUM_PATH || undefined,
    pageLimit: positive(env.ACCESSIBILITY_AUDIT_PAGES, 200),
    timeoutMs: positive(env.ACCESSIBILITY_AUDIT_TIMEOUT_S, 600) * 1000,
  }
}

export class AccessibilityAuditor {
  private running: Promise<void> | null = null
  private next: string | null = null
  private readonly stop = new AbortController()

  constructor(
    private readonly database: Database,
    private readonly settings: AuditSettings,
    private readonly log: (line: string) => void,
    /** After a report is stored: the statement's public answer (which lists its problems) is stale. */
    private readonly onReport: () => void = () => {},
  ) {}

  /** Audit `siteDir` once the running audit (if any) is over. Never throws, never waits. */
  queue(siteDir: string): void {
    if (!this.settings.enabled || this.stop.signal.aborted) return
    this.next = siteDir
    this.running ??= this.drain().finally(() => {
      this.running = null
    })
  }

  isRunning(): boolean {
    return this.running !== null
  }

  /** Resolves when no audit runs (tests, shutdown). */
  idle(): Promise<void> {
    return this.running ?? Promise.resolve()
  }

  /** Stops a running audit at once (its browser is closed) and refuses new ones: the server is going down. */
  abort(): void {
    this.stop.abort()
  }

  async close(): Promise<void> {
    this.abort()
    await this.idle()
  }

  private async drain(): Promise<void> {
    while (this.next && !this.stop.signal.aborted) {
      const siteDir = this.next
      this.next = null
      const options: AuditOptions = { ...this.settings, siteDir, signal: this.stop.signal }
      try {
        const report = await runAudit(options)
        await saveReport(this.database, report)
        this.onReport()
        this.log(
          `accessibility audit ${report.status}: ${report.pages_checked}/${report.pages_found} pages, ${report.violations} violations${report.message ? ` (${report.message})` : ''}`,
        )
      } catch (error) {
        this.log(`accessibility audit failed: ${(error as Error).message}`)
      }
    }
  }
}
