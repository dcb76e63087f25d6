/**
 * Issue 10.8: one site build at a time across instances (a PostgreSQL advisory lock), and every
 * instance serves the build another swapped in (LISTEN/NOTIFY). Two publishers on two database
 * sessions of a throw-away PostgreSQL share one site folder, as two instances sharing DATA_DIR
 * do, with a stand-in Gatsby that notes any build running beside it (a real Gatsby build takes
 * minutes; the lock and the notices are the same code). Skipped, saying why, only without
 * PostgreSQL's binaries.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openCluster, type Cluster } from '../../server/cluster'
import { shareSiteBuilds } from '../../server/site/shared-builds'
import type { Config } from '../../server/config'
import { connectDatabase, type Database } from '../../server/db/connect'
import { SitePublisher } from '../../server/site/publisher'
import { postgresBinaries, startPostgres, type Postgres } from '../support/postgres'
import { sleep, until } from '../support/server-process'

const bin = postgresBinaries()

if (!bin) {
  describe('site builds of several instances', () => {
    it.skip('SKIPPED: no PostgreSQL binaries under /usr/lib/postgresql (apt-get install postgresql; CI installs it)', () => {})
  })
}

/** A Gatsby that notes when another build runs beside it, takes a while, and writes a page. */
const STAND_IN_GATSBY = `
const fs = require('node:fs')
if (fs.existsSync('../building')) fs.appendFileSync('../overlaps', 'overlap\\n')
fs.writeFileSync('../building', String(process.pid))
const count = Number(fs.existsSync('../builds-made') ? fs.readFileSync('../builds-made', 'utf8') : 0) + 1
fs.writeFileSync('../builds-made', String(count))
setTimeout(() => {
  fs.mkdirSync('public', { recursive: true })
  fs.writeFileSync('public/index.html', 'build ' + count)
  fs.rmSync('../building')
}, 1500)
`

describe.skipIf(!bin)('site builds of several instances', () => {
  let postgres: Postgres
  let root: string
  const instances: { database: Database; cluster: Cluster; publisher: SitePublisher }[] = []

  beforeAll(async () => {
    postgres = await startPostgres(bin!)
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'cluster-builds-'))
    fs.mkdirSync(path.join(root, 'node_modules', 'gatsby'), { recursive: true })
    fs.writeFileSync(path.join(root, 'node_modules', 'gatsby', 'cli.js'), STAND_IN_GATSBY)
    fs.writeFileSync(path.join(root, 'gatsby-config.ts'), 'export default {}')
    for (let i = 0; i < 2; i++) {
      // Each instance has its own database sessions, as two processes would.
      const database = connectDatabase({ databaseUrl: postgres.url, dataDir: root })
      const cluster = (await openCluster({ databaseUrl: postgres.url } as Config, database, () => {}))!
      let exclusive: (build: () => Promise<void>) => Promise<void> = (build) => build()
      const publisher = new SitePublisher({
        repoRoot: root,
        siteDir: path.join(root, 'data', 'site'), // one folder, shared
        apiUrl: 'http://127.0.0.1:1/api/v1',
        siteUrl: 'http://localhost',
        debounceMs: 50,
        log: () => {},
        runExclusive: (build) => exclusive(build),
      })
      exclusive = shareSiteBuilds(cluster, publisher)
      instances.push({ database, cluster, publisher })
    }
  }, 60_000)

  afterAll(async () => {
    for (const { database, cluster, publisher } of instances) {
      await cluster.close()
      await publisher.close()
      await database.close()
    }
    await postgres?.stop()
    if (root) fs.rmSync(root, { recursive: true, force: true })
  })

  it('builds one at a time across instances; the waiting one says so; both then serve the newest build', async () => {
    const [first, second] = instances.map((instance) => instance.publisher)
    const states: string[] = []
    let watching = true
    const watch = (async () => {
      while (watching) {
        states.push(`${first.status.state}/${second.status.state}`)
        if (second.status.message.includes('waiting for another instance')) states.push('second waited')
        await sleep(20)
      }
    })()
    // The second asks once the first holds the cluster's lock ('building' is set under it), not after a guessed pause
    const firstBuild = first.build()
    await until('the first instance builds', () => first.status.state === 'building')
    await Promise.all([firstBuild, second.build()])
    watching = false
    await watch
    const siteDir = path.join(root, 'data', 'site')
    expect(fs.existsSync(path.join(siteDir, 'overlaps')), 'two builds ran at the same time').toBe(false)
    expect(fs.readFileSync(path.join(siteDir, 'builds-made'), 'utf8')).toBe('2')
    expect(states).not.toContain('building/building')
    expect(states).toContain('second waited')
    expect([first.status.state, second.status.state]).toEqual(['live', 'live'])
    // The first instance learns of the second one's build through the channel.
    const live = fs.realpathSync(path.join(siteDir, 'live'))
    await until("the first instance to hear of the second one's build", () => first.liveDir() === live, 30_000)
    expect(first.liveDir()).toBe(live)
    expect(second.liveDir()).toBe(live)
    expect(fs.readFileSync(path.join(live, 'index.html'), 'utf8')).toBe('build 2')
  }, 60_000)
})
