/** Rich text as plain words (cards, meta descriptions, list columns) and plain text as rich text (the migration). */
import { describe, expect, it } from 'vitest'
import { plainTextToHtml } from '../../server/resources/rich-text'
import { firstRichTextBlock, richTextToPlain } from '../../shared/rich-text'

describe('richTextToPlain', () => {
  it('keeps the words, separates blocks and lines, decodes the entities the sanitiser writes', () => {
    expect(richTextToPlain('<h2>Naslov</h2><p>a &amp; b &lt;c&gt;<br />d</p><ul><li>ena</li><li>dva</li></ul>')).toBe('Naslov a & b <c> d ena dva')
    expect(richTextToPlain(null)).toBe('')
  })
})

describe('firstRichTextBlock', () => {
  it('is the first paragraph, heading or list item as words', () => {
    expect(firstRichTextBlock('<p>Prvi <strong>odstavek</strong>.</p><p>Drugi.</p>')).toBe('Prvi odstavek.')
    expect(firstRichTextBlock('<h2>Naslov</h2><p>Besedilo</p>')).toBe('Naslov')
    expect(firstRichTextBlock('samo besedilo')).toBe('samo besedilo')
  })
})

describe('plainTextToHtml', () => {
  it('makes paragraphs of blank-line blocks and <br> of single line breaks, escaping everything', () => {
    expect(plainTextToHtml('a < b & "c"\r\n\r\nDva\nvrstici\n\n\n')).toBe('<p>a &lt; b &amp; &quot;c&quot;</p><p>Dva<br>vrstici</p>')
    expect(plainTextToHtml('<script>alert(1)</script>')).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>')
    expect(plainTextToHtml('  \n\n ')).toBe('')
  })
})
