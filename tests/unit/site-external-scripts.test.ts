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
afterEach(() => fs.rmSync(folder, { recursive: true, force: true }))

function build(pages: Record<string, string>) {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'external-scripts-'))
  for (const [name, html] of Object.entries(pages)) {
    fs.mkdirSync(path.dirname(path.join(folder, name)), { recursive: true })
    fs.writeFileSync(path.join(folder, name), html)
  }
  return externalizeInlineScripts(folder)
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
    const files = scriptsOf(read('news/index.html')).map((s) => /src="(\/inline-[^"]+)"/.exec(s.attributes)?.[1]).filter(Boolean) as string[]
    const globals: Record<string, unknown> = {}
    const currentScript = { getAttribute: () => '/news/' }
    for (const file of files) new Function('window', 'document', read(file.slice(1)))(globals, { currentScript })
    expect(globals).toEqual({ pagePath: '/news/', ___chunkMapping: '{}' })
  })
})
