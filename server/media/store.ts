/**
 * Uploaded images and files on disk under DATA_DIR/media/<resource>/. An image is recognised
 * by its first bytes, then decoded in full and encoded again with sharp: what is stored is
 * only the picture (turned upright by its orientation), never the bytes that came in, so
 * metadata (EXIF, GPS, comments) and anything hidden after or inside the image (a ZIP or a
 * script riding on a JPEG or GIF) are gone. Sizes and pixel counts are limited, so a tiny file
 * claiming huge dimensions (a decompression bomb) is refused. The name the browser sent is
 * ignored (it could say .png for a script, or ../../x); stored names are random.
 *
 *   const image = await media.prepareImage(bytes)        // null: not an image we accept
 *   const path = await media.storeImage('news', image)    // 'news/3f9c....png'
 */
import crypto from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import type sharp from 'sharp'

const SIGNATURES: { extension: string; matches: (b: Buffer) => boolean }[] = [
  { extension: 'png', matches: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { extension: 'jpg', matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { extension: 'gif', matches: (b) => b.subarray(0, 6).toString('latin1') === 'GIF87a' || b.subarray(0, 6).toString('latin1') === 'GIF89a' },
  { extension: 'webp', matches: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP' },
]

/** The image extension the bytes say, or null when they are not an image we accept. */
export function sniffImageType(data: Buffer): string | null {
  return SIGNATURES.find((s) => s.matches(data))?.extension ?? null
}

/** Largest picture we decode (all frames together), and longest side: bombs of tiny bytes and huge dimensions are refused. */
export const MAX_PIXELS = 40_000_000
export const MAX_SIDE = 16_384

/** An image as it will be stored: decoded and encoded again. */
export interface PreparedImage {
  data: Buffer
  extension: string
  width: number
  height: number
}

const ENCODERS: Record<string, (image: sharp.Sharp) => sharp.Sharp> = {
  png: (image) => image.png({ compressionLevel: 9 }),
  jpg: (image) => image.jpeg({ quality: 88, mozjpeg: true }),
  gif: (image) => image.gif(),
  webp: (image) => image.webp({ quality: 88 }),
}

/** Decodes the whole picture and encodes it again in its own format; null when it is not an image we accept. */
export async function reencodeImage(data: Buffer): Promise<PreparedImage | null> {
  const extension = sniffImageType(data)
  if (!extension) return null
  const animated = extension === 'gif' || extension === 'webp'
  try {
    // Loaded on the first upload: libvips adds about 19 MB to the resident memory of a server that may never take one.
    const { default: decode } = await import('sharp')
    const source = decode(data, { limitInputPixels: MAX_PIXELS, failOn: 'error', animated })
    const meta = await source.metadata()
    const height = meta.pageHeight ?? meta.height ?? 0
    if (!meta.width || !height || meta.width > MAX_SIDE || height > MAX_SIDE) return null
    // rotate() with no angle applies the EXIF orientation; sharp writes no metadata unless asked.
    const { data: encoded, info } = await ENCODERS[extension](source.rotate()).toBuffer({ resolveWithObject: true })
    return { data: encoded, extension, width: info.width, height: info.pageHeight ?? info.height }
  } catch {
    return null
  }
}

export class MediaStore {
  constructor(readonly root: string) {}

  /** The image as it will be stored, or null when the bytes are not an image we accept. */
  prepareImage(data: Buffer): Promise<PreparedImage | null> {
    return reencodeImage(data)
  }

  /** Writes a prepared image under a new random name; its path relative to the media root. */
  async storeImage(folder: string, image: PreparedImage): Promise<string> {
    return this.write(folder, image.extension, image.data)
  }

  /** Checks, re-encodes and stores an image; its path relative to the media root, or null if it is not a valid image. */
  async saveImage(folder: string, data: Buffer): Promise<string | null> {
    const image = await this.prepareImage(data)
    return image ? this.storeImage(folder, image) : null
  }

  /** Writes bytes already checked by the caller (a video, a PDF) under a new random name. */
  async write(folder: string, extension: string, data: Buffer): Promise<string> {
    const relative = this.newName(folder, extension)
    const target = this.resolve(relative)
    await fs.mkdir(path.dirname(target), { recursive: true })
    await fs.writeFile(target, data, { flag: 'wx' })
    return relative
  }

  /** Moves a checked file (a finished resumable upload) into the media folder under a new random name. */
  async moveIn(source: string, folder: string, extension: string): Promise<string> {
    const relative = this.newName(folder, extension)
    const target = this.resolve(relative)
    await fs.mkdir(path.dirname(target), { recursive: true })
    await fs.rename(source, target).catch(async () => {
      await fs.copyFile(source, target, fs.constants.COPYFILE_EXCL) // another file system
      await fs.rm(source, { force: true })
    })
    return relative
  }

  async remove(relative: string | null | undefined): Promise<void> {
    if (!relative) return
    await fs.rm(this.resolve(relative), { force: true })
  }

  /** Public URL of a stored file. */
  url(relative: string | null | undefined): string | null {
    return relative ? `/media/${relative}` : null
  }

  private newName(folder: string, extension: string): string {
    if (!/^[a-z0-9_-]+$/.test(folder) || !/^[a-z0-9]+$/.test(extension)) throw new Error(`bad media name: ${folder}/*.${extension}`)
    return path.posix.join(folder, `${crypto.randomBytes(12).toString('hex')}.${extension}`)
  }

  private resolve(relative: string): string {
    const target = path.resolve(this.root, relative)
    if (!target.startsWith(path.resolve(this.root) + path.sep)) throw new Error(`media path escapes the media folder: ${relative}`)
    return target
  }
}
