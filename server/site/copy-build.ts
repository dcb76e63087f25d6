/**
 * Copies Gatsby's output into a new build folder beside the live one. A file Gatsby did not
 * rewrite this time (same size and modification time as in the live build, which keeps the
 * times it was copied with) is hard-linked to the live build's copy instead of copied, so a
 * rebuild after one change writes the few pages that changed, not all two thousand. Builds are
 * never modified after they are made, so sharing their files is safe; Gatsby's own folder is
 * never linked (it rewrites files in place).
 *
 *   await copyBuild('workspace/public', 'builds/<new>', 'builds/<live>') -> { copied: 12, linked: 4031 }
 */
import fs from 'node:fs/promises'
import path from 'node:path'

export interface CopyResult {
  copied: number
  linked: number
}

async function sameFile(a: string, b: string): Promise<boolean> {
  try {
    const [left, right] = await Promise.all([fs.stat(a), fs.stat(b)])
    // within a millisecond: times pass through a float of seconds on the way back (utimes)
    return left.size === right.size && Math.abs(left.mtimeMs - right.mtimeMs) < 1
  } catch {
    return false
  }
}

export async function copyBuild(source: string, target: string, previous: string | null): Promise<CopyResult> {
  const result: CopyResult = { copied: 0, linked: 0 }
  const entries = await fs.readdir(source, { recursive: true, withFileTypes: true })
  for (const entry of entries) {
    const from = path.join(entry.parentPath, entry.name)
    const relative = path.relative(source, from)
    const to = path.join(target, relative)
    if (entry.isDirectory()) {
      await fs.mkdir(to, { recursive: true })
      continue
    }
    if (!entry.isFile()) continue
    await fs.mkdir(path.dirname(to), { recursive: true })
    const old = previous ? path.join(previous, relative) : null
    if (old && (await sameFile(from, old))) {
      try {
        await fs.link(old, to)
        result.linked++
        continue
      } catch {
        // another file system, or too many links: copy instead
      }
    }
    await fs.copyFile(from, to)
    const { atimeMs, mtimeMs } = await fs.stat(from)
    await fs.utimes(to, atimeMs / 1000, mtimeMs / 1000) // the next build compares against this time
    result.copied++
  }
  return result
}
