/**
 * Publishing work follows the change, not the size of the site: with the time the live build was
 * copied, the new build links the live one whole and copies only what Gatsby wrote since, and drops
 * what Gatsby removed. No file of the new build is written through a link into the live build.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { copyBuild } from '../../server/site/copy-build'

let root = ''
afterEach(() => fs.rmSync(root, { recursive: true, force: true }))

function write(folder: string, files: Record<string, string>) {
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(folder, name)), { recursive: true })
    fs.writeFileSync(path.join(folder, name), text)
  }
}
const read = (file: string) => fs.readFileSync(file, 'utf8')
const inode = (file: string) => fs.statSync(file).ino

describe('copyBuild after a change', () => {
  it('copies only the files written since the live build was copied, links the rest, removes the gone', async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'site-copy-build-'))
    const output = path.join(root, 'public')
    const pages = Object.fromEntries(Array.from({ length: 200 }, (_, index) => [`news/${index}/index.html`, `news ${index}`]))
    write(output, { ...pages, 'index.html': 'home', 'old/index.html': 'old' })
    const copiedAt = Date.now()
    await copyBuild(output, path.join(root, 'b1'), null)
    // Older than the copy: Gatsby did not touch them since.
    for (const name of Object.keys(pages)) fs.utimesSync(path.join(output, name), new Date(copiedAt - 60_000), new Date(copiedAt - 60_000))
    fs.utimesSync(path.join(output, 'index.html'), new Date(copiedAt - 60_000), new Date(copiedAt - 60_000))

    await new Promise((resolve) => setTimeout(resolve, 20))
    write(output, { 'news/7/index.html': 'news 7, edited', 'news/new/index.html': 'new' })
    fs.rmSync(path.join(output, 'old'), { recursive: true })
    const result = await copyBuild(output, path.join(root, 'b2'), path.join(root, 'b1'), copiedAt)

    expect(result).toEqual({ copied: 2, linked: 200, removed: 1 })
    expect(read(path.join(root, 'b2', 'news/7/index.html'))).toBe('news 7, edited')
    expect(read(path.join(root, 'b1', 'news/7/index.html'))).toBe('news 7') // the live build is untouched
    expect(read(path.join(root, 'b2', 'news/new/index.html'))).toBe('new')
    expect(fs.existsSync(path.join(root, 'b2', 'old/index.html'))).toBe(false)
    expect(fs.existsSync(path.join(root, 'b1', 'old/index.html'))).toBe(true)
    expect(inode(path.join(root, 'b2', 'news/8/index.html'))).toBe(inode(path.join(root, 'b1', 'news/8/index.html')))
    expect(inode(path.join(root, 'b2', 'news/7/index.html'))).not.toBe(inode(path.join(root, 'b1', 'news/7/index.html')))
  })

  it('without the time, compares every file as before', async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'site-copy-build-'))
    const output = path.join(root, 'public')
    write(output, { 'index.html': 'home' })
    await copyBuild(output, path.join(root, 'b1'), null)
    expect(await copyBuild(output, path.join(root, 'b2'), path.join(root, 'b1'))).toEqual({ copied: 0, linked: 1 })
  })
})
