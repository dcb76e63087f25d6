/**
 * Links of the rich-text editor: TipTap's link mark as the editor's own extensions render it (no new
 * tab unless asked for), what the server's allow-list keeps of it, and the link dialog's address check.
 */
import { getSchema } from '@tiptap/core'
import { describe, expect, it } from 'vitest'
import { richTextExtensions } from '../../admin/features/rich-text/extensions'
import { sanitizeRichText } from '../../server/resources/rich-text'
import { checkLinkAddress, linkAttributes, linkChoiceOf } from '../../shared/rich-text-links'

const schema = getSchema(richTextExtensions)

/** The <a> the editor writes for a link mark with these attributes (TipTap's renderHTML, without a DOM). */
function editorLink(attributes: Record<string, unknown>, text = 'Razpis za najem') {
  const spec = schema.marks.link.spec.toDOM!(schema.marks.link.create(attributes), true) as [string, Record<string, string | null>, 0]
  const written = Object.entries(spec[1])
    .filter(([, value]) => value !== null && value !== undefined)
    .map(([name, value]) => ` ${name}="${value}"`)
    .join('')
  return `<a${written}>${text}</a>`
}

describe("the editor's links", () => {
  it('a new link opens in the same tab: no target, no rel', () => {
    const html = editorLink({ href: '/news/nova-hala/' })
    expect(html).toBe('<a href="/news/nova-hala/">Razpis za najem</a>')
    expect(sanitizeRichText(`<p>${html}</p>`)).toBe('<p><a href="/news/nova-hala/">Razpis za najem</a></p>')
  })

  it('a link set to open in a new tab keeps target="_blank" with rel="noopener noreferrer" through the server', () => {
    const html = editorLink(linkAttributes({ href: 'https://www.gov.si/', newTab: true }))
    expect(sanitizeRichText(`<p>${html}</p>`)).toBe('<p><a href="https://www.gov.si/" target="_blank" rel="noopener noreferrer">Razpis za najem</a></p>')
  })

  it('switching a link back to the same tab drops its target and rel', () => {
    const html = editorLink(linkAttributes({ href: 'https://www.gov.si/', newTab: false }))
    expect(html).toBe('<a href="https://www.gov.si/">Razpis za najem</a>')
    expect(sanitizeRichText(html)).toBe('<a href="https://www.gov.si/">Razpis za najem</a>')
  })

  it('the dialog opens on what the link has', () => {
    expect(linkChoiceOf(undefined)).toEqual({ href: '', newTab: false })
    expect(linkChoiceOf({ href: '/events/', target: null })).toEqual({ href: '/events/', newTab: false })
    expect(linkChoiceOf({ href: 'https://www.gov.si/', target: '_blank', rel: 'noopener noreferrer' })).toEqual({ href: 'https://www.gov.si/', newTab: true })
  })
})

describe("the link dialog's address check", () => {
  it.each([
    ['https://www.gov.si/razpisi?leto=2026#a', 'https://www.gov.si/razpisi?leto=2026#a'],
    ['  http://rudnik.example/obrazec ', 'http://rudnik.example/obrazec'],
    ['mailto:info@rudnik.si', 'mailto:info@rudnik.si'],
    ['mailto:info@rudnik.si?subject=Najem', 'mailto:info@rudnik.si?subject=Najem'],
    ['tel:+386 3 123 45 67', 'tel:+386 3 123 45 67'],
    ['/news/nova-hala/', '/news/nova-hala/'],
    ['/en/events/', '/en/events/'],
  ])('keeps %j', (input, href) => {
    expect(checkLinkAddress(input)).toEqual({ href })
  })

  it.each([
    ['', 'link_empty'],
    ['   ', 'link_empty'],
    ['www.gov.si', 'link_no_scheme'],
    ['gov.si/razpisi', 'link_no_scheme'],
    ['rudnik.example:8080/obrazec', 'link_no_scheme'],
    ['https://', 'link_invalid'],
    ['https://gov', 'link_invalid'],
    ['https:/www.gov.si', 'link_invalid'],
    ['https://www.gov.si/a b', 'link_invalid'],
    ['javascript:alert(1)', 'link_invalid'],
    ['data:text/html,x', 'link_invalid'],
    ['ftp://files.gov.si/', 'link_invalid'],
    ['//evil.example/', 'link_invalid'],
    ['/\\evil.example/', 'link_invalid'],
    ['mailto:info', 'link_invalid'],
    ['tel:pokliči', 'link_invalid'],
    ['razpis', 'link_invalid'],
  ])('refuses %j (%s)', (input, error) => {
    expect(checkLinkAddress(input)).toEqual({ error })
  })

  it('everything it keeps, the server keeps as it is', () => {
    for (const href of ['https://www.gov.si/razpisi', 'mailto:info@rudnik.si', 'tel:+38631234567', '/news/nova-hala/']) {
      expect(checkLinkAddress(href)).toEqual({ href })
      expect(sanitizeRichText(`<a href="${href}">Stran</a>`)).toBe(`<a href="${href}">Stran</a>`)
    }
  })
})
