/**
 * The language switch (gatsby-plugin-react-i18next's Link, given the target's language): the same
 * page in the other language, its prefix swapped, the shop's Slovenian pages keeping /sl/.
 */
import { describe, expect, it, vi } from 'vitest'
import { planSite } from '../../site/build/page-table'
import NewsPage from '../../site/views/news'
import ShopPage from '../../site/views/shop'
import { resources } from '../../shared/resources'
import { siteContent } from './fixtures/site-content'
import { renderPage } from './site-render'

vi.mock('gatsby', async () => (await import('./gatsby-static')).gatsbyForStaticRender())

const { pages } = planSite(siteContent(), resources)
const render = (Page: Parameters<typeof renderPage>[0], path: string) => renderPage(Page, pages.find((page) => page.path === path)!.context, path)
const switchLinks = (html: string) => [...html.matchAll(/<nav class="language-switch"[\s\S]*?<\/nav>/g)][0][0].match(/<a [^>]*>/g) ?? []

describe('the language switch', () => {
  it('leads to the same page in the other language, with its hreflang and lang', () => {
    expect(switchLinks(render(NewsPage, '/news/shared/'))).toEqual([
      expect.stringMatching(/href="\/en\/news\/shared\/".*hrefLang="en"|hrefLang="en".*href="\/en\/news\/shared\/"/),
    ])
    expect(switchLinks(render(NewsPage, '/en/news/shared/'))[0]).toContain('href="/news/shared/"')
    expect(switchLinks(render(NewsPage, '/sl/news/2/'))[0]).toContain('href="/en/news/"')
  })

  it('keeps the prefix of the shop, which lives under /sl/ too', () => {
    expect(switchLinks(render(ShopPage, '/en/shop/chairs/'))[0]).toContain('href="/sl/shop/stoli/"')
    expect(switchLinks(render(ShopPage, '/sl/shop/stoli/'))[0]).toContain('href="/en/shop/chairs/"')
  })

  it('links within the shop keep its prefix once (no /en/en/)', () => {
    const html = render(ShopPage, '/en/shop/chairs/')
    expect(html).toContain('href="/en/shop/chairs/product/7/"')
    expect(html).not.toContain('/en/en/')
    expect(render(ShopPage, '/sl/shop/stoli/')).toContain('href="/sl/shop/stoli/product/7/"')
  })
})
