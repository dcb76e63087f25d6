/**
 * An environment variable set for one test file's tests and put back after them. Vitest runs many files one after
 * another in the same worker process (vitest.config.ts: no isolation), so a value a file leaves behind reaches the
 * files after it.
 *
 *   setForThisFile('SQLITE_READ_WORKERS', '2')    // at the file's top level: beforeAll sets it, afterAll restores it
 */
import { afterAll, beforeAll } from 'vitest'

export function setForThisFile(name: string, value: string): void {
  let before: string | undefined
  beforeAll(() => {
    before = process.env[name]
    process.env[name] = value
  })
  afterAll(() => {
    if (before === undefined) delete process.env[name]
    else process.env[name] = before
  })
}
