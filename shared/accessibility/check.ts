/**
 * Accessibility checks of one record's content, as the edit screen shows them while staff type
 * (admin/features/accessibility/) and as the server could run them: rich-text fields (headings,
 * links, images, tables) and image fields with their alt-text field. Pure: no DOM, no I/O.
 *
 *   checkRecord(news.fields, { body: '<h3>Razpis</h3><p><a href="/r">tukaj</a></p>' })
 *   -> [{ rule: 'heading-skipped', field: 'body', n: 1, level: 3, text: 'Razpis' }, { rule: 'link-vague', field: 'body', n: 1, text: 'tukaj' }]
 */
import type { Field } from '../resources'
import { scanHtml } from './html-scan'
import type { RuleId } from './messages'

export interface Finding {
  rule: RuleId
  /** The field the finding is in (for an image field: its alt-text field). */
  field: string
  /**
   * The n-th heading/link/image/table of the field, counted from 1 (0 for an image field): tells
   * findings apart. A heading's message names it by its level instead (an h4 is not "Naslov 2").
   */
  n: number
  /** A heading's level (2 for h2), the number its message shows. */
  level?: number
  /** The offending text, when there is one. */
  text?: string
}

/** Link texts that say nothing without the sentence around them, lower case, without punctuation. */
export const VAGUE_LINK_TEXTS = new Set([
  'tukaj',
  'tu',
  'klikni',
  'kliknite',
  'klikni tukaj',
  'kliknite tukaj',
  'preberi več',
  'preberite več',
  'več',
  'več o tem',
  'povezava',
  'to povezavo',
  'ta povezava',
  'na povezavi',
  'click here',
  'here',
  'click',
  'read more',
  'more',
  'link',
  'this link',
  'learn more',
  'more info',
  'details',
  'podrobnosti',
])

const FILE_NAME = /^[^\s]+\.(jpe?g|png|gif|webp|avif|svg|bmp|tiff?|heic)$/i
const CAMERA_NAME = /^(img|dsc|dscn|pxl|photo|image|screenshot|slika)[-_ ]?\d+$/i
const BARE_URL = /^(https?:\/\/|www\.)\S+$/i

/** Lower case, punctuation (…, », !, :) and repeated spaces gone: 'Preberi več »' -> 'preberi več'. */
export const normalizeLinkText = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()

export const isFileName = (alt: string) => FILE_NAME.test(alt.trim()) || CAMERA_NAME.test(alt.trim())

function imageFindings(field: string, n: number, alt: string | null): Finding[] {
  if (alt === null || alt.trim() === '') return [{ rule: 'image-alt-missing', field, n }]
  if (isFileName(alt)) return [{ rule: 'image-alt-filename', field, n, text: alt.trim() }]
  return []
}

/** The findings of one rich-text value. The page's h1 is the record's title, so the body starts at h2. */
export function checkRichText(field: string, html: string): Finding[] {
  const { headings, links, images, tables } = scanHtml(html)
  const findings: Finding[] = []
  images.forEach((image, i) => findings.push(...imageFindings(field, i + 1, image.alt)))
  let previous = 1
  headings.forEach(({ level, text }, i) => {
    const n = i + 1
    if (!text) findings.push({ rule: 'heading-empty', field, n, level })
    if (level === 1) findings.push({ rule: 'heading-h1', field, n, level, text })
    else if (level > previous + 1) findings.push({ rule: 'heading-skipped', field, n, level, text })
    previous = Math.max(level, 2)
  })
  links.forEach(({ text, imageAlts }, i) => {
    const n = i + 1
    const name = text || imageAlts.join(' ').trim()
    if (!name) findings.push({ rule: 'link-empty', field, n })
    else if (VAGUE_LINK_TEXTS.has(normalizeLinkText(name))) findings.push({ rule: 'link-vague', field, n, text: name })
    else if (BARE_URL.test(name)) findings.push({ rule: 'link-bare-url', field, n, text: name })
  })
  tables.forEach((table, i) => {
    if (!table.hasHeaderCells) findings.push({ rule: 'table-no-headers', field, n: i + 1 })
  })
  return findings
}

/** The field holding the alt text of image field `name`: `<name>_alt`, else a lone `alt` field. */
export function altFieldOf(fields: Record<string, Field>, name: string): string | undefined {
  if (Object.hasOwn(fields, `${name}_alt`)) return `${name}_alt`
  return Object.hasOwn(fields, 'alt') ? 'alt' : undefined
}

/** The findings of a record's values (a form's values: a missing field is left out, not an error). */
export function checkRecord(fields: Record<string, Field>, values: Record<string, unknown>): Finding[] {
  const findings: Finding[] = []
  for (const [name, field] of Object.entries(fields)) {
    const value = Object.hasOwn(values, name) ? values[name] : undefined
    if (field.kind === 'richText' && typeof value === 'string') findings.push(...checkRichText(name, value))
    if (field.kind !== 'image' || !value) continue
    const altField = altFieldOf(fields, name)
    if (!altField) continue
    const alt = Object.hasOwn(values, altField) ? values[altField] : null
    findings.push(...imageFindings(altField, 0, typeof alt === 'string' ? alt : null))
  }
  return findings
}
