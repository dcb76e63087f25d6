/**
 * Initial JS of the back office (gzip): Vite builds admin/ into a temporary folder, and the
 * figure is the entry chunk plus everything it imports statically (read from the build
 * manifest), i.e. what the browser must load before the first screen. The baseline, built in the
 * same run, is an admin with one resource only (VITE_ADMIN_ONLY_RESOURCES=news, read by
 * admin/registry): per-resource code splitting holds when the full admin's start costs about the
 * same (target: full <= 1.05x single). Both builds carry every declaration's data (the registry
 * filters at run time), so the ratio measures the screens' code, not the declarations' text.
 * Also reported: the lazily loaded screen chunks.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { execFileSync } from 'node:child_process'
import type { Bench, Figure } from './report'

interface ManifestChunk {
  file: string
  name?: string
  src?: string
  isEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
  css?: string[]
}
type Manifest = Record<string, ManifestChunk>

const root = path.resolve(__dirname, '..')

async function buildAdmin(only?: string): Promise<{ dir: string; manifest: Manifest }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-size-'))
  // A child process: Vite's in-process build does not resolve its own client helpers under tsx.
  // Vite exposes VITE_* variables of the environment to the app as import.meta.env.
  execFileSync(
    process.execPath,
    [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', dir, '--emptyOutDir', '--manifest', 'manifest.json', '--logLevel', 'silent'],
    { cwd: root, env: { ...process.env, VITE_ADMIN_ONLY_RESOURCES: only ?? '' }, stdio: ['ignore', 'ignore', 'inherit'] },
  )
  return { dir, manifest: JSON.parse(fs.readFileSync(path.join(dir, 'manifest.json'), 'utf8')) }
}

const gzipKb = (dir: string, file: string) => gzipSync(fs.readFileSync(path.join(dir, file))).length / 1024

/** The entry chunk and its static imports, transitively (what index.html's script and modulepreloads load). */
function initialKb(dir: string, manifest: Manifest): number {
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry)
  if (!entryKey) throw new Error('no entry in the build manifest')
  const seen = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key)) return
    seen.add(key)
    for (const next of manifest[key].imports ?? []) visit(next)
  }
  visit(entryKey)
  return [...seen].reduce((sum, key) => sum + gzipKb(dir, manifest[key].file), 0)
}

export const bench: Bench = {
  name: 'admin-size',
  async run(): Promise<Figure[]> {
    const single = await buildAdmin('news')
    const full = await buildAdmin()
    try {
      const singleKb = initialKb(single.dir, single.manifest)
      const fullKb = initialKb(full.dir, full.manifest)
      const lazy = Object.values(full.manifest).filter((chunk) => !chunk.isEntry && chunk.file.endsWith('.js'))
      const screens = lazy
        .filter((chunk) => chunk.src && /^(admin\/)?(generic|pages|resources)\//.test(chunk.src))
        .map((chunk): Figure => ({ name: `screen chunk ${chunk.src!.replace(/^admin\//, '')}`, value: gzipKb(full.dir, chunk.file), unit: 'KiB gzip' }))
        .sort((a, b) => b.value - a.value)
      return [
        {
          name: 'admin initial JS (entry + static imports)',
          value: fullKb,
          unit: 'KiB gzip',
          baseline: { name: 'one-resource admin (news)', value: singleKb },
          target: 'full <= 1.05x single',
        },
        { name: 'lazily loaded JS chunks', value: lazy.length, unit: 'chunks' },
        ...screens,
      ]
    } finally {
      fs.rmSync(single.dir, { recursive: true, force: true })
      fs.rmSync(full.dir, { recursive: true, force: true })
    }
  },
}
