/**
 * Adding a type with a public list and detail page is its declaration, one view file, its words, its preview
 * view and its public routes in the route sweep's tables (docs/developers.md, "Adding a content type"; the last
 * two are held by tests/api/previews.test.ts and tests/api/route-sweep.test.ts). A throw-away type declared
 * here only, registered beside the real ones, gets its pages from the page table with nothing else changed.
 * This checks the page plan (what createPages hands Gatsby) and the view lookup, not a full gatsby build
 * (minutes on this machine); the site's end-to-end tests build every real type through the same code.
 */
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { missingViews } from '../../site/build/create-pages'
import { planSite } from '../../site/build/page-table'
import { resources } from '../../shared/resources'
import { defineResource } from '../../shared/resources/define'
import { boolean, language, longText, slug, text } from '../../shared/resources/fields'
import { siteContent } from './fixtures/site-content'

const noticeboard = defineResource({
  name: 'noticeboard',
  label: { sl: 'Oglasna deska', en: 'Noticeboard' },
  labelSingular: { sl: 'Obvestilo', en: 'Notice' },
  icon: 'PushPin',
  adminPath: 'noticeboard',
  fields: {
    title: text({ label: { sl: 'Naslov', en: 'Title' }, required: true, maxLength: 200 }),
    slug: slug({ label: { sl: 'Naslov URL', en: 'URL name' }, from: 'title', maxLength: 220 }),
    lang: language(),
    body: longText({ label: { sl: 'Besedilo', en: 'Text' } }),
    is_published: boolean({ label: { sl: 'Objavljeno', en: 'Published' } }),
  },
  recordTitle: 'title',
  endpoints: { public: 'noticeboard/', staff: 'noticeboard/admin/' },
  filters: { lang: 'lang' },
  ordering: ['title', 'id'],
  defaultOrdering: 'title',
  search: ['title'],
  pageSize: 20,
  visibility: 'is_published',
  listColumns: ['title', 'lang', 'is_published'],
  site: { path: { sl: '/oglasna-deska/', en: '/noticeboard/' }, detail: 'slug', pageSize: 2, summary: ['body'] },
})

const notice = (id: number, lang: 'sl' | 'en', title: string, slugText: string) => ({ id, lang, title, slug: slugText, body: `${title}.`, is_published: true })

function plan() {
  const content = siteContent()
  content.types.noticeboard = {
    rows: {
      sl: [notice(1, 'sl', 'Zapora ceste', 'zapora'), notice(2, 'sl', 'Odvoz', 'odvoz'), notice(3, 'sl', 'Sestanek', 'sestanek')],
      en: [notice(4, 'en', 'Road closed', 'zapora')],
    },
    refs: {},
    builtOn: '2026-11-23',
  }
  return planSite(content, [...resources, noticeboard]).pages
}

describe('a new type with a site block', () => {
  const pages = plan()
  const at = (path: string) => pages.find((page) => page.path === path)?.context

  it('gets its list in both languages at its declared paths, paged, titled with its label until its words are written', () => {
    expect(at('/oglasna-deska/')).toMatchObject({
      view: 'noticeboard',
      language: 'sl',
      title: 'Oglasna deska',
      translated: true,
      paths: { sl: '/oglasna-deska/', en: '/en/noticeboard/' },
    })
    expect(at('/sl/oglasna-deska/')?.data.records).toHaveLength(2)
    expect(at('/oglasna-deska/2/')?.data.records.map((row: { slug: string }) => row.slug)).toEqual(['sestanek'])
    expect(at('/en/noticeboard/')).toMatchObject({ title: 'Noticeboard', data: { records: [{ slug: 'zapora' }] } })
  })

  it('gets a detail page per record, paired with its translation by slug', () => {
    expect(at('/oglasna-deska/zapora/')).toMatchObject({
      title: 'Zapora ceste',
      description: 'Zapora ceste.',
      translated: true,
      paths: { en: '/en/noticeboard/zapora/' },
    })
    expect(at('/en/noticeboard/zapora/')?.data.record.title).toBe('Road closed')
    expect(at('/oglasna-deska/odvoz/')).toMatchObject({ translated: false, paths: { en: '/en/noticeboard/' } })
    expect(at('/sl/oglasna-deska/odvoz/')).toBeDefined()
  })

  it('is shown by the view file named after it, which the build requires', () => {
    const views = pages.map((page) => page.context.view)
    expect(missingViews(views, path.resolve('site/views'))).toEqual(['noticeboard'])
    expect(missingViews(views, path.resolve('tests/unit/fixtures/views'))).not.toContain('noticeboard')
  })

  it('leaves every other page as it was', () => {
    const before = planSite(siteContent(), resources).pages.map((page) => page.path)
    const after = pages.map((page) => page.path).filter((path) => !/noticeboard|oglasna-deska/.test(path))
    expect(after).toEqual(before)
  })
})
