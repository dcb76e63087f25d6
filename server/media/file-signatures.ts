/**
 * Beyond the first bytes: does the whole file have the shape its type says? A script with an
 * mp4 header in front, or a PDF that is an HTML page with '%PDF-' prepended, is refused.
 * Images are checked by decoding them (media/store.ts); these are the other accepted kinds:
 *
 *   mp4 / mov   ISO boxes from the first byte to the last: each header a sane size and a
 *               printable type, 'ftyp' first, nothing left over
 *   webm        an EBML header whose DocType is webm or matroska
 *   ogg         an Ogg page header (version 0, beginning of stream) at byte 0
 *   pdf         '%PDF-1.x' or '%PDF-2.x' at the start and '%%EOF' in the last kilobyte
 *
 * Files are read through `read(offset, length)`, so a large upload is never loaded whole.
 */
import type { FileType } from './file-types'

export type ReadAt = (offset: number, length: number) => Promise<Buffer>

const printable = (b: Buffer) => [...b].every((c) => c >= 0x20 && c < 0x7f)

async function isoBoxesFill(read: ReadAt, size: number): Promise<boolean> {
  let offset = 0
  for (let boxes = 0; offset < size; boxes++) {
    if (boxes > 100_000 || size - offset < 8) return false
    const header = await read(offset, 16)
    let length = header.readUInt32BE(0)
    const type = header.subarray(4, 8)
    if (!printable(type) || (boxes === 0 && type.toString('latin1') !== 'ftyp')) return false
    if (length === 1) {
      if (header.length < 16) return false
      length = Number(header.readBigUInt64BE(8))
    } else if (length === 0) {
      length = size - offset // the last box runs to the end of the file
    }
    if (length < 8 || offset + length > size) return false
    offset += length
  }
  return offset === size
}

async function isEbmlMedia(read: ReadAt): Promise<boolean> {
  const head = (await read(0, 64)).toString('latin1')
  return head.startsWith('\x1a\x45\xdf\xa3') && (head.includes('webm') || head.includes('matroska'))
}

async function isOggStart(read: ReadAt): Promise<boolean> {
  const head = await read(0, 6)
  return head.subarray(0, 4).toString('latin1') === 'OggS' && head[4] === 0 && (head[5] & 0x02) === 0x02
}

async function isPdf(read: ReadAt, size: number): Promise<boolean> {
  const head = (await read(0, 8)).toString('latin1')
  const tail = (await read(Math.max(0, size - 1024), 1024)).toString('latin1')
  return /^%PDF-[12]\.\d/.test(head) && tail.includes('%%EOF')
}

/** True when a video or PDF has the structure of its type (images: true, they are decoded instead). */
export async function hasShapeOf(type: FileType, read: ReadAt, size: number): Promise<boolean> {
  if (type.category === 'image') return true
  if (type.category === 'pdf') return isPdf(read, size)
  if (type.extension === 'webm') return isEbmlMedia(read)
  if (type.extension === 'ogv') return isOggStart(read)
  return isoBoxesFill(read, size)
}

/** `read` over bytes in memory. */
export const readBuffer =
  (data: Buffer): ReadAt =>
  async (offset, length) =>
    data.subarray(offset, offset + length)
