/**
 * Something made once per Vitest run and shared by the test files that need it (the demo content seeded, the demo
 * site built): the first file that asks makes it (an exclusive mkdir decides which: Vitest runs files in parallel
 * workers in no given order), the others wait for its outcome, a state on disk (its ready or failed mark). A run
 * without such files makes nothing. The run's folder comes from global-setup.ts (RUDNIK_ONCE_PER_RUN) and is removed
 * at the run's end; without it (a file run outside that setup) each call makes its own in a temporary folder.
 * Kept free of server imports: the global setup loads it in Vitest's main process.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

/** Written in a made thing's folder once it is complete: what `make` returned, as JSON. */
export const READY_FILE = 'ready.json'
const FAILED_FILE = 'failed.txt'

/** The folder of `name` in this run's folder (see the module's note). */
export function runFolder(name: string): string {
  const root = process.env.RUDNIK_ONCE_PER_RUN ?? fs.mkdtempSync(path.join(os.tmpdir(), 'once-per-run-'))
  return path.join(root, name)
}

/**
 * What `make` returned, in this file or in the one that made it. `make` gets the folder to make it in; a file that
 * waits gives up after `waitMs`, `what` names the thing in the messages.
 */
export async function oncePerRun<T>(name: string, what: string, waitMs: number, make: (folder: string) => Promise<T>): Promise<T> {
  const folder = runFolder(name)
  fs.mkdirSync(folder, { recursive: true })
  try {
    fs.mkdirSync(path.join(folder, 'making')) // atomic: exactly one file of the run makes it
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    return waitFor<T>(folder, what, waitMs)
  }
  try {
    const made = await make(folder)
    // Written whole, then renamed: a waiting file never reads half of it.
    fs.writeFileSync(path.join(folder, `${READY_FILE}.part`), JSON.stringify(made))
    fs.renameSync(path.join(folder, `${READY_FILE}.part`), path.join(folder, READY_FILE))
    return made
  } catch (error) {
    fs.writeFileSync(path.join(folder, FAILED_FILE), String((error as Error).stack ?? error))
    throw error
  }
}

async function waitFor<T>(folder: string, what: string, waitMs: number): Promise<T> {
  const deadline = Date.now() + waitMs
  const [ready, failed] = [READY_FILE, FAILED_FILE].map((name) => path.join(folder, name))
  while (Date.now() < deadline) {
    if (fs.existsSync(ready)) return JSON.parse(fs.readFileSync(ready, 'utf8'))
    if (fs.existsSync(failed)) throw new Error(`${what} failed in another test file:\n${fs.readFileSync(failed, 'utf8')}`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`No ${what} in ${folder} after ${waitMs / 1000} s: the file making it has not finished`)
}
