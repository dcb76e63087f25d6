/**
 * The README and docs/ stay readable and connected (issue 26): in every tracked Markdown file each relative link
 * reaches a file that exists and, when it names an anchor, a heading of that file; and no line is over 160
 * characters, code blocks included (a wide line is as hard to read in a code block).
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { githubSlug, headingAnchors, relativeLinks } from '../support/markdown-docs'

const ROOT = path.resolve(__dirname, '../..')
const MAX_LINE = 160

const markdownFiles = execFileSync('git', ['ls-files', '*.md'], { cwd: ROOT, encoding: 'utf8' }).split('\n').filter(Boolean)
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8')

/** What is wrong with one link of `file`, or null when it leads somewhere real. */
function brokenLink(file: string, target: string): string | null {
  const [pathPart, anchor] = target.split('#', 2) as [string, string | undefined]
  const decoded = decodeURIComponent(pathPart)
  const resolved = decoded === '' ? file : decoded.startsWith('/') ? decoded.slice(1) : path.join(path.dirname(file), decoded)
  const absolute = path.join(ROOT, resolved)
  if (!absolute.startsWith(ROOT) || !fs.existsSync(absolute)) return `no file ${resolved}`
  if (anchor === undefined || anchor === '') return null
  if (!resolved.endsWith('.md')) return `an anchor into ${resolved}, which is not Markdown`
  return headingAnchors(read(resolved)).has(decodeURIComponent(anchor)) ? null : `no heading #${anchor} in ${resolved}`
}

describe('Markdown files', () => {
  it('are found (README.md and docs/ among them)', () => {
    expect(markdownFiles).toContain('README.md')
    expect(markdownFiles.filter((file) => file.startsWith('docs/')).length).toBeGreaterThan(0)
  })

  it.each(markdownFiles)('%s: every relative link leads to a file and heading that exist', (file) => {
    const broken = relativeLinks(read(file)).flatMap(({ line, target }) => {
      const why = brokenLink(file, target)
      return why ? [`${file}:${line} (${target}): ${why}`] : []
    })
    expect(broken).toEqual([])
  })

  it.each(markdownFiles)(`%s: no line over ${MAX_LINE} characters`, (file) => {
    const long = read(file)
      .split('\n')
      .flatMap((line, i) => ([...line].length > MAX_LINE ? [`${file}:${i + 1} has ${[...line].length} characters`] : []))
    expect(long).toEqual([])
  })
})

/** The folders right below `under` that hold tracked files (`''`: the top level), as `db/`. */
function trackedFolders(under: string): string[] {
  const files = execFileSync('git', ['ls-files', under || '.'], { cwd: ROOT, encoding: 'utf8' })
    .split('\n')
    .filter(Boolean)
  const below = files.map((file) => file.slice(under.length).split('/')).filter((parts) => parts.length > 1)
  return [...new Set(below.map((parts) => `${parts[0]}/`))].sort()
}

describe("the README's rooms", () => {
  // "Where things go" names every top-level folder and every server/ room, one line each: a new folder without its
  // line fails here, so a newcomer's map never misses a room.
  const readme = read('README.md')
  const rooms = readme.slice(readme.indexOf('## Where things go'), readme.indexOf('\n## ', readme.indexOf('## Where things go') + 1))
  const lineOf = (folder: string) => rooms.split('\n').find((line) => line.startsWith(`- \`${folder}\``))

  it.each(trackedFolders(''))('names the top-level folder %s', (folder) => expect(lineOf(folder)).toBeDefined())
  it.each(trackedFolders('server/'))('names the server room server/%s', (folder) => expect(lineOf(folder)).toBeDefined())
})

describe('the checker itself', () => {
  it("makes GitHub's anchors", () => {
    expect(githubSlug('Accounts, roles and sign-ins')).toBe('accounts-roles-and-sign-ins')
    expect(githubSlug('Weight and freshness: `npm run bench -- site-weight`')).toBe('weight-and-freshness-npm-run-bench----site-weight')
    expect(githubSlug('For developers: layout, tests and CI')).toBe('for-developers-layout-tests-and-ci')
    expect(githubSlug('The `site` block (**optional**)')).toBe('the-site-block-optional')
    expect(githubSlug('RETAIN_INQUIRIES_DAYS')).toBe('retain_inquiries_days')
    expect(githubSlug('Žetoni in seje')).toBe('žetoni-in-seje')
  })

  it('numbers repeated headings and ignores headings in code', () => {
    const anchors = headingAnchors('# Tests\n\n## Tests\n\n```sh\n# not a heading\n```\n')
    expect([...anchors]).toEqual(['tests', 'tests-1'])
  })

  it('finds relative links, not web addresses nor code', () => {
    const text = '[a](docs/api.md#errors) [b](https://x.org) `[c](nope.md)` <http://y.org>\n```\n[d](code.md)\n```\n[e]: ../f.md\n'
    expect(relativeLinks(text).map((link) => link.target)).toEqual(['docs/api.md#errors', '../f.md'])
  })

  it('reports a broken file and a broken anchor', () => {
    expect(brokenLink('README.md', 'docs/no-such-file.md')).toMatch(/no file/)
    expect(brokenLink('README.md', 'docs/developers.md#no-such-heading')).toMatch(/no heading/)
    expect(brokenLink('README.md', 'docs/developers.md#adding-a-content-type')).toBeNull()
  })
})
