/**
 * Vitest's global setup: gives every test file one registry of the server processes it starts
 * (server-process.ts writes to it), and fails the run at the end when any of them still runs or
 * still listens, so no test can leave a server behind. It also gives the run one folder for what is made once
 * per run and shared by the files that need it (once-per-run.ts: the demo site, the demo content), and drops the
 * demo content's PostgreSQL database at the end. Under `npm run test:postgres`
 * it also makes the migrated database startApi copies (postgres-template.ts), once for the whole run.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { dropSnapshotDatabase } from './seed-cache'
import { serversStillUp } from './server-process'

export default async function setup() {
  const registry = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'rudnik-servers-')), 'started.txt')
  fs.writeFileSync(registry, '')
  process.env.RUDNIK_SERVER_REGISTRY = registry
  const oncePerRun = path.join(path.dirname(registry), 'once-per-run')
  fs.mkdirSync(oncePerRun)
  process.env.RUDNIK_ONCE_PER_RUN = oncePerRun
  const admin = process.env.TEST_DATABASE_URL
  // Imported only then: the SQLite run need not load the server's modules here.
  const template = admin ? await (await import('./postgres-template')).makeMigratedTemplate(admin) : undefined
  if (template) process.env.TEST_DATABASE_TEMPLATE = template.name
  return async () => {
    const left = await serversStillUp(registry)
    await dropSnapshotDatabase(oncePerRun)
    fs.rmSync(path.dirname(registry), { recursive: true, force: true })
    await template?.drop()
    if (left.length) throw new Error(`Servers left behind by the tests:\n${left.join('\n')}`)
  }
}
