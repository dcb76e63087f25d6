/** Prints the slowest test files of a run; used by the Vitest and Playwright reporters next to it. */
import path from 'node:path'

export type FileTime = { file: string; ms: number; failed: boolean }

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`

export function printSlowestFiles(runner: string, files: FileTime[], count = Number(process.env.SLOWEST_FILES ?? 10)) {
  const total = files.reduce((sum, file) => sum + file.ms, 0)
  const lines = [`${runner}: the ${Math.min(count, files.length)} slowest of ${files.length} test files (their times add up to ${seconds(total)})`]
  for (const file of [...files].sort((a, b) => b.ms - a.ms).slice(0, count)) {
    lines.push(`  ${seconds(file.ms).padStart(8)}  ${path.relative(process.cwd(), file.file)}${file.failed ? '  (failed)' : ''}`)
  }
  console.log(lines.join('\n'))
}
