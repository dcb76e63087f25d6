/**
 * The publisher's side of a refresh (site/build/refresh/main.ts renders the changed pages into a
 * staging folder): when one may run, and how its files go live.
 *
 * A refresh may run when the site's code is the one the live build was made with (`siteCodeHash`)
 * and the live manifest (DATA_DIR/site/live-pages.json: every live page's fingerprint) names the
 * live build. Its files then replace the live build's in place, each by a rename (atomic per file,
 * the whole change within milliseconds): copying or linking a site of 20,000 pages into a new folder
 * would cost seconds for every edit, whatever it changed. No file is ever written through: a renamed
 * file is a new inode, so older builds sharing inodes with the live one (hard links) keep theirs.
 *
 *   if (canRefresh(siteDir, live, code)) ... applyRefresh(staging, live, changes)
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { COPIED_ENTRIES } from './workspace'

export interface LiveManifest {
  id: string
  siteUrl: string
  pages: Record<string, [string, string, string]>
  /** The build folder the manifest describes. */
  build: string
  /** siteCodeHash() of the sources that build was made from. */
  code: string
  /** When the live site last changed (a full build or a refresh): the status's live_build_at. */
  publishedAt: string
  /** When the build that made it began reading content (ISO): every change saved before is on the live site. */
  dataFrom?: string
  /** When it went live (ISO). */
  liveAt?: string
}

export interface RefreshChanges {
  written: string[]
  removed: string[]
  pages: number
  rendered: number
}

export const liveManifestPath = (siteDir: string) => path.join(siteDir, 'live-pages.json')

/** A hash of everything the workspace copies from the repository, and of the installed packages' lock. */
export function siteCodeHash(repoRoot: string): string {
  const hash = createHash('sha256')
  const add = (file: string) => {
    const stat = fs.statSync(file, { throwIfNoEntry: false })
    if (!stat) return
    if (stat.isDirectory()) for (const name of fs.readdirSync(file).sort()) add(path.join(file, name))
    else hash.update(path.relative(repoRoot, file)).update('\0').update(fs.readFileSync(file)).update('\0')
  }
  for (const entry of [...COPIED_ENTRIES, 'package-lock.json']) add(path.join(repoRoot, entry))
  return hash.digest('hex').slice(0, 16)
}

export function readLiveManifest(siteDir: string): LiveManifest | null {
  try {
    return JSON.parse(fs.readFileSync(liveManifestPath(siteDir), 'utf8')) as LiveManifest
  } catch {
    return null
  }
}

export function writeLiveManifest(siteDir: string, manifest: LiveManifest) {
  const file = liveManifestPath(siteDir)
  fs.writeFileSync(`${file}.tmp`, JSON.stringify(manifest))
  fs.renameSync(`${file}.tmp`, file)
}

/** Whether the live build can take a refresh made with the code at `code`. */
export function canRefresh(siteDir: string, live: string | null, code: string): LiveManifest | null {
  const manifest = readLiveManifest(siteDir)
  return live && manifest && manifest.build === path.basename(live) && manifest.code === code ? manifest : null
}

/** Removes `folder` and its parents up to `root` while they are empty. */
function pruneEmpty(folder: string, root: string) {
  for (let current = folder; current.startsWith(root + path.sep); current = path.dirname(current)) {
    try {
      fs.rmdirSync(current)
    } catch {
      return // not empty (or gone)
    }
  }
}

/**
 * Moves the staged files into the live build (renames) and removes the files of pages that are gone.
 * Callers drop the live manifest first: a crash half way leaves no manifest, so the next publish is a
 * full build, which compares every file.
 */
export function applyRefresh(staging: string, live: string, changes: RefreshChanges): void {
  const files = path.join(staging, 'files')
  const within = (relative: string) => {
    const target = path.resolve(live, relative)
    if (!target.startsWith(live + path.sep)) throw new Error(`refresh names a file outside the build: ${relative}`)
    return target
  }
  for (const relative of [...changes.written, ...changes.removed]) within(relative)
  for (const relative of changes.written) {
    const target = within(relative)
    fs.mkdirSync(path.dirname(target), { recursive: true })
    fs.renameSync(path.join(files, relative), target)
  }
  for (const relative of changes.removed) {
    fs.rmSync(path.join(live, relative), { force: true })
    pruneEmpty(path.dirname(path.join(live, relative)), live)
  }
}
