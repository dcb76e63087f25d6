/**
 * V8's compile hint in the site's browser bundle (site/build/webpack-config.ts): a real webpack
 * production build with the plugin puts the hint first in every JS file, after the minifier (which
 * would drop a comment), and the source map still points at the right lines.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import webpack from 'webpack'
import { describe, expect, it } from 'vitest'
import { COMPILE_HINT, CompileHintPlugin } from '../../site/build/webpack-config'

function build(folder: string, plugins: unknown[]): Promise<void> {
  const compiler = webpack({
    mode: 'production',
    context: folder,
    entry: { app: './entry.js' },
    output: { path: path.join(folder, 'out'), filename: '[name]-[contenthash].js', chunkFilename: '[name]-[contenthash].js' },
    devtool: 'source-map',
    plugins: plugins as webpack.WebpackPluginInstance[],
  })
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString()))
      else compiler.close(() => resolve())
    }),
  )
}

describe('CompileHintPlugin', () => {
  it('starts every JS file of a production build with the hint, names it by its content, and keeps its map right', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hint-'))
    try {
      fs.writeFileSync(path.join(folder, 'entry.js'), "/* a comment the minifier drops */\nimport('./later.js').then((m) => m.shout('x'))\n")
      fs.writeFileSync(path.join(folder, 'later.js'), 'export function shout(text) {\n  return text.toUpperCase() + "!"\n}\n')
      await build(folder, [new CompileHintPlugin()])
      const out = path.join(folder, 'out')
      const scripts = fs.readdirSync(out).filter((name) => name.endsWith('.js'))
      expect(scripts.length).toBe(2)
      for (const name of scripts) {
        const text = fs.readFileSync(path.join(out, name), 'utf8')
        expect(text.startsWith(COMPILE_HINT), name).toBe(true)
        expect(text).not.toContain('a comment the minifier drops')
        // The code moved one line down: the map's first line (the hint's) has no mappings.
        const map = JSON.parse(fs.readFileSync(path.join(out, `${name}.map`), 'utf8'))
        expect(map.mappings.startsWith(';'), name).toBe(true)
      }
      // Without the plugin the same build has no hint and other file names (the hash is the content's).
      fs.rmSync(out, { recursive: true })
      await build(folder, [])
      const plain = fs.readdirSync(out).filter((name) => name.endsWith('.js'))
      for (const name of plain) expect(fs.readFileSync(path.join(out, name), 'utf8').startsWith(COMPILE_HINT)).toBe(false)
      expect(plain.filter((name) => scripts.includes(name))).toEqual([])
    } finally {
      fs.rmSync(folder, { recursive: true, force: true })
    }
  }, 60_000)
})
