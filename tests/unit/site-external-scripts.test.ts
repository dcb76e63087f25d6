import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { externalizeInlineScripts } from '../../site/build/external-scripts'

const page = (pagePath: string) => `<!doctype html><html><head><script type="application/ld+json">{"a":1}</script></head><body>
<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="${pagePath}";/*]]>*/</script>
<script id="gatsby-chunk-mapping">window.___chunkMapping="{}";</script>
<script src="/app-0123456789abcdef.js" async></script></body></html>`

let folder = ''
afterEach(() => fs.rmSync(path.dirname(folder), { recursive: true, force: true }))

function writePages(root: string, pages: Record<string, string>) {
  for (const [name, html] of Object.entries(pages)) {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true })
    fs.writeFileSync(path.join(root, name), html)
  }
}

function build(pages: Record<string, string>) {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'external-scripts-'))
  writePages(path.join(folder, 'tmp'), pages)
  fs.mkdirSync(path.join(folder, '.cache'))
  folder = path.join(folder, 'public')
  fs.renameSync(`${path.dirname(folder)}/tmp`, folder)
  return externalizeInlineScripts(folder, Date.now()).moved
}

const read = (name: string) => fs.readFileSync(path.join(folder, name), 'utf8')
const scriptsOf = (html: string) => [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].map((m) => ({ attributes: m[1], text: m[2] }))

describe('inline scripts moved into files (script-src self)', () => {
  it('leaves no inline script but data blocks, in the same order, before the async bundles', () => {
    expect(build({ 'news/index.html': page('/news/'), 'en/news/index.html': page('/en/news/') })).toBe(4)
    const scripts = scriptsOf(read('news/index.html'))
    expect(scripts.filter((s) => s.text.trim() && !s.attributes.includes('ld+json'))).toEqual([])
    expect(scripts.map((s) => /src="([^"]+)"/.exec(s.attributes)?.[1] ?? 'inline')).toEqual([
      'inline', // the JSON-LD data block stays
      expect.stringMatching(/^\/inline-[0-9a-f]{20}\.js$/),
      expect.stringMatching(/^\/inline-[0-9a-f]{20}\.js$/),
      '/app-0123456789abcdef.js',
    ])
  })

  it('gives every page the same files, the page path travelling in an attribute', () => {
    build({ 'news/index.html': page('/news/'), 'en/news/index.html': page('/en/news/') })
    const sl = read('news/index.html')
    const en = read('en/news/index.html')
    expect(sl).toContain('data-page-path="/news/"')
    expect(en).toContain('data-page-path="/en/news/"')
    expect(sl.replace('/news/', '')).toBe(en.replace('/en/news/', ''))
  })

  it('writes scripts that set the same globals as the inline ones', () => {
    build({ 'news/index.html': page('/news/') })
    const files = scriptsOf(read('news/index.html'))
      .map((s) => /src="(\/inline-[^"]+)"/.exec(s.attributes)?.[1])
      .filter(Boolean) as string[]
    const globals: Record<string, unknown> = {}
    const currentScript = { getAttribute: () => '/news/' }
    for (const file of files) new Function('window', 'document', read(file.slice(1)))(globals, { currentScript })
    expect(globals).toEqual({ pagePath: '/news/', ___chunkMapping: '{}' })
  })

  it('after the first pass, reads only the pages written since (Gatsby rewrites only changed pages)', async () => {
    build({ 'news/index.html': page('/news/'), 'about/index.html': page('/about/') })
    const about = read('about/index.html')
    await new Promise((resolve) => setTimeout(resolve, 20))
    const started = Date.now()
    writePages(folder, { 'news/index.html': page('/news/'), 'en/index.html': page('/en/') })
    fs.writeFileSync(path.join(folder, 'about/index.html'), about.replace('</body>', '<script>window.late=1</script></body>')) // older than the pass: left alone
    fs.utimesSync(path.join(folder, 'about/index.html'), new Date(started - 60_000), new Date(started - 60_000))
    expect(externalizeInlineScripts(folder, started)).toEqual({ moved: 4, pages: 2 })
    expect(read('about/index.html')).toContain('window.late=1')
    expect(
      scriptsOf(read('en/index.html'))
        .filter((script) => !script.attributes.includes('ld+json'))
        .every((script) => !script.text.trim()),
    ).toBe(true)
  })

  it("leaves Gatsby's scripts slice as Gatsby wrote it (changing it makes Gatsby restitch every page)", () => {
    const slice = '<script id="gatsby-chunk-mapping">window.___chunkMapping="{}";</script>'
    build({ 'news/index.html': page('/news/'), '_gatsby/slices/_gatsby-scripts-1.html': slice })
    expect(read('_gatsby/slices/_gatsby-scripts-1.html')).toBe(slice)
    expect(read('news/index.html')).not.toContain('window.___chunkMapping')
  })
})
