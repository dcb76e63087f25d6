/**
 * What a file is, read from its first bytes (never from its name or the browser's type):
 * the categories a `file` field may accept and the extension it is stored under.
 */
import { resources, type FileCategory, type FileField, type ImageField } from '../../shared/resources'
import { sniffImageType } from './store'

export interface FileType {
  category: FileCategory
  extension: string
}

const ascii = (data: Buffer, start: number, end: number) => data.subarray(start, end).toString('latin1')

/** The type the bytes say, or null for anything we do not accept (scripts, archives, executables...). */
export function sniffFileType(head: Buffer): FileType | null {
  const image = sniffImageType(head)
  if (image) return { category: 'image', extension: image }
  if (ascii(head, 0, 5) === '%PDF-') return { category: 'pdf', extension: 'pdf' }
  // ISO base media (mp4, m4v, mov): a box whose type is 'ftyp' at byte 4.
  if (ascii(head, 4, 8) === 'ftyp') return { category: 'video', extension: ascii(head, 8, 10) === 'qt' ? 'mov' : 'mp4' }
  if (head.subarray(0, 4).equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]))) return { category: 'video', extension: 'webm' }
  if (ascii(head, 0, 4) === 'OggS') return { category: 'video', extension: 'ogv' }
  return null
}

/** Bytes enough to tell every type above apart. */
export const SNIFF_BYTES = 16

export const CATEGORY_NAMES: Record<FileCategory, string> = {
  video: 'video (mp4, webm, ogg)',
  pdf: 'PDF',
  image: 'image (png, jpeg, gif, webp)',
}

export const describeAccepted = (accept: readonly FileCategory[]) => accept.map((c) => CATEGORY_NAMES[c]).join(', ')

/** What a field takes: a file field its declared kinds, an image field images. */
export const acceptedBy = (field: FileField | ImageField): readonly FileCategory[] => (field.kind === 'image' ? ['image'] : field.accept)

/** The largest picture any image field takes: a resumable upload of an image beyond it is refused before decoding. */
export const LARGEST_IMAGE_BYTES = Math.max(
  ...resources.flatMap((resource) => Object.values(resource.fields).flatMap((field) => (field.kind === 'image' ? [field.maxBytes] : []))),
)
