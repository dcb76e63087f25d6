/**
 * Reads a Markdown file the way GitHub shows it, enough to check its links: the headings' anchors (GitHub's slugs)
 * and the relative links outside code. Hand-written because the rules needed are few and a parser package would be a
 * dependency for one test.
 */

/** A link as written: its line (1-based) and its target, e.g. `docs/api.md#errors` or `#environment`. */
export type MarkdownLink = { line: number; target: string }

const FENCE = /^\s{0,3}(`{3,}|~{3,})/

/** Marks each line: true where it sits inside a fenced code block (the fences included). */
export function codeLines(lines: string[]): boolean[] {
  let open: string | null = null
  return lines.map((line) => {
    const fence = FENCE.exec(line)?.[1]
    if (open === null) {
      if (fence) open = fence
      return fence !== undefined
    }
    // A fence closes with at least as many of the same character, and nothing after it.
    if (fence && fence[0] === open[0] && fence.length >= open.length && line.trim() === fence) open = null
    return true
  })
}

/** Inline code spans removed, so a `[x](y)` quoted as code is not taken for a link. */
function withoutCodeSpans(line: string): string {
  return line.replace(/(`+)[\s\S]*?\1/g, '')
}

/**
 * GitHub's anchor for a heading's text (github-slugger): the text as shown (links and emphasis reduced to their
 * words, code spans to their content), lower-cased, every character that is not a letter, digit, mark, `_`, `-` or
 * space dropped, spaces turned to `-`.
 */
export function githubSlug(heading: string): string {
  const shown = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/[`*_~](?=[`*_~]*\S)|(?<=\S)[`*_~]+/g, (mark) => (mark === '_' ? '_' : ''))
  return shown
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '')
    .replace(/ /g, '-')
}

/** Every anchor the file's headings give, with GitHub's `-1`, `-2` for a repeated heading. */
export function headingAnchors(text: string): Set<string> {
  const lines = text.split('\n')
  const inCode = codeLines(lines)
  const seen = new Map<string, number>()
  const anchors = new Set<string>()
  lines.forEach((line, i) => {
    const heading = /^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$/.exec(line)
    if (inCode[i] || !heading) return
    const slug = githubSlug(heading[1])
    const count = seen.get(slug) ?? 0
    seen.set(slug, count + 1)
    anchors.add(count === 0 ? slug : `${slug}-${count}`)
  })
  return anchors
}

/** Links that stay inside the repository: no scheme (`https:`, `mailto:`), not protocol-relative. */
export function relativeLinks(text: string): MarkdownLink[] {
  const lines = text.split('\n')
  const inCode = codeLines(lines)
  const links: MarkdownLink[] = []
  lines.forEach((line, i) => {
    if (inCode[i]) return
    const prose = withoutCodeSpans(line)
    const inline = [...prose.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1])
    const reference = /^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/.exec(prose)?.[1]
    for (const target of reference ? [...inline, reference] : inline) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//')) continue
      links.push({ line: i + 1, target })
    }
  })
  return links
}
