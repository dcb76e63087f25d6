/**
 * The publisher around a stand-in Gatsby: a tiny script in a temporary repository root that
 * writes a page (or fails, when told to through a file), so queueing, debouncing, swapping
 * and failure handling are checked in a second instead of a full site build.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { SitePublisher } from '../../server/site/publisher'

const STAND_IN_GATSBY = `
const fs = require('node:fs')
const count = Number(fs.existsSync('../builds-made') ? fs.readFileSync('../builds-made', 'utf8') : 0) + 1
fs.writeFileSync('../builds-made', String(count))
console.log('success load gatsby config')
if (fs.existsSync('../fail-next')) { console.error('ERROR #85923 GRAPHQL: the API is down'); process.exit(1) }
fs.mkdirSync('public', { recursive: true })
fs.writeFileSync('public/index.html', 'build ' + count)
console.log('success Building static HTML for pages')
`

let root: string
let siteDir: string
let publisher: SitePublisher

function makePublisher() {
  return new SitePublisher({ repoRoot: root, siteDir, apiUrl: 'http://127.0.0.1:1/api/v1', siteUrl: 'http://localhost', debounceMs: 50, log: () => {} })
}
const livePage = () => fs.readFileSync(path.join(publisher.liveDir()!, 'index.html'), 'utf8')
const buildsMade = () => Number(fs.readFileSync(path.join(siteDir, 'builds-made'), 'utf8'))
const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 25))
}

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'publisher-'))
  siteDir = path.join(root, 'data', 'site')
  fs.mkdirSync(path.join(root, 'node_modules', 'gatsby'), { recursive: true })
  fs.writeFileSync(path.join(root, 'node_modules', 'gatsby', 'cli.js'), STAND_IN_GATSBY)
  fs.writeFileSync(path.join(root, 'gatsby-config.ts'), 'export default {}')
  publisher = makePublisher()
})
afterEach(async () => {
  await publisher.close()
  fs.rmSync(root, { recursive: true, force: true })
})

describe('site publisher', () => {
  it('starts idle with no live site', () => {
    expect(publisher.status.state).toBe('idle')
    expect(publisher.liveDir()).toBeNull()
  })

  it('builds, then swaps the new build in as the live site', async () => {
    await publisher.build()
    expect(publisher.status).toMatchObject({ state: 'live', progress: 1 })
    expect(livePage()).toBe('build 1')
    expect(fs.lstatSync(path.join(siteDir, 'live')).isSymbolicLink()).toBe(true)
    expect(fs.existsSync(path.join(siteDir, 'workspace', 'gatsby-config.ts'))).toBe(true)
  })

  it('makes one build of a burst of changes (debounced)', async () => {
    for (let i = 0; i < 5; i++) publisher.queue()
    expect(publisher.status.state).toBe('queued')
    await until(() => publisher.status.state === 'live')
    expect(buildsMade()).toBe(1)
  })

  it('keeps the live site when a build fails, and reports the failure with the log tail', async () => {
    await publisher.build()
    fs.writeFileSync(path.join(siteDir, 'fail-next'), '')
    await publisher.build()
    expect(publisher.status.state).toBe('failed')
    expect(publisher.status.message).toMatch(/exit code 1/)
    expect(publisher.status.log_tail.join('\n')).toContain('the API is down')
    expect(livePage()).toBe('build 1')
    fs.rmSync(path.join(siteDir, 'fail-next'))
    await publisher.build()
    expect(livePage()).toBe('build 3')
  })

  it('builds again after a change that arrived during a build', async () => {
    const running = publisher.build()
    publisher.queue()
    expect(publisher.status.pending).toBe(true)
    await running
    await until(() => buildsMade() === 2 && publisher.status.state === 'live')
    expect(livePage()).toBe('build 2')
  })

  it('finds the live site again after a restart, and which content it carries', async () => {
    const savedAt = new Date().toISOString()
    await publisher.build()
    expect(publisher.status.live_data_from).toBe(publisher.status.started_at)
    expect(publisher.status.live_data_from! >= savedAt).toBe(true)
    const again = makePublisher()
    expect(again.liveDir()).toBe(publisher.liveDir())
    expect(again.status.state).toBe('live')
    // this stand-in writes no page manifest, which is where a restart reads it from (site-publisher-refresh.test.ts):
    // unknown, never a guess
    expect(again.status.live_data_from).toBeNull()
  })

  it('keeps only the two newest builds on disk', async () => {
    for (let i = 0; i < 4; i++) await publisher.build()
    expect(fs.readdirSync(path.join(siteDir, 'builds'))).toHaveLength(2)
    expect(livePage()).toBe('build 4')
  })
})
