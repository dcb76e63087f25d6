/** The built site's pages as URL paths ('/', '/en/news/'), from its index.html files. */
import fs from 'node:fs'
import path from 'node:path'

/** Gatsby's own folders: no visitor page in them. */
const SKIPPED = new Set(['page-data', 'static', '~partytown', 'preview', '404', 'dev-404-page'])

export function builtPagePaths(siteDir: string): string[] {
  const out: string[] = []
  const walk = (folder: string, prefix: string) => {
    let entries: fs.Dirent[]
    try {
      entries = fs.readdirSync(folder, { withFileTypes: true })
    } catch {
      return
    }
    if (entries.some((entry) => entry.isFile() && entry.name === 'index.html')) out.push(prefix)
    for (const entry of entries) {
      if (entry.isDirectory() && !SKIPPED.has(entry.name) && !entry.name.startsWith('.')) walk(path.join(folder, entry.name), `${prefix}${entry.name}/`)
    }
  }
  walk(siteDir, '/')
  // Shallow pages first: a page limit keeps the lists and statement pages, not 300 news items.
  return out.sort((a, b) => a.split('/').length - b.split('/').length || a.localeCompare(b))
}
