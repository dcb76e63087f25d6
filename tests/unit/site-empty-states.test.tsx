/**
 * The empty-state messages of spec section 8, rendered as the pages render them, from the page
 * table's plan of a site with no content (the demo content fills most lists, so the end-to-end tests
 * can reach only some of them).
 */
import { describe, expect, it, vi } from 'vitest'
import { planSite } from '../../site/build/page-table'
import { resources } from '../../shared/resources'
import CartPage from '../../site/views/cart'
import CategoryPage from '../../site/views/category'
import EntrepreneursPage from '../../site/views/entrepreneurs'
import EventsPage from '../../site/views/events'
import NewsPage from '../../site/views/news'
import SpacesPage from '../../site/views/empty-spaces'
import { siteContent } from './fixtures/site-content'
import { renderPage } from './site-render'

vi.mock('gatsby', async () => (await import('./gatsby-static')).gatsbyForStaticRender())

function emptySite() {
  const content = siteContent()
  for (const type of Object.values(content.types)) type.rows = { sl: [], en: [] }
  return planSite(content, resources).pages
}
const pages = emptySite()
const render = (Page: Parameters<typeof renderPage>[0], path: string) => renderPage(Page, pages.find((page) => page.path === path)!.context, path)

describe('empty states', () => {
  it('no projects in a category', () => {
    expect(render(CategoryPage, '/en/projects/heritage/')).toContain('There are no projects in this category.')
  })

  it('no events, in both languages', () => {
    expect(render(EventsPage, '/en/events/')).toContain('There are no events.')
    expect(render(EventsPage, '/events/')).toContain('Ni dogodkov.')
  })

  it('no business premises available', () => {
    expect(render(SpacesPage, '/en/empty-spaces/')).toContain('No business premises are available at the moment.')
  })

  it('no entrepreneurs added', () => {
    expect(render(EntrepreneursPage, '/en/entrepreneurs/')).toContain('No entrepreneurs have been added yet.')
    expect(render(EntrepreneursPage, '/entrepreneurs/')).toContain('Podjetniki še niso dodani.')
  })

  it("no news: 'News Not Found'", () => {
    expect(render(NewsPage, '/en/news/')).toContain('News Not Found')
  })

  it('an empty cart', () => {
    expect(render(CartPage, '/en/shop/cart/')).toContain('Your cart is empty.')
  })

  it('the layout around a view: words of the page language, links with its prefix', () => {
    const html = render(NewsPage, '/en/news/')
    expect(html).toContain('href="/en/events/"')
    expect(html).toContain('Skip to content')
    expect(render(NewsPage, '/news/')).toContain('href="/events/"')
  })
})
