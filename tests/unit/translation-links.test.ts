/**
 * Staff-made translation links on the site (shared/pages/type-pages.ts): a linked record is its
 * counterpart, whatever its slug; the switch, hreflang and the sitemap follow it; a link to a record
 * the build does not have (hidden) leads nowhere; unlinked records still pair by slug.
 */
import { describe, expect, it } from 'vitest'
import { resources } from '../../shared/resources'
import { isTranslatable, translatableTypes } from '../../server/translations/declared'
import { planSite } from '../../site/build/page-table'
import { siteContent } from './fixtures/site-content'

function plan(groups: number[][]) {
  const content = siteContent()
  content.types.news.groups = groups
  const { pages } = planSite(content, resources)
  return (path: string) => pages.find((page) => page.path === path)?.context
}

describe('translation links on the site', () => {
  it('a linked pair leads to each other; the slug pairing still holds for others', () => {
    const { sl, en } = siteContent().types.news.rows
    const slRow = sl.find((row) => row.slug === 'sl-news-0')!
    const enRow = en.find((row) => row.slug === 'en-news-1')!
    const at = plan([[Number(slRow.id), Number(enRow.id)]])
    expect(at('/news/sl-news-0/')).toMatchObject({ translated: true, paths: { en: '/en/news/en-news-1/' } })
    expect(at('/en/news/en-news-1/')).toMatchObject({ translated: true, paths: { sl: '/news/sl-news-0/' } })
    expect(at('/news/shared/')).toMatchObject({ translated: true, paths: { en: '/en/news/shared/' } })
    const without = plan([])
    expect(without('/news/sl-news-0/')).toMatchObject({ translated: false, paths: { en: '/en/news/' } })
  })

  it('a link to a record the build has not (hidden) leads to the list', () => {
    const { sl } = siteContent().types.news.rows
    const slRow = sl.find((row) => row.slug === 'sl-news-0')!
    expect(plan([[Number(slRow.id), 987654]])('/news/sl-news-0/')).toMatchObject({ translated: false, paths: { en: '/en/news/' } })
  })

  it('the declarations opt in: types kept per language, nothing else', () => {
    expect(
      translatableTypes(resources)
        .map((type) => type.name)
        .sort(),
    ).toEqual(['employees', 'entrepreneurs', 'news', 'projects'])
    expect(isTranslatable({ ...resources.find((type) => type.name === 'tags')!, translatable: true, fields: {} })).toBe(false)
  })
})
