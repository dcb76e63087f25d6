/**
 * Runs wrk (Debian's `wrk` package: C, lighter on the CPU than a load generator in Node, which
 * matters on a 2-core machine) with bench/wrk-requests.lua and returns its figures.
 *
 *   const result = await wrk({ url, connections: 50, seconds: 10, mode: 'search', wordsFile })
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { COMMON_WORDS, unaccented, vocabulary } from './news-corpus'

export const WRK = '/usr/bin/wrk'

export interface WrkOptions {
  url: string
  connections: number
  seconds: number
  /** fixed: the URL each time; the others every request a different URL (see bench/wrk-requests.lua). */
  mode?: WrkMode
  /** First request number (see the script): runs with different starts ask different things. */
  start?: number
  wordsFile?: string
  /** Pages per language of the list at the page size asked. */
  pages?: number
  /** Appended to every generated path (the warm-up's `&page_size=7`). */
  extra?: string
  /**
   * The load generator's niceness (0, as any process, unless set): a stranger's clients run on
   * their own machines, not on the server's cores, which on a 2-core machine wrk otherwise shares.
   */
  nice?: number
  /** Sent with every request (`Name: value`), e.g. the X-Forwarded-For of a client behind a trusted proxy. */
  headers?: string[]
}

export type WrkMode = 'fixed' | 'junk' | 'pages' | 'rare' | 'common' | 'mixed' | 'popular' | 'rare:ordered' | 'common:ordered'

export interface WrkResult {
  requests: number
  rps: number
  /** Connect, read, write errors and timeouts. */
  errors: number
  /** Answers with a status >= 400. */
  statusErrors: number
  p50: number
  p99: number
  max: number
}

/** The benchmark vocabulary as the script reads it: `word<TAB>word without diacritics` a line, the common words first. */
export function writeWordsFile(folder: string): string {
  const file = path.join(folder, 'words.txt')
  fs.writeFileSync(
    file,
    `${vocabulary()
      .map((word) => `${word}\t${unaccented(word)}`)
      .join('\n')}\n`,
  )
  return file
}

export async function wrk(options: WrkOptions): Promise<WrkResult> {
  if (!fs.existsSync(WRK)) throw new Error(`${WRK} is missing: apt-get install wrk`)
  const threads = 1
  const script = path.join(__dirname, 'wrk-requests.lua')
  const args = [
    '-t',
    String(threads),
    '-c',
    String(options.connections),
    '-d',
    `${options.seconds}s`,
    '--timeout',
    '30s',
    ...(options.headers ?? []).flatMap((header) => ['-H', header]),
    '-s',
    script,
    options.url,
    '--',
    options.mode ?? 'fixed',
    String(options.start ?? 0),
    String(threads),
    options.wordsFile ?? '',
    String(options.pages ?? 1),
    options.extra ?? '',
    String(COMMON_WORDS),
  ]
  const output = await new Promise<string>((resolve, reject) => {
    const [command, commandArgs] = options.nice ? ['nice', ['-n', String(options.nice), WRK, ...args]] : [WRK, args]
    const child = spawn(command, commandArgs, { stdio: ['ignore', 'pipe', 'pipe'], cwd: os.tmpdir() })
    let out = ''
    child.stdout.on('data', (chunk) => (out += chunk))
    child.stderr.on('data', (chunk) => (out += chunk))
    child.once('error', reject)
    child.once('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`wrk exited with ${code}: ${out}`))))
  })
  const line = /WRK_RESULT (\{.*\})/.exec(output)?.[1]
  if (!line) throw new Error(`wrk printed no result: ${output}`)
  const raw = JSON.parse(line) as Record<string, number>
  return {
    requests: raw.requests,
    rps: raw.requests / (raw.duration_us / 1e6),
    errors: raw.errors,
    statusErrors: raw.status_errors,
    p50: raw.p50_us / 1000,
    p99: raw.p99_us / 1000,
    max: raw.max_us / 1000,
  }
}
