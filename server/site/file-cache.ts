/**
 * Static files (the public site's live build, the back office) held in memory with their gzip
 * and brotli forms made once, so a page costs one lookup and one write, not a disk read and a
 * compression per visitor. Files are never written in place: a new build has a new folder, and a
 * refresh replaces a page by renaming a new file over it. So an entry is valid while the file at
 * its path is the same one (inode, size and time, from the stat the caller made anyway).
 *
 *   const cache = new FileCache({ maxBytes: 256 * 2 ** 20 })
 *   const file = await cache.get('/data/site/builds/123/news/index.html')  // null: no such file
 *   file.forEncoding('br, gzip')  // { body, encoding: 'br' }
 */
import crypto from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import zlib from 'node:zlib'

const gzip = promisify(zlib.gzip)
const brotli = promisify(zlib.brotliCompress)

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  // Calendar feeds (site/build/feeds-calendar.ts): calendar apps subscribe by this type.
  '.ics': 'text/calendar; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.webmanifest': 'application/manifest+json',
  '.map': 'application/json; charset=utf-8',
  '.ico': 'image/x-icon',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.pdf': 'application/pdf',
}

const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.xml', '.txt', '.ics', '.svg', '.webmanifest', '.map', '.ico'])
/** Below this, compression saves less than its headers cost. */
const MIN_COMPRESS_BYTES = 512
/** Larger files (videos, big images) are streamed from disk, not kept in memory. */
const MAX_ENTRY_BYTES = 8 * 2 ** 20

export interface CachedFile {
  /** Which file this is: `${inode}:${size}:${mtimeMs}` when read. */
  identity: string
  type: string
  etag: string
  size: number
  body: Buffer
  gzip: Buffer | null
  br: Buffer | null
  /** Extra headers worked out once per file (the site's content security policy for pages). */
  headers: Record<string, string>
  /** The body to send for an Accept-Encoding header, and the encoding it is in. */
  forEncoding(acceptEncoding: string | undefined): { body: Buffer; encoding: 'br' | 'gzip' | null }
}

export interface FileCacheOptions {
  /** Memory allowed for all entries; beyond it, files are read from disk each time. */
  maxBytes: number
  /** Headers for a file from its text (e.g. CSP hashes of a page's inline scripts). */
  headersFor?: (file: string, body: Buffer) => Record<string, string>
}

function accepts(header: string | undefined, encoding: string): boolean {
  if (!header) return false
  return header.split(',').some((part) => {
    const [name, ...params] = part.trim().split(';')
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    return name.trim() === encoding && (!q || Number(q.slice(2)) > 0)
  })
}

export const contentTypeOf = (file: string): string => TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream'

/**
 * Brotli quality: 11 for scripts and styles (few files, shared by every page, sent most), 6 for
 * pages and data (thousands of files; 11 would cost ~40 ms each for a percent or two).
 */
const brotliQuality = (extension: string) => (extension === '.js' || extension === '.css' ? 11 : 6)

const identityOf = (stat: { ino: number; size: number; mtimeMs: number }) => `${stat.ino}:${stat.size}:${stat.mtimeMs}`

async function load(file: string, headersFor: FileCacheOptions['headersFor'], compressible: boolean): Promise<CachedFile | null> {
  let body: Buffer
  let identity: string
  try {
    const handle = await fs.open(file)
    try {
      const stat = await handle.stat()
      if (!stat.isFile() || stat.size > MAX_ENTRY_BYTES) return null
      identity = identityOf(stat)
      body = await handle.readFile()
    } finally {
      await handle.close()
    }
  } catch {
    return null
  }
  const extension = path.extname(file).toLowerCase()
  const compress = compressible && COMPRESSIBLE.has(extension) && body.length >= MIN_COMPRESS_BYTES
  // Made once per build, on the thread pool (the event loop keeps answering meanwhile).
  const [gzipped, brotlied] = compress
    ? await Promise.all([
        gzip(body, { level: 9 }),
        brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality(extension), [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
      ])
    : [null, null]
  const etag = `"${crypto.createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`
  const smaller = (candidate: Buffer | null) => (candidate && candidate.length < body.length ? candidate : null)
  const entry: CachedFile = {
    identity,
    type: contentTypeOf(file),
    etag,
    size: body.length,
    body,
    gzip: smaller(gzipped),
    br: smaller(brotlied),
    headers: headersFor?.(file, body) ?? {},
    forEncoding(acceptEncoding) {
      if (entry.br && accepts(acceptEncoding, 'br')) return { body: entry.br, encoding: 'br' }
      if (entry.gzip && accepts(acceptEncoding, 'gzip')) return { body: entry.gzip, encoding: 'gzip' }
      return { body: entry.body, encoding: null }
    },
  }
  return entry
}

const weight = (entry: CachedFile) => entry.body.length + (entry.gzip?.length ?? 0) + (entry.br?.length ?? 0)

export class FileCache {
  private readonly entries = new Map<string, Promise<CachedFile | null>>()
  private bytes = 0

  constructor(private readonly options: FileCacheOptions) {}

  /**
   * The file, read and compressed on first use; null when it does not exist or is too large to
   * keep. Once the memory allowed is spent, files are read each time and sent uncompressed. With
   * `stat` (the file as it is now), an entry made from another file at that path is read again.
   */
  async get(file: string, stat?: { ino: number; size: number; mtimeMs: number }): Promise<CachedFile | null> {
    const known = this.entries.get(file)
    if (known) {
      const entry = await known
      if (!stat || !entry || entry.identity === identityOf(stat)) return entry
      this.drop(file)
    }
    return this.read(file)
  }

  private drop(file: string) {
    const entry = this.entries.get(file)
    this.entries.delete(file)
    void entry?.then((loaded) => {
      if (loaded) this.bytes -= weight(loaded)
    })
  }

  private read(file: string): Promise<CachedFile | null> {
    if (this.bytes > this.options.maxBytes) return load(file, this.options.headersFor, false)
    const loading = load(file, this.options.headersFor, true).then((entry) => {
      if (entry) this.bytes += weight(entry)
      else this.entries.delete(file) // a file may appear later (e.g. a new admin build)
      return entry
    })
    this.entries.set(file, loading)
    return loading
  }

  /** Forget every entry under `folder` (a build that is no longer served). */
  forget(folder: string): void {
    const prefix = folder.endsWith(path.sep) ? folder : folder + path.sep
    for (const file of [...this.entries.keys()]) if (file.startsWith(prefix)) this.drop(file)
  }

  /**
   * Loads the files of `folder` and of its folders `depth` levels down whose names pass `wanted`, one
   * at a time (a new build, before visitors ask). Not the whole tree: a large site has tens of
   * thousands of folders, and warming is for the few files every visitor needs first.
   */
  async warm(folder: string, wanted: (file: string) => boolean, depth = 1): Promise<void> {
    const entries = await fs.readdir(folder, { withFileTypes: true }).catch(() => [])
    for (const entry of entries) {
      const file = path.join(folder, entry.name)
      if (entry.isDirectory() && depth > 0) await this.warm(file, wanted, depth - 1)
      else if (entry.isFile() && wanted(file)) await this.get(file)
    }
  }
}
