/**
 * Each page loads only the words its view reads: the views in COMMON_ONLY (home, news, ...) get
 * common.json alone in their page data, so neither they nor any site module they import may read
 * pages.json's words (`p` from useTranslation): that would throw in the browser ("did not load").
 */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { COMMON_ONLY, namespacesOf } from '../../shared/pages/page-context'

const SITE = path.resolve('site')

/** The site's modules `file` imports, itself included, followed through relative imports. */
function modulesOf(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen
  seen.add(file)
  for (const [, specifier] of fs.readFileSync(file, 'utf8').matchAll(/^import\s+(?!type\b)[^'"]*['"](\.[^'"]+)['"]/gm)) {
    const base = path.resolve(path.dirname(file), specifier)
    const found = ['.tsx', '.ts', '/index.ts'].map((ending) => base + ending).find((candidate) => fs.existsSync(candidate))
    if (found?.startsWith(SITE)) modulesOf(found, seen)
  }
  return seen
}

/** Reads `p` (the pages.json words) from useTranslation, destructured or as a property (comments aside). */
const READS_PAGE_WORDS = /\{[^}]*\bp\b[^}]*\}\s*=\s*useTranslation\(|useTranslation\([^)]*\)\.p\b/
const code = (file: string) =>
  fs
    .readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '')

describe('the words a page loads', () => {
  it('are common.json alone for the views that read nothing else, common and pages for the rest', () => {
    expect(namespacesOf('news')).toEqual(['common'])
    expect(namespacesOf('about')).toEqual(['common', 'pages'])
  })

  for (const view of COMMON_ONLY) {
    it(`${view}: no module the view imports reads pages.json's words`, () => {
      const readers = [...modulesOf(path.join(SITE, 'views', `${view}.tsx`))].filter((file) => READS_PAGE_WORDS.test(code(file)))
      expect(readers.map((file) => path.relative(SITE, file))).toEqual([])
    })
  }

  it('finds a reader where there is one (the check can fail)', () => {
    const readers = [...modulesOf(path.join(SITE, 'views', 'about.tsx'))].filter((file) => READS_PAGE_WORDS.test(code(file)))
    expect(readers.map((file) => path.relative(SITE, file))).toContain(path.join('views', 'about.tsx'))
  })
})
