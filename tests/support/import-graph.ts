/**
 * The project's import graph as the layering and import-cycle tests read it: every source file of the four folders
 * (shared/, server/, admin/, site/ and the root gatsby-*.ts* files, which are the site's) with what it imports.
 * Imports are read with TypeScript's own pre-processor, so `import type`, `export ... from`, `import()` and
 * `require()` all count.
 * (scripts/server-arrows.ts and the server's layering test read it too.)
 *
 *   const graph = importGraph(projectFiles())
 *   graph.get('/repo/server/app.ts')   // [{ specifier: './context', file: '/repo/server/context.ts' }, { specifier: 'fastify' }, ...]
 */
import fs from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

export const ROOT = path.resolve(__dirname, '../..')

/** The faces and the model they share (docs/architecture: shared/ knows nothing of the three faces). */
export const FOLDERS = ['shared', 'server', 'admin', 'site'] as const
export type Folder = (typeof FOLDERS)[number]

const SOURCE = /\.(tsx?|jsx?|cjs|mjs)$/
/** Build output and caches, never sources (git ignores them). */
const NOT_SOURCE = new Set(['node_modules', 'dist', 'public', '.cache'])

export function sourceFiles(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name)
    if (entry.isDirectory()) return NOT_SOURCE.has(entry.name) ? [] : sourceFiles(full)
    return SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : []
  })
}

/** The root's Gatsby files (gatsby-config.ts, gatsby-node.ts, gatsby-browser.tsx, gatsby-ssr.tsx). */
const rootGatsbyFiles = (root: string) =>
  fs
    .readdirSync(root)
    .filter((name) => /^gatsby-.*\.tsx?$/.test(name))
    .map((name) => path.join(root, name))

/** Every source file of the four folders and the root's Gatsby files. */
export function projectFiles(root = ROOT): string[] {
  return [...FOLDERS.flatMap((folder) => sourceFiles(path.join(root, folder))), ...rootGatsbyFiles(root)]
}

/** The folder a file belongs to; the root's gatsby-* files are the site's; undefined for anything else (locales/). */
export function folderOf(file: string, root = ROOT): Folder | undefined {
  const relative = path.relative(root, file)
  if (/^gatsby-[^/]*$/.test(relative)) return 'site'
  const first = relative.split(path.sep)[0]
  return (FOLDERS as readonly string[]).includes(first) ? (first as Folder) : undefined
}

function resolve(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier)
  const candidates = [base, ...['.ts', '.tsx', '.js', '.cjs', '.mjs'].map((ext) => base + ext), path.join(base, 'index.ts'), path.join(base, 'index.tsx')]
  return candidates.find((file) => fs.existsSync(file) && fs.statSync(file).isFile())
}

/** One import: its specifier as written, and for a relative one the file it names. */
export interface Import {
  specifier: string
  file?: string
}

export function importsOf(file: string): Import[] {
  const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true)
  return importedFiles.map(({ fileName }) => (fileName.startsWith('.') ? { specifier: fileName, file: resolve(file, fileName) } : { specifier: fileName }))
}

export type ImportGraph = Map<string, Import[]>

export function importGraph(files: string[]): ImportGraph {
  return new Map(files.map((file) => [file, importsOf(file)]))
}

/** Every import cycle among the graph's files, each as a list of paths relative to the repository. */
export function importCycles(graph: ImportGraph, root = ROOT): string[][] {
  const edges = new Map([...graph].map(([file, imports]) => [file, imports.flatMap((each) => (each.file && graph.has(each.file) ? [each.file] : []))]))
  const cycles: string[][] = []
  const state = new Map<string, 'open' | 'done'>()
  const stack: string[] = []
  const visit = (file: string) => {
    state.set(file, 'open')
    stack.push(file)
    for (const next of edges.get(file) ?? []) {
      if (state.get(next) === 'open') cycles.push([...stack.slice(stack.indexOf(next)), next].map((f) => path.relative(root, f)))
      else if (!state.has(next)) visit(next)
    }
    stack.pop()
    state.set(file, 'done')
  }
  for (const file of graph.keys()) if (!state.has(file)) visit(file)
  return cycles
}

/** The files `file` imports by relative paths, type-only imports included (the server's layering test and scripts/server-arrows.ts). */
export function importedFiles(file: string): string[] {
  return importsOf(file).flatMap((each) => (each.file ? [each.file] : []))
}
