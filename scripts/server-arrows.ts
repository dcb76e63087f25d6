/**
 * Which server/ folders import which (relative imports, type imports included, read with TypeScript's
 * pre-processor: tests/support/import-graph.ts). Prints every folder arrow with its count of
 * importing files, then the arrows from the core into another folder: `npx tsx scripts/server-arrows.ts [core folders]`
 * (default: the root files, http, db, resources, openapi). tests/unit/server-layering.test.ts holds the rule.
 */
import path from 'node:path'
import { importedFiles, sourceFiles } from '../tests/support/import-graph'

const ROOT = path.resolve(__dirname, '..')
const SERVER = path.join(ROOT, 'server')
const CORE = new Set(process.argv.slice(2).length ? process.argv.slice(2) : ['(root)', 'http', 'db', 'resources', 'openapi'])

/** The app factory, the feature list and the entry points: they wire features, so they are not counted as the core. */
const ENTRY_FILES = new Set(['app.ts', 'features.ts', 'main.ts', 'build-site.ts'])

/** The server folder a file lives in; files directly in server/ are "(root)", or "(entry)" for ENTRY_FILES. */
function room(file: string): string | undefined {
  const relative = path.relative(SERVER, file)
  if (relative.startsWith('..')) return undefined
  const parts = relative.split(path.sep)
  if (parts.length > 1) return parts[0]
  return ENTRY_FILES.has(parts[0]) ? '(entry)' : '(root)'
}

const arrows = new Map<string, Set<string>>()
for (const file of sourceFiles(SERVER)) {
  const from = room(file) as string
  for (const target of importedFiles(file)) {
    const to = room(target)
    if (!to || to === from) continue
    const key = `${from} -> ${to}`
    arrows.set(key, (arrows.get(key) ?? new Set()).add(path.relative(ROOT, file)))
  }
}
const keys = [...arrows.keys()].sort()
for (const key of keys) console.log(`${key} (${arrows.get(key)?.size})`)
const pairs = keys.filter((key) => {
  const [from, to] = key.split(' -> ')
  return from < to && arrows.has(`${to} -> ${from}`)
})
const coreToFeature = keys.filter((key) => {
  const [from, to] = key.split(' -> ')
  return CORE.has(from) && !CORE.has(to)
})
console.log(`\n${keys.length} folder arrows; ${pairs.length} pairs of folders import each other`)
console.log(`${coreToFeature.length} arrows from the core (${[...CORE].join(', ')}) into another folder:`)
for (const key of coreToFeature) console.log(`  ${key}: ${[...(arrows.get(key) ?? [])].join(', ')}`)
