/**
 * A Vitest reporter that prints the ten slowest test files at the end of the run (SLOWEST_FILES=n for another count),
 * beside the usual reporter:  npx vitest run --reporter=default --reporter=./scripts/slowest-files-vitest.ts
 * A file's time is what its worker spent on it: preparing, importing the file and its setup, then its tests and hooks.
 */
import type { Reporter, TestModule } from 'vitest/node'
import { type FileTime, printSlowestFiles } from './slowest-files'

export default class SlowestFiles implements Reporter {
  private readonly files: FileTime[] = []

  onTestModuleEnd(module: TestModule) {
    const time = module.diagnostic()
    const ms = time.environmentSetupDuration + time.prepareDuration + time.collectDuration + time.setupDuration + time.duration
    this.files.push({ file: module.moduleId, ms, failed: module.state() === 'failed' })
  }

  onTestRunEnd() {
    printSlowestFiles('Vitest', this.files)
  }
}
