/**
 * A Playwright reporter that prints the ten slowest spec files at the end of the run (SLOWEST_FILES=n for another
 * count), beside the usual reporter:  npx playwright test --reporter=list,./scripts/slowest-files-playwright.ts
 * A file's time is the sum of its tests' runs (hooks included); the web server's start, before the first test, is in
 * none of them and printed apart. SLOWEST_FILES_JSON=<file> also writes every file's time there (.ci/run merges the
 * shards' lists with scripts/e2e-shards.ts).
 */
import fs from 'node:fs'
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter'
import { type FileTime, printSlowestFiles } from './slowest-files'

export default class SlowestFiles implements Reporter {
  private readonly files = new Map<string, FileTime>()
  private readonly started = Date.now()
  private firstTest: number | undefined

  onTestBegin() {
    this.firstTest ??= Date.now()
  }

  onTestEnd(test: TestCase, result: TestResult) {
    const file = this.files.get(test.location.file) ?? { file: test.location.file, ms: 0, failed: false }
    file.ms += result.duration
    if (result.status !== 'passed' && result.status !== 'skipped') file.failed = true
    this.files.set(file.file, file)
  }

  onEnd(result: FullResult) {
    printSlowestFiles('Playwright', [...this.files.values()])
    if (process.env.SLOWEST_FILES_JSON) fs.writeFileSync(process.env.SLOWEST_FILES_JSON, JSON.stringify([...this.files.values()]))
    const before = ((this.firstTest ?? Date.now()) - this.started) / 1000
    console.log(`  (before the first test, the web server's start: ${before.toFixed(1)} s; whole run ${(result.duration / 1000).toFixed(1)} s)`)
  }

  printsToStdio() {
    return false
  }
}
