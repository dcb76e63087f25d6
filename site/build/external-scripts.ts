/**
 * Moves the inline scripts Gatsby writes into every page into script files, after the build, so
 * the site runs under `script-src 'self'` with no inline script at all, whichever server sends
 * it (ours, or nginx with a fixed header: deploy/nginx/). Gatsby writes three:
 *   window.pagePath="/news/"            (differs per page)  -> one shared file reading data-page-path
 *   window.___chunkMapping=...          (same in every page) -> /inline-<hash>.js
 *   window.___webpackCompilationHash=... (same in every page) -> /inline-<hash>.js
 * Each is replaced where it stood by a blocking <script src>, so they still run in order and
 * before the async bundles that read them. Files are named by their content hash (cached for a year).
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi
const PAGE_PATH = /^\s*(?:\/\*<!\[CDATA\[\*\/)?\s*window\.pagePath\s*=\s*("(?:[^"\\]|\\.)*")\s*;?\s*(?:\/\*\]\]>\*\/)?\s*$/
const PAGE_PATH_READER = 'window.pagePath=document.currentScript.getAttribute("data-page-path");'

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')

/**
 * Pages written at or after `since` (ms): Gatsby rewrites only the pages whose data changed. Its own
 * fragments under _gatsby/ (the scripts slice it stitches into every page) are left as Gatsby wrote
 * them: Gatsby writes the slice again whenever it differs from its own text, and then stitches it into
 * every page anew, which would make every build rewrite (and publish) every page.
 */
function htmlFiles(folder: string, since: number): string[] {
  return (fs.readdirSync(folder, { recursive: true }) as string[])
    .filter((name) => name.endsWith('.html') && !name.startsWith(`_gatsby${path.sep}`))
    .map((name) => path.join(folder, name))
    .filter((file) => {
      const stat = fs.statSync(file)
      return stat.isFile() && stat.mtimeMs >= since
    })
}

/** Where the time of the last complete pass is kept (a failed build leaves it, so its pages are done next time). */
const STAMP = '.cache/externalized-at'

/** The script files a page's inline scripts move into: URL -> text. */
export type ScriptFiles = Map<string, string>

/** The page with its inline scripts moved into files (named by their text's hash, collected in `files`). */
export function moveInlineScripts(html: string, files: ScriptFiles): { html: string; moved: number } {
  const urlFor = (text: string) => {
    const url = `/inline-${crypto.createHash('sha256').update(text).digest('hex').slice(0, 20)}.js`
    files.set(url, text)
    return url
  }
  let moved = 0
  const rewritten = html.replace(INLINE_SCRIPT, (whole, attributes: string, text: string) => {
    if (/\bsrc\s*=/i.test(attributes) || /\btype\s*=\s*["']?application\/(?:ld\+)?json/i.test(attributes) || !text.trim()) return whole
    moved++
    const pagePath = PAGE_PATH.exec(text)
    if (pagePath) return `<script src="${urlFor(PAGE_PATH_READER)}" data-page-path="${escapeAttribute(JSON.parse(pagePath[1]))}"></script>`
    return `<script src="${urlFor(text)}"></script>`
  })
  return { html: rewritten, moved }
}

/**
 * Rewrites the pages under `publicDir` written since the last complete pass (all of them the first
 * time); answers how many inline scripts it moved out of how many pages.
 */
export function externalizeInlineScripts(publicDir: string, buildStarted: number): { moved: number; pages: number } {
  const stampFile = path.join(path.dirname(publicDir), STAMP)
  const since = fs.existsSync(stampFile) ? Math.min(Number(fs.readFileSync(stampFile, 'utf8')) || 0, buildStarted) : 0
  const scripts: ScriptFiles = new Map()
  let moved = 0
  const files = htmlFiles(publicDir, since)
  for (const file of files) {
    const html = fs.readFileSync(file, 'utf8')
    const rewritten = moveInlineScripts(html, scripts)
    moved += rewritten.moved
    if (rewritten.html !== html) fs.writeFileSync(file, rewritten.html)
  }
  for (const [url, text] of scripts) fs.writeFileSync(path.join(publicDir, url), text)
  // The pass's own writes are older than this; anything Gatsby writes later is new to the next pass.
  if (fs.existsSync(path.dirname(stampFile))) fs.writeFileSync(stampFile, String(Date.now()))
  return { moved, pages: files.length }
}
