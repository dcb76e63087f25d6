/**
 * Vitest's global setup: gives every test file one registry of the server processes it starts
 * (server-process.ts writes to it), and fails the run at the end when any of them still runs or
 * still listens, so no test can leave a server behind. It also gives the run one folder for the demo
 * site that the files needing a built site share (shared-site.ts builds it there when the first one asks).
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { serversStillUp } from './server-process'

export default function setup() {
  const registry = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'rudnik-servers-')), 'started.txt')
  fs.writeFileSync(registry, '')
  process.env.RUDNIK_SERVER_REGISTRY = registry
  const sharedSite = fs.mkdtempSync(path.join(os.tmpdir(), 'rudnik-shared-site-'))
  process.env.RUDNIK_SHARED_SITE = sharedSite
  return async () => {
    const left = await serversStillUp(registry)
    fs.rmSync(path.dirname(registry), { recursive: true, force: true })
    fs.rmSync(sharedSite, { recursive: true, force: true })
    if (left.length) throw new Error(`Servers left behind by the tests:\n${left.join('\n')}`)
  }
}
