/**
 * Rich-text HTML (already through the server's allow-list) as one line of plain text, for list
 * columns, cards and meta descriptions. A regular expression is enough here: the stored HTML holds
 * only the allow-listed tags, never comments, scripts or attributes with '>' unescaped.
 *
 *   richTextToPlain('<h2>Title</h2><p>a &amp; b<br>c</p>') -> 'Title a & b c'
 */
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' }

export function richTextToPlain(html: string | null | undefined): string {
  return (html ?? '')
    .replace(/<(br|\/p|\/h[2-4]|\/li|\/blockquote)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name])
    .replace(/\s+/g, ' ')
    .trim()
}

/** The first paragraph (or heading, list item, quote) of rich text as plain text. */
export function firstRichTextBlock(html: string | null | undefined): string {
  const block = /<(p|h[2-4]|li|blockquote)\b[^>]*>([\s\S]*?)<\/\1>/i.exec(html ?? '')
  return richTextToPlain(block ? block[2] : html)
}

const attribute = (tag: string, name: string) => {
  const value = new RegExp(`\\b${name}="([^"]*)"`, 'i').exec(tag)?.[1] ?? ''
  return value.replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, entity: string) => ENTITIES[entity])
}

/**
 * Rich-text HTML as readable lines for a person comparing two versions (the history): one line per
 * paragraph, heading, list item or quote, a bullet before list items, a link's address after its
 * text and a picture as its alt text, so that a change to any of them shows, without markup.
 *
 *   richTextToLines('<p>See <a href="https://x.si">this</a></p><ul><li>a</li></ul>', 'Slika')
 *     -> 'See this (https://x.si)\n• a'
 */
export function richTextToLines(html: string | null | undefined, pictureWord: string): string {
  return (html ?? '')
    .replace(/<img\b[^>]*>/gi, (tag) => `[${pictureWord}: ${attribute(tag, 'alt')}]`)
    .replace(/<a\b([^>]*)>([\s\S]*?)<\/a>/gi, (_, attributes: string, text: string) => {
      const href = attribute(attributes, 'href')
      return href ? `${text} (${href})` : text
    })
    .replace(/<li\b[^>]*>/gi, '\n• ')
    .replace(/<(br|\/p|\/h[2-4]|\/li|\/blockquote|\/ul|\/ol)\b[^>]*>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name])
    .split('\n')
    .map((line) => line.replace(/[^\S\n]+/g, ' ').trim())
    .filter(Boolean)
    .join('\n')
}
