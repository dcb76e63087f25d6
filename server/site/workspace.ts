/**
 * Gatsby writes `.cache/` and `public/` into the folder it runs in. It runs in a workspace
 * under DATA_DIR, so the repository stays clean, each data folder keeps its own build cache,
 * and two instances never share one.
 *
 * The site's sources are copied in before every build (timestamps kept, so Gatsby's caches
 * stay warm): Parcel, which compiles gatsby-config/gatsby-node, follows symlinks out of the
 * workspace and then cannot find its output, and it does not see changes behind a link.
 * Only node_modules is linked.
 */
import fs from 'node:fs'
import path from 'node:path'

export const COPIED_ENTRIES = [
  'gatsby-config.ts',
  'gatsby-node.ts',
  'gatsby-browser.tsx',
  'gatsby-ssr.tsx',
  'package.json',
  'tsconfig.json',
  'site',
  'locales',
  'shared',
]
export const LINKED_ENTRIES = ['node_modules']

function linkTarget(file: string): string | null {
  try {
    return fs.lstatSync(file).isSymbolicLink() ? fs.readlinkSync(file) : file
  } catch {
    return null
  }
}

export function prepareWorkspace(repoRoot: string, workspace: string): void {
  fs.mkdirSync(workspace, { recursive: true })
  for (const entry of COPIED_ENTRIES) {
    const source = path.join(repoRoot, entry)
    const target = path.join(workspace, entry)
    fs.rmSync(target, { recursive: true, force: true }) // files deleted from the repository go too
    if (fs.existsSync(source)) fs.cpSync(source, target, { recursive: true, preserveTimestamps: true })
  }
  for (const entry of LINKED_ENTRIES) {
    const source = path.join(repoRoot, entry)
    const link = path.join(workspace, entry)
    if (linkTarget(link) === source) continue
    fs.rmSync(link, { recursive: true, force: true })
    fs.symlinkSync(source, link)
  }
}
