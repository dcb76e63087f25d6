/**
 * The publisher's choice between a refresh and a full build, around stand-ins: a Gatsby that
 * writes one page and the page list a refresh starts from, and a refresh script that renders one
 * page into its staging folder (or answers "full build needed", or fails, when told to through a
 * file). tests/api/site-refresh.test.ts runs the real ones.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { SitePublisher } from '../../server/site/publisher'
import { readLiveManifest } from '../../server/site/refresh'

const STAND_IN_GATSBY = `
const fs = require('node:fs')
const count = Number(fs.existsSync('../builds-made') ? fs.readFileSync('../builds-made', 'utf8') : 0) + 1
fs.writeFileSync('../builds-made', String(count))
fs.mkdirSync('public/old', { recursive: true })
fs.writeFileSync('public/index.html', 'build ' + count)
fs.writeFileSync('public/old/index.html', 'old page')
fs.mkdirSync('.cache/site-refresh', { recursive: true })
fs.writeFileSync('.cache/site-refresh/planned.json', JSON.stringify({ id: 'b' + count, siteUrl: 'http://localhost', pages: { '/': ['home', 'sl', 'x'], '/old/': ['about', 'sl', 'y'] } }))
`

const STAND_IN_REFRESH = `
const fs = require('node:fs')
const path = require('node:path')
const out = process.argv[process.argv.indexOf('--out') + 1]
const count = Number(fs.existsSync('../refreshes-made') ? fs.readFileSync('../refreshes-made', 'utf8') : 0) + 1
fs.writeFileSync('../refreshes-made', String(count))
if (fs.existsSync('../refresh-impossible')) { console.error('full build needed: no base'); process.exit(3) }
if (fs.existsSync('../refresh-fails')) { console.error('refresh failed: the API is down'); process.exit(1) }
fs.mkdirSync(path.join(out, 'files'), { recursive: true })
fs.writeFileSync(path.join(out, 'files', 'index.html'), 'refresh ' + count)
fs.writeFileSync(path.join(out, 'changes.json'), JSON.stringify({ written: ['index.html'], removed: ['old/index.html'], pages: 1, rendered: 1 }))
fs.writeFileSync(path.join(out, 'manifest.json'), JSON.stringify({ id: 'b', siteUrl: 'http://localhost', pages: { '/': ['home', 'sl', 'z' + count] } }))
`

let root: string
let siteDir: string
let publisher: SitePublisher
const logs: string[] = []

const livePage = () => fs.readFileSync(path.join(publisher.liveDir()!, 'index.html'), 'utf8')
const counter = (name: string) => Number(fs.existsSync(path.join(siteDir, name)) ? fs.readFileSync(path.join(siteDir, name), 'utf8') : 0)

const makePublisher = () =>
  new SitePublisher({
    repoRoot: root,
    siteDir,
    apiUrl: 'http://127.0.0.1:1/api/v1',
    siteUrl: 'http://localhost',
    debounceMs: 50,
    log: (line) => logs.push(line),
  })
/** What a publisher started again on the same folder (a restart, another instance) says about the live site. */
const makeRestartedFacts = () => makePublisher().status

beforeEach(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'publisher-refresh-'))
  siteDir = path.join(root, 'data', 'site')
  fs.mkdirSync(path.join(root, 'node_modules', 'gatsby'), { recursive: true })
  fs.writeFileSync(path.join(root, 'node_modules', 'gatsby', 'cli.js'), STAND_IN_GATSBY)
  // `node --import tsx` resolves tsx from the workspace, whose node_modules is this one.
  fs.symlinkSync(path.resolve('node_modules', 'tsx'), path.join(root, 'node_modules', 'tsx'))
  fs.mkdirSync(path.join(root, 'site', 'build', 'refresh'), { recursive: true })
  fs.writeFileSync(path.join(root, 'site', 'build', 'refresh', 'main.ts'), STAND_IN_REFRESH)
  fs.writeFileSync(path.join(root, 'gatsby-config.ts'), 'export default {}')
  logs.length = 0
  publisher = makePublisher()
  await publisher.build()
})
afterEach(async () => {
  await publisher.close()
  fs.rmSync(root, { recursive: true, force: true })
})

describe('publishing after the first build', () => {
  it('refreshes the live build in place when the code is the same', async () => {
    const live = publisher.liveDir()
    const first = publisher.status.live_build_at
    const savedAt = new Date().toISOString() // a save answered before the refresh begins is carried by it
    await publisher.build()
    expect(publisher.status.live_data_from).toBe(publisher.status.started_at)
    expect(publisher.status.live_data_from! >= savedAt).toBe(true)
    expect(publisher.status.live_at! >= publisher.status.live_data_from!).toBe(true)
    expect(makeRestartedFacts()).toMatchObject({ live_data_from: publisher.status.live_data_from, live_at: publisher.status.live_at })
    expect(counter('builds-made')).toBe(1)
    expect(publisher.liveDir()).toBe(live)
    expect(livePage()).toBe('refresh 1')
    expect(fs.existsSync(path.join(live!, 'old'))).toBe(false) // a removed page's file and its emptied folder
    expect(publisher.status).toMatchObject({ state: 'live', progress: 1 })
    expect(publisher.status.live_build_at).not.toBe(first)
    expect(readLiveManifest(siteDir)).toMatchObject({ build: path.basename(live!), pages: { '/': ['home', 'sl', 'z1'] } })
    expect(fs.existsSync(path.join(siteDir, 'staging'))).toBe(false)
  })

  it('keeps the file an older build shares with the live one (a refresh renames, never writes through)', async () => {
    const live = publisher.liveDir()!
    const older = path.join(root, 'older-link.html')
    fs.linkSync(path.join(live, 'index.html'), older)
    await publisher.build()
    expect(fs.readFileSync(older, 'utf8')).toBe('build 1')
  })

  it('makes a full build when the site code changed', async () => {
    fs.writeFileSync(path.join(root, 'gatsby-config.ts'), 'export default { changed: true }')
    await publisher.build()
    expect(counter('builds-made')).toBe(2)
    expect(counter('refreshes-made')).toBe(0)
    expect(livePage()).toBe('build 2')
    await publisher.build() // the new build's manifest: refreshes again
    expect(livePage()).toBe('refresh 1')
  })

  it('falls back to a full build when the refresh says one is needed, or fails', async () => {
    fs.writeFileSync(path.join(siteDir, 'refresh-impossible'), '')
    await publisher.build()
    expect(livePage()).toBe('build 2')
    expect(logs.join('\n')).toMatch(/site refresh not possible \(full build needed: no base\)/)
    fs.rmSync(path.join(siteDir, 'refresh-impossible'))
    fs.writeFileSync(path.join(siteDir, 'refresh-fails'), '')
    await publisher.build()
    expect(livePage()).toBe('build 3')
    expect(logs.join('\n')).toMatch(/site refresh failed/)
    expect(publisher.status.state).toBe('live')
  })

  it('makes a full build when the live manifest is gone (a refresh stopped half way)', async () => {
    fs.rmSync(path.join(siteDir, 'live-pages.json'))
    await publisher.build()
    expect(counter('refreshes-made')).toBe(0)
    expect(livePage()).toBe('build 2')
  })
})
