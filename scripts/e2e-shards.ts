/**
 * Splits the end-to-end spec files into shards of about equal time, for .ci/run (each shard runs against a server of
 * its own). Playwright's --shard splits by test count in file order, which put every slow admin-* spec in one half.
 * A file weighs the seconds it took in a CI run (tests/e2e/shard-weights.json; a file not listed there weighs the
 * median), and the files go, heaviest first, each to the lightest shard so far. A stale weight only costs balance.
 *   npx tsx scripts/e2e-shards.ts 1 2                      shard 1 of 2: its spec files, one per line
 *   npx tsx scripts/e2e-shards.ts --weights <json...>      new weights from the per-file times the reporter wrote
 *   npx tsx scripts/e2e-shards.ts --slowest <json...>      the ten slowest files of all shards together
 */
import fs from 'node:fs'
import path from 'node:path'
import { type FileTime, printSlowestFiles } from './slowest-files'

const root = path.resolve(__dirname, '..')
const specDir = path.join(root, 'tests', 'e2e')
const weightsFile = path.join(specDir, 'shard-weights.json')

export function specFiles(): string[] {
  return fs
    .readdirSync(specDir)
    .filter((name) => name.endsWith('.spec.ts'))
    .sort()
}

export function shardWeights(): Record<string, number> {
  return (JSON.parse(fs.readFileSync(weightsFile, 'utf8')) as { seconds: Record<string, number> }).seconds
}

export function shardsOf(files: string[], seconds: Record<string, number>, count: number): string[][] {
  const known = files.map((file) => seconds[file]).filter((value) => typeof value === 'number')
  const median = known.length ? [...known].sort((a, b) => a - b)[Math.floor(known.length / 2)] : 1
  const weightOf = (file: string) => (Object.hasOwn(seconds, file) ? seconds[file] : median)
  const shards = Array.from({ length: count }, () => ({ files: [] as string[], seconds: 0 }))
  for (const file of [...files].sort((a, b) => weightOf(b) - weightOf(a) || a.localeCompare(b))) {
    const lightest = shards.reduce((best, shard) => (shard.seconds < best.seconds ? shard : best))
    lightest.files.push(file)
    lightest.seconds += weightOf(file)
  }
  return shards.map((shard) => shard.files.sort())
}

function timesFrom(jsonFiles: string[]): FileTime[] {
  return jsonFiles.flatMap((file) => JSON.parse(fs.readFileSync(file, 'utf8')) as FileTime[])
}

function main(args: string[]) {
  if (args[0] === '--slowest') return printSlowestFiles('Playwright, all shards', timesFrom(args.slice(1)))
  if (args[0] === '--weights') {
    const seconds: Record<string, number> = {}
    for (const time of timesFrom(args.slice(1))) seconds[path.basename(time.file)] = Math.round(time.ms / 1000)
    const current = JSON.parse(fs.readFileSync(weightsFile, 'utf8'))
    fs.writeFileSync(weightsFile, `${JSON.stringify({ ...current, seconds }, null, 2)}\n`)
    return console.log(`${weightsFile}: ${Object.keys(seconds).length} files`)
  }
  const [index, count] = args.map(Number)
  if (!(Number.isInteger(index) && Number.isInteger(count) && index >= 1 && index <= count))
    throw new Error('usage: e2e-shards.ts <shard> <shards>, e.g. 1 2 (or --weights / --slowest with JSON files)')
  for (const file of shardsOf(specFiles(), shardWeights(), count)[index - 1]) console.log(path.join('tests', 'e2e', file))
}

if (require.main === module) main(process.argv.slice(2))
