/**
 * Which files a source file imports, read as TypeScript reads them: relative imports only, type-only imports
 * included (ts.preProcessFile), resolved to files. For the layering tests and scripts/server-arrows.ts.
 */
import fs from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

/** Every .ts and .tsx file below `folder` (declaration files aside). */
export function sourceFiles(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : []
  })
}

/** The file a relative `specifier` written in `from` names, if it exists. */
export function resolveImport(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier)
  return [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), base].find((file) => fs.existsSync(file) && fs.statSync(file).isFile())
}

/** The files `file` imports by relative paths, type-only imports included. */
export function importedFiles(file: string): string[] {
  return ts
    .preProcessFile(fs.readFileSync(file, 'utf8'), true, true)
    .importedFiles.filter((imported) => imported.fileName.startsWith('.'))
    .map((imported) => resolveImport(file, imported.fileName))
    .filter((target): target is string => !!target)
}
