/**
 * Publishing: content changes queue a rebuild of the static site (debounced, so a burst of
 * saves makes one build). A build is one of two kinds:
 * - a refresh, when the site's code is the one the live build was made with: only the pages whose
 *   data changed are rendered (site/build/refresh/main.ts, with the last Gatsby build's renderer)
 *   and moved into the live build file by file (refresh.ts). Its cost follows the change;
 * - a full Gatsby build otherwise (first build, new code, or a refresh that could not run): Gatsby
 *   builds in its workspace; the result is copied beside the live build and swapped in by renaming
 *   a symlink, which is atomic: visitors see the old site or the new one, never half of each.
 * A failed build leaves the live site as it was.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { copyBuild } from './copy-build'
import { progressAfter } from './progress'
import {
  applyRefresh,
  canRefresh,
  liveManifestPath,
  readLiveManifest,
  siteCodeHash,
  writeLiveManifest,
  type LiveManifest,
  type RefreshChanges,
} from './refresh'
import { prepareWorkspace } from './workspace'
import type { SiteBuildStatus } from '../../shared/wire/site-build'

/**
 * `live_data_from`: when the build that made the live site began reading content (ISO): a change saved
 * before it (a save's X-Site-Changed-At, site-change-header.ts) is on the live site.
 */
export type BuildStatus = SiteBuildStatus
export type BuildState = BuildStatus['state']

export interface PublisherOptions {
  repoRoot: string
  siteDir: string
  apiUrl: string
  siteUrl: string
  debounceMs: number
  log: (line: string) => void
  /** Runs each build; several instances pass one that holds a lock shared through PostgreSQL (server/cluster). */
  runExclusive?: (build: () => Promise<void>) => Promise<void>
  /** Called (not awaited) with the live folder after each build that went live: the accessibility audit. */
  afterLive?: (liveDir: string) => void
}

const LOG_LINES = 60
const KEPT_BUILDS = 2
/** Files written up to this long before the last copy are copied again anyway (clock steps, coarse file times). */
const COPY_TIME_MARGIN_MS = 2_000
/** site/build/refresh/main.ts's exit code when only a full build will do. */
const NEEDS_FULL_BUILD = 3

const stampNow = () => new Date().toISOString().replace(/[:.]/g, '-')
const seconds = (from: number, to = Date.now()) => ((to - from) / 1000).toFixed(1)

export class SitePublisher {
  readonly status: BuildStatus = {
    state: 'idle',
    progress: 0,
    message: '',
    pending: false,
    log_tail: [],
    started_at: null,
    finished_at: null,
    live_build_at: null,
    live_data_from: null,
    live_at: null,
  }
  private timer: NodeJS.Timeout | null = null
  private running: Promise<void> | null = null
  private child: ChildProcess | null = null
  private live: string | null = null
  /** Gatsby's structured log actions (step starts, page counts), sent over IPC: npm start prints progress from them. */
  onGatsbyMessage: ((message: unknown) => void) | null = null

  constructor(private readonly options: PublisherOptions) {
    this.live = this.readLiveLink()
    if (this.live) Object.assign(this.status, { state: 'live', progress: 1, ...this.liveFacts() })
  }

  /** When the live site last changed (its build, or the refresh since) and which content it carries, from its manifest. */
  private liveFacts(): Pick<BuildStatus, 'live_build_at' | 'live_data_from' | 'live_at'> {
    if (!this.live) return { live_build_at: null, live_data_from: null, live_at: null }
    const manifest = readLiveManifest(this.options.siteDir)
    if (manifest?.build !== path.basename(this.live)) return { live_build_at: path.basename(this.live), live_data_from: null, live_at: null }
    return { live_build_at: manifest.publishedAt, live_data_from: manifest.dataFrom ?? null, live_at: manifest.liveAt ?? null }
  }

  /** Folder of the site visitors see now, or null before the first successful build. */
  liveDir(): string | null {
    return this.live
  }

  /** Rebuild after `debounceMs` without further changes. */
  queue(): void {
    if (this.running) {
      this.status.pending = true
      return
    }
    if (this.timer) clearTimeout(this.timer)
    Object.assign(this.status, { state: 'queued', progress: 0, message: '' })
    this.timer = setTimeout(() => void this.build(), this.options.debounceMs)
  }

  /** Build now (or wait for the running build); resolves when it has finished, well or not. */
  build(): Promise<void> {
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
    const exclusive = this.options.runExclusive ?? ((build) => build())
    this.running ??= exclusive(() => this.run())
      .catch((error: Error) => void Object.assign(this.status, { state: 'failed', message: error.message }))
      .finally(() => {
        this.running = null
        if (this.status.pending) {
          this.status.pending = false
          this.queue()
        }
      })
    return this.running
  }

  /** Reads the live link again: another instance sharing this folder may have swapped it (or refreshed it). */
  refreshLive(): void {
    const live = this.readLiveLink()
    if (!live) return
    this.live = live
    Object.assign(this.status, this.liveFacts())
    if (this.status.state === 'idle') Object.assign(this.status, { state: 'live', progress: 1 })
  }

  async close(): Promise<void> {
    if (this.timer) clearTimeout(this.timer)
    this.child?.kill('SIGTERM')
    await this.running?.catch(() => undefined)
  }

  private get linkPath() {
    return path.join(this.options.siteDir, 'live')
  }

  private readLiveLink(): string | null {
    try {
      return fs.realpathSync(this.linkPath)
    } catch {
      return null
    }
  }

  private async run(): Promise<void> {
    // Taken before the build reads any content: every change committed before it is in this build.
    const dataFrom = new Date().toISOString()
    Object.assign(this.status, {
      state: 'building',
      progress: 0.01,
      message: '',
      log_tail: [],
      started_at: dataFrom,
      finished_at: null,
    })
    try {
      const code = siteCodeHash(this.options.repoRoot)
      if (!(await this.refresh(code, dataFrom))) await this.fullBuild(code, dataFrom)
      // As the manifest says (what a restart or another instance reads); without one, as this build knows it.
      const facts = this.liveFacts()
      Object.assign(this.status, {
        state: 'live',
        progress: 1,
        message: '',
        live_build_at: facts.live_build_at,
        live_data_from: facts.live_data_from ?? dataFrom,
        live_at: facts.live_at ?? new Date().toISOString(),
      })
      if (this.live) this.options.afterLive?.(this.live)
    } catch (error) {
      Object.assign(this.status, { state: 'failed', message: (error as Error).message })
      this.options.log(`site build failed: ${(error as Error).message}`)
    } finally {
      this.status.finished_at = new Date().toISOString()
    }
  }

  private get workspace() {
    return path.join(this.options.siteDir, 'workspace')
  }

  /** Renders only what changed into the live build; false when only a full build will do. */
  private async refresh(code: string, dataFrom: string): Promise<boolean> {
    const manifest = canRefresh(this.options.siteDir, this.live, code)
    if (!manifest || !this.live) return false
    const started = Date.now()
    const staging = path.join(this.options.siteDir, 'staging')
    fs.rmSync(staging, { recursive: true, force: true })
    const script = path.join('site', 'build', 'refresh', 'main.ts')
    const exit = await this.runChild(['--import', 'tsx', script, '--live', this.live, '--manifest', liveManifestPath(this.options.siteDir), '--out', staging])
    if (exit !== 0) {
      const why = this.status.log_tail.filter((line) => /full build needed|refresh failed/.test(line)).at(-1) ?? `exit code ${exit}`
      this.options.log(`site refresh ${exit === NEEDS_FULL_BUILD ? 'not possible' : 'failed'} (${why}): a full build follows`)
      return false
    }
    const changes = JSON.parse(fs.readFileSync(path.join(staging, 'changes.json'), 'utf8')) as RefreshChanges
    const next = JSON.parse(fs.readFileSync(path.join(staging, 'manifest.json'), 'utf8')) as Omit<LiveManifest, 'build' | 'code' | 'publishedAt'>
    // Neither the manifest nor the copy note describe the live build while its files change.
    fs.rmSync(liveManifestPath(this.options.siteDir), { force: true })
    fs.rmSync(this.copyNote, { force: true })
    applyRefresh(staging, this.live, changes)
    writeLiveManifest(this.options.siteDir, {
      ...next,
      build: path.basename(this.live),
      code,
      publishedAt: stampNow(),
      dataFrom,
      liveAt: new Date().toISOString(),
    })
    fs.rmSync(staging, { recursive: true, force: true })
    this.options.log(
      `site refresh: ${seconds(started)} s, ${changes.rendered} of ${changes.pages} pages rendered, ${changes.written.length} files written, ${changes.removed.length} removed`,
    )
    return true
  }

  private async fullBuild(code: string, dataFrom: string): Promise<void> {
    const started = Date.now()
    prepareWorkspace(this.options.repoRoot, this.workspace)
    const exit = await this.runChild([path.join(this.options.repoRoot, 'node_modules', 'gatsby', 'cli.js'), 'build'])
    if (exit !== 0) throw new Error(`gatsby build ended with ${typeof exit === 'string' ? exit : `exit code ${exit}`}`)
    const built = Date.now()
    const stamp = stampNow()
    const target = path.join(this.options.siteDir, 'builds', stamp)
    const copyStarted = Date.now()
    const { copied, linked, removed = 0 } = await copyBuild(path.join(this.workspace, 'public'), target, this.live, this.liveCopiedSince())
    this.options.log(
      `site build: gatsby ${seconds(started, built)} s, copy ${seconds(copyStarted)} s: ${copied} files written, ${linked} unchanged files shared with the previous build, ${removed} removed`,
    )
    fs.rmSync(liveManifestPath(this.options.siteDir), { force: true })
    this.swapLive(target)
    this.rememberCopy(target, copyStarted)
    this.promotePlanned(stamp, code, dataFrom)
    this.pruneBuilds()
  }

  /** The pages the full build made become the live manifest (refreshes start from it). */
  private promotePlanned(build: string, code: string, dataFrom: string) {
    try {
      const planned = JSON.parse(fs.readFileSync(path.join(this.workspace, '.cache', 'site-refresh', 'planned.json'), 'utf8')) as Omit<
        LiveManifest,
        'build' | 'code' | 'publishedAt'
      >
      writeLiveManifest(this.options.siteDir, { ...planned, build, code, publishedAt: build, dataFrom, liveAt: new Date().toISOString() })
    } catch {
      // a build without the page table's manifest: the next change makes a full build again
    }
  }

  /** Runs node with `args` in the workspace; resolves with its exit code (or the signal that ended it). */
  private runChild(args: string[]): Promise<number | string> {
    return new Promise((resolve, reject) => {
      const child = spawn(process.execPath, args, {
        cwd: this.workspace,
        env: {
          ...process.env,
          SITE_API_URL: this.options.apiUrl,
          SITE_URL: this.options.siteUrl,
          GATSBY_TELEMETRY_DISABLED: '1',
          NODE_ENV: 'production',
          CI: 'true',
        },
        stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
      })
      this.child = child
      child.on('message', (message) => this.onGatsbyMessage?.(message))
      const onData = (chunk: Buffer) => {
        for (const line of chunk
          .toString('utf8')
          .split(/\r?\n/)
          .filter((l) => l.trim())) {
          this.status.log_tail = [...this.status.log_tail, line].slice(-LOG_LINES)
          this.status.progress = progressAfter(line, this.status.progress)
        }
      }
      child.stdout?.on('data', onData)
      child.stderr?.on('data', onData)
      child.on('error', reject)
      child.on('close', (code, signal) => {
        this.child = null
        resolve(code ?? signal ?? 'no exit code')
      })
    })
  }

  private get copyNote() {
    return path.join(this.options.siteDir, 'live-copied.json')
  }

  /**
   * When the live build was copied out of the workspace (less a margin for clock steps): the files
   * Gatsby wrote since then are all that can differ from it (copy-build.ts). Undefined when unknown.
   */
  private liveCopiedSince(): number | undefined {
    try {
      const note = JSON.parse(fs.readFileSync(this.copyNote, 'utf8')) as { build: string; copiedAt: number }
      return note.build === this.live ? note.copiedAt - COPY_TIME_MARGIN_MS : undefined
    } catch {
      return undefined
    }
  }

  private rememberCopy(build: string, copiedAt: number) {
    fs.writeFileSync(this.copyNote, JSON.stringify({ build, copiedAt }))
  }

  private swapLive(target: string) {
    pointLink(this.linkPath, target)
    this.live = target
  }

  private pruneBuilds() {
    const folder = path.join(this.options.siteDir, 'builds')
    const builds = fs.readdirSync(folder).sort()
    for (const old of builds.slice(0, -KEPT_BUILDS)) {
      if (path.join(folder, old) !== this.live) fs.rmSync(path.join(folder, old), { recursive: true, force: true })
    }
  }
}

/** Points the symbolic link `link` at `target` in one step (a new link renamed over it): a reader sees the old or the new. */
export function pointLink(link: string, target: string) {
  const temporary = `${link}.${process.pid}.tmp`
  fs.rmSync(temporary, { force: true })
  fs.symlinkSync(target, temporary)
  fs.renameSync(temporary, link)
}
