/**
 * The server compiled ahead of running (esbuild: one CommonJS file, packages left in node_modules),
 * for `npm start`, the tests' and the benches' server processes. Run through tsx, the process kept
 * every module's transpiled source and tsx's loader hooks in memory: 192 MB resident at the start
 * against 157 compiled, and 361 against 223 MB at the peak of an api bench (docs/performance.md).
 * `npm run dev` stays on tsx (a change reloads without a build).
 *
 *   npx tsx scripts/build-server.ts server/main.ts   (prints the file to run: .build/server/main/main.cjs)
 *   const file = buildServer('bench/api-server.ts')  (from a test or bench helper)
 *
 * The SQLite read worker (server/db/read-worker.cjs) is built beside it: read-pool.ts starts it
 * from the folder it runs in. Files are written under another name and renamed into place, so
 * several processes building at once (vitest's workers) never start a half-written file.
 */
import fs from 'node:fs'
import path from 'node:path'
import { buildSync } from 'esbuild'

const REPO = path.resolve(__dirname, '..')
export const BUILD_DIR = path.join(REPO, '.build')

/** Compiles `script` (a path from the repository's root) and returns the absolute path of the file to run. */
export function buildServer(script: string): string {
  const name = script.replace(/\.[cm]?tsx?$/, '')
  const outdir = path.join(BUILD_DIR, name)
  const result = buildSync({
    absWorkingDir: REPO,
    entryPoints: { [path.basename(name)]: script, 'read-worker': 'server/db/read-worker.cjs' },
    outdir,
    outExtension: { '.js': '.cjs' },
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node22',
    packages: 'external',
    // Error names and logged class names read as in the sources (esbuild renames clashing ones).
    keepNames: true,
    write: false,
    logLevel: 'warning',
  })
  fs.mkdirSync(outdir, { recursive: true })
  for (const file of result.outputFiles) {
    const temporary = `${file.path}.${process.pid}.tmp`
    fs.writeFileSync(temporary, file.contents)
    fs.renameSync(temporary, file.path)
  }
  return path.join(outdir, `${path.basename(name)}.cjs`)
}

if (require.main === module) {
  const script = process.argv[2]
  if (!script) throw new Error('usage: tsx scripts/build-server.ts <script.ts>')
  console.log(path.relative(process.cwd(), buildServer(script)))
}
