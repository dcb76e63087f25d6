/**
 * The server's core and its features (issue 26 point 1; server/feature.ts, server/features.ts): the core takes the
 * features' contributions as arguments and imports no feature folder, not even for a type; the generic helpers in
 * lib/ import nothing of the server; and every other folder is a feature named once in server/features.ts (or one
 * of the tools beside the app), so a new capability is one folder and one line. Relative imports are read with
 * TypeScript's own pre-processor, as tests/unit/import-cycles.test.ts does. Which face imports which is another
 * test's (the layering of shared/, server/, admin/ and site/).
 */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { features } from '../../server/features'
import { importedFiles, sourceFiles } from '../support/import-graph'

const ROOT = path.resolve(__dirname, '../..')
const SERVER = path.join(ROOT, 'server')

/** The core's folders and its files directly in server/. */
const CORE_FOLDERS = ['changes', 'cluster', 'config', 'db', 'http', 'media', 'openapi', 'resources']
const CORE_FILES = ['context.ts', 'core.ts', 'feature.ts', 'logging.ts']
/** Generic helpers: the core and the features use them; they use nothing of the server. */
const LIB = 'lib'
/** Run beside the app, not inside it: demo content, the start-up steps, backups. They may import anything. */
const TOOLS = ['maintenance', 'seed', 'startup']
/** The app factory, the list and the entry points: the only files that wire the features in. */
const WIRING_FILES = ['app.ts', 'build-site.ts', 'features.ts', 'main.ts']
/** The features list's one entry that is no folder: the core's declared routes. */
const CORE_ENTRIES = ['content']

/** Every relative import of `file` that lands in server/, as paths relative to server/ (type imports included). */
function serverImports(file: string): string[] {
  return importedFiles(file)
    .filter((target) => !path.relative(SERVER, target).startsWith('..'))
    .map((target) => path.relative(SERVER, target))
}

/** The room of a path relative to server/: its folder, or the file itself when it lies directly in server/. */
const roomOf = (relative: string) => relative.split(path.sep)[0]

const folders = fs
  .readdirSync(SERVER, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
const featureFolders = folders.filter((folder) => !CORE_FOLDERS.includes(folder) && folder !== LIB && !TOOLS.includes(folder))
const core = new Set([...CORE_FOLDERS, ...CORE_FILES])

/** Each import from `rooms` that lands outside `allowed`, as "importing file -> imported file". */
function importsLeaving(rooms: string[], allowed: Set<string>): string[] {
  return rooms.flatMap((room) => {
    const full = path.join(SERVER, room)
    const files = fs.statSync(full).isDirectory() ? sourceFiles(full) : [full]
    return files.flatMap((file) =>
      serverImports(file)
        .filter((target) => !allowed.has(roomOf(target)))
        .map((target) => `server/${path.relative(SERVER, file)} -> server/${target}`),
    )
  })
}

describe("the server's core and its features", () => {
  it('has a core that imports no feature, type-only imports included', () => {
    expect(importsLeaving([...CORE_FOLDERS, ...CORE_FILES], new Set([...core, LIB]))).toEqual([])
  })

  it('has generic helpers in lib/ that import nothing else of the server', () => {
    expect(importsLeaving([LIB], new Set([LIB]))).toEqual([])
  })

  it('knows every file directly in server/ as core or wiring', () => {
    const files = fs.readdirSync(SERVER).filter((name) => /\.tsx?$/.test(name))
    expect(files.filter((name) => !CORE_FILES.includes(name) && !WIRING_FILES.includes(name))).toEqual([])
  })

  it.each(featureFolders)('lists the feature folder server/%s in server/features.ts, by its index.ts', (folder) => {
    expect(fs.existsSync(path.join(SERVER, folder, 'index.ts'))).toBe(true)
    expect(serverImports(path.join(SERVER, 'features.ts'))).toContain(path.join(folder, 'index.ts'))
    expect(features.map((feature) => feature.name)).toContain(folder)
  })

  it('lists nothing in server/features.ts that is not a feature folder, each once', () => {
    const names = features.map((feature) => feature.name)
    expect(names.filter((name) => !featureFolders.includes(name) && !CORE_ENTRIES.includes(name))).toEqual([])
    expect(new Set(names).size).toBe(names.length)
  })
})
