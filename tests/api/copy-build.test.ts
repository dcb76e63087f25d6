/**
 * Publishing a build writes only what Gatsby changed: unchanged files are shared (hard links)
 * with the live build, changed and new ones are copied, and no build ever shares a file with
 * Gatsby's own output folder (which Gatsby rewrites in place).
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

const inode = (file: string) => fs.statSync(file).ino

describe('copyBuild', () => {
  it('shares unchanged files with the live build and copies the changed ones', async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'copy-build-'))
    const output = path.join(root, 'public')
    write(output, { 'index.html': 'home', 'news/index.html': 'news v1', 'app-1.js': 'code' })
    const first = await copyBuild(output, path.join(root, 'b1'), null)
    expect(first).toEqual({ copied: 3, linked: 0 })

    // Gatsby rewrites one page and adds one; the rest stays untouched
    await new Promise((r) => setTimeout(r, 20))
    write(output, { 'news/index.html': 'news v2', 'news/new/index.html': 'new' })
    const second = await copyBuild(output, path.join(root, 'b2'), path.join(root, 'b1'))
    expect(second).toEqual({ copied: 2, linked: 2 })

    expect(fs.readFileSync(path.join(root, 'b2', 'news/index.html'), 'utf8')).toBe('news v2')
    expect(fs.readFileSync(path.join(root, 'b1', 'news/index.html'), 'utf8')).toBe('news v1')
    expect(inode(path.join(root, 'b2', 'index.html'))).toBe(inode(path.join(root, 'b1', 'index.html')))
    expect(inode(path.join(root, 'b2', 'index.html'))).not.toBe(inode(path.join(output, 'index.html')))
  })

  it('keeps a build whole when the build it shared with is pruned', async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'copy-build-'))
    const output = path.join(root, 'public')
    write(output, { 'index.html': 'home' })
    await copyBuild(output, path.join(root, 'b1'), null)
    await copyBuild(output, path.join(root, 'b2'), path.join(root, 'b1'))
    fs.rmSync(path.join(root, 'b1'), { recursive: true })
    expect(fs.readFileSync(path.join(root, 'b2', 'index.html'), 'utf8')).toBe('home')
  })
})
