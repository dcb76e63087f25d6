import { describe, expect, it } from 'vitest'
import { planPages, type PlanNews } from '../../site/build/page-plan'
import type { NewsDetailContext, NewsListContext } from '../../site/types'

const news = (lang: 'sl' | 'en', count: number, tagged: string[] = []): PlanNews[] =>
  Array.from({ length: count }, (_, index) => ({ id: `${lang}-${index}`, slug: `${lang}-news-${index}`, lang, tags: tagged.map((id) => ({ id })) }))

describe('the news page plan', () => {
  const { pages, warnings } = planPages(
    [...news('sl', 7, ['t-sl']), ...news('en', 2), { id: 'both-sl', slug: 'shared', lang: 'sl', tags: [] }, { id: 'both-en', slug: 'shared', lang: 'en', tags: [] }],
    [{ id: 't-sl', slug: 'cona', lang: 'sl' }, { id: 't-en', slug: 'zone', lang: 'en' }],
  )
  const at = (path: string) => pages.find((page) => page.path === path)

  it('puts every page unprefixed and under /sl/ in Slovenian, and under /en/ in English', () => {
    for (const path of ['/', '/sl/', '/en/', '/news/', '/sl/news/', '/en/news/', '/news/sl-news-0/', '/sl/news/sl-news-0/', '/en/news/en-news-0/']) expect(at(path), path).toBeDefined()
    expect(at('/')!.context.language).toBe('sl')
    expect(at('/sl/news/')!.context.language).toBe('sl')
    expect(at('/en/news/')!.context.language).toBe('en')
    expect(at('/en/news/sl-news-0/')).toBeUndefined()
    expect(warnings).toEqual([])
  })

  it('pages the lists 6 at a time; the switch leads to page 1 where the other language has fewer pages', () => {
    const second = at('/news/2/')!.context as NewsListContext
    expect(at('/sl/news/2/')).toBeDefined()
    expect(second.ids).toHaveLength(2) // 8 Slovenian news: 6 + 2
    expect(second.currentPage).toBe(2)
    expect(second.pageCount).toBe(2)
    expect(second.paths.en).toBe('/en/news/')
    expect(second.translated).toBe(false)
    expect(at('/en/news/2/')).toBeUndefined()
    expect((at('/news/')!.context as NewsListContext).translated).toBe(true)
  })

  it('gives each used tag its own list (and pages), whose switch leads to the other list', () => {
    const tag = at('/news/tag/cona/')!.context as NewsListContext
    expect(tag.tagId).toBe('t-sl')
    expect(tag.ids).toHaveLength(6)
    expect(at('/news/tag/cona/2/')).toBeDefined()
    expect(at('/sl/news/tag/cona/')).toBeDefined()
    expect(tag.paths.en).toBe('/en/news/')
    expect(at('/en/news/tag/zone/')).toBeUndefined() // no English news carries it
  })

  it('pairs a news item with the same slug in the other language, else the switch leads to the list', () => {
    const shared = at('/news/shared/')!.context as NewsDetailContext
    expect(shared.translated).toBe(true)
    expect(shared.paths).toEqual({ sl: '/news/shared/', en: '/en/news/shared/' })
    const alone = at('/en/news/en-news-1/')!.context as NewsDetailContext
    expect(alone.translated).toBe(false)
    expect(alone.paths.sl).toBe('/news/')
  })

  it('adds the two not-found pages, without match paths and not indexed', () => {
    const notFound = pages.filter((page) => page.template === 'notFound')
    expect(notFound.map((page) => page.path).sort()).toEqual(['/404.html', '/en/404.html'])
    expect(notFound.every((page) => page.context.noindex && !page.matchPath)).toBe(true)
  })

  it('leaves out a page whose path is taken, with a warning', () => {
    const clash = planPages([{ id: 'a', slug: '2', lang: 'sl', tags: [] }, ...news('sl', 6)], [])
    expect(clash.warnings.some((warning) => warning.includes('/news/2/'))).toBe(true)
    expect(clash.pages.filter((page) => page.path === '/news/2/')).toHaveLength(1)
  })
})
