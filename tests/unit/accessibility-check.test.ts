import { describe, expect, it } from 'vitest'
import { checkRecord, checkRichText } from '../../shared/accessibility/check'
import { describeFinding } from '../../shared/accessibility/messages'
import { employees, news } from '../../shared/resources'

const rules = (html: string) => checkRichText('body', html).map((f) => f.rule)

describe('rich-text accessibility checks', () => {
  it('clean content has no findings', () => {
    expect(
      checkRichText('body', '<h2>Razpis</h2><h3>Pogoji</h3><p><a href="/r">Razpis za najem prostorov</a></p><img src="/media/a.png" alt="Nova hala">'),
    ).toEqual([])
  })
  it('image without alt, with empty alt, or with a file name as alt', () => {
    expect(rules('<img src="/media/a.png">')).toEqual(['image-alt-missing'])
    expect(rules('<img src="/media/a.png" alt="  ">')).toEqual(['image-alt-missing'])
    expect(checkRichText('body', '<img src="/media/a.png" alt="hala.JPG">')).toEqual([{ rule: 'image-alt-filename', field: 'body', n: 1, text: 'hala.JPG' }])
    expect(rules('<img src="/media/a.png" alt="IMG_2041">')).toEqual(['image-alt-filename'])
    expect(rules('<img src="/media/a.png" alt="Hala s parkiriščem.">')).toEqual([])
  })
  it('skipped heading levels, counting from the page title (h1)', () => {
    expect(checkRichText('body', '<h3>Pogoji</h3>')).toEqual([{ rule: 'heading-skipped', field: 'body', n: 1, level: 3, text: 'Pogoji' }])
    expect(rules('<h2>A</h2><h4>B</h4>')).toEqual(['heading-skipped'])
    expect(rules('<h2>A</h2><h3>B</h3><h4>C</h4><h2>D</h2><h3>E</h3>')).toEqual([])
  })
  it('h1 in the body', () => {
    expect(rules('<h1>A</h1>')).toEqual(['heading-h1'])
    expect(rules('<h2>A</h2>')).toEqual([])
  })
  it('empty headings', () => {
    expect(checkRichText('body', '<h2>A</h2><h2> <br></h2>')).toEqual([{ rule: 'heading-empty', field: 'body', n: 2, level: 2 }])
    expect(rules('<h2>A&amp;B</h2>')).toEqual([])
  })
  it('links whose text says nothing alone', () => {
    for (const text of ['tukaj', 'Preberi več »', 'VEČ', 'klikni', 'click here', 'Here', 'read more…', 'more']) {
      expect(checkRichText('body', `<p>Razpis je <a href="/r">${text}</a>.</p>`), text).toMatchObject([{ rule: 'link-vague', n: 1 }])
    }
    expect(rules('<a href="/r">Razpis za najem (PDF)</a>')).toEqual([])
    expect(rules('<a href="/r">Več o razpisu za najem</a>')).toEqual([])
  })
  it('a bare web address as link text', () => {
    expect(rules('<a href="https://x.si/a">https://x.si/a</a>')).toEqual(['link-bare-url'])
    expect(rules('<a href="https://x.si/a">www.x.si</a>')).toEqual(['link-bare-url'])
    expect(rules('<a href="https://x.si/a">Spletna stran občine</a>')).toEqual([])
  })
  it('empty links, unless an image inside names them', () => {
    expect(rules('<a href="/r"> </a>')).toEqual(['link-empty'])
    expect(rules('<a href="/r"><img src="/media/a.png" alt="Zemljevid cone"></a>')).toEqual([])
  })
  it('tables without header cells', () => {
    expect(rules('<table><tr><td>a</td></tr></table>')).toEqual(['table-no-headers'])
    expect(rules('<table><tr><th>a</th></tr><tr><td>b</td></tr></table>')).toEqual([])
  })
  it('counts the n-th link and heading', () => {
    const findings = checkRichText('body', '<h2>A</h2><h2>B</h2><h4>C</h4><a href="/a">Razpis</a><a href="/b">tukaj</a>')
    expect(findings.map(({ rule, n }) => [rule, n])).toEqual([
      ['heading-skipped', 3],
      ['link-vague', 2],
    ])
  })
})

describe('record checks', () => {
  it('checks every rich-text field and image alt fields', () => {
    expect(checkRecord(news.fields, { body: '<p><a href="/a">tukaj</a></p>', image: '/media/news/a.png', image_alt: '' })).toEqual([
      { rule: 'link-vague', field: 'body', n: 1, text: 'tukaj' },
      { rule: 'image-alt-missing', field: 'image_alt', n: 0 },
    ])
    expect(checkRecord(employees.fields, { photo: '/media/e/a.png', photo_alt: 'DSC_0001' })).toMatchObject([
      { rule: 'image-alt-filename', field: 'photo_alt' },
    ])
  })
  it('no image, no alt finding; good alt, no finding', () => {
    expect(checkRecord(news.fields, { body: '<p>Besedilo</p>', image: null, image_alt: '' })).toEqual([])
    expect(checkRecord(news.fields, { image: '/media/news/a.png', image_alt: 'Direktor ob novi hali' })).toEqual([])
  })
  it('says where and how to fix, in both languages', () => {
    const finding = { rule: 'link-vague' as const, field: 'body', n: 2, text: 'tukaj' }
    expect(describeFinding(finding, 'sl').problem).toBe('Besedilo povezave 2 (»tukaj«) samo zase ne pove ničesar.')
    expect(describeFinding(finding, 'en').problem).toBe('The text of link 2 ("tukaj") says nothing on its own.')
    expect(describeFinding({ rule: 'image-alt-missing', n: 0 }, 'en').problem).toBe('Image has no description (alt text).')
  })
  it('names a heading by its level, never by its place among the headings (an h4 is not "Naslov 2")', () => {
    const [skipped] = checkRichText('body', '<h2>A</h2><h4>Pogoji</h4>')
    expect(describeFinding(skipped, 'sl').problem).toBe('Naslov 4. ravni (»Pogoji«) preskoči raven.')
    expect(describeFinding(skipped, 'en').problem).toBe('The level 4 heading ("Pogoji") skips a level.')
    const [empty] = checkRichText('body', '<h2>A</h2><h3> </h3>')
    expect(describeFinding(empty, 'sl').problem).toBe('Naslov 3. ravni je prazen.')
    expect(describeFinding(empty, 'en').problem).toBe('A level 3 heading is empty.')
    const [h1] = checkRichText('body', '<h2>A</h2><h2>B</h2><h1>Uvod</h1>')
    expect(describeFinding(h1, 'sl').problem).toBe('Naslov 1. ravni (»Uvod«) je v besedilu.')
    expect(describeFinding(h1, 'en').problem).toBe('The text has a level 1 heading ("Uvod").')
  })
  it('leaves out the quotes of a finding without text', () => {
    const findings = checkRichText('body', '<h2>A</h2><h4></h4>')
    expect(findings.map((finding) => describeFinding(finding, 'sl').problem)).toEqual(['Naslov 4. ravni je prazen.', 'Naslov 4. ravni preskoči raven.'])
    expect(findings.map((finding) => describeFinding(finding, 'en').problem)).toEqual(['A level 4 heading is empty.', 'The level 4 heading skips a level.'])
  })
})
