/**
 * The wire schemas (shared/wire/) are TypeBox values, for the server; the back office and the site
 * take only their types. No import that stays in a browser bundle (a value import: not `import
 * type`, not a type-only specifier list) leads from admin/ or site/, through shared/, to typebox.
 */
import fs from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { folderOf, projectFiles, ROOT } from '../support/import-graph'

const TYPEBOX = /^typebox(\/|$)/

/** The specifiers a file imports as values (what a bundler keeps). */
function valueImports(file: string): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false)
  const found: string[] = []
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const clause = statement.importClause
      const typeOnly =
        clause?.isTypeOnly ||
        (clause && !clause.name && clause.namedBindings && ts.isNamedImports(clause.namedBindings) && clause.namedBindings.elements.every((e) => e.isTypeOnly))
      if (!typeOnly) found.push(statement.moduleSpecifier.text)
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier) && !statement.isTypeOnly) {
      found.push(statement.moduleSpecifier.text)
    }
  }
  return found
}

function resolve(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier)
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((file) => fs.existsSync(file) && fs.statSync(file).isFile())
}

/** The chain of value imports from `file` through shared/ to typebox, if any. */
function pathToTypebox(file: string, seen = new Set<string>()): string[] | null {
  if (seen.has(file)) return null
  seen.add(file)
  for (const specifier of valueImports(file)) {
    if (TYPEBOX.test(specifier)) return [path.relative(ROOT, file), specifier]
    const target = specifier.startsWith('.') ? resolve(file, specifier) : undefined
    if (!target || folderOf(target) !== 'shared') continue
    const rest = pathToTypebox(target, seen)
    if (rest) return [path.relative(ROOT, file), ...rest]
  }
  return null
}

describe('wire schemas stay out of the browser bundles', () => {
  it('no value import leads from admin/ or site/ to typebox', () => {
    const faces = projectFiles().filter((file) => folderOf(file) === 'admin' || folderOf(file) === 'site')
    const chains = faces.map((file) => pathToTypebox(file)).filter((chain): chain is string[] => chain !== null)
    expect(chains.map((chain) => chain.join(' -> '))).toEqual([])
  })

  it('follows value imports through shared/ (the check can fail)', () => {
    expect(pathToTypebox(path.join(ROOT, 'shared/wire/search.ts'))).toEqual(['shared/wire/search.ts', 'shared/wire/schema.ts', 'typebox'])
  })
})
