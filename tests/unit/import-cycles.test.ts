/**
 * No module of shared/, server/, admin/ or site/ (with the root's gatsby-* files) imports itself back through
 * others, not even for types only (issue 11: a cycle makes the load order matter and hides what depends on what;
 * issue 26: over all four folders). The graph is read by tests/support/import-graph.ts, so `import type` counts too.
 */
import { expect, it } from 'vitest'
import { importCycles, importGraph, projectFiles } from '../support/import-graph'

it('has no import cycle in shared/, server/, admin/ or site/, type-only imports included', () => {
  expect(importCycles(importGraph(projectFiles()))).toEqual([])
})
