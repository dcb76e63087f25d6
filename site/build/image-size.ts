/**
 * Uploaded images, prepared for the pages: their intrinsic size (every <img> carries width and
 * height: no layout shift) and resized variants for `srcset` (480, 960 and 1440 wide where the original
 * is wider, in WebP and in the original's format; WebP also at full width).
 *
 * The API gives only the URL; the build reads the file through sharp once per URL and record version.
 * The variants and what is known of them (meta.json) are written into a folder of the workspace's
 * .cache (kept across builds: warm builds resize nothing; a refresh reads the same folder) and copied
 * into public/media-sizes/ after the build (onPostBuild, see copyImageVariants).
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

export interface ImageSize {
  width: number
  height: number
  /** `srcset` in the original's format (its variants and the original itself); absent when there is nothing smaller. */
  srcset?: string
  /** `srcset` in WebP, for a <source type="image/webp">. */
  webpSrcset?: string
}

const TIMEOUT_MS = 30_000
/** Widths of the variants; only those narrower than the original are made. */
export const VARIANT_WIDTHS = [480, 960, 1440]
/** Where the variants are published (under public/). */
export const VARIANTS_FOLDER = 'media-sizes'
/** Raise when the variants change (widths, quality): the old ones are then made again. */
const VARIANTS_VERSION = 2
/** Where the variants are kept between builds, under the workspace's .cache. */
export const variantsCacheDir = (cacheRoot: string) => path.join(cacheRoot, 'caches', 'default-site-plugin', VARIANTS_FOLDER)
/** Formats that get variants in their own format (others, e.g. GIF or SVG, keep only their size). */
const RESIZABLE: Record<string, string> = { jpeg: 'jpg', png: 'png', webp: 'webp' }

/** Variant files used by this build: public path -> file in the cache folder. */
export const usedVariants = new Map<string, string>()

function loadSharp() {
  // A plain require from the workspace: Parcel's `import()` of a CommonJS package loses its default export.
  return createRequire(path.resolve('package.json'))('sharp') as typeof import('sharp')
}

interface Prepared extends ImageSize {
  /** Variant files, relative to the variants folder. */
  files: string[]
}

/** The variants' folder for an image: named by its media path and version, not the whole URL (the API's port is no part of it). */
const folderOf = (url: string, version: string) =>
  createHash('sha1')
    .update(`${new URL(url).pathname}\n${version}\n${VARIANTS_VERSION}`)
    .digest('hex')
    .slice(0, 16)

async function prepare(url: string, version: string, cacheDir: string): Promise<Prepared> {
  const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) })
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status} ${response.statusText}`)
  const sharp = loadSharp()
  const input = Buffer.from(await response.arrayBuffer())
  const { width: rawWidth, height: rawHeight, orientation, format } = await sharp(input).metadata()
  if (!rawWidth || !rawHeight) throw new Error(`${url} has no readable size`)
  // EXIF orientations 5-8 are turned a quarter by browsers: the displayed size swaps.
  const [width, height] = orientation && orientation >= 5 ? [rawHeight, rawWidth] : [rawWidth, rawHeight]
  const extension = format ? RESIZABLE[format] : undefined
  if (!extension) return { width, height, files: [] }

  const folder = folderOf(url, version)
  fs.mkdirSync(path.join(cacheDir, folder), { recursive: true })
  const widths = VARIANT_WIDTHS.filter((w) => w < width)
  const files: string[] = []
  const own: string[] = []
  const webp: string[] = []
  const write = async (w: number, ext: string) => {
    const file = `${folder}/${w}.${ext}`
    let pipeline = sharp(input).rotate()
    if (w < width) pipeline = pipeline.resize({ width: w })
    pipeline =
      ext === 'webp' ? pipeline.webp({ quality: 75 }) : ext === 'png' ? pipeline.png({ compressionLevel: 9 }) : pipeline.jpeg({ quality: 80, mozjpeg: true })
    await pipeline.toFile(path.join(cacheDir, file))
    files.push(file)
    return `/${VARIANTS_FOLDER}/${file} ${w}w`
  }
  for (const w of widths) {
    if (extension !== 'webp') own.push(await write(w, extension))
    webp.push(await write(w, 'webp'))
  }
  if (extension !== 'webp') webp.push(await write(width, 'webp'))
  const original = `${new URL(url).pathname} ${width}w`
  return {
    width,
    height,
    ...(widths.length > 0 ? { srcset: [...(extension === 'webp' ? webp : own), original].join(', ') } : {}),
    ...(extension !== 'webp' ? { webpSrcset: webp.join(', ') } : {}),
    files,
  }
}

/**
 * Sizes and variants for the given URLs (null for an image that could not be read: the page still
 * builds, with a warning, since a missing file must not block publishing the rest of the site).
 */
export async function imageSizes(
  urls: { url: string; version: string }[],
  { cacheDir, reporter }: { cacheDir: string; reporter: { warn(message: string): void } },
): Promise<Map<string, ImageSize | null>> {
  const sizes = new Map<string, ImageSize | null>()
  const queue = [...new Map(urls.map((entry) => [entry.url, entry])).values()]
  const remember = (prepared: Prepared) => {
    for (const file of prepared.files) usedVariants.set(`${VARIANTS_FOLDER}/${file}`, path.join(cacheDir, file))
    const { files: _files, ...size } = prepared
    return size
  }
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const meta = path.join(cacheDir, `${folderOf(next.url, next.version)}.json`)
      const cached = readMeta(meta)
      if (cached?.files.every((file) => fs.existsSync(path.join(cacheDir, file)))) {
        sizes.set(next.url, remember(cached))
        continue
      }
      try {
        const prepared = await prepare(next.url, next.version, cacheDir)
        fs.writeFileSync(`${meta}.tmp`, JSON.stringify(prepared))
        fs.renameSync(`${meta}.tmp`, meta)
        sizes.set(next.url, remember(prepared))
      } catch (error) {
        reporter.warn(`Image ${next.url}: ${(error as Error).message}; it is shown without width and height.`)
        sizes.set(next.url, null)
      }
    }
  }
  await Promise.all(Array.from({ length: 2 }, worker))
  return sizes
}

/** Copies this build's variants into public/ (hard links where possible: same disk, no bytes copied). */
export async function copyImageVariants(publicDir: string): Promise<number> {
  for (const [target, source] of usedVariants) {
    const destination = path.join(publicDir, target)
    if (fs.existsSync(destination)) continue
    await fs.promises.mkdir(path.dirname(destination), { recursive: true })
    await fs.promises.link(source, destination).catch(() => fs.promises.copyFile(source, destination))
  }
  return usedVariants.size
}

function readMeta(file: string): Prepared | null {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as Prepared
  } catch {
    return null
  }
}
