/**
 * A record's pictures on its public page, for every type whose declarations give it pictures (a
 * type with an image field, public, whose visibility follows the record's: `visibleWith`), not
 * only events: the build attaches them (build/fetch.ts), the page table makes them the record's
 * `pictures`, and the record's view shows each with its description as alt text, in both languages.
 */
import { describe, expect, it, vi } from 'vitest'
import { LANGUAGES } from '../../shared/languages'
import { resources } from '../../shared/resources'
import type { Resource } from '../../shared/resources/declaration'
import { planSite } from '../../site/build/page-table'
import { imageFields, pictureTypesOf, viewOf, type Row } from '../../shared/pages/model'
import { siteContent } from './fixtures/site-content'
import { renderPage } from './site-render'

vi.mock('gatsby', async () => (await import('./gatsby-static')).gatsbyForStaticRender())

const withPictures = resources.filter((resource) => resource.site && pictureTypesOf(resource, resources).length > 0)

/** One picture of `type` for record `row`, described as `alt`. */
function picture(type: Resource, row: Row, alt: string, id: number): Row {
  const image = imageFields(type)[0]
  const altField = [`${image}_alt`, 'alt'].find((name) => Object.hasOwn(type.fields, name))!
  return { id, [type.visibleWith!]: row.id, [image]: `/media/${type.name}/${id}.jpg`, [altField]: alt, order: id }
}

/** The site's content with a record of `resource` in each language carrying two pictures of each picture type. */
function contentWithPictures(resource: Resource) {
  const content = siteContent()
  const type = content.types[resource.name]
  for (const [index, language] of LANGUAGES.entries()) {
    if (!type.rows[language].length) type.rows[language] = [{ id: 900 + index, title: `Record ${language}`, slug: `record-${language}`, lang: language } as Row]
    const row = type.rows[language][0]
    for (const pictureType of pictureTypesOf(resource, resources)) {
      row[pictureType.name] = [
        picture(pictureType, row, `First picture (${language})`, 10 + index * 2),
        picture(pictureType, row, `Second picture (${language})`, 11 + index * 2),
      ]
    }
  }
  return content
}

describe("a record's pictures on its page", () => {
  it('events are among the types with pictures', () => {
    expect(withPictures.map((resource) => resource.name)).toEqual(expect.arrayContaining(['events', 'galleries']))
  })

  for (const resource of withPictures) {
    it(`${resource.name}: every picture shown with its description, in order, in both languages`, async () => {
      const content = contentWithPictures(resource)
      const { pages } = planSite(content, resources)
      const View = (await import(`../../site/views/${viewOf(resource.name)}`)).default
      for (const language of LANGUAGES) {
        const row = content.types[resource.name].rows[language][0]
        const page = pages.find(
          (candidate) =>
            candidate.context.language === language &&
            candidate.context.view === viewOf(resource.name) &&
            (resource.site?.detail
              ? candidate.context.data?.record?.id === row.id
              : candidate.context.data?.records?.some((record: Row) => record.id === row.id)),
        )
        expect(page, `${resource.name} page of record ${row.id} (${language})`).toBeDefined()
        const html = renderPage(View, page!.context, page!.path)
        const first = html.indexOf(`alt="First picture (${language})"`)
        const second = html.indexOf(`alt="Second picture (${language})"`)
        expect(first, html).toBeGreaterThan(-1)
        expect(second).toBeGreaterThan(first)
        // In a list of figures (a list a screen reader counts).
        expect(html).toMatch(/<ul class="picture-grid"><li><figure>/)
      }
    })
  }

  it("an event's page has a Pictures section; its list page carries no pictures", async () => {
    const events = resources.find((resource) => resource.name === 'events')!
    const content = contentWithPictures(events)
    const { pages } = planSite(content, resources)
    const View = (await import('../../site/views/events')).default
    const detail = pages.find((page) => page.path === '/en/events/open-day/')!
    const html = renderPage(View, detail.context, detail.path)
    expect(html).toContain('<section aria-labelledby="pictures"><h2 id="pictures">Pictures</h2>')
    const sl = pages.find((page) => page.path === '/events/dan-odprtih-vrat/')!
    expect(renderPage(View, sl.context, sl.path)).toContain('<h2 id="pictures">Slike</h2>')
    const list = pages.find((page) => page.path === '/en/events/')!
    expect(JSON.stringify(list.context.data)).not.toContain('First picture')
  })
})
