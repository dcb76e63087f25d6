/**
 * Initial JS of the back office (gzip): Vite builds admin/ into a temporary folder, and the
 * figure is the entry chunk plus everything it imports statically (read from the build
 * manifest), i.e. what the browser must load before the first screen.
 *
 * The baseline, built in the same run, is a back office that holds one declaration
 * (BENCH_ADMIN_RESOURCES, default `entrepreneurs`: one declaration, no reference to another, a
 * sidebar entry), decided at build time: ADMIN_BUILD_RESOURCES makes Vite replace the modules
 * listing the declarations and their folders (admin/build/build-contents-plugin.ts), so the others,
 * their screens and routes are not in its module graph. The bench checks that from the bundles
 * themselves (the modules in each build's source maps) and fails when the baseline holds any
 * other declaration's file or screen, or when the full build lacks one (a blind check).
 * Per-resource code splitting holds when the full admin starts at about the same cost
 * (target: full <= 1.05x single).
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { execFileSync } from 'node:child_process'
import { loadRegistry, resourceModules } from '../admin/build/build-contents-plugin'
import type { Bench, Figure } from './report'

interface ManifestChunk {
  file: string
  src?: string
  isEntry?: boolean
  isDynamicEntry?: boolean
  imports?: string[]
}
type Manifest = Record<string, ManifestChunk>
interface Build {
  dir: string
  manifest: Manifest
  /** Absolute paths of our own source files in the bundle (from the source maps). */
  modules: Set<string>
}

/** Our source files in one emitted chunk, from its hidden source map. */
function chunkModules(dir: string, file: string): string[] {
  const mapFile = path.join(dir, `${file}.map`)
  if (!fs.existsSync(mapFile)) return [] // the bundler's own runtime chunk has no map: none of our files
  const map = JSON.parse(fs.readFileSync(mapFile, 'utf8')) as { sources: string[]; sourceRoot?: string }
  return map.sources
    .map((source) => path.resolve(path.dirname(mapFile), map.sourceRoot ?? '', source))
    .filter((file) => file.startsWith(root + path.sep) && !file.includes(`${path.sep}node_modules${path.sep}`))
}

/**
 * The screens, which the browser should load only when one is opened: the generated list, create
 * and edit, the pictures panel, the features' pages (the signed-out password pages aside: they are
 * small and shown before any login), the team's screens and each declaration's own screens.
 */
const SCREEN =
  /^admin\/(generic\/Generic(List|Create|Edit)|features\/images\/EditWithImages|features\/(?!password\/)[\w-]+\/\w+Page|features\/team\/Team\w+|resources\/\w+\/\w+)\.tsx$/

const root = path.resolve(__dirname, '..')

function buildAdmin(resources: string[]): Build {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-size-'))
  // A child process: Vite's in-process build does not resolve its own client helpers under tsx.
  // Hidden source maps name each chunk's modules and add nothing to the chunks themselves.
  execFileSync(
    process.execPath,
    [
      path.join(root, 'node_modules/vite/bin/vite.js'),
      'build',
      '--outDir',
      dir,
      '--emptyOutDir',
      '--manifest',
      'manifest.json',
      '--sourcemap',
      'hidden',
      '--logLevel',
      'error',
    ],
    {
      cwd: root,
      env: { ...process.env, ADMIN_BUILD_RESOURCES: resources.join(','), VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  )
  const manifest: Manifest = JSON.parse(fs.readFileSync(path.join(dir, 'manifest.json'), 'utf8'))
  const chunks = Object.values(manifest).filter((chunk) => chunk.file.endsWith('.js'))
  const modules = new Set(chunks.flatMap((chunk) => chunkModules(dir, chunk.file)))
  return { dir, manifest, modules }
}

const gzipKb = (dir: string, file: string) => gzipSync(fs.readFileSync(path.join(dir, file))).length / 1024

/** The entry chunk and its static imports, transitively (what index.html's script and modulepreloads load). */
function initialChunks({ manifest }: Build): ManifestChunk[] {
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry)
  if (!entryKey) throw new Error('no entry in the build manifest')
  const seen = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key)) return
    seen.add(key)
    for (const next of manifest[key].imports ?? []) visit(next)
  }
  visit(entryKey)
  return [...seen].map((key) => manifest[key])
}

const initialKb = (build: Build) => initialChunks(build).reduce((sum, chunk) => sum + gzipKb(build.dir, chunk.file), 0)

/** Screens in the initial JS: the ratio cannot see the shared ones (the one-resource build needs them too), this can. */
function eagerScreens(build: Build): string[] {
  const modules = initialChunks(build).flatMap((chunk) => chunkModules(build.dir, chunk.file))
  return modules.map((file) => path.relative(root, file).split(path.sep).join('/')).filter((file) => SCREEN.test(file))
}

/**
 * Fails loudly unless the full build holds every declaration's file and screens, and the
 * baseline exactly its own: the files each declaration brings are listed by resourceModules.
 */
async function checkContents(full: Build, single: Build, kept: string[]): Promise<{ declarations: number; total: number }> {
  const registry = await loadRegistry(root)
  const problems: string[] = []
  for (const { name } of registry.resources) {
    const owned = resourceModules(root, registry, name)
    const files = [owned.declarationFile, ...owned.screens].filter((file) => /\.tsx?$/.test(file))
    for (const file of files)
      if (!full.modules.has(file)) problems.push(`the full build lacks ${path.relative(root, file)} (${name}): the check would be blind`)
    if (kept.includes(name)) continue
    for (const file of files) {
      if (single.modules.has(file) && !kept.some((k) => resourceModules(root, registry, k).declarationFile === file)) {
        problems.push(`the one-resource build holds ${path.relative(root, file)} (${name})`)
      }
    }
  }
  const index = path.join(root, 'shared/resources/index.ts')
  if (single.modules.has(index)) problems.push('the one-resource build holds shared/resources/index.ts (every declaration)')
  if (problems.length) throw new Error(`admin-size: the baseline is not a one-resource build:\n  ${problems.join('\n  ')}`)
  const declarations = registry.resources.filter(({ name }) => single.modules.has(resourceModules(root, registry, name).declarationFile)).length
  return { declarations, total: registry.resources.length }
}

const screenChunks = ({ manifest }: Build) => Object.values(manifest).filter((chunk) => chunk.isDynamicEntry)

export const bench: Bench = {
  name: 'admin-size',
  async run(): Promise<Figure[]> {
    const kept = (process.env.BENCH_ADMIN_RESOURCES ?? 'entrepreneurs').split(',').filter(Boolean)
    const single = buildAdmin(kept)
    const full = buildAdmin([])
    try {
      const contents = await checkContents(full, single, kept)
      const singleKb = initialKb(single)
      const fullKb = initialKb(full)
      const eager = eagerScreens(full)
      if (eager.length) {
        const ratio = `initial JS ${fullKb.toFixed(2)} KiB gzip, ${(fullKb / singleKb).toFixed(3)}x the one-resource build`
        throw new Error(`admin-size: screens in the initial JS (they should load when opened; ${ratio}):\n  ${eager.join('\n  ')}`)
      }
      const screenCount = [...full.modules].filter((file) => SCREEN.test(path.relative(root, file).split(path.sep).join('/'))).length
      const screens = screenChunks(full)
        .filter((chunk) => chunk.src && /^(admin\/)?(generic|features|resources)\//.test(chunk.src))
        .map((chunk): Figure => ({ name: `screen chunk ${chunk.src!.replace(/^admin\//, '')}`, value: gzipKb(full.dir, chunk.file), unit: 'KiB gzip' }))
        .sort((a, b) => b.value - a.value)
      return [
        {
          name: 'admin initial JS (entry + static imports)',
          value: fullKb,
          unit: 'KiB gzip',
          baseline: { name: `one-resource admin (${kept.join(', ')}), decided at build time`, value: singleKb },
          target: 'full <= 1.05x single',
        },
        { name: 'declarations in the one-resource build (checked from its source maps)', value: contents.declarations, unit: `of ${contents.total}` },
        { name: 'screens in the initial JS (checked from its source maps)', value: eager.length, unit: `of ${screenCount}` },
        { name: 'our modules in the bundle', value: full.modules.size, unit: 'modules', baseline: { name: 'one-resource build', value: single.modules.size } },
        {
          name: 'lazily loaded chunks',
          value: screenChunks(full).length,
          unit: 'chunks',
          baseline: { name: 'one-resource build', value: screenChunks(single).length },
        },
        ...screens,
      ]
    } finally {
      fs.rmSync(single.dir, { recursive: true, force: true })
      fs.rmSync(full.dir, { recursive: true, force: true })
    }
  },
}
