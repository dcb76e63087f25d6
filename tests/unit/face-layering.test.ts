/**
 * Faces stay apart (issue 26, docs' architecture): shared/ knows nothing of the three faces, server/, admin/ and
 * site/ (with the root's gatsby-* files): it imports none of them, nor their frameworks; each face imports shared/
 * and itself, never another face. Type-only imports count: a type still ties one face's code to another's. What two
 * faces both need goes to shared/ (the public pages' plan and context: shared/pages/). Import cycles:
 * import-cycles.test.ts, over the same graph (tests/support/import-graph.ts).
 */
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { type Folder, folderOf, importGraph, projectFiles, ROOT } from '../support/import-graph'

const graph = importGraph(projectFiles())

/** The faces' frameworks: Gatsby (and its plugins), React-DOM, react-admin (ra-*) with MUI, Fastify (@fastify/*). */
const FACE_PACKAGE = /^(gatsby(-[\w-]+)?|react-dom|react-admin|ra-[\w-]+|@mui\/[\w-]+|fastify|@fastify\/[\w-]+)(\/|$)/

const relative = (file: string) => path.relative(ROOT, file)

/** The imports by files of `from` that name a file of a folder `allowed` refuses, as 'a.ts -> b.ts'. */
function crossings(from: (folder: Folder) => boolean, allowed: (from: Folder, to: Folder) => boolean): string[] {
  const found: string[] = []
  for (const [file, imports] of graph) {
    const own = folderOf(file)
    if (!own || !from(own)) continue
    for (const { file: target } of imports) {
      const theirs = target && folderOf(target)
      if (theirs && !allowed(own, theirs)) found.push(`${relative(file)} -> ${relative(target)}`)
    }
  }
  return found
}

describe('the faces stay apart, type-only imports included', () => {
  it('reads the four folders and the root gatsby-* files', () => {
    const folders = new Set([...graph.keys()].map((file) => folderOf(file)))
    expect([...folders].sort()).toEqual(['admin', 'server', 'shared', 'site'])
    expect([...graph.keys()].map(relative)).toEqual(expect.arrayContaining(['gatsby-node.ts', 'server/app.ts', 'admin/App.tsx', 'shared/languages.ts']))
    expect(folderOf(path.join(ROOT, 'gatsby-ssr.tsx'))).toBe('site')
  })

  it('shared/ imports no face', () => {
    expect(
      crossings(
        (folder) => folder === 'shared',
        (_, to) => to === 'shared',
      ),
    ).toEqual([])
  })

  it("shared/ imports none of the faces' frameworks (Gatsby, React-DOM, react-admin, MUI, Fastify)", () => {
    const found = [...graph]
      .filter(([file]) => folderOf(file) === 'shared')
      .flatMap(([file, imports]) => imports.filter((each) => FACE_PACKAGE.test(each.specifier)).map((each) => `${relative(file)} -> ${each.specifier}`))
    expect(found).toEqual([])
  })

  it('no face imports another (server/, admin/, site/ import shared/ and themselves only)', () => {
    expect(
      crossings(
        (folder) => folder !== 'shared',
        (from, to) => to === from || to === 'shared',
      ),
    ).toEqual([])
  })
})
