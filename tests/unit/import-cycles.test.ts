/**
 * No module of the server or the shared model imports itself back through others, not even for
 * types only (issue 11: a cycle makes the load order matter and hides what depends on what).
 * Relative imports are read with TypeScript's own pre-processor, so `import type` counts too.
 */
import fs from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { expect, it } from 'vitest'

const ROOT = path.resolve(__dirname, '../..')
const FOLDERS = ['server', 'shared']

function sourceFiles(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : []
  })
}

function resolve(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier)
  return [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), base].find((file) => fs.existsSync(file) && fs.statSync(file).isFile())
}

/** Every import cycle among `files`, each as a list of paths relative to the repository. */
function importCycles(files: string[]): string[][] {
  const known = new Set(files)
  const edges = new Map(
    files.map((file) => {
      const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true)
      const targets = importedFiles.filter((i) => i.fileName.startsWith('.')).map((i) => resolve(file, i.fileName))
      return [file, targets.filter((target): target is string => !!target && known.has(target))]
    }),
  )
  const cycles: string[][] = []
  const state = new Map<string, 'open' | 'done'>()
  const stack: string[] = []
  const visit = (file: string) => {
    state.set(file, 'open')
    stack.push(file)
    for (const next of edges.get(file) ?? []) {
      if (state.get(next) === 'open') cycles.push([...stack.slice(stack.indexOf(next)), next].map((f) => path.relative(ROOT, f)))
      else if (!state.has(next)) visit(next)
    }
    stack.pop()
    state.set(file, 'done')
  }
  for (const file of files) if (!state.has(file)) visit(file)
  return cycles
}

it('has no import cycle in server/ or shared/, type-only imports included', () => {
  expect(importCycles(FOLDERS.flatMap((folder) => sourceFiles(path.join(ROOT, folder))))).toEqual([])
})
