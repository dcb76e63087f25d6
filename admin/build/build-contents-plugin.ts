/**
 * Builds a back office that holds only some declarations, decided at build time (vite.config.ts):
 *
 *   ADMIN_BUILD_RESOURCES=entrepreneurs npx vite build
 *
 * replaces admin/registry/build-contents.ts (every declaration) and admin/resources/index.ts (every
 * admin/resources/<name>/ folder) by modules that import only the named declarations' files and
 * folders. The other
 * declarations, their screens and their routes are then not in the module graph at all, rather
 * than filtered at run time. bench/admin-size.ts builds its one-resource baseline this way and
 * checks the result with `resourceModules` (the files each declaration brings).
 * A list that leaves out a declaration that one of its fields references is refused: that admin
 * would fail on the first reference input.
 */
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Plugin } from 'vite'

type Registry = typeof import('../../shared/resources')

const VIRTUAL_DECLARATIONS = '\0admin-build-declarations'
const VIRTUAL_FOLDERS = '\0admin-build-resource-folders'

/**
 * The registry, evaluated by tsx only when a build names declarations: a static import would put
 * shared/resources into every load of vite.config.ts (and into Vite's config-loader warnings).
 */
export async function loadRegistry(root: string): Promise<Registry> {
  // The package is CommonJS ("type" is not "module"): tsx's require, not its ESM import.
  const { require: tsxRequire } = await import('tsx/cjs/api')
  return tsxRequire(path.join(root, 'shared/resources/index.ts'), pathToFileURL(path.join(root, 'vite.config.ts')).href)
}

/** shared/resources/index.ts's imports: binding -> file ('orderLines' -> 'orders.ts'). */
function declarationFiles(root: string): Map<string, string> {
  const index = fs.readFileSync(path.join(root, 'shared/resources/index.ts'), 'utf8')
  const files = new Map<string, string>()
  for (const [, names, file] of index.matchAll(/import\s*\{([^}]+)\}\s*from\s*'\.\/([\w-]+)'/g)) {
    for (const name of names
      .split(',')
      .map((n) => n.trim())
      .filter(Boolean))
      files.set(name, `${file}.ts`)
  }
  return files
}

/** The files a declaration brings to a build: its declaration file, its admin folder, the screens that folder loads. */
export function resourceModules(root: string, registry: Registry, name: string): { declarationFile: string; screens: string[] } {
  const declaration = registry.resourcesByName[name]
  if (!declaration) throw new Error(`ADMIN_BUILD_RESOURCES: no declaration is named '${name}'`)
  const binding = Object.entries(registry).find(([, value]) => value === declaration)?.[0]
  const file = binding && declarationFiles(root).get(binding)
  if (!file) throw new Error(`ADMIN_BUILD_RESOURCES: shared/resources/index.ts imports no file for '${name}'`)
  const folder = path.join(root, 'admin/resources', name)
  const screens: string[] = []
  if (fs.existsSync(folder)) {
    for (const entry of fs.readdirSync(folder)) screens.push(path.join(folder, entry))
    // Screens elsewhere that the folder's index loads (the spec's pages: /key for events).
    const index = fs.readFileSync(path.join(folder, 'index.ts'), 'utf8')
    for (const [, target] of index.matchAll(/import\(\s*'([^']+)'\s*\)/g)) screens.push(resolveSource(path.resolve(folder, target)))
  }
  return { declarationFile: path.join(root, 'shared/resources', file), screens }
}

const resolveSource = (base: string) => ['.tsx', '.ts'].map((ext) => base + ext).find((file) => fs.existsSync(file)) ?? base

function checkReferences(registry: Registry, names: string[]): void {
  for (const name of names) {
    for (const [field, spec] of Object.entries(registry.resourcesByName[name].fields)) {
      if ((spec.kind === 'reference' || spec.kind === 'references') && !names.includes(spec.resource)) {
        throw new Error(`ADMIN_BUILD_RESOURCES: ${name}.${field} references '${spec.resource}': name it too`)
      }
    }
  }
}

function declarationsModule(root: string, registry: Registry, names: string[]): string {
  const lines = names.map((name, i) => {
    const binding = Object.entries(registry).find(([, value]) => value === registry.resourcesByName[name])![0]
    return `import { ${binding} as d${i} } from ${JSON.stringify(resourceModules(root, registry, name).declarationFile)}`
  })
  lines.push(`export const declarations = [${names.map((_, i) => `d${i}`).join(', ')}]`)
  // also what shared/resources/index.ts gives the modules outside it (shared/roles.ts: a scope per declaration)
  lines.push('export const resources = declarations')
  lines.push('export const resourcesByName = Object.fromEntries(declarations.map((d) => [d.name, d]))')
  return lines.join('\n')
}

function foldersModule(root: string, names: string[]): string {
  const lines: string[] = []
  const overrides: string[] = []
  names.forEach((name, i) => {
    const folderIndex = path.join(root, 'admin/resources', name, 'index.ts')
    if (!fs.existsSync(folderIndex)) return
    lines.push(`import o${i} from ${JSON.stringify(folderIndex)}`)
    overrides.push(`${JSON.stringify(name)}: o${i}`)
  })
  lines.push(`export const overridesByName = { ${overrides.join(', ')} }`)
  return lines.join('\n')
}

/** The plugin for a build that holds only `names` (none: every declaration, nothing replaced). */
export async function buildContents(root: string, names: string[]): Promise<Plugin | null> {
  if (!names.length) return null
  const registry = await loadRegistry(root)
  names.forEach((name) => resourceModules(root, registry, name)) // unknown names fail here
  checkReferences(registry, names)
  const replaced = new Map([
    [path.join(root, 'admin/registry/build-contents.ts'), VIRTUAL_DECLARATIONS],
    [path.join(root, 'admin/resources/index.ts'), VIRTUAL_FOLDERS],
  ])
  const declarationsDir = path.join(root, 'shared/resources')
  const declarationsIndex = path.join(declarationsDir, 'index.ts')
  return {
    name: 'admin-build-contents',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || !/build-contents|resources/.test(source)) return null
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true })
      if (resolved && replaced.has(resolved.id)) return replaced.get(resolved.id)
      // Every declaration reaches the build through the registry alone: the index's other importers
      // (shared/roles.ts's scope list) get this build's declarations too, not all of them.
      if (resolved?.id === declarationsIndex && !importer.startsWith(declarationsDir)) return VIRTUAL_DECLARATIONS
      return null
    },
    load(id) {
      if (id === VIRTUAL_DECLARATIONS) return declarationsModule(root, registry, names)
      if (id === VIRTUAL_FOLDERS) return foldersModule(root, names)
      return null
    },
  }
}
