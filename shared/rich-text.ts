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
