/**
 * axe-core (WCAG 2.1 A and AA) over every built page, in Debian's Chromium, after a site build. It
 * runs in the background (hook.ts): "live" never waits for it. One page at a time (the machine
 * builds and serves too), at most `pageLimit` pages and `timeoutMs` in all: what is left is a
 * 'partial' report, never a hung audit. Without a browser, or without playwright-core and
 * @axe-core/playwright installed, the report says 'skipped' and why; nothing fails.
 */
import fs from 'node:fs'
import type { AuditReport, PageResult } from '../../shared/accessibility/report'
import { builtPagePaths } from './pages'

export type { AuditReport } from '../../shared/accessibility/report'

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']
const CHROMIUM_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser']

export interface AuditOptions {
  siteDir: string
  /** Where the server serves that site ('http://127.0.0.1:8000'). */
  origin: string
  chromiumPath?: string
  pageLimit: number
  timeoutMs: number
  /** One page's load and analysis. */
  pageTimeoutMs?: number
  /** Aborted when the server closes: the audit stops after the page it is on. */
  signal?: AbortSignal
}

/** CHROMIUM_PATH when set (missing there: none, as configured), else Debian's paths. */
export function findChromium(configured?: string): string | null {
  return (configured ? [configured] : CHROMIUM_PATHS).find((file) => fs.existsSync(file)) ?? null
}

export async function runAudit(options: AuditOptions): Promise<AuditReport> {
  const started_at = new Date().toISOString()
  const paths = builtPagePaths(options.siteDir)
  const report = (status: AuditReport['status'], message: string | null, pages: PageResult[] = []): AuditReport => ({
    started_at,
    finished_at: new Date().toISOString(),
    status,
    message,
    pages_found: paths.length,
    pages_checked: pages.length,
    violations: pages.reduce((sum, page) => sum + page.violations.reduce((n, v) => n + v.count, 0), 0),
    pages,
  })
  const executablePath = findChromium(options.chromiumPath)
  if (!executablePath) return report('skipped', `No Chromium found at ${options.chromiumPath ?? CHROMIUM_PATHS.join(', ')} (set CHROMIUM_PATH)`)
  let tools: [typeof import('playwright-core'), typeof import('@axe-core/playwright')]
  try {
    tools = await Promise.all([import('playwright-core'), import('@axe-core/playwright')])
  } catch {
    return report('skipped', 'playwright-core and @axe-core/playwright are not installed')
  }
  const [{ chromium }, { AxeBuilder }] = tools
  const deadline = Date.now() + options.timeoutMs
  const browser = await chromium.launch({ executablePath, headless: true, args: ['--no-sandbox', '--disable-gpu'] })
  // A shutdown does not wait for the page in hand (up to its timeout): closing the browser ends it now.
  const closeOnAbort = () => void browser.close().catch(() => {})
  options.signal?.addEventListener('abort', closeOnAbort, { once: true })
  const pages: PageResult[] = []
  try {
    const context = await browser.newContext({ reducedMotion: 'reduce' })
    const page = await context.newPage()
    page.setDefaultTimeout(options.pageTimeoutMs ?? 30_000)
    for (const path of paths.slice(0, options.pageLimit)) {
      if (Date.now() > deadline || options.signal?.aborted) break
      try {
        const requested = options.origin + path
        await page.goto(requested, { waitUntil: 'load' })
        const analyze = () => new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()
        let results = await analyze()
        // A page that sends the visitor on in the browser (a language prefix, the account page for
        // someone signed out) may be between two pages while axe reads it: Gatsby has taken the old
        // page's title and lang away before the new page's are in. Read the page it lands on once settled.
        if (page.url() !== requested) {
          await page.waitForLoadState('networkidle')
          results = await analyze()
        }
        const violations = results.violations.map((v) => ({ id: v.id, impact: v.impact ?? null, help: v.help, help_url: v.helpUrl, count: v.nodes.length }))
        pages.push({ path, violations })
      } catch (error) {
        pages.push({ path, violations: [], error: (error as Error).message.split('\n')[0] })
      }
    }
  } catch (error) {
    return report('failed', (error as Error).message, pages)
  } finally {
    options.signal?.removeEventListener('abort', closeOnAbort)
    await browser.close().catch(() => {})
  }
  const complete = pages.length === paths.length
  return report(
    complete ? 'done' : 'partial',
    complete ? null : `Checked ${pages.length} of ${paths.length} pages (page limit ${options.pageLimit}, time limit ${options.timeoutMs / 1000} s)`,
    pages,
  )
}
