/**
 * The parts of rich-text HTML the accessibility checks look at: headings, links, images and tables,
 * in document order, each with its plain text. A regular-expression scan is enough: stored rich text
 * passed the server's allow-list (server/resources/rich-text.ts) and the editor's HTML is TipTap's own
 * output, so there are no comments, scripts or '>' inside attribute values. Kept free of the DOM so
 * the server can run the same checks as the edit screen.
 */
import { richTextToPlain } from '../rich-text'

export interface Heading {
  level: number
  text: string
}
export interface Link {
  href: string
  text: string
  /** alt texts of images inside the link (an image link is named by its image). */
  imageAlts: string[]
}
export interface Image {
  src: string
  /** null: no alt attribute at all. */
  alt: string | null
}
export interface Table {
  hasHeaderCells: boolean
}
export interface ScannedHtml {
  headings: Heading[]
  links: Link[]
  images: Image[]
  tables: Table[]
}

const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)\b([^>]*)>/g

/** An attribute's value ('alt', 'href'), decoded; null when the attribute is absent. */
export function attributeOf(attributes: string, name: string): string | null {
  const match = new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, 'i').exec(attributes)
  if (!match) return null
  return richTextToPlain(match[1] ?? match[2] ?? match[3] ?? '')
}

interface Open {
  tag: string
  start: number
  attributes: string
  imageAlts: string[]
  hasHeaderCells: boolean
}

export function scanHtml(html: string): ScannedHtml {
  const out: ScannedHtml = { headings: [], links: [], images: [], tables: [] }
  const open: Open[] = []
  for (const match of html.matchAll(TAG)) {
    const [whole, closing, rawTag, attributes] = match
    const tag = rawTag.toLowerCase()
    const end = match.index + whole.length
    if (tag === 'img') {
      const alt = attributeOf(attributes, 'alt')
      out.images.push({ src: attributeOf(attributes, 'src') ?? '', alt })
      for (const element of open) if (element.tag === 'a') element.imageAlts.push(alt ?? '')
      continue
    }
    if (tag === 'th') for (const element of open) if (element.tag === 'table') element.hasHeaderCells = true
    if (!/^(h[1-6]|a|table)$/.test(tag)) continue
    if (!closing) {
      open.push({ tag, start: end, attributes, imageAlts: [], hasHeaderCells: false })
      continue
    }
    const at = open.findLastIndex((element) => element.tag === tag)
    if (at < 0) continue
    const [element] = open.splice(at, 1)
    const text = richTextToPlain(html.slice(element.start, match.index))
    if (tag === 'a') out.links.push({ href: attributeOf(element.attributes, 'href') ?? '', text, imageAlts: element.imageAlts })
    else if (tag === 'table') out.tables.push({ hasHeaderCells: element.hasHeaderCells })
    else out.headings.push({ level: Number(tag[1]), text })
  }
  return out
}
