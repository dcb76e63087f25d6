/**
 * The allow-list every rich-text value passes on its way into the database (field-values.ts runs it
 * on every create and update, whatever sent it: the back office, another client, a seeder).
 *
 *   sanitizeRichText('<h1>Hi</h1><p onclick="x()">a <script>b</script></p>') -> '<h2>Hi</h2><p>a </p>'
 *
 * Kept: p, br, h2-h4, strong, b, em, i, ul, ol, li, blockquote; a with href (http, https, mailto, tel
 * or a site-relative path) and target="_blank" only with rel="noopener noreferrer" (set here);
 * img with src under our own /media/ and alt. Decided: h1 becomes h2 (the page's own title is its
 * only h1), h5 and h6 become h4. Any other tag is dropped with its text kept as text; script, style,
 * svg, math and similar containers are dropped with everything in them. No style or event attribute,
 * no class, no javascript: or data: URL survives (entities are decoded before the URL is checked).
 */
import sanitizeHtml from 'sanitize-html'
import { LINK_SCHEMES, NEW_TAB } from '../../shared/rich-text-links'
import { paragraphs } from '../../shared/text'

/**
 * A file of our media store (media/store.ts names them `folder/<hex>.<ext>`): only those characters, so
 * no query, no `..` climbing out of it (nor `%2e%2e`, which a browser reads as `..`), no backslash.
 */
const MEDIA_SOURCE = /^\/media\/(?!.*\.\.)[A-Za-z0-9._/-]+$/

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'h2', 'h3', 'h4', 'strong', 'b', 'em', 'i', 'ul', 'ol', 'li', 'a', 'blockquote', 'img'],
  allowedAttributes: {
    a: ['href', { name: 'target', values: [NEW_TAB.target] }, { name: 'rel', values: [NEW_TAB.rel] }],
    img: ['src', 'alt'],
  },
  allowedSchemes: [],
  allowedSchemesByTag: { a: [...LINK_SCHEMES], img: [] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  // Dropped with their whole content, not just their tags.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'svg',
    'math',
    'template',
    'iframe',
    'object',
    'embed',
    'title',
    'xmp',
    'noembed',
    'noframes',
  ],
  disallowedTagsMode: 'discard',
  transformTags: {
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    a: (tagName, attribs) => {
      // A new tab only with rel set here; any other target or rel sent is dropped, so a link without
      // target="_blank" opens in the same tab (the editor's default, shared/rich-text-links.ts).
      const { rel: _rel, target, ...rest } = attribs
      return { tagName, attribs: target === NEW_TAB.target ? { ...rest, ...NEW_TAB } : rest }
    },
  },
  // An image from anywhere but our media store is left out (its alt text with it).
  exclusiveFilter: (frame) => frame.tag === 'img' && !MEDIA_SOURCE.test(frame.attribs.src ?? ''),
}

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim()
}

/** True when the HTML shows nothing: no text and no picture (an empty editor sends `<p></p>`). */
export function isBlankRichText(html: string): boolean {
  return !/<img\b/i.test(html) && html.replace(/<[^>]*>/g, '').replace(/&nbsp;|\s/g, '') === ''
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c])

/**
 * Plain text as rich text, for the one-time migration of older texts: a blank line starts a
 * paragraph, a single line break becomes <br>, everything escaped.
 *   plainTextToHtml('a < b\n\nTwo\nlines') -> '<p>a &lt; b</p><p>Two<br>lines</p>'
 */
export function plainTextToHtml(text: string): string {
  // The site's own reading of plain text (shared/text.ts), so the migrated HTML shows what the page showed.
  return paragraphs(text)
    .map((lines) => `<p>${lines.map(escapeHtml).join('<br>')}</p>`)
    .join('')
}
